/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.result.PathSegment;

/**
 * The segments a report lists: the {@code limit} heaviest of those with a non-zero weight, by |weight| x length
 * (descending), then thread and event. Kept in a heap of {@code limit} segment numbers while the segments go by, since
 * most of a recorded trace's segments have a weight (7.7 M of LockHeavy's 9.6 M), and a record for each, sorted, took
 * hundreds of megabytes for a list of a thousand.
 */
final class HeaviestSegments {

	private final ExecutionGraph graph;
	private final GraphRun run;
	private final double[] weights;
	/** A heap whose root is the lightest segment kept. */
	private final int[] heap;
	private int size;

	private HeaviestSegments(GraphRun run, double[] weights, int limit) {
		this.graph = run.graph();
		this.run = run;
		this.weights = weights;
		this.heap = new int[limit];
	}

	/** The heaviest segments of {@code run} with {@code weights}, at most {@code limit}, heaviest first. */
	static List<PathSegment> of(GraphRun run, double[] weights, int limit) {
		HeaviestSegments h = new HeaviestSegments(run, weights, limit);
		for (int s = 0; s < weights.length; s++) {
			if (weights[s] != 0) {
				h.offer(s);
			}
		}
		return h.sorted();
	}

	private double key(int s) {
		return Math.abs(weights[s]) * (run.end(s) - run.start(s));
	}

	/**
	 * Whether segment {@code a} comes before {@code b} in the list. Segments are numbered thread by thread in event
	 * order, so the lower number is the lower thread, then the earlier event.
	 */
	private boolean before(int a, int b) {
		double ka = key(a);
		double kb = key(b);
		return ka != kb ? ka > kb : a < b;
	}

	private void offer(int s) {
		if (size < heap.length) {
			heap[size] = s;
			up(size++);
		} else if (size > 0 && before(s, heap[0])) {
			heap[0] = s;
			down(0);
		}
	}

	private void up(int i) {
		while (i > 0) {
			int p = (i - 1) / 2;
			if (!before(heap[p], heap[i])) {
				return;
			}
			swap(i, p);
			i = p;
		}
	}

	private void down(int i) {
		while (true) {
			int c = 2 * i + 1;
			if (c >= size) {
				return;
			}
			if (c + 1 < size && before(heap[c], heap[c + 1])) {
				c++;
			}
			if (!before(heap[i], heap[c])) {
				return;
			}
			swap(i, c);
			i = c;
		}
	}

	private void swap(int i, int j) {
		int x = heap[i];
		heap[i] = heap[j];
		heap[j] = x;
	}

	/** Empties the heap, lightest first, into a list it returns heaviest first. */
	private List<PathSegment> sorted() {
		PathSegment[] out = new PathSegment[size];
		while (size > 0) {
			int s = heap[0];
			heap[0] = heap[--size];
			down(0);
			int t = graph.thread(s);
			out[size] = new PathSegment(t, s - graph.first(t), run.start(s), run.end(s), weights[s], graph.site(s));
		}
		return new ArrayList<>(List.of(out));
	}
}
