/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import java.util.Arrays;

/** A growable list of ints (task ids), without boxing. */
final class Ints {

	static final Ints EMPTY = new Ints(0);

	private int[] a;
	private int n;

	Ints(int capacity) {
		a = new int[Math.max(capacity, 1)];
	}

	static Ints of(int x) {
		Ints i = new Ints(1);
		i.add(x);
		return i;
	}

	void add(int x) {
		if (n == a.length) {
			a = Arrays.copyOf(a, a.length * 2);
		}
		a[n++] = x;
	}

	void addAll(Ints o) {
		for (int i = 0; i < o.n; i++) {
			add(o.a[i]);
		}
	}

	int get(int i) {
		return a[i];
	}

	int size() {
		return n;
	}

	boolean isEmpty() {
		return n == 0;
	}

	int[] toArray() {
		return Arrays.copyOf(a, n);
	}
}
