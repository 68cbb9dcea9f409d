/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.Arrays;

/**
 * A min-heap of (key, value) pairs of primitives, ties broken by the smaller value: the queues of a rewritten trace's
 * millions of tasks and events without an object per entry.
 */
final class LongHeap {

	private long[] keys = new long[16];
	private int[] values = new int[16];
	private int size;

	boolean isEmpty() {
		return size == 0;
	}

	/** The smallest key; the heap must not be empty. */
	long peekKey() {
		return keys[0];
	}

	/** The value of the smallest key; the heap must not be empty. */
	int peekValue() {
		return values[0];
	}

	void add(long key, int value) {
		if (size == keys.length) {
			keys = Arrays.copyOf(keys, size * 2);
			values = Arrays.copyOf(values, size * 2);
		}
		int i = size++;
		while (i > 0) {
			int parent = (i - 1) >>> 1;
			if (!less(key, value, keys[parent], values[parent])) {
				break;
			}
			keys[i] = keys[parent];
			values[i] = values[parent];
			i = parent;
		}
		keys[i] = key;
		values[i] = value;
	}

	/** Removes the smallest entry; the heap must not be empty. */
	void remove() {
		long key = keys[--size];
		int value = values[size];
		int i = 0;
		while (true) {
			int child = 2 * i + 1;
			if (child >= size) {
				break;
			}
			if (child + 1 < size && less(keys[child + 1], values[child + 1], keys[child], values[child])) {
				child++;
			}
			if (!less(keys[child], values[child], key, value)) {
				break;
			}
			keys[i] = keys[child];
			values[i] = values[child];
			i = child;
		}
		keys[i] = key;
		values[i] = value;
	}

	private static boolean less(long k1, int v1, long k2, int v2) {
		return k1 < k2 || k1 == k2 && v1 < v2;
	}
}
