/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Arrays;

/**
 * The execution with one processor per thread and no latency of a graph without locks, computed as a longest-path
 * pass instead of an event simulation: a segment starts when both its thread's previous segment (and the delay after
 * it) and its releasing segment have ended. Gives exactly the run {@link FluidSimulator} gives for such a graph, in
 * linear time.
 */
final class UnlimitedSchedule {

	private UnlimitedSchedule() {
	}

	static GraphRun of(ExecutionGraph g) {
		int n = g.size();
		int threads = g.threadCount();
		double[] start = new double[n];
		double[] end = new double[n];
		int[] cause = new int[n];
		Arrays.fill(cause, ExecutionGraph.NONE);
		boolean[] done = new boolean[n];
		Dependents dependents = new Dependents(g);
		int[] pos = new int[threads];
		int[] ready = new int[threads];
		boolean[] parked = new boolean[threads];
		int readyCount = 0;
		for (int t = threads - 1; t >= 0; t--) {
			pos[t] = g.first(t);
			ready[readyCount++] = t;
		}
		int signals = 0;
		while (readyCount > 0) {
			int t = ready[--readyCount];
			int last = g.end(t);
			for (int s = pos[t]; s < last; s++) {
				int r = g.release(s);
				double at = (g.isFirst(s) ? 0 : end[s - 1]) + g.delay(s);
				if (r != ExecutionGraph.NONE) {
					if (!done[r]) {
						pos[t] = s;
						parked[t] = true;
						break;
					}
					if (g.thread(r) != t) {
						signals++;
						if (end[r] > at) {
							at = end[r];
							cause[s] = r;
						}
					}
				}
				start[s] = at;
				end[s] = at + g.work(s);
				done[s] = true;
				pos[t] = s + 1;
				for (int i = dependents.first(s); i < dependents.first(s + 1); i++) {
					int d = dependents.at(i);
					int u = g.thread(d);
					if (parked[u] && pos[u] == d) {
						parked[u] = false;
						ready[readyCount++] = u;
					}
				}
			}
		}
		for (int t = 0; t < threads; t++) {
			if (pos[t] < g.end(t)) {
				throw new IllegalStateException("deadlock: thread " + t + " never finishes segment " + pos[t]);
			}
		}
		return new GraphRun(g, start, end, cause, signals);
	}
}
