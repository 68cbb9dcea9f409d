/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntToDoubleFunction;

import dev.foresight.core.analysis.graph.ExecutionGraph;

/**
 * Segments whose ends change the number executing at the same instant. Each has already been charged its own effect
 * G(d) as if alone. A shortened segment s whose subtree holds several of them sees the joint change D_s instead, so it
 * needs G(D_s) minus the sum of their G(d). The set they form in s's subtree only changes at their lowest common
 * ancestors, so the correction is placed on the virtual tree (the nodes and the LCAs of neighbours in preorder) as
 * point values whose subtree sums give each ancestor exactly its correction.
 */
final class Collision {

	private Collision() {
	}

	/**
	 * Adds the corrections for one instant into {@code linear} (which the caller sums over subtrees).
	 *
	 * @param forest the tight-predecessor forest
	 * @param nodes the segments ending at that instant with a non-zero change
	 * @param changeAtEnd the change of each segment
	 * @param effect G: the normalized change of T_P for a change in the number executing
	 * @param linear point values, summed over subtrees afterwards
	 */
	static void correct(Forest forest, int[] nodes, int[] changeAtEnd, IntToDoubleFunction effect, double[] linear) {
		Integer[] sorted = Arrays.stream(nodes).boxed().toArray(Integer[]::new);
		Arrays.sort(sorted, Comparator.comparingInt(forest::preorder));
		Map<Integer, Integer> index = new HashMap<>();
		int[] all = new int[2 * sorted.length];
		int count = 0;
		for (int i = 0; i < sorted.length; i++) {
			all[count++] = sorted[i];
			if (i + 1 < sorted.length) {
				int l = forest.lca(sorted[i], sorted[i + 1]);
				if (l != ExecutionGraph.NONE) {
					all[count++] = l;
				}
			}
		}
		int[] virtual = Arrays.stream(all, 0, count).boxed().distinct()
				.sorted(Comparator.comparingInt(forest::preorder))
				.mapToInt(Integer::intValue).toArray();
		for (int i = 0; i < virtual.length; i++) {
			index.put(virtual[i], i);
		}
		int m = virtual.length;
		int[] up = new int[m];
		int[] delta = new int[m];
		double[] alone = new double[m];
		for (int i = 0; i < m; i++) {
			int l = i == 0 ? ExecutionGraph.NONE : forest.lca(virtual[i - 1], virtual[i]);
			up[i] = l == ExecutionGraph.NONE ? -1 : index.get(l);
		}
		for (int x : nodes) {
			int i = index.get(x);
			delta[i] += changeAtEnd[x];
			alone[i] += effect.applyAsDouble(changeAtEnd[x]);
		}
		// preorder puts parents first: accumulate children into parents from the end
		for (int i = m - 1; i >= 0; i--) {
			double correction = effect.applyAsDouble(delta[i]) - alone[i];
			linear[virtual[i]] += correction;
			if (up[i] >= 0) {
				linear[virtual[up[i]]] -= correction;
				delta[up[i]] += delta[i];
				alone[up[i]] += alone[i];
			}
		}
	}
}
