/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;

/** A simulated run's parallelism graph ({@link Concurrency}). */
class ConcurrencyTest {

	@Test
	void threeThreadsOnTwoProcessors() throws Exception {
		// 10, 10 and 4 ms of work on two processors with 3 ms slices: the third thread waits for a processor first
		TraceBuilder t = new TraceBuilder();
		t.end(t.thread("a", -1), 10_000_000);
		t.end(t.thread("b", -1), 10_000_000);
		t.end(t.thread("c", -1), 4_000_000);
		SimulatedRun run = new Simulator(t.build(), 0).run(MachineModel.ideal(2)
				.withScheduler(MachineModel.linuxServer().scheduler()), 2, SimulationModel.DIRECT, true);
		Concurrency c = Concurrency.of(run);
		assertEquals(3, c.peak());
		// 24 ms of work (a machine without costs): the running threads integrate to it
		double end = run.completionNanos();
		assertEquals(24_000_000, c.running(0, end) * end, 1);
		assertEquals(2, c.running(0, 3_000_000), 1e-9);
		assertEquals(1, c.waiting(0, 3_000_000), 1e-9, "c waits while a and b run their first slices");
		assertEquals(0, c.running(end, end + 1_000_000), 0, "nothing after the end");
		assertEquals(0, c.running(-2, -1), 0, "nor before the start");
	}

	@Test
	void agreesWithTheProcessorsAndTheThreadsOfRandomRuns() throws Exception {
		// the engine counts processor time and each thread's states on its own; the graph must integrate to both
		for (long seed = 1; seed <= 30; seed++) {
			Trace trace = RandomRecording.record(seed);
			if (trace == null) {
				continue; // an interleaving that deadlocked: not a recording
			}
			for (int cpus : new int[] { 1, 2, 3 }) {
				SimulatedRun run = new Simulator(trace, 0).runAuto(MachineModel.linuxServer(), cpus, true).run();
				double end = run.completionNanos();
				Concurrency c = Concurrency.of(run);
				double waiting = run.threads().stream().mapToDouble(r -> r.timeIn(ThreadState.RUNNABLE)).sum();
				String where = "seed " + seed + ", " + cpus + " processors";
				assertEquals(run.busyNanos(), c.running(0, end) * end, 1e-6 * end, where);
				assertEquals(waiting, c.waiting(0, end) * end, 1e-6 * end, where);
				assertTrue(c.peak() >= Math.min(cpus, 1), where);
			}
		}
	}
}
