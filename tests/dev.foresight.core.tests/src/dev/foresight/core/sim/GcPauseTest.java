/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** The recorded run's stop-the-world collection time is serial time in every simulated run. */
class GcPauseTest {

	/** Two independent threads of 10 ms each, with the given header properties. */
	private static Trace twoThreads(Map<String, String> properties) {
		TraceBuilder b = new TraceBuilder();
		for (String name : new String[] { "a", "b" }) {
			int t = b.thread(name, -1);
			b.event(t, EventKind.NOTIFY, -1, 4_000_000, 0, 0);
			b.end(t, 6_000_000);
		}
		Trace plain = b.build();
		TraceHeader h = plain.header();
		return new Trace(new TraceHeader(h.formatVersion(), h.jvm(), h.os(), h.cpuCount(), h.startEpochMillis(),
				h.threads(), h.sites(), properties), plain.streams());
	}

	private static double time(Trace trace, int cpus) throws Exception {
		return new Simulator(trace).run(MachineModel.ideal(2), cpus, SimulationModel.DIRECT, false)
				.completionNanos();
	}

	@Test
	@DisplayName("5 ms of pauses lengthen 20 ms on one processor to 25 and 10 ms on two to 15: speedup 1.67, not 2")
	void pausesAreSerial() throws Exception {
		Trace none = twoThreads(Map.of());
		Trace paused = twoThreads(Map.of(Simulator.GC_PAUSE_PROPERTY, "5"));
		assertEquals(20_000_000, time(none, 1), 1e-6);
		assertEquals(10_000_000, time(none, 2), 1e-6);
		assertEquals(25_000_000, time(paused, 1), 1e-6);
		assertEquals(15_000_000, time(paused, 2), 1e-6);
	}

	@Test
	void unreadableValuesCountAsNoPause() {
		assertEquals(0, Simulator.gcPauseNanos(twoThreads(Map.of(Simulator.GC_PAUSE_PROPERTY, "soon")).header()));
		assertEquals(0, Simulator.gcPauseNanos(twoThreads(Map.of(Simulator.GC_PAUSE_PROPERTY, "-3")).header()));
		assertEquals(2_500_000, Simulator.gcPauseNanos(twoThreads(Map.of(Simulator.GC_PAUSE_PROPERTY, "2.5")).header()));
	}
}
