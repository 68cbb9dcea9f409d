/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/** Executing tasks by finish time (ties: lower task id first), as a binary heap of parallel arrays. */
final class FinishHeap {

	private final int[] task;
	private final double[] key;
	/** Room for the near ties {@link #popLowestNear} sets aside. */
	private final int[] tiedTask;
	private final double[] tiedKey;
	private int size;
	private double lastKey;

	FinishHeap(int capacity) {
		task = new int[capacity];
		key = new double[capacity];
		tiedTask = new int[capacity];
		tiedKey = new double[capacity];
	}

	double peekKey() {
		return key[0];
	}

	/** The key of the task {@link #popLowestNear} returned last. */
	double lastKey() {
		return lastKey;
	}

	void push(int t, double k) {
		int i = size++;
		while (i > 0) {
			int parent = (i - 1) >>> 1;
			if (!less(t, k, task[parent], key[parent])) {
				break;
			}
			task[i] = task[parent];
			key[i] = key[parent];
			i = parent;
		}
		task[i] = t;
		key[i] = k;
	}

	/** Removes and returns the first task; its key is then {@link #lastKey()}. */
	private int pop() {
		int t = task[0];
		lastKey = key[0];
		size--;
		if (size > 0) {
			siftDown(task[size], key[size]);
		}
		return t;
	}

	/**
	 * Removes and returns, among the tasks whose key is within {@code slack} of the first one's, the lowest id (keys
	 * that differ by rounding only are ties); its key is then {@link #lastKey()}.
	 */
	int popLowestNear(double slack) {
		double limit = key[0] + slack;
		int best = pop();
		double bestKey = lastKey;
		if (size == 0 || key[0] > limit) {
			return best;
		}
		int n = 0;
		while (size > 0 && key[0] <= limit) {
			int t = pop();
			if (t < best) {
				tiedTask[n] = best;
				tiedKey[n++] = bestKey;
				best = t;
				bestKey = lastKey;
			} else {
				tiedTask[n] = t;
				tiedKey[n++] = lastKey;
			}
		}
		for (int i = 0; i < n; i++) {
			push(tiedTask[i], tiedKey[i]);
		}
		lastKey = bestKey;
		return best;
	}

	private void siftDown(int t, double k) {
		int i = 0;
		while (true) {
			int child = 2 * i + 1;
			if (child >= size) {
				break;
			}
			if (child + 1 < size && less(task[child + 1], key[child + 1], task[child], key[child])) {
				child++;
			}
			if (!less(task[child], key[child], t, k)) {
				break;
			}
			task[i] = task[child];
			key[i] = key[child];
			i = child;
		}
		task[i] = t;
		key[i] = k;
	}

	private static boolean less(int ta, double ka, int tb, double kb) {
		return ka < kb || ka == kb && ta < tb;
	}
}
