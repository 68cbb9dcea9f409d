/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * A recorded thread's CPU clock counts the context switches of the recording; where the simulated run switches a
 * thread back in at a point where the recording did, the scheduler does not charge its machine's switch again.
 */
class RecordedSwitchesTest {

	private static final long SWITCH = 5_000;
	/** A 1 ms wake-up granularity: the thread started second does not take the processor at its start. */
	private static final MachineModel MACHINE = new MachineModel("switches", List.of(1.0, 1.0),
			new SchedulerSettings(SchedulerSettings.Policy.FAIR, 3_000_000, 1_000_000, true,
					SchedulerSettings.LockPolicy.RECORDED),
			new Costs(0, SWITCH, 0, 32), MachineModel.linuxServer().logp(), List.of());

	/**
	 * Two threads take turns on one processor, 10 times each, as a uni-processor recording shows them: each turn but
	 * the first holds the switch that brought the thread back (the builder's clock runs on meanwhile), and 100 us of
	 * work.
	 */
	private static Trace turns(boolean virtual) {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("a", -1);
		int c = virtual ? b.virtualThread("c", -1, false) : b.thread("c", -1);
		for (int k = 0; k < 10; k++) {
			b.event(a, EventKind.YIELD, -1, 100_000 + (k == 0 ? 0 : SWITCH), 0, 0);
			b.event(c, EventKind.YIELD, -1, 100_000 + (k == 0 ? 0 : SWITCH), 0, 0);
		}
		b.end(a, 0);
		b.end(c, 0);
		return b.build();
	}

	private static long totalCpu(Trace t) {
		return t.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).sum();
	}

	@Test
	void aSwitchTheRecordingMadeIsNotChargedAgain() throws Exception {
		Trace t = turns(false);
		assertEquals(18, new Simulator(t).recordedSwitches() - 1); // and a's end, after c's last turn
		SimulatedRun one = new Simulator(t).run(MACHINE, 1, SimulationModel.DIRECT, false);
		// the run takes the same turns: only the switches the recording did not make are charged (c's first turn, c's
		// end after a's)
		assertEquals(2, one.contextSwitches());
		assertEquals(totalCpu(t) + 2 * SWITCH, one.completionNanos(), 1e-6);
		// on two processors nothing switches, and the recorded switches stay: the real run would make them
		SimulatedRun two = new Simulator(t).run(MACHINE, 2, SimulationModel.DIRECT, false);
		assertEquals(0, two.contextSwitches());
		assertEquals(10 * 100_000 + 9 * SWITCH, two.completionNanos(), 1e-6);
	}

	@Test
	void aVirtualThreadsSwitchesAreItsCarriersAndNotMatched() throws Exception {
		Trace t = turns(true);
		assertEquals(10, new Simulator(t).recordedSwitches());
		SimulatedRun one = new Simulator(t).run(MACHINE, 1, SimulationModel.DIRECT, false);
		// the virtual thread's switches in are all charged
		assertTrue(one.contextSwitches() >= 10, String.valueOf(one.contextSwitches()));
		assertEquals(totalCpu(t) + one.contextSwitches() * SWITCH, one.completionNanos(), 1e-6);
	}
}
