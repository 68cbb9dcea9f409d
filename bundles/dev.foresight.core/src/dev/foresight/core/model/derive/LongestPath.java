/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The longest path through a graph of numbered tasks (Kahn's order, so deep graphs need no recursion), or one of its
 * cycles when it has any.
 */
final class LongestPath {

	private LongestPath() {
	}

	/**
	 * The length of the longest path, each task weighing its time.
	 *
	 * @param edges sorted or not, {@code from << 32 | to}
	 * @return the length, or -1 with {@code cycle} filled with the tasks of one cycle (first == last)
	 */
	static double of(int count, long[] edges, double[] times, List<Integer> cycle) {
		int[] outStart = new int[count + 1];
		int[] inDegree = new int[count];
		for (long e : edges) {
			outStart[from(e) + 1]++;
			inDegree[to(e)]++;
		}
		for (int v = 0; v < count; v++) {
			outStart[v + 1] += outStart[v];
		}
		int[] succ = new int[edges.length];
		int[] fill = outStart.clone();
		for (long e : edges) {
			succ[fill[from(e)]++] = to(e);
		}
		int[] queue = new int[count];
		int head = 0;
		int tail = 0;
		for (int v = 0; v < count; v++) {
			if (inDegree[v] == 0) {
				queue[tail++] = v;
			}
		}
		double[] begin = new double[count];
		double longest = 0;
		while (head < tail) {
			int v = queue[head++];
			double end = begin[v] + times[v];
			longest = Math.max(longest, end);
			for (int k = outStart[v]; k < outStart[v + 1]; k++) {
				int w = succ[k];
				begin[w] = Math.max(begin[w], end);
				if (--inDegree[w] == 0) {
					queue[tail++] = w;
				}
			}
		}
		if (tail == count) {
			return longest;
		}
		cycle.addAll(findCycle(count, edges, inDegree));
		return -1;
	}

	/**
	 * Tasks left with a positive in-degree after Kahn's order each have a predecessor that is also left, so walking
	 * back through such predecessors must meet a task twice: that stretch is a cycle.
	 */
	private static List<Integer> findCycle(int count, long[] edges, int[] inDegree) {
		int[] leftPred = new int[count];
		java.util.Arrays.fill(leftPred, -1);
		for (long e : edges) {
			if (inDegree[from(e)] > 0 && inDegree[to(e)] > 0) {
				leftPred[to(e)] = from(e);
			}
		}
		int v = 0;
		while (inDegree[v] == 0) {
			v++;
		}
		int[] seenAt = new int[count];
		java.util.Arrays.fill(seenAt, -1);
		List<Integer> walk = new ArrayList<>();
		while (seenAt[v] < 0) {
			seenAt[v] = walk.size();
			walk.add(v);
			v = leftPred[v];
		}
		List<Integer> cycle = new ArrayList<>(walk.subList(seenAt[v], walk.size()));
		cycle.add(v);
		Collections.reverse(cycle);
		return cycle;
	}

	static long edge(int from, int to) {
		return (long) from << 32 | to;
	}

	static int from(long edge) {
		return (int) (edge >>> 32);
	}

	static int to(long edge) {
		return (int) edge;
	}
}
