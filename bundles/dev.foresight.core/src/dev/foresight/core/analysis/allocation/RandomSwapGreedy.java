/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Random;
import java.util.Set;

/**
 * The Greedy Algorithm of spec section 5.5, iteratively: start from binpacking; perturb the current allocation (swap
 * two threads on different processors, or move one thread to another processor, with equal chance); skip allocations
 * already tested; keep an equal one as the new current (a sideways move) and a better one as the new best, else go
 * back to the best. It stops after {@code patience} consecutive tests without a gain (Paper V section 3.4: 100).
 * With restarts it is the Dynamic Start variant (section 3.5): at the stop, continue from a random allocation with
 * the history kept, as long as the test budget lasts.
 *
 * @param patience consecutive tests without a gain before a stop (or a restart)
 * @param restarts how many random restarts after the first stop
 * @param maxTests overall test budget, including the binpacking start
 * @param seed seed of the random perturbations
 */
public record RandomSwapGreedy(int patience, int restarts, long maxTests, long seed) {

	/** The source's measured setting: stop after 100 tests without a gain, no restart, at most 500 tests. */
	public static final RandomSwapGreedy DEFAULT = new RandomSwapGreedy(100, 0, 500, 1);

	/** Checks the settings. */
	public RandomSwapGreedy {
		if (patience < 1 || restarts < 0 || maxTests < 1) {
			throw new IllegalArgumentException("patience and the test budget must be positive, restarts not negative");
		}
	}

	/** Allocation found; the first test is binpacking's, so the result is never worse than binpacking. */
	Found allocate(Tester tester, int cpus) {
		Random random = new Random(seed);
		int[] best = Binpacking.allocate(tester.problem(), cpus);
		double bestTime = tester.test(best);
		Set<String> history = new HashSet<>();
		history.add(canonical(best));
		int[] current = best.clone();
		int[] overall = best.clone();
		double overallTime = bestTime;
		int sinceGain = 0;
		int restartsLeft = restarts;
		int duplicates = 0;
		while (tester.tests() < maxTests) {
			if (sinceGain >= patience) {
				if (restartsLeft-- == 0) {
					break;
				}
				best = randomAllocation(random, best.length, cpus);
				current = best.clone();
				sinceGain = 0;
				if (history.add(canonical(best))) {
					bestTime = tester.test(best);
					if (bestTime < overallTime) {
						overall = best.clone();
						overallTime = bestTime;
					}
				} else {
					bestTime = Double.POSITIVE_INFINITY;
				}
				continue;
			}
			int[] candidate = current.clone();
			perturb(candidate, cpus, random);
			if (!history.add(canonical(candidate))) {
				// an allocation seen before is no test; after very many in a row the space is exhausted
				if (++duplicates > 100 * Math.max(patience, candidate.length * cpus)) {
					break;
				}
				current = best.clone();
				continue;
			}
			duplicates = 0;
			double time = tester.test(candidate);
			sinceGain++;
			if (time == bestTime) {
				current = candidate;
				continue;
			}
			if (time < bestTime) {
				best = candidate;
				bestTime = time;
				sinceGain = 0;
				if (time < overallTime) {
					overall = candidate.clone();
					overallTime = time;
				}
			}
			current = best.clone();
		}
		return new Found(overall, overallTime);
	}

	private static void perturb(int[] allocation, int cpus, Random random) {
		if (cpus == 1) {
			return;
		}
		if (random.nextDouble() > 0.5 && !allOnOneProcessor(allocation)) {
			int a = random.nextInt(allocation.length);
			int b;
			do {
				b = random.nextInt(allocation.length);
			} while (allocation[b] == allocation[a]);
			int p = allocation[a];
			allocation[a] = allocation[b];
			allocation[b] = p;
		} else {
			int t = random.nextInt(allocation.length);
			int p = random.nextInt(cpus - 1);
			allocation[t] = p >= allocation[t] ? p + 1 : p;
		}
	}

	private static boolean allOnOneProcessor(int[] allocation) {
		for (int p : allocation) {
			if (p != allocation[0]) {
				return false;
			}
		}
		return true;
	}

	private static int[] randomAllocation(Random random, int threads, int cpus) {
		int[] allocation = new int[threads];
		Arrays.setAll(allocation, t -> random.nextInt(cpus));
		return allocation;
	}

	/** Processors are identical: number them by first use, so relabelled allocations count as one. */
	static String canonical(int[] allocation) {
		int[] label = new int[Arrays.stream(allocation).max().orElse(0) + 1];
		Arrays.fill(label, -1);
		StringBuilder key = new StringBuilder(allocation.length * 2);
		int next = 0;
		for (int p : allocation) {
			if (label[p] < 0) {
				label[p] = next++;
			}
			key.append((char) ('0' + label[p]));
		}
		return key.toString();
	}
}
