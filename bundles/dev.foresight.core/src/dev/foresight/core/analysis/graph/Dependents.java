/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Arrays;

/**
 * The fixed releases of an {@link ExecutionGraph} turned around: for each segment, the segments that wait for its end,
 * in compressed rows ({@code of(s)} from {@link #first(int)} to {@link #first(int) first(s + 1)}).
 */
final class Dependents {

	private final int[] first;
	private final int[] dependents;

	Dependents(ExecutionGraph g) {
		int n = g.size();
		first = new int[n + 1];
		for (int s = 0; s < n; s++) {
			if (g.release(s) != ExecutionGraph.NONE) {
				first[g.release(s) + 1]++;
			}
		}
		for (int s = 0; s < n; s++) {
			first[s + 1] += first[s];
		}
		dependents = new int[first[n]];
		int[] fill = Arrays.copyOf(first, n);
		for (int s = 0; s < n; s++) {
			if (g.release(s) != ExecutionGraph.NONE) {
				dependents[fill[g.release(s)]++] = s;
			}
		}
	}

	/** Index of the first dependent of segment {@code s}; those of s end where those of s + 1 begin. */
	int first(int s) {
		return first[s];
	}

	/** The dependent at index {@code k}. */
	int at(int k) {
		return dependents[k];
	}
}
