/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

/** Int columns in Java arrays. */
final class HeapInts implements IntColumns {

	private final int[][] a;

	HeapInts(int[] lengths) {
		a = new int[lengths.length][];
		for (int t = 0; t < lengths.length; t++) {
			a[t] = new int[lengths[t]];
		}
	}

	@Override
	public int get(int t, int i) {
		return a[t][i];
	}

	@Override
	public void set(int t, int i, int v) {
		a[t][i] = v;
	}

	@Override
	public int length(int t) {
		return a[t].length;
	}
}
