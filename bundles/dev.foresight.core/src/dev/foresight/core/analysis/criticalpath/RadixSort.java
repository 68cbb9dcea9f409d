/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

/** A stable LSD radix sort of non-negative long keys carrying int values, for arrays of tens of millions. */
final class RadixSort {

	private static final int BITS = 16;
	private static final int BUCKETS = 1 << BITS;

	private RadixSort() {
	}

	/** Sorts {@code keys} ascending (non-negative keys) and permutes {@code values} alike. */
	static void sort(long[] keys, int[] values) {
		int n = keys.length;
		long[] k2 = new long[n];
		int[] v2 = new int[n];
		long[] srcK = keys;
		int[] srcV = values;
		long[] dstK = k2;
		int[] dstV = v2;
		int[] count = new int[BUCKETS + 1];
		for (int shift = 0; shift < 64; shift += BITS) {
			java.util.Arrays.fill(count, 0);
			for (int i = 0; i < n; i++) {
				count[(int) ((srcK[i] >>> shift) & (BUCKETS - 1)) + 1]++;
			}
			for (int b = 0; b < BUCKETS; b++) {
				count[b + 1] += count[b];
			}
			for (int i = 0; i < n; i++) {
				int b = (int) ((srcK[i] >>> shift) & (BUCKETS - 1));
				int at = count[b]++;
				dstK[at] = srcK[i];
				dstV[at] = srcV[i];
			}
			long[] tk = srcK;
			srcK = dstK;
			dstK = tk;
			int[] tv = srcV;
			srcV = dstV;
			dstV = tv;
		}
		if (srcK != keys) {
			System.arraycopy(srcK, 0, keys, 0, n);
			System.arraycopy(srcV, 0, values, 0, n);
		}
	}
}
