/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

/**
 * The Simple Greedy Algorithm with shadow processors (spec section 5.3). Threads are placed longest first; every
 * thread not yet placed runs on a private shadow processor, so each test sees the rest of the program unconstrained.
 * A thread is tried on every processor already in use and on one empty processor, and stays on the first that gives
 * the shortest completion time. Worst case (P(P+1)/2 - 1) + P(T - P) tests.
 */
public final class ShadowGreedy {

	private ShadowGreedy() {
	}

	static Found allocate(Tester tester, int cpus) {
		AllocationProblem problem = tester.problem();
		int n = problem.threads();
		int[] allocation = new int[n];
		for (int t = 0; t < n; t++) {
			allocation[t] = cpus + t;
		}
		int used = 0;
		double lastTime = Double.NaN;
		boolean first = true;
		for (int t : Binpacking.longestFirst(problem)) {
			if (first) {
				// the first thread needs no test: all processors are equivalent
				allocation[t] = 0;
				used = 1;
				first = false;
				continue;
			}
			int candidates = Math.min(used + 1, cpus);
			if (candidates == 1) {
				allocation[t] = 0;
				continue;
			}
			int best = -1;
			double bestTime = Double.POSITIVE_INFINITY;
			for (int p = 0; p < candidates; p++) {
				allocation[t] = p;
				double time = tester.test(allocation);
				if (time < bestTime) {
					bestTime = time;
					best = p;
				}
			}
			allocation[t] = best;
			lastTime = bestTime;
			used = Math.max(used, best + 1);
		}
		// the last placement's best test already simulated the final allocation
		return new Found(allocation, Double.isNaN(lastTime) ? tester.test(allocation) : lastTime);
	}
}
