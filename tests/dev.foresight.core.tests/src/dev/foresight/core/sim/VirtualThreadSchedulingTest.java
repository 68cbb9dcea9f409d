/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.Trace;

/**
 * Virtual threads run on the JDK's carriers, as many as the processors: the operating system schedules the carriers
 * with the platform threads, and one virtual thread following another on a carrier is no context switch.
 */
class VirtualThreadSchedulingTest {

	@Test
	@DisplayName("one processor, switches cost 5: main -> c1 and c2 -> main are switches, "
			+ "c1 -> c2 on the carrier is not")
	void carrierSwitchIsNoContextSwitch() throws Exception {
		MachineModel m = MachineModel.ideal(4).withCosts(new Costs(0, 5, 0, Integer.MAX_VALUE));
		SimulatedRun r = new Simulator(ThreadCreationTest.twoChildren(true)).run(m, 1, SimulationModel.DIRECT, false);
		// main starts c1 and c2 (10 each) and joins; switch, c1 25..75, c2 75..125, switch, main ends at 130
		assertEquals(75, r.threads().get(1).end(), 1e-9);
		assertEquals(125, r.threads().get(2).end(), 1e-9);
		assertEquals(130, r.completionNanos(), 1e-9);
		assertEquals(2, r.contextSwitches());
	}

	/** Main starts ten virtual threads and works 100; each of them works 100. */
	private static Trace mainAndTen(boolean virtual) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		for (int k = 0; k < 10; k++) {
			int v = virtual ? b.virtualThread("v" + k, main) : b.thread("v" + k, main);
			b.start(main, v, 0);
			b.end(v, 100);
		}
		b.end(main, 100);
		return b.build();
	}

	@Test
	@DisplayName("one processor, slices of 10: main shares it with one carrier, not with ten threads")
	void platformThreadKeepsItsShare() throws Exception {
		MachineModel m = MachineModel.ideal(1).withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR, 10,
				0, false, SchedulerSettings.LockPolicy.RECORDED, 0));
		SimulatedRun virtual = new Simulator(mainAndTen(true)).run(m, 1, SimulationModel.DIRECT, false);
		SimulatedRun platform = new Simulator(mainAndTen(false)).run(m, 1, SimulationModel.DIRECT, false);
		// main joins none of them: the run ends with main, which the virtual threads (daemons) do not hold
		assertEquals(virtual.threads().get(0).end(), virtual.completionNanos(), 1e-9);
		assertEquals(1100, platform.completionNanos(), 1e-9);
		// every other slice is main's while virtual threads wait for the one carrier; among eleven threads, one in
		// eleven
		assertTrue(virtual.threads().get(0).end() <= 200, "main ends at " + virtual.threads().get(0).end());
		assertTrue(platform.threads().get(0).end() >= 1000, "main ends at " + platform.threads().get(0).end());
	}
}
