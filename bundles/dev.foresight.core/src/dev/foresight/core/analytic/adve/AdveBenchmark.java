/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Resource;
import dev.foresight.core.model.Schedule;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.TaskGraphBuilder;
import dev.foresight.core.model.Use;
import dev.foresight.core.model.Expr;
import dev.foresight.core.model.lower.Choices;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;

/**
 * Benchmark of the deterministic model on 100,000-task graphs at 64 processors (budget: under 2 s). Run with
 * {@code java -cp <core jar> dev.foresight.core.analytic.adve.AdveBenchmark [runs]}; prints the median wall time of
 * lowering and of one solution for each graph and variant.
 */
public final class AdveBenchmark {

	private static final int P = 64;

	private AdveBenchmark() {
	}

	/** Runs the benchmark; the optional argument is the number of timed runs (default 7). */
	public static void main(String[] args) {
		int runs = args.length > 0 ? Integer.parseInt(args[0]) : 7;
		report("fork-join 100 x 1000, fifo", forkJoin(Schedule.Policy.FIFO, false), runs);
		report("fork-join 100 x 1000, lpt", forkJoin(Schedule.Policy.LPT, false), runs);
		report("fork-join 100 x 1000, cyclic", forkJoin(Schedule.Policy.CYCLIC, false), runs);
		report("fork-join 100 x 1000, fifo + MVA bus", forkJoin(Schedule.Policy.FIFO, true), runs);
		report("random dag 100000 tasks, 3 parents", randomDag(), runs);
	}

	/** 100 phases of 1,000 tasks with uniform random times 1..10, a barrier between phases. */
	static TaskGraph forkJoin(Schedule.Policy policy, boolean bus) {
		SplittableRandom r = new SplittableRandom(42);
		TaskGraphBuilder b = new TaskGraphBuilder("fork-join").schedule(policy);
		if (bus) {
			b.resource("bus", Resource.Kind.BUS, 0.05, 1);
		}
		return b.build(t -> {
			for (int phase = 0; phase < 100; phase++) {
				double[] times = new double[1000];
				Arrays.setAll(times, i -> 1 + 9 * r.nextDouble());
				t.add(new dev.foresight.core.model.Node.Group("phase" + phase, null, Arrays.stream(times)
						.mapToObj(Dist::constant).toList(), dev.foresight.core.model.Node.ProcessSet.ALL,
						bus ? java.util.List.of(new Use("bus", Expr.num(0.2))) : java.util.List.of()));
			}
		});
	}

	/** 100,000 tasks, each depending on up to three random tasks among the 1,000 before it. */
	static TaskGraph randomDag() {
		SplittableRandom r = new SplittableRandom(7);
		int n = 100_000;
		return new TaskGraphBuilder("random").build(t -> t.dag(d -> {
			for (int i = 0; i < n; i++) {
				d.task("t" + i, 1 + 9 * r.nextDouble());
			}
			for (int i = 1; i < n; i++) {
				for (int k = 0; k < 3; k++) {
					int j = i - 1 - r.nextInt(Math.min(i, 1000));
					d.edge("t" + j, "t" + i);
				}
			}
		}));
	}

	private static void report(String name, TaskGraph g, int runs) {
		double[] lower = new double[runs];
		double[] solve = new double[runs];
		FlatGraph f = null;
		double total = 0;
		for (int i = -2; i < runs; i++) { // two warm-up runs
			long t0 = System.nanoTime();
			f = Lowering.lower(g, g.body(), Bindings.of(g, Map.of()), Choices.sampled(new SplittableRandom(0)));
			long t1 = System.nanoTime();
			double[] times = f.meanTimes();
			SystemModel sys = ContentionModel.needed(f) ? new ContentionModel(f, times) : SystemModel.NONE;
			total = AdveEngine.run(f, times, P, sys).total();
			long t2 = System.nanoTime();
			if (i >= 0) {
				lower[i] = (t1 - t0) / 1e6;
				solve[i] = (t2 - t1) / 1e6;
			}
		}
		System.out.printf(Locale.ROOT, "%-40s tasks %7d edges %7d  lower %8.1f ms  solve P=%d %8.1f ms  T=%.1f%n",
				name, f.size(), f.edgeCount(), median(lower), P, median(solve), total);
	}

	private static double median(double[] x) {
		double[] s = x.clone();
		Arrays.sort(s);
		return s[s.length / 2];
	}
}
