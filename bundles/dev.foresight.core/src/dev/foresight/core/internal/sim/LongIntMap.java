/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/** An open-addressing map from {@code long} to non-negative {@code int}, without boxing. */
final class LongIntMap {

	private long[] keys;
	private int[] values;
	private int size;

	LongIntMap(int expected) {
		int cap = Integer.highestOneBit(Math.max(16, expected * 2) - 1) << 1;
		keys = new long[cap];
		values = new int[cap];
		Arrays.fill(values, -1);
	}

	int size() {
		return size;
	}

	/** The value of {@code key}, or -1. */
	int get(long key) {
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

	/** Sets the value of {@code key} (which must be non-negative). */
	void put(long key, int value) {
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
