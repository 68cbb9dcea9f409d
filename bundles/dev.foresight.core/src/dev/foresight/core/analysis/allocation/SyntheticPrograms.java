/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Random;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.GraphBuilder;

/**
 * The synthetic test programs of spec section 5.7 (Paper IV section 5, Paper V section 3.2), which mimic a
 * transaction system: threads are split into 1 to n/2 groups and synchronize only within their group through 2n to
 * 3n critical sections. A thread executes 2^x time units (x uniform in 0..15), then with probability 1/2 enters or
 * leaves a critical section when it can (a locking hierarchy, entering only sections numbered above the ones held,
 * rules out deadlock); it continues with probability 15/16, else leaves every section it holds, each exit after 2^x
 * units, executes 2^x units a last time and ends. Times are in abstract units.
 */
public final class SyntheticPrograms {

	private static final double CONTINUE = 15 / 16.0;

	private SyntheticPrograms() {
	}

	/** A program of {@code threads} threads drawn from {@code random}. */
	public static ExecutionGraph generate(int threads, Random random) {
		if (threads < 1) {
			throw new IllegalArgumentException("a program needs at least one thread, was " + threads);
		}
		int groups = 1 + random.nextInt(Math.max(1, threads / 2));
		int sections = 2 * threads + random.nextInt(threads + 1);
		List<List<Integer>> sectionsOfGroup = new ArrayList<>();
		for (int g = 0; g < groups; g++) {
			sectionsOfGroup.add(new ArrayList<>());
		}
		for (int s = 0; s < sections; s++) {
			// numbered in increasing order within each group: the hierarchy
			sectionsOfGroup.get(random.nextInt(groups)).add(s);
		}
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < threads; t++) {
			b.addThread();
		}
		for (int t = 0; t < threads; t++) {
			body(b, t, sectionsOfGroup.get(random.nextInt(groups)), random);
		}
		return b.build();
	}

	private static void body(GraphBuilder b, int t, List<Integer> mine, Random random) {
		Deque<Integer> held = new ArrayDeque<>();
		int pendingAcquire = ExecutionGraph.NONE;
		do {
			int last = b.segment(t, work(random), ExecutionGraph.NONE, pendingAcquire, ExecutionGraph.NONE,
					ExecutionGraph.NONE);
			pendingAcquire = ExecutionGraph.NONE;
			if (random.nextBoolean()) {
				List<Integer> enterable = enterable(mine, held);
				boolean enterFirst = random.nextBoolean();
				if (!enterable.isEmpty() && (enterFirst || held.isEmpty())) {
					int section = enterable.get(random.nextInt(enterable.size()));
					pendingAcquire = section;
					held.push(section);
				} else if (!held.isEmpty()) {
					b.setReleaseLock(last, held.pop());
				}
			}
		} while (random.nextDouble() < CONTINUE);
		while (!held.isEmpty()) {
			b.segment(t, work(random), ExecutionGraph.NONE, pendingAcquire, held.pop(), ExecutionGraph.NONE);
			pendingAcquire = ExecutionGraph.NONE;
		}
		b.segment(t, work(random), ExecutionGraph.NONE, pendingAcquire, ExecutionGraph.NONE, ExecutionGraph.NONE);
	}

	private static List<Integer> enterable(List<Integer> mine, Deque<Integer> held) {
		int highest = held.isEmpty() ? -1 : held.peek();
		List<Integer> out = new ArrayList<>();
		for (int s : mine) {
			if (s > highest) {
				out.add(s);
			}
		}
		return out;
	}

	private static long work(Random random) {
		return 1L << random.nextInt(16);
	}
}
