/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A run queue per processor (the machine format's {@code migration-cost}): a queued thread waits for the processor
 * it was put on, and another processor takes it only once it has not run for the migration cost, as Linux's
 * scheduler does (measured on Linux 6.18 with the workloads' {@code bench.PhaseCpus}: three threads that a
 * {@code Phaser} releases on two processors, 100, 250 and 400 us of work a phase, never moved between processors
 * during a phase; the thread queued behind another waited while the other processor idled).
 */
class ProcessorQueuesTest {

	/** No costs; fair sharing, 3 ms slice, a woken thread preempts at once; the given migration cost. */
	private static MachineModel machine(int processors, long migrationNanos) {
		return MachineModel.ideal(processors).withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR,
				3_000_000, 0, true, SchedulerSettings.LockPolicy.RECORDED, 0, migrationNanos));
	}

	/**
	 * On two processors: {@code x} works 50 us and waits for a queue, {@code p} puts into it after 200 us and ends 100
	 * us later, {@code a} (1 ms of work) waits for processor 0 and gets it when {@code x} waits. Woken at 200 us,
	 * {@code x} (800 us of work left) finds both processors busy.
	 */
	private static Trace wokenWhileBusy() {
		TraceBuilder b = new TraceBuilder();
		int x = b.thread("x", -1);
		int p = b.thread("p", -1);
		int a = b.thread("a", -1);
		long queue = 5;
		int take = b.event(x, EventKind.QUEUE_TAKE, queue, 50_000, 0, 0);
		int put = b.event(p, EventKind.QUEUE_PUT, queue, 200_000, 0, 0);
		b.link(x, take, p, put);
		b.end(x, 800_000);
		b.end(p, 100_000);
		b.end(a, 1_000_000);
		return b.build();
	}

	@Test
	@DisplayName("one queue: the woken thread preempts the other on processor 0, which moves to processor 1 at 300 us")
	void sharedQueueMovesAtOnce() throws Exception {
		SimulatedRun r = new Simulator(wokenWhileBusy()).run(machine(2, 0), 2, SimulationModel.DIRECT, false);
		// x runs from 200 to 1000 us; a, 150 us done, runs its 850 us left on processor 1 from 300 us
		assertEquals(1_150_000, r.completionNanos(), 1e-6);
	}

	@Test
	@DisplayName("queues per processor: the woken thread waits in its processor's queue and moves once it cooled")
	void cooledThreadMoves() throws Exception {
		SimulatedRun r = new Simulator(wokenWhileBusy()).run(machine(2, 500_000), 2, SimulationModel.DIRECT, false);
		// a, ready for 200 us only, runs on; processor 1 idles from 300 us until x, off its processor since 50 us,
		// cools at 550 us
		assertEquals(1_350_000, r.completionNanos(), 1e-6);
		assertEquals(2_150_000, r.busyNanos(), 1e-6);
	}

	@Test
	@DisplayName("queues per processor: a thread that has not cooled waits for its own processor")
	void hotThreadWaitsForItsProcessor() throws Exception {
		// a migration cost of 2 ms: processor 0 frees at 1050 us, before x cools
		SimulatedRun r = new Simulator(wokenWhileBusy()).run(machine(2, 2_000_000), 2, SimulationModel.DIRECT,
				false);
		assertEquals(1_850_000, r.completionNanos(), 1e-6);
	}

	/**
	 * Three workers meet at a barrier after each of {@code phases} phases; in phase {@code i} worker {@code k} works
	 * 100, 250 or 400 us by {@code (i + k) % 3}, and the one with 400 us, the last to arrive, releases the others.
	 */
	private static Trace phases(int phases) {
		TraceBuilder b = new TraceBuilder();
		int[] t = new int[3];
		for (int k = 0; k < 3; k++) {
			t[k] = b.thread("w" + k, -1);
		}
		long barrier = 9;
		for (int ph = 0; ph < phases; ph++) {
			int[] await = new int[3];
			int last = -1;
			for (int k = 0; k < 3; k++) {
				int step = (ph + k) % 3;
				await[k] = b.event(t[k], EventKind.BARRIER_AWAIT, barrier, 100_000 + 150_000 * step, 3, 0);
				last = step == 2 ? k : last;
			}
			for (int k = 0; k < 3; k++) {
				if (k != last) {
					b.link(t[k], await[k], t[last], await[last]);
				}
			}
		}
		for (int k = 0; k < 3; k++) {
			b.end(t[k], 0);
		}
		return b.build();
	}

	@Test
	@DisplayName("barrier phases on two processors: a worker queued behind another stays while the other idles")
	void phasesShareAProcessor() throws Exception {
		Trace trace = phases(30);
		SimulatedRun shared = new Simulator(trace).run(machine(2, 0), 2, SimulationModel.DIRECT, false);
		SimulatedRun queues = new Simulator(trace).run(machine(2, 500_000), 2, SimulationModel.DIRECT, false);
		// the releaser works 100 us in the next phase; with one queue, the worker queued behind another takes the
		// processor the releaser frees at 100 us, and a phase takes about the 400 us worker's time
		assertEquals(400_000, shared.completionNanos() / 30, 5_000);
		// with a queue per processor the second worker woken waits behind the first (650 us a phase) or behind the
		// releaser (500 or 400 us), by where it ran last, and none moves to the processor that frees; Linux ran
		// 646 us a phase (bench.PhaseCpus of the workloads)
		assertEquals(575_000, queues.completionNanos() / 30, 30_000);
		assertEquals(shared.busyNanos(), queues.busyNanos(), 1e-6);
	}

	@ParameterizedTest
	@ValueSource(longs = { 1, 2, 3 })
	@DisplayName("one processor: a queue per processor changes nothing")
	void oneProcessor(long seed) throws Exception {
		Simulator sim = new Simulator(SimulatorPropertiesTest.randomProgram(seed, 6, 20, true));
		SimulatedRun shared = sim.run(machine(1, 0), 1, SimulationModel.DIRECT, false);
		SimulatedRun queues = sim.run(machine(1, 500_000), 1, SimulationModel.DIRECT, false);
		assertEquals(shared.completionNanos(), queues.completionNanos(), 0.0);
	}
}
