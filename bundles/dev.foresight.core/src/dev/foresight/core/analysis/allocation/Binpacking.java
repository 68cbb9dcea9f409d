/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * Binpacking (spec section 5.2): the longest thread not yet assigned goes to the processor with the least work so
 * far; ties go to the lowest processor. Uses only the threads' execution times.
 */
public final class Binpacking {

	private Binpacking() {
	}

	/** The binpacking allocation of {@code problem}'s threads on {@code cpus} processors (no test). */
	public static int[] allocate(AllocationProblem problem, int cpus) {
		int[] allocation = new int[problem.threads()];
		double[] load = new double[cpus];
		for (int t : longestFirst(problem)) {
			int best = 0;
			for (int p = 1; p < cpus; p++) {
				if (load[p] < load[best]) {
					best = p;
				}
			}
			allocation[t] = best;
			load[best] += problem.cpuTime(t);
		}
		return allocation;
	}

	/** Thread ids by decreasing execution time, ties by id. */
	static int[] longestFirst(AllocationProblem problem) {
		return IntStream.range(0, problem.threads()).boxed()
				.sorted(Comparator.comparingDouble((Integer t) -> -problem.cpuTime(t)).thenComparing(t -> t))
				.mapToInt(Integer::intValue).toArray();
	}
}
