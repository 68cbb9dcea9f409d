/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

/**
 * Threads that stream through memory, alone or several at once: how much slower memory gets when more than one
 * processor streams (they share the machine's memory bandwidth, and on a virtual machine its other tenants' too). The
 * simulator takes a thread's recorded CPU time to be the same whichever processors are busy, so a program that
 * streams through memory is predicted to scale better than it does by about this much (docs/accuracy.md).
 */
final class MemoryStream {

	/** Longs per array: 64 MiB, more than the last-level cache of most machines. */
	static final int LONGS = 8 << 20;
	/** Longs per 64-byte cache line: a thread touches one of each. */
	private static final int STRIDE = 8;

	private MemoryStream() {
	}

	/**
	 * Nanoseconds per cache line (wall time, the mean over the threads) of one pass of each thread over its own
	 * array, reading and writing one long of each line; the threads start together, each pinned to its processor of
	 * {@code cpus}.
	 *
	 * @param arrays one per processor, of {@link #LONGS} longs each
	 * @return nanoseconds per line, or -1 when a thread could not be pinned
	 */
	static double perLine(int[] cpus, long[][] arrays) throws InterruptedException {
		double[] nanos = new double[cpus.length];
		boolean pinned = MicroBenchmarks.together(cpus, "foresight-calibrate-memory", id -> {
			long[] a = arrays[id];
			long sum = 0;
			long t0 = System.nanoTime();
			for (int i = 0; i < a.length; i += STRIDE) {
				a[i] += i;
				sum += a[i];
			}
			nanos[id] = (System.nanoTime() - t0) / (double) (a.length / STRIDE);
			MicroBenchmarks.result = sum;
		});
		if (!pinned) {
			return -1;
		}
		double total = 0;
		for (double n : nanos) {
			total += n;
		}
		return total / nanos.length;
	}
}
