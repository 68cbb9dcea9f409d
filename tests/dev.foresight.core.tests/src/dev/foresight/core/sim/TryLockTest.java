/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Successful try-locks (spec 3.5: simulated as a lock) and the yielding rule that the automatic choice of model tries
 * when that forms a cycle the program never formed: the pattern of Lucene's indexing threads, which try the locks of
 * a pool of writers while holding the pool's queue lock.
 */
class TryLockTest {

	private static final long POOL_LOCK = 5;
	private static final long QUEUE_LOCK = 6;

	/**
	 * Recorded on one processor: T1 tries the pool lock (free), works 10, takes the queue lock for 1, releases the
	 * pool lock after 1; then T2 takes the queue lock, tries the pool lock (free by then), holds it for 4, releases
	 * the queue lock after 1.
	 */
	private static Trace poolAndQueue(int t2TryFlags) {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("T1", -1);
		int t2 = b.thread("T2", -1);
		b.event(t1, EventKind.TRY_LOCK, POOL_LOCK, 0, 0, 0);
		b.event(t1, EventKind.LOCK, QUEUE_LOCK, 10, 0, 0);
		b.event(t1, EventKind.UNLOCK, QUEUE_LOCK, 1, 0, 0);
		b.event(t1, EventKind.UNLOCK, POOL_LOCK, 1, 0, 0);
		b.end(t1, 0);
		b.event(t2, EventKind.LOCK, QUEUE_LOCK, 0, 0, 0);
		b.event(t2, EventKind.TRY_LOCK, POOL_LOCK, 1, 0, t2TryFlags);
		if ((t2TryFlags & Event.FAILED) == 0) {
			b.event(t2, EventKind.UNLOCK, POOL_LOCK, 4, 0, 0);
		}
		b.event(t2, EventKind.UNLOCK, QUEUE_LOCK, (t2TryFlags & Event.FAILED) == 0 ? 1 : 5, 0, 0);
		b.end(t2, 0);
		return b.build();
	}

	@Test
	@DisplayName("spec 3.5: a successful try-lock is simulated as a lock, so the pool pattern deadlocks under Direct")
	void successfulTryIsALock() {
		Simulator sim = new Simulator(poolAndQueue(0));
		DeadlockException e = assertThrows(DeadlockException.class,
				() -> sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false));
		assertTrue(e.getMessage().contains("T2 waits on"), e.getMessage());
		assertFalse(sim.yieldsTryLocks());
	}

	@Test
	@DisplayName("yielding try-locks: T2 goes on without the held pool lock, its release of it is nothing")
	void yieldingTryGoesOn() throws Exception {
		Simulator sim = new Simulator(poolAndQueue(0)).withYieldingTryLocks();
		SimulatedRun r = sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false);
		// T2: queue lock at 0, passes the pool lock at 1, releases the queue lock at 6; T1 takes it at 10, ends at 12
		assertEquals(6, r.threads().get(1).end(), 1e-9);
		assertEquals(12, r.completionNanos(), 1e-9);
		// on one processor nothing is held when tried: the sum of the work
		assertEquals(18, sim.run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertSame(sim, sim.withYieldingTryLocks());
	}

	@Test
	@DisplayName("spec 3.7 fallback: after Direct deadlocks at a try-lock, Direct with yielding try-locks comes first")
	void autoTriesYieldingBeforeClientServer() throws Exception {
		Simulator sim = new Simulator(poolAndQueue(0));
		ChosenRun run = sim.runAuto(MachineModel.ideal(2), 2, false);
		assertEquals(SimulationModel.DIRECT, run.run().model());
		assertTrue(run.reason().startsWith("direct deadlocks (") && run.reason().contains("yielding try-locks"),
				run.reason());
		assertEquals(12, run.run().completionNanos(), 1e-9);

		SpeedupCurve curve = new SpeedupSweep(MachineModel.ideal(2), null, UncertaintyBand.NONE, 1).sweep(sim,
				List.of(1, 2), ProgressMonitor.NONE);
		assertEquals("direct", curve.source());
		assertEquals(run.reason(), curve.note());
		assertEquals(18.0 / 12.0, curve.points().get(1).speedup(), 1e-9);
	}

	@Test
	@DisplayName("a trace whose try-locks all failed has no yielding variant: the rule could not change a run")
	void noSuccessfulTryNoVariant() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("T1", -1);
		b.event(t1, EventKind.TRY_LOCK, POOL_LOCK, 3, 0, Event.FAILED);
		b.end(t1, 4);
		Simulator sim = new Simulator(b.build());
		assertNull(sim.withYieldingTryLocks());
		// a failed try takes nothing (spec 3.5)
		assertEquals(7, sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		// with T2's try failed, T2 holds the queue lock 0..6 and nothing cycles
		assertEquals(12, new Simulator(poolAndQueue(Event.FAILED)).run(MachineModel.ideal(2), 2,
				SimulationModel.DIRECT, false).completionNanos(), 1e-9);
	}
}
