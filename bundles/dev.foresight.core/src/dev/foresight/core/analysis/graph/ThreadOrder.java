/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.function.IntPredicate;

/**
 * Orders segments by a time: within a thread segments run one after the other, so their start and end times are
 * already sorted, and a k-way merge over the threads sorts all of them in O(S log T) without a general sort.
 */
public final class ThreadOrder {

	private ThreadOrder() {
	}

	/**
	 * The segments accepted by {@code include}, by increasing {@code time[s]}, which must not decrease along each
	 * thread's segments.
	 */
	public static int[] merge(ExecutionGraph graph, double[] time, IntPredicate include) {
		int threads = graph.threadCount();
		int[] pos = new int[threads];
		int[] heap = new int[threads];
		int size = 0;
		int total = 0;
		for (int t = 0; t < threads; t++) {
			for (int s = graph.first(t); s < graph.end(t); s++) {
				if (include.test(s)) {
					total++;
				}
			}
			pos[t] = next(graph, include, graph.first(t), graph.end(t));
			if (pos[t] < graph.end(t)) {
				heap[size++] = t;
				siftUp(heap, size - 1, pos, time);
			}
		}
		int[] out = new int[total];
		int k = 0;
		while (size > 0) {
			int t = heap[0];
			int s = pos[t];
			out[k++] = s;
			pos[t] = next(graph, include, s + 1, graph.end(t));
			if (pos[t] >= graph.end(t)) {
				heap[0] = heap[--size];
			}
			siftDown(heap, size, pos, time);
		}
		return out;
	}

	private static int next(ExecutionGraph graph, IntPredicate include, int from, int end) {
		int s = from;
		while (s < end && !include.test(s)) {
			s++;
		}
		return s;
	}

	private static void siftUp(int[] heap, int i, int[] pos, double[] time) {
		int t = heap[i];
		while (i > 0) {
			int parent = (i - 1) >>> 1;
			if (time[pos[heap[parent]]] <= time[pos[t]]) {
				break;
			}
			heap[i] = heap[parent];
			i = parent;
		}
		heap[i] = t;
	}

	private static void siftDown(int[] heap, int size, int[] pos, double[] time) {
		if (size == 0) {
			return;
		}
		int t = heap[0];
		int i = 0;
		while (true) {
			int child = 2 * i + 1;
			if (child >= size) {
				break;
			}
			if (child + 1 < size && time[pos[heap[child + 1]]] < time[pos[heap[child]]]) {
				child++;
			}
			if (time[pos[t]] <= time[pos[heap[child]]]) {
				break;
			}
			heap[i] = heap[child];
			i = child;
		}
		heap[i] = t;
	}
}
