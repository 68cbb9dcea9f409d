/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * An idle event loop selects with a timeout until another thread wakes it: the selects that ran out
 * ({@code TIMED_OUT}) before the one the wakeup ended wait for that wakeup, not for their timeouts
 * (docs/accuracy.md, "Netty's event loops"). The analyses' graph (critical path, bound) holds the same waits.
 */
class TimedOutSelectTest {

	/**
	 * The loop: two selects that ran out (1,000 ns of wall time each, recorded), then one linked to main's wakeup
	 * ({@code flags} on the first two; the second's end at {@code site}). Main: 300 ns of work, then the wakeup.
	 */
	private static Trace idleLoop(int flags, int site) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int loop = b.thread("loop", 0);
		for (int i = 0; i < 2; i++) {
			b.event(loop, EventKind.IO_BEGIN, -1, 7, 0, 0, 0);
			b.event(loop, EventKind.IO_END, -1, i == 1 ? site : 7, 0, 0, flags);
		}
		b.event(loop, EventKind.IO_BEGIN, -1, 7, 0, 0, 0);
		int woken = b.event(loop, EventKind.IO_END, -1, 7, 0, 0, Event.LOCAL);
		b.end(loop, 0);
		int wakeup = b.event(main, EventKind.IO_BEGIN, -1, 300, 0, 0);
		b.event(main, EventKind.IO_END, -1, 0, 0, Event.LOCAL);
		b.end(main, 0);
		b.link(loop, woken, main, wakeup);
		return PaperTraces.withIoWait(b.build(), 1000);
	}

	private static double time(Trace t) throws Exception {
		double simulated = new Simulator(t).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false)
				.completionNanos();
		// the graph's run with a processor per thread: the same waits, so the same end
		assertEquals(simulated, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(t)).completion(), 1e-9);
		return simulated;
	}

	@Test
	@DisplayName("selects that ran out before the woken one wait for the wakeup: 300 ns, not 2,000")
	void theWakeupEndsTheIdleLoop() throws Exception {
		assertEquals(300, time(idleLoop(Event.TIMED_OUT, 7)), 1e-9);
	}

	@Test
	@DisplayName("without the flag, or at another site, a call waits its recorded time")
	void otherwiseTheCallsWait() throws Exception {
		assertEquals(2000, time(idleLoop(0, 7)), 1e-9);
		// the second select's end is at another site: neither is part of one idle loop's selects
		assertEquals(2000, time(idleLoop(Event.TIMED_OUT, 8)), 1e-9);
	}
}
