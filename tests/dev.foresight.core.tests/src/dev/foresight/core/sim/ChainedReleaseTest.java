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
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Releases the JDK performs one waiter after another: a {@code CyclicBarrier}'s waiters take its lock back in turn,
 * a {@code CountDownLatch}'s pass the wake-up on (shared acquisition of its synchronizer); a {@code Phaser} wakes
 * its waiters all at once. Each hop across processors waits the machine's latency (2 here).
 */
class ChainedReleaseTest {

	private static final MachineModel LATENCY_2 = MachineModel.ideal(4).withCosts(new Costs(0, 0, 2,
			Integer.MAX_VALUE));

	private static SimulatedRun run(Trace trace) throws Exception {
		return new Simulator(trace).run(LATENCY_2, 3, SimulationModel.DIRECT, false);
	}

	/** Three parties arrive at 5, 15 and 10, then work 1 each. */
	private static Trace barrier(int flags) {
		TraceBuilder b = new TraceBuilder();
		int[] works = { 5, 15, 10 };
		for (int k = 0; k < 3; k++) {
			int t = b.thread("w" + k, -1);
			b.event(t, EventKind.BARRIER_AWAIT, 8, works[k], 3, flags);
			b.end(t, 1);
		}
		return b.build();
	}

	@Test
	@DisplayName("a CyclicBarrier's trip at 15 reaches w0 at 17, which wakes w2, which goes on at 19")
	void cyclicBarrierWaitersLeaveInTurn() throws Exception {
		SimulatedRun r = run(barrier(Event.CHAINED));
		assertEquals(16, r.threads().get(1).end(), 1e-9);
		assertEquals(18, r.threads().get(0).end(), 1e-9);
		assertEquals(20, r.threads().get(2).end(), 1e-9);
	}

	@Test
	@DisplayName("a woken waiter passes the wake-up on once switched in: with switches of 3, w2 goes on at 22, not 19")
	void eachHopWaitsForTheWokenWaitersSwitch() throws Exception {
		MachineModel switches = MachineModel.ideal(4).withCosts(new Costs(0, 3, 2, Integer.MAX_VALUE));
		SimulatedRun r = new Simulator(barrier(Event.CHAINED)).run(switches, 3, SimulationModel.DIRECT, false);
		// the tripping thread runs on; the first hop is its release (latency 2), the second w0's (2 + its switch)
		assertEquals(16, r.threads().get(1).end(), 1e-9);
		assertEquals(18, r.threads().get(0).end(), 1e-9);
		assertEquals(23, r.threads().get(2).end(), 1e-9);
	}

	@Test
	@DisplayName("a Phaser's advance at 15 reaches both waiters at 17")
	void phaserWakesAllAtOnce() throws Exception {
		SimulatedRun r = run(barrier(0));
		assertEquals(18, r.threads().get(0).end(), 1e-9);
		assertEquals(18, r.threads().get(2).end(), 1e-9);
	}

	@Test
	@DisplayName("a latch opened at 10 releases its first waiter at 12 and its second at 14")
	void latchWaitersPassTheWakeUpOn() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("a", -1);
		int c = b.thread("b", -1);
		int opener = b.thread("opener", -1);
		b.event(a, EventKind.LATCH_AWAIT, 7, 1, 0, 0);
		b.end(a, 1);
		b.event(c, EventKind.LATCH_AWAIT, 7, 2, 0, 0);
		b.end(c, 1);
		b.event(opener, EventKind.LATCH_COUNTDOWN, 7, 10, 0, 0);
		b.end(opener, 0);
		SimulatedRun r = run(b.build());
		assertEquals(13, r.threads().get(a).end(), 1e-9);
		assertEquals(15, r.threads().get(c).end(), 1e-9);
	}
}
