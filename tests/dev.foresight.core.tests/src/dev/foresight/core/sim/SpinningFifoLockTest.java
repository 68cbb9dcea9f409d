/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Locks that hand over in order (machine {@code locks=fifo}) with threads that spin before they park, on time slices
 * shorter than a spin: a spinner preempted in its spin, or a writer whose spin runs out behind parked readers, left
 * the lock free with waiters parked, and the run deadlocked (found by running recorded traces under random machine
 * settings).
 */
class SpinningFifoLockTest {

	private static final long LOCK = 5;

	/** Four threads that read a read/write lock three times in four and write it the fourth. */
	static Trace readersAndWriters() {
		TraceBuilder b = new TraceBuilder();
		int threads = 4;
		for (int t = 0; t < threads; t++) {
			b.thread("rw" + t, -1);
		}
		for (int i = 0; i < 60; i++) {
			for (int t = 0; t < threads; t++) {
				int flags = (i + t) % 4 == 0 ? 0 : Event.SHARED;
				b.event(t, EventKind.LOCK, LOCK, 300 + 37 * t, 0, flags);
				b.event(t, EventKind.UNLOCK, LOCK, flags == 0 ? 900 : 400, 0, flags);
			}
		}
		for (int t = 0; t < threads; t++) {
			b.end(t, 100);
		}
		return b.build();
	}

	@Test
	void spinnersOnShortSlicesNeverLeaveTheLockFreeWithWaitersParked() throws Exception {
		Trace trace = readersAndWriters();
		long work = 0;
		for (int t = 0; t < 4; t++) {
			work += 60 * (300 + 37 * t) + 15 * 900 + 45 * 400 + 100;
		}
		for (boolean preemption : new boolean[] { true, false }) {
			MachineModel m = MachineModel.ideal(4).withCosts(new Costs(0, 1, 100, 1, 0))
					.withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR, 1_000, 1_000_000, preemption,
							SchedulerSettings.LockPolicy.FIFO, 5_000));
			for (int n = 2; n <= 3; n++) {
				SimulatedRun r = new Simulator(trace).run(m, n, SimulationModel.DIRECT, false);
				// every thread ran its work; the processors were busy with it, the switches and the spins
				assertEquals(4, r.threads().stream().filter(x -> x.end() > 0).count());
				assertEquals(true, r.busyNanos() >= work, r.busyNanos() + " < " + work);
			}
		}
	}
}
