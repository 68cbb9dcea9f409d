/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Unparks that reach a thread while it runs (spec 3.5: park follows its recorded wake links, which such an unpark
 * does not have): two threads taking turns with {@code while (turn != me) park()}, recorded on one processor.
 */
class HandBackTest {

	/**
	 * Three turns of {@code work} ns each for T1 and two for T2, recorded on one processor. Handed back: T1 is
	 * preempted right after each of its unparks, and T2 takes its turn and unparks T1 before T1 parks, so T1 never
	 * parks. Otherwise T1 takes its three turns first and ends, and T2 takes its turns after it.
	 */
	private static Trace turns(long work, boolean handBack) {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("turn-0", -1);
		int t2 = b.thread("turn-1", -1);
		int[] u1 = new int[3];
		u1[0] = b.event(t1, EventKind.UNPARK, -1, work, t2, 0);
		if (!handBack) {
			u1[1] = b.event(t1, EventKind.UNPARK, -1, work, t2, 0);
			u1[2] = b.event(t1, EventKind.UNPARK, -1, work, t2, 0);
			b.end(t1, 0);
		}
		for (int round = 0; round < 2; round++) {
			int park = b.event(t2, EventKind.PARK, -1, 0, 0, 0);
			b.link(t2, park, t1, u1[round]);
			b.event(t2, EventKind.UNPARK, -1, work, t1, 0);
			if (handBack) {
				u1[round + 1] = b.event(t1, EventKind.UNPARK, -1, work, t2, 0);
			}
		}
		int park = b.event(t2, EventKind.PARK, -1, 0, 0, 0);
		b.link(t2, park, t1, u1[2]);
		if (handBack) {
			b.end(t1, 0);
		}
		b.end(t2, 0);
		return b.build();
	}

	@Test
	@DisplayName("turns handed back before the thread parked are replayed one after the other, as recorded")
	void turnsHandedBackStayInTurn() throws Exception {
		for (SimulationModel m : SimulationModel.values()) {
			Simulator sim = new Simulator(turns(100, true), 0);
			assertEquals(500, sim.run(MachineModel.ideal(1), 1, m, false).completionNanos(), 1e-9, m.wireName());
			// T1's second and third turns wait for T2's unparks at 200 and 400: no two turns overlap
			assertEquals(500, sim.run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("an unpark of a thread that has ended delays nothing: T1's turns overlap T2's")
	void unparkAfterTheWorkDelaysNothing() throws Exception {
		for (SimulationModel m : SimulationModel.values()) {
			Simulator sim = new Simulator(turns(100, false), 0);
			assertEquals(500, sim.run(MachineModel.ideal(1), 1, m, false).completionNanos(), 1e-9, m.wireName());
			// T1: 0..300; T2: its turns after T1's unparks at 100 and 200, its end after the one at 300
			assertEquals(300, sim.run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("a thread that spins and yields until its turn comes is handed back to as one that parks")
	void yieldingTurnsStayInTurn() throws Exception {
		// recorded on one processor: each thread yields to the other until the other's unpark says it is its turn
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("turn-0", -1);
		int t2 = b.thread("turn-1", -1);
		b.event(t2, EventKind.YIELD, -1, 0, 0, 0);
		for (int round = 0; round < 2; round++) {
			b.event(t1, EventKind.UNPARK, -1, 100, t2, 0);
			b.event(t2, EventKind.YIELD, -1, 0, 0, 0);
			b.event(t2, EventKind.UNPARK, -1, 100, t1, 0);
			b.event(t1, EventKind.YIELD, -1, 0, 0, 0);
		}
		b.event(t1, EventKind.UNPARK, -1, 100, t2, 0);
		b.end(t1, 0);
		b.end(t2, 0);
		for (SimulationModel m : SimulationModel.values()) {
			Simulator sim = new Simulator(b.build(), 0);
			assertEquals(4, sim.handBacks(), m.wireName());
			assertEquals(500, sim.run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("the work that must have run before the unpark (more than the time after it) runs before it")
	void workBeforeTheUnparkIsNotDelayed() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("t1", -1);
		int t2 = b.thread("t2", -1);
		b.event(t1, EventKind.MONITOR_EXIT, 5, 10, 0, 0);
		b.event(t2, EventKind.UNPARK, -1, 100, t1, 0);
		// recorded on two processors, T1's 250 ns of work ends 150 ns after T2's unpark at 110: 100 ns of it ran
		// before the unpark
		int u = b.event(t1, EventKind.UNPARK, -1, 250, t2, 0);
		b.wall(t1, u, 260);
		b.end(t1, 0);
		b.end(t2, 0);
		Simulator sim = new Simulator(b.build(), 0);
		// on two processors T1 runs 10..110, passes the unpark (T2's, at 100), and runs 150 more: 260; with all of its
		// work after the unpark it would end at 100 + 250
		assertEquals(260, sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
	}
}
