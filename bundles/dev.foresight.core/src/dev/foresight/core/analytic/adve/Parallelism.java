/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.Arrays;

import dev.foresight.core.model.lower.FlatGraph;

/**
 * The graph on an unbounded machine (the basic model at P >= P_max, thesis section 6): every task starts when its
 * last parent ends. Gives T_infinity (the critical path), the average parallelism A = T(1)/T_infinity, the maximum
 * parallelism P_max and the parallelism profile f_i (fraction of time exactly i tasks execute).
 *
 * @param work T(1), the total task time
 * @param criticalPath T_infinity
 * @param maxParallelism P_max
 * @param profile {@code profile[i]} = f_i for i = 0 .. P_max ({@code profile[0]} is idle time, 0 for connected work)
 */
public record Parallelism(double work, double criticalPath, int maxParallelism, double[] profile) {

	/** Average parallelism A. */
	public double average() {
		return criticalPath == 0 ? 1 : work / criticalPath;
	}

	/** Computes the unbounded-machine schedule of {@code g} with task times {@code times}. */
	public static Parallelism of(FlatGraph g, double[] times) {
		int n = g.size();
		double[] finish = new double[n];
		double[] begin = new double[n];
		double work = 0;
		double cp = 0;
		for (int t : StaticScheduler.topologicalOrder(g)) {
			finish[t] = begin[t] + times[t];
			work += times[t];
			cp = Math.max(cp, finish[t]);
			for (int e = g.childStart()[t]; e < g.childStart()[t + 1]; e++) {
				int c = g.children()[e];
				begin[c] = Math.max(begin[c], finish[t]);
			}
		}
		return profile(begin, finish, work, cp);
	}

	private static Parallelism profile(double[] begin, double[] finish, double work, double cp) {
		// events: starts as +1, ends as -1; at equal times ends first, so back-to-back tasks do not overlap
		int m = 0;
		long[] order = new long[2 * begin.length];
		double[] at = new double[2 * begin.length];
		int[] delta = new int[2 * begin.length];
		for (int t = 0; t < begin.length; t++) {
			// a time too small to move its finish past its begin (1e-17 after 1) is no interval: its end would sort
			// before its start
			if (finish[t] > begin[t]) {
				at[m] = begin[t];
				delta[m++] = 1;
				at[m] = finish[t];
				delta[m++] = -1;
			}
		}
		Integer[] idx = new Integer[m];
		for (int i = 0; i < m; i++) {
			idx[i] = i;
		}
		Arrays.sort(idx, (a, b) -> at[a] != at[b] ? Double.compare(at[a], at[b]) : Integer.compare(delta[a],
				delta[b]));
		double[] f = new double[begin.length + 1];
		int level = 0;
		int max = 0;
		double last = 0;
		for (int k = 0; k < m; k++) {
			int i = idx[k];
			f[level] += at[i] - last;
			last = at[i];
			level += delta[i];
			max = Math.max(max, level);
		}
		double[] profile = Arrays.copyOf(f, max + 1);
		for (int i = 0; i <= max; i++) {
			profile[i] = cp == 0 ? 0 : profile[i] / cp;
		}
		return new Parallelism(work, cp, max, profile);
	}
}
