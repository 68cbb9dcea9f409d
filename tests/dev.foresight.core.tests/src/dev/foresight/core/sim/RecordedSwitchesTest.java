/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A recorded thread's CPU clock counts the context switches of the recording; the simulator charges its machine's
 * switch for each switch it simulates, so it takes one off wherever the recording shows a thread off its processor.
 */
class RecordedSwitchesTest {

	private static final long SWITCH = 5_000;
	private static final MachineModel MACHINE = new MachineModel("switches", List.of(1.0, 1.0),
			SchedulerSettings.LINUX, new Costs(0, SWITCH, 0, 32), MachineModel.linuxServer().logp(), List.of());

	/**
	 * Two threads take turns on one processor, 10 times each, as a uni-processor recording shows them: each turn's
	 * CPU time holds the switch that brought the thread back (the builder's clock then runs on), 100 us of work each.
	 */
	private static Trace turns(boolean virtual) {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("a", -1);
		int c = virtual ? b.virtualThread("c", -1) : b.thread("c", -1);
		for (int k = 0; k < 10; k++) {
			b.event(a, EventKind.YIELD, -1, 100_000 + (k == 0 ? 0 : SWITCH), 0, 0);
			b.event(c, EventKind.YIELD, -1, 100_000 + (k == 0 ? 0 : SWITCH), 0, 0);
		}
		b.end(a, 0);
		b.end(c, 0);
		return b.build();
	}

	@Test
	void aSwitchTheRecordingShowsIsNotChargedTwice() throws Exception {
		Trace t = turns(false);
		// 18 turns came back after the other thread ran (the first of each thread did not): their switches come off
		SimulatedRun one = new Simulator(t).run(MACHINE, 1, SimulationModel.DIRECT, false);
		assertEquals(20 * 100_000 + one.contextSwitches() * SWITCH, one.completionNanos(), 1e-6);
		// on two processors nothing switches, and the recorded switches still come off
		SimulatedRun two = new Simulator(t).run(MACHINE, 2, SimulationModel.DIRECT, false);
		assertEquals(0, two.contextSwitches());
		assertEquals(10 * 100_000, two.completionNanos(), 1e-6);
	}

	@Test
	void aVirtualThreadsSwitchesAreItsCarriersAndStay() throws Exception {
		Trace t = turns(true);
		SimulatedRun two = new Simulator(t).run(MACHINE, 2, SimulationModel.DIRECT, false);
		// the platform thread lost its 9 recorded switches, the virtual one kept them
		assertEquals(10 * 100_000 + 9 * SWITCH, two.completionNanos(), 1e-6);
	}
}
