/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * A binary min-heap over a fixed set of entities {@code 0..n-1}, each with a time key; an entity with key
 * {@link Double#POSITIVE_INFINITY} is absent. Keys change in place, so the event loop never allocates. Ties are
 * broken by entity number, which keeps runs deterministic.
 */
final class IndexedMinHeap {

	private final int[] heap;
	private final int[] where;
	private final double[] key;
	private int size;

	IndexedMinHeap(int n) {
		heap = new int[n];
		where = new int[n];
		key = new double[n];
		Arrays.fill(where, -1);
		Arrays.fill(key, Double.POSITIVE_INFINITY);
	}

	boolean isEmpty() {
		return size == 0;
	}

	int peek() {
		return heap[0];
	}

	double peekKey() {
		return size == 0 ? Double.POSITIVE_INFINITY : key[heap[0]];
	}

	/** The smallest key among the entities below the top one (the top entity excluded). */
	double keyBelowTop() {
		double a = size > 1 ? key[heap[1]] : Double.POSITIVE_INFINITY;
		double b = size > 2 ? key[heap[2]] : Double.POSITIVE_INFINITY;
		return Math.min(a, b);
	}

	/** The entity that would be on top without the top one, or -1 when there is none. */
	int peekBelowTop() {
		if (size < 3) {
			return size == 2 ? heap[1] : -1;
		}
		return less(heap[2], heap[1]) ? heap[2] : heap[1];
	}

	double key(int e) {
		return key[e];
	}

	/** Sets the key of {@code e}; infinity removes it. */
	void set(int e, double k) {
		int at = where[e];
		if (k == Double.POSITIVE_INFINITY) {
			if (at >= 0) {
				removeAt(at);
			}
			key[e] = k;
			return;
		}
		double old = key[e];
		key[e] = k;
		if (at < 0) {
			heap[size] = e;
			where[e] = size;
			up(size++);
		} else if (k < old) {
			up(at);
		} else {
			down(at);
		}
	}

	private void removeAt(int at) {
		int e = heap[at];
		where[e] = -1;
		size--;
		if (at == size) {
			return;
		}
		int last = heap[size];
		heap[at] = last;
		where[last] = at;
		up(at);
		down(where[last]);
	}

	private boolean less(int a, int b) {
		double ka = key[a];
		double kb = key[b];
		return ka < kb || (ka == kb && a < b);
	}

	private void up(int at) {
		int e = heap[at];
		while (at > 0) {
			int parent = (at - 1) >>> 1;
			int pe = heap[parent];
			if (!less(e, pe)) {
				break;
			}
			heap[at] = pe;
			where[pe] = at;
			at = parent;
		}
		heap[at] = e;
		where[e] = at;
	}

	private void down(int at) {
		int e = heap[at];
		while (true) {
			int child = 2 * at + 1;
			if (child >= size) {
				break;
			}
			int right = child + 1;
			if (right < size && less(heap[right], heap[child])) {
				child = right;
			}
			int ce = heap[child];
			if (!less(ce, e)) {
				break;
			}
			heap[at] = ce;
			where[ce] = at;
			at = child;
		}
		heap[at] = e;
		where[e] = at;
	}
}
