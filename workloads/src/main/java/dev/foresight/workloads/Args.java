/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

/** Parses the two arguments every workload takes: threads and size. */
record Args(int threads, int size) {

	static Args of(String[] args, int threads, int size) {
		return new Args(args.length > 0 ? Integer.parseInt(args[0]) : threads,
				args.length > 1 ? Integer.parseInt(args[1]) : size);
	}

	/** Some CPU work whose result cannot be optimized away. */
	static long work(long seed, int n) {
		long x = seed;
		for (int i = 0; i < n; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		return x;
	}
}
