/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * The CPU part of an I/O call runs slower by the machine's copy slowdown when it starts while another processor is
 * in the CPU part of one (docs/machine-format.md, {@code io copy-slowdown}).
 */
class IoCopySlowdownTest {

	/** Two threads, each one I/O call of 100 ns CPU time (and no device time unless added). */
	private static Trace twoCopies() {
		TraceBuilder b = new TraceBuilder();
		for (int k = 0; k < 2; k++) {
			int t = b.thread("io" + k, -1);
			b.event(t, EventKind.IO_BEGIN, -1, 0, 0, 0);
			b.event(t, EventKind.IO_END, -1, 100, 0, 0);
			b.end(t, 0);
		}
		return b.build();
	}

	private static double completion(Trace trace, double slowdown, int cpus) throws Exception {
		MachineModel m = MachineModel.ideal(2).withCosts(new Costs(0, 0, 0, 32).withIoCopySlowdown(slowdown));
		return new Simulator(trace).run(m, cpus, SimulationModel.DIRECT, false).completionNanos();
	}

	@Test
	void aCopyThatStartsBesideAnotherIsSlower() throws Exception {
		// the second call starts while the first copies on the other processor: 100 x 1.5
		assertEquals(150, completion(twoCopies(), 0.5, 2), 1e-9);
		assertEquals(100, completion(twoCopies(), 0, 2), 1e-9);
		// on one processor the copies never overlap
		assertEquals(200, completion(twoCopies(), 0.5, 1), 1e-9);
	}

	@Test
	void afterTheDeviceOnlyACopyThatGetsAProcessorAtOnceIsSlower() throws Exception {
		// both wait 10 ns for the device; the second to come back copies beside the first
		Trace waits = PaperTraces.withIoWait(twoCopies(), 10);
		assertEquals(160, completion(waits, 0.5, 2), 1e-9);
		assertEquals(110, completion(waits, 0, 2), 1e-9);
		// on one processor the second waits for the processor, not beside the first
		assertEquals(210, completion(waits, 0.5, 1), 1e-9);
	}
}
