/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Strict Sequence keeps each object's recorded acquisition order (spec 3.6) however the threads arrive in the
 * simulation, with many threads waiting on one object at once: some arrive after every waiter with an earlier ticket
 * (they join the tail at once), others before such waiters (they are placed among them).
 */
class StrictWaitListTest {

	private static final long SEMAPHORE = 3;

	@Test
	@DisplayName("a thousand threads take a one-permit semaphore in their recorded order, "
			+ "whatever order they arrive in")
	void recordedOrderWithManyWaiters() throws Exception {
		int n = 1000;
		long hold = 5;
		long[] arrival = new long[n];
		Random random = new Random(42);
		for (int i = 0; i < n; i++) {
			// mostly in recorded order, a fifth of them early: both ways into the list
			arrival[i] = random.nextInt(5) == 0 ? random.nextInt(2 * n) : 2L * i + 1;
		}
		TraceBuilder b = new TraceBuilder();
		for (int i = 0; i < n; i++) {
			b.thread("T" + i, -1);
		}
		// the recording: T0 took the permit first, then T1, and so on
		for (int i = 0; i < n; i++) {
			b.event(i, EventKind.SEMAPHORE_ACQUIRE, SEMAPHORE, arrival[i], 1, 0);
			b.event(i, EventKind.SEMAPHORE_RELEASE, SEMAPHORE, hold, 1, 0);
			b.end(i, 0);
		}
		Trace trace = b.build();
		SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(n), n, SimulationModel.STRICT_SEQUENCE, false);
		double free = 0;
		for (int i = 0; i < n; i++) {
			double got = Math.max(arrival[i], free);
			free = got + hold;
			assertEquals(free, r.threads().get(i).end(), 1e-9, "T" + i);
		}
		assertEquals(free, r.completionNanos(), 1e-9);
	}
}
