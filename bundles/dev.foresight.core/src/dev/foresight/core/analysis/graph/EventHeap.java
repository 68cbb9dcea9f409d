/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.Arrays;

/**
 * A binary min-heap of (double key, long value) pairs on primitive arrays; equal keys come out in insertion order so
 * that simulations are deterministic.
 */
final class EventHeap {

	private double[] keys = new double[16];
	private long[] values = new long[16];
	private long[] seqs = new long[16];
	private int size;
	private long nextSeq;

	boolean isEmpty() {
		return size == 0;
	}

	int size() {
		return size;
	}

	double minKey() {
		return keys[0];
	}

	long minValue() {
		return values[0];
	}

	void push(double key, long value) {
		if (size == keys.length) {
			keys = Arrays.copyOf(keys, size * 2);
			values = Arrays.copyOf(values, size * 2);
			seqs = Arrays.copyOf(seqs, size * 2);
		}
		int i = size++;
		long seq = nextSeq++;
		while (i > 0) {
			int parent = (i - 1) >>> 1;
			if (!less(key, seq, keys[parent], seqs[parent])) {
				break;
			}
			keys[i] = keys[parent];
			values[i] = values[parent];
			seqs[i] = seqs[parent];
			i = parent;
		}
		keys[i] = key;
		values[i] = value;
		seqs[i] = seq;
	}

	/** Removes the minimum; read it first with {@link #minKey()} and {@link #minValue()}. */
	void pop() {
		size--;
		if (size == 0) {
			return;
		}
		double key = keys[size];
		long value = values[size];
		long seq = seqs[size];
		int i = 0;
		while (true) {
			int child = 2 * i + 1;
			if (child >= size) {
				break;
			}
			if (child + 1 < size && less(keys[child + 1], seqs[child + 1], keys[child], seqs[child])) {
				child++;
			}
			if (!less(keys[child], seqs[child], key, seq)) {
				break;
			}
			keys[i] = keys[child];
			values[i] = values[child];
			seqs[i] = seqs[child];
			i = child;
		}
		keys[i] = key;
		values[i] = value;
		seqs[i] = seq;
	}

	private static boolean less(double k1, long s1, double k2, long s2) {
		return k1 < k2 || (k1 == k2 && s1 < s2);
	}
}
