/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;

/**
 * The machine's thread creation cost (spec 3.1: a cost of the simulated machine, charged to the creator at each
 * thread start): charged for platform threads, whose start the recorder leaves out of the creator's CPU time, and
 * not for virtual threads, whose start creates no kernel thread and stays in the recorded CPU time.
 */
class ThreadCreationTest {

	private static final MachineModel CREATION_100 = MachineModel.ideal(4).withCosts(new Costs(100, 0, 0,
			Integer.MAX_VALUE));

	/** Main starts two children after 10 ns each; each child works 50 ns; main joins both. */
	static Trace twoChildren(boolean virtual) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int c1 = virtual ? b.virtualThread("c1", main) : b.thread("c1", main);
		int c2 = virtual ? b.virtualThread("c2", main) : b.thread("c2", main);
		b.start(main, c1, 10);
		b.start(main, c2, 10);
		int e1 = b.end(c1, 50);
		int e2 = b.end(c2, 50);
		b.join(main, c1, e1, 0);
		b.join(main, c2, e2, 0);
		b.end(main, 0);
		return b.build();
	}

	@Test
	@DisplayName("platform threads: the creator pays the creation cost after each start")
	void platformThreadsPay() throws Exception {
		SimulatedRun r = new Simulator(twoChildren(false)).run(CREATION_100, 4, SimulationModel.DIRECT, false);
		// main starts c1 at 10 and pays 100, starts c2 at 120 and pays 100 again, joins at 220
		// (children end at 60, 170)
		assertEquals(220, r.completionNanos(), 1e-9);
		assertEquals(170, r.threads().get(2).end(), 1e-9);
		// one processor: all the work plus two creations
		assertEquals(320, new Simulator(twoChildren(false)).run(CREATION_100, 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("virtual threads: no machine creation cost, their recorded start is all there is")
	void virtualThreadsDoNot() throws Exception {
		SimulatedRun r = new Simulator(twoChildren(true)).run(CREATION_100, 4, SimulationModel.DIRECT, false);
		// c1 begins at 10, c2 at 20 and ends at 70
		assertEquals(70, r.completionNanos(), 1e-9);
		assertEquals(120, new Simulator(twoChildren(true)).run(CREATION_100, 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
	}
}
