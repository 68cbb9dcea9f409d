/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.sim.bench.SimBenchmark;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Any machine the format accepts simulates a program that cannot deadlock to its end, under the Direct model: random
 * policies, time slices down to a microsecond, wake-up granularities down to 0, lock policies, spin limits, costs,
 * processor speeds and binding plans, seeded. Three defects were found this way and are pinned by their own tests
 * (WakeupGranularityTest, SpinningFifoLockTest, and the slice check of MachineFormatTest).
 */
class MachineSettingsPropertyTest {

	private static final long[] SLICES = { 1_000, 20_000, 100_000, 3_000_000, 100_000_000 };
	private static final long[] GRANULARITIES = { 0, 1, 1_000, 50_000, 1_000_000, 10_000_000 };
	private static final long[] SPINS = { 0, SchedulerSettings.AUTO_SPIN, 1, 5_000, 1_000_000 };
	private static final long[] COSTS = { 0, 1, 100, 2_000, 50_000 };

	@Test
	void everyAcceptedMachineRunsTheProgramsToTheirEnd() {
		List<Trace> traces = List.of(SimBenchmark.synthesize(2_000, 2, 1), SimBenchmark.synthesize(3_000, 9, 3),
				SpinningFifoLockTest.readersAndWriters(), pipeline());
		Random r = new Random(20261127);
		int ran = 0;
		while (ran < 400) {
			MachineModel m = randomMachine(r);
			if (m == null) {
				continue; // refused by the model's own checks (a slice no longer than a switch)
			}
			Trace trace = traces.get(r.nextInt(traces.size()));
			int n = 1 + r.nextInt(m.processors());
			boolean timeline = r.nextBoolean();
			String what = "machine " + m + ", " + n + " processors, trace of " + trace.threadCount() + " threads";
			SimulatedRun run = assertTimeoutPreemptively(Duration.ofSeconds(20),
					() -> new Simulator(trace).run(m, n, SimulationModel.DIRECT, timeline), what);
			double work = 0;
			for (int t = 0; t < trace.threadCount(); t++) {
				work += trace.thread(t).totalCpuNanos();
			}
			// every thread ran all its work (more on slower processors, plus switches and spins)
			double fastest = m.speeds().subList(0, n).stream().mapToDouble(Double::doubleValue).max().orElse(1);
			assertTrue(run.completionNanos() > 0 && run.busyNanos() * fastest >= work * 0.999,
					what + ": busy " + run.busyNanos() + " for " + work + " of work");
			ran++;
		}
	}

	/**
	 * A producer that puts 300 items into a queue of 4, every other put right after the one before (no work between
	 * them, so that one instant wakes two takers), and two consumers that take them in turn.
	 */
	static Trace pipeline() {
		TraceBuilder b = new TraceBuilder();
		int producer = b.thread("main", -1);
		int[] consumers = { b.thread("worker-1", -1), b.thread("worker-2", -1) };
		long queue = 9;
		for (int k = 0; k < 300; k++) {
			int put = b.event(producer, EventKind.QUEUE_PUT, queue, k % 2 == 0 ? 700 : 0, 4, 0);
			int c = consumers[k % 2];
			int take = b.event(c, EventKind.QUEUE_TAKE, queue, k < 2 ? 0 : 1_100 + 13 * (k % 7), 0, 0);
			b.link(c, take, producer, put);
		}
		for (int t = 0; t < 3; t++) {
			b.end(t, 500);
		}
		return b.build();
	}

	private static MachineModel randomMachine(Random r) {
		int processors = 1 + r.nextInt(r.nextBoolean() ? 4 : 40);
		boolean mixed = r.nextInt(4) == 0;
		List<Double> speeds = new ArrayList<>();
		for (int i = 0; i < processors; i++) {
			speeds.add(mixed ? 0.25 + 3 * r.nextDouble() : 1.0);
		}
		SchedulerSettings s = new SchedulerSettings(
				r.nextBoolean() ? SchedulerSettings.Policy.FAIR : SchedulerSettings.Policy.PRIORITY,
				SLICES[r.nextInt(SLICES.length)], GRANULARITIES[r.nextInt(GRANULARITIES.length)], r.nextBoolean(),
				SchedulerSettings.LockPolicy.values()[r.nextInt(3)], SPINS[r.nextInt(SPINS.length)]);
		Costs c = new Costs(cost(r), cost(r), cost(r), 1 + r.nextInt(40), cost(r), cost(r));
		List<BindingRule> plan = new ArrayList<>();
		for (int k = r.nextInt(3) == 0 ? 1 + r.nextInt(3) : 0; k > 0; k--) {
			List<Integer> cpus = r.nextBoolean() ? List.of(r.nextInt(processors))
					: List.of(0, processors - 1).stream().distinct().toList();
			String pattern = switch (r.nextInt(3)) {
			case 0 -> "*";
			case 1 -> "worker*";
			default -> "main";
			};
			plan.add(new BindingRule(BindingRule.Selector.THREAD_NAME, pattern, cpus, r.nextInt(10)));
		}
		try {
			return new MachineModel("random", speeds, s, c, MachineModel.linuxServer().logp(), plan);
		} catch (IllegalArgumentException e) {
			return null;
		}
	}

	private static long cost(Random r) {
		return COSTS[r.nextInt(COSTS.length)];
	}
}
