/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.Arrays;

import dev.foresight.core.analysis.graph.ExecutionGraph;

/**
 * The forest of tight predecessors with what the weights need: an order with children before parents, the depth-first
 * preorder, and lowest common ancestors in O(log depth) through one jump pointer per node (the skew-binary scheme of
 * Myers), so that forests millions deep stay small.
 */
final class Forest {

	private final int[] parent;
	private final int[] childrenFirst;
	private final int[] childList;
	private final int[] preorder;
	private final int[] depth;
	private final int[] jump;

	Forest(int[] parent) {
		this.parent = parent;
		int n = parent.length;
		childrenFirst = new int[n + 1];
		for (int s = 0; s < n; s++) {
			if (parent[s] != ExecutionGraph.NONE) {
				childrenFirst[parent[s] + 1]++;
			}
		}
		for (int s = 0; s < n; s++) {
			childrenFirst[s + 1] += childrenFirst[s];
		}
		childList = new int[childrenFirst[n]];
		int[] fill = Arrays.copyOf(childrenFirst, n);
		for (int s = 0; s < n; s++) {
			if (parent[s] != ExecutionGraph.NONE) {
				childList[fill[parent[s]]++] = s;
			}
		}
		preorder = new int[n];
		depth = new int[n];
		jump = new int[n];
		int[] stack = new int[n];
		int top = 0;
		for (int s = n - 1; s >= 0; s--) {
			if (parent[s] == ExecutionGraph.NONE) {
				stack[top++] = s;
			}
		}
		int visited = 0;
		while (top > 0) {
			int v = stack[--top];
			preorder[v] = visited++;
			link(v);
			for (int i = childrenFirst[v + 1] - 1; i >= childrenFirst[v]; i--) {
				stack[top++] = childList[i];
			}
		}
		if (visited != n) {
			throw new IllegalStateException("the tight predecessors form a cycle");
		}
	}

	private void link(int v) {
		int p = parent[v];
		if (p == ExecutionGraph.NONE) {
			depth[v] = 0;
			jump[v] = v;
			return;
		}
		depth[v] = depth[p] + 1;
		int j = jump[p];
		jump[v] = depth[p] - depth[j] == depth[j] - depth[jump[j]] && j != p ? jump[j] : p;
	}

	/** Number of children of {@code s}. */
	int children(int s) {
		return childrenFirst[s + 1] - childrenFirst[s];
	}

	/** Position of {@code s} in a depth-first preorder. */
	int preorder(int s) {
		return preorder[s];
	}

	/** All nodes, every node before its parent. */
	int[] childrenBeforeParents() {
		int n = parent.length;
		int[] order = new int[n];
		for (int s = 0; s < n; s++) {
			order[n - 1 - preorder[s]] = s;
		}
		return order;
	}

	/** The lowest common ancestor of {@code a} and {@code b} (a node is its own ancestor), or -1 in different trees. */
	int lca(int a, int b) {
		if (depth[a] < depth[b]) {
			int t = a;
			a = b;
			b = t;
		}
		while (depth[a] > depth[b]) {
			a = depth[jump[a]] >= depth[b] ? jump[a] : parent[a];
		}
		// equal depths from here on: jump pointers depend only on depth, so both climb in step
		while (a != b) {
			if (parent[a] == ExecutionGraph.NONE) {
				return ExecutionGraph.NONE;
			}
			if (jump[a] != jump[b]) {
				a = jump[a];
				b = jump[b];
			} else {
				a = parent[a];
				b = parent[b];
			}
		}
		return a;
	}
}
