/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.internal.columns.LongColumns;

/**
 * Sorts records of three longs in a column in place by their first value, then their third: a heap sort, because
 * the column may be a mapped file that no array can hold.
 */
final class LongSort {

	private LongSort() {
	}

	/** Sorts the first {@code n} triples of column 0 of {@code c}. */
	static void sortTriples(LongColumns c, int n) {
		for (int k = n / 2 - 1; k >= 0; k--) {
			siftDown(c, k, n);
		}
		for (int end = n - 1; end > 0; end--) {
			swap(c, 0, end);
			siftDown(c, 0, end);
		}
	}

	private static void siftDown(LongColumns c, int k, int n) {
		while (true) {
			int child = 2 * k + 1;
			if (child >= n) {
				return;
			}
			if (child + 1 < n && less(c, child, child + 1)) {
				child++;
			}
			if (!less(c, k, child)) {
				return;
			}
			swap(c, k, child);
			k = child;
		}
	}

	private static boolean less(LongColumns c, int a, int b) {
		long x = c.get(0, 3 * a);
		long y = c.get(0, 3 * b);
		return x < y || (x == y && c.get(0, 3 * a + 2) < c.get(0, 3 * b + 2));
	}

	private static void swap(LongColumns c, int a, int b) {
		for (int f = 0; f < 3; f++) {
			long x = c.get(0, 3 * a + f);
			c.set(0, 3 * a + f, c.get(0, 3 * b + f));
			c.set(0, 3 * b + f, x);
		}
	}
}
