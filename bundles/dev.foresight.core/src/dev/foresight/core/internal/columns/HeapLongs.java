/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

/** Long columns in Java arrays. */
final class HeapLongs implements LongColumns {

	private final long[][] a;

	HeapLongs(int[] lengths) {
		a = new long[lengths.length][];
		for (int t = 0; t < lengths.length; t++) {
			a[t] = new long[lengths[t]];
		}
	}

	@Override
	public long get(int t, int i) {
		return a[t][i];
	}

	@Override
	public void set(int t, int i, long v) {
		a[t][i] = v;
	}

	@Override
	public long[] array(int t) {
		return a[t];
	}

	@Override
	public int length(int t) {
		return a[t].length;
	}
}
