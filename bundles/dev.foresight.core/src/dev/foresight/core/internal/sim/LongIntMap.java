/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * An open-addressing map from {@code long} to non-negative {@code int}, without boxing. Keys below a limit given at
 * construction may instead live in a plain array indexed by the key, grown as such keys come: the recorder numbers
 * objects 1, 2, 3 ..., so the objects of a trace fill that array densely, and a look-up is one read near the last
 * ones instead of a probe at a random place of a table larger than the caches.
 */
final class LongIntMap {

	private long[] keys;
	private int[] values;
	private int size;
	/** Keys in [0, denseLimit) are in {@code dense}, their value plus one (0: none). */
	private final int denseLimit;
	private int[] dense = new int[0];
	private int denseCount;

	LongIntMap(int expected) {
		this(expected, 0);
	}

	/** A map that keeps the keys below {@code denseLimit} in an array indexed by the key. */
	LongIntMap(int expected, int denseLimit) {
		this.denseLimit = denseLimit;
		int cap = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
		keys = new long[cap];
		values = new int[cap];
		Arrays.fill(values, -1);
	}

	int size() {
		return size + denseCount;
	}

	/** The value of {@code key}, or -1. */
	int get(long key) {
		if (key >= 0 && key < denseLimit) {
			return key < dense.length ? dense[(int) key] - 1 : -1;
		}
		int mask = keys.length - 1;
		for (int i = mix(key) & mask;; i = (i + 1) & mask) {
			if (values[i] < 0) {
				return -1;
			}
			if (keys[i] == key) {
				return values[i];
			}
		}
	}

	/** Sets the value of {@code key} (the value must be non-negative). */
	void put(long key, int value) {
		if (key >= 0 && key < denseLimit) {
			if (key >= dense.length) {
				dense = Arrays.copyOf(dense, (int) Math.min(denseLimit, Math.max(1024, Long.highestOneBit(key) << 1)));
			}
			if (dense[(int) key] == 0) {
				denseCount++;
			}
			dense[(int) key] = value + 1;
			return;
		}
		if (2 * (size + 1) > keys.length) {
			rehash();
		}
		int mask = keys.length - 1;
		for (int i = mix(key) & mask;; i = (i + 1) & mask) {
			if (values[i] < 0) {
				keys[i] = key;
				values[i] = value;
				size++;
				return;
			}
			if (keys[i] == key) {
				values[i] = value;
				return;
			}
		}
	}

	private void rehash() {
		long[] oldKeys = keys;
		int[] oldValues = values;
		keys = new long[oldKeys.length * 2];
		values = new int[oldKeys.length * 2];
		Arrays.fill(values, -1);
		size = 0;
		for (int i = 0; i < oldKeys.length; i++) {
			if (oldValues[i] >= 0) {
				put(oldKeys[i], oldValues[i]);
			}
		}
	}

	private static int mix(long key) {
		long h = key * 0x9E3779B97F4A7C15L;
		return (int) (h ^ (h >>> 32));
	}
}
