/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.Arrays;
import java.util.SplittableRandom;

/** Arrays.parallelSort (the JDK's own fork/join code): repeated sorts of a large random array. */
public final class ParallelSort {

	private ParallelSort() {
	}

	/** {@code [rounds] [elements]}. */
	public static void main(String[] a) {
		// Arrays.parallelSort sorts sequentially when the common pool has one thread (a two-core machine)
		if (System.getProperty("java.util.concurrent.ForkJoinPool.common.parallelism") == null) {
			System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "4");
		}
		Args args = Args.of(a, 8, 2_000_000);
		SplittableRandom r = new SplittableRandom(42);
		long x = 0;
		for (int round = 0; round < args.threads(); round++) {
			long[] data = r.longs(args.size()).toArray();
			Arrays.parallelSort(data);
			x ^= data[data.length / 2];
		}
		System.out.println("ParallelSort " + x);
	}
}
