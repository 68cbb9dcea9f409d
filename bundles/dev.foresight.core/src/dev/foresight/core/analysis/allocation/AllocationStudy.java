/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.IntStream;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.bound.BoundSearch;
import dev.foresight.core.analysis.bound.ParallelismProfiles;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.replay.GraphTraces;
import dev.foresight.core.analysis.replay.ReplayAllocationProblem;
import dev.foresight.core.machine.MachineModel;

/**
 * Measures each allocation algorithm against binpacking on generated programs, as Papers IV and V did (spec
 * sections 5.7-5.8): programs with 8, 12, ..., 36 threads, equally many of each, allocated on a few processors; for
 * each algorithm the ratio binpacking time / algorithm time, and how often the best plan is still above the bound of
 * section 7. Run it with {@code java -cp <core classes> dev.foresight.core.analysis.allocation.AllocationStudy
 * [programs] [cpus] [seed] [ideal|simulator]}; it prints a Markdown table.
 */
public final class AllocationStudy {

	private static final int[] THREAD_COUNTS = { 8, 12, 16, 20, 24, 28, 32, 36 };
	private static final long NANOS_PER_UNIT = 10_000;
	private static final Algorithm[] MEASURED = { Algorithm.SGA, Algorithm.CSGA, Algorithm.GREEDY };

	private AllocationStudy() {
	}

	/**
	 * Runs the study; arguments: number of programs (320), processors (4), seed (1), and the evaluator:
	 * {@code ideal} (the analyses' ideal-sharing evaluator, the default) or {@code simulator} (the trace simulator on
	 * the default Linux server machine, one work unit lasting 10 us).
	 */
	public static void main(String[] args) {
		int programs = args.length > 0 ? Integer.parseInt(args[0]) : 320;
		int cpus = args.length > 1 ? Integer.parseInt(args[1]) : 4;
		long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
		boolean simulator = args.length > 3 && args[3].equals("simulator");
		long began = System.nanoTime();
		double[][] rows = IntStream.range(0, programs).parallel().mapToObj(i -> measure(i, cpus, seed, simulator))
				.toArray(double[][]::new);
		double seconds = (System.nanoTime() - began) / 1e9;
		System.out.printf(Locale.ROOT, "%d programs (8-36 threads), %d processors, seed %d, %s, %.1f s%n%n",
				programs, cpus, seed, simulator ? "trace simulator" : "ideal sharing", seconds);
		System.out.println(
				"| algorithm | mean binpack/algorithm | median | min | max | worse than binpacking | mean tests |");
		System.out.println("|---|---|---|---|---|---|---|");
		for (int a = 0; a < MEASURED.length; a++) {
			int column = a;
			double[] ratios = Arrays.stream(rows).mapToDouble(r -> r[0] / r[1 + column]).sorted().toArray();
			double tests = Arrays.stream(rows).mapToDouble(r -> r[1 + MEASURED.length + column]).average().orElse(0);
			long worse = Arrays.stream(ratios).filter(x -> x < 1 - 1e-12).count();
			System.out.printf(Locale.ROOT, "| %s | %.3f | %.3f | %.3f | %.3f | %.1f %% | %.0f |%n",
					MEASURED[a].wireName(), mean(ratios), ratios[ratios.length / 2], ratios[0],
					ratios[ratios.length - 1], 100.0 * worse / ratios.length, tests);
		}
		long above = Arrays.stream(rows).filter(r -> r[r.length - 1] > 0).count();
		System.out.printf(Locale.ROOT, "%nbest plan above the bound of section 7 (certainly improvable): %.1f %%%n",
				100.0 * above / rows.length);
	}

	/** Times of binpacking and each measured algorithm, their test counts, and 1 if the best is above the bound. */
	static double[] measure(int index, int cpus, long seed, boolean simulator) {
		Random random = new Random(seed * 1_000_003L + index);
		int threads = THREAD_COUNTS[index % THREAD_COUNTS.length];
		ExecutionGraph graph = SyntheticPrograms.generate(threads, random);
		AllocationProblem problem = simulator
				? new ReplayAllocationProblem(GraphTraces.of(graph, NANOS_PER_UNIT), MachineModel.linuxServer())
				: new GraphAllocationProblem(graph, 0);
		AllocationSearch search = new AllocationSearch(new RandomSwapGreedy(100, 0, 500, seed + index));
		List<Double> out = new ArrayList<>();
		out.add(search.run(problem, cpus, Algorithm.BINPACK, ProgressMonitor.NONE).time());
		List<Double> tests = new ArrayList<>();
		double best = Double.POSITIVE_INFINITY;
		for (Algorithm a : MEASURED) {
			var result = search.run(problem, cpus, a, ProgressMonitor.NONE);
			out.add(result.time());
			tests.add((double) result.tests());
			best = Math.min(best, result.time());
		}
		out.addAll(tests);
		double bound = new BoundSearch(ParallelismProfiles.of(graph)).bound(cpus, 0, ProgressMonitor.NONE).time()
				* (simulator ? NANOS_PER_UNIT : 1);
		out.add(best > bound * (1 + 1e-9) ? 1.0 : 0.0);
		return out.stream().mapToDouble(Double::doubleValue).toArray();
	}

	private static double mean(double[] values) {
		return Arrays.stream(values).average().orElse(Double.NaN);
	}
}
