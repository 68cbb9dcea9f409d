/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import java.util.Arrays;
import java.util.Locale;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.AllocationResult;

/** Runs one of the allocation algorithms of spec section 5 and reports its plan and predicted time. */
public final class AllocationSearch {

	/** The algorithms, by wire name. */
	public enum Algorithm {
		/** Binpacking (section 5.2), one test. */
		BINPACK,
		/** Simple Greedy Algorithm with shadow processors (section 5.3). */
		SGA,
		/** SGA or binpacking, whichever is faster (section 5.4). */
		CSGA,
		/** The random-swap Greedy Algorithm with its stop rule (section 5.5). */
		GREEDY;

		/** The name used on the command line and in JSON. */
		public String wireName() {
			return name().toLowerCase(Locale.ROOT);
		}

		/** The algorithm with the given wire name. */
		public static Algorithm byWireName(String name) {
			for (Algorithm a : values()) {
				if (a.wireName().equals(name)) {
					return a;
				}
			}
			throw new IllegalArgumentException(
					"unknown algorithm '" + name + "'; expected one of binpack, sga, csga, greedy");
		}
	}

	private final RandomSwapGreedy greedy;

	/** A search whose greedy algorithm uses {@code greedy}'s settings. */
	public AllocationSearch(RandomSwapGreedy greedy) {
		this.greedy = greedy;
	}

	/** A search with the source's settings. */
	public AllocationSearch() {
		this(RandomSwapGreedy.DEFAULT);
	}

	/**
	 * Allocates the problem's threads on {@code cpus} processors with {@code algorithm}.
	 *
	 * @throws java.util.concurrent.CancellationException when the monitor is canceled
	 */
	public AllocationResult run(AllocationProblem problem, int cpus, Algorithm algorithm, ProgressMonitor monitor) {
		if (cpus < 1) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		if (problem.threads() < 1) {
			throw new IllegalArgumentException("the program has no thread to allocate");
		}
		Tester tester = new Tester(problem, monitor);
		monitor.begin("Allocating " + problem.threads() + " threads on " + cpus + " processors ("
				+ algorithm.wireName() + ")", expectedTests(problem.threads(), cpus, algorithm));
		int[] plan;
		double time;
		switch (algorithm) {
		case BINPACK -> {
			plan = Binpacking.allocate(problem, cpus);
			time = tester.test(plan);
		}
		case SGA -> {
			Found found = ShadowGreedy.allocate(tester, cpus);
			plan = found.plan();
			time = found.time();
		}
		case CSGA -> {
			Found found = ShadowGreedy.allocate(tester, cpus);
			plan = found.plan();
			time = found.time();
			int[] packed = Binpacking.allocate(problem, cpus);
			double packedTime = tester.test(packed);
			if (packedTime < time) {
				plan = packed;
				time = packedTime;
			}
		}
		case GREEDY -> {
			Found found = greedy.allocate(tester, cpus);
			plan = found.plan();
			time = found.time();
		}
		default -> throw new IllegalStateException(algorithm.toString());
		}
		return new AllocationResult(algorithm.wireName(), cpus, Arrays.stream(plan).boxed().toList(), time,
				tester.tests(), Double.NaN);
	}

	/** The worst-case number of SGA tests, (P(P+1)/2 - 1) + P(T - P) for T >= P > 1 (spec section 5.3). */
	public static long sgaTests(int threads, int cpus) {
		long total = 0;
		int used = 1;
		for (int t = 1; t < threads; t++) {
			int candidates = Math.min(used + 1, cpus);
			total += candidates > 1 ? candidates : 0;
			used = candidates;
		}
		return total;
	}

	private long expectedTests(int threads, int cpus, Algorithm algorithm) {
		return switch (algorithm) {
		case BINPACK -> 1;
		case SGA -> sgaTests(threads, cpus);
		case CSGA -> sgaTests(threads, cpus) + 1;
		case GREEDY -> greedy.maxTests();
		};
	}
}
