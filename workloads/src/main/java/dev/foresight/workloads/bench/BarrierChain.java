/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.Arrays;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;

/**
 * How a {@link java.util.concurrent.CyclicBarrier}'s waiters leave: BarrierPhases' sweeps (four threads, a strip of a
 * 1-D stencil each), timed with {@link System#nanoTime} around each thread's work. Over the second half of the sweeps
 * the probe prints the mean time from a sweep's last arrival to each thread's next start, in the order they left, and
 * the period of a sweep. The tripping thread leaves first; each other waiter is woken by the one before it, so the gaps
 * between departures are the hops of that chain (the simulator's {@code ChainedRelease}).
 *
 * <pre>taskset -c 0,1 java -cp workloads/target/classes dev.foresight.workloads.bench.BarrierChain 8000</pre>
 */
public final class BarrierChain {

	private static final int THREADS = 4;
	private static final int CELLS = 40_000;

	private BarrierChain() {
	}

	/** {@code [sweeps]}. */
	public static void main(String[] a) throws InterruptedException {
		int sweeps = a.length > 0 ? Integer.parseInt(a[0]) : 8000;
		double[][] grid = { new double[CELLS], new double[CELLS] };
		grid[0][CELLS / 2] = 1e6;
		CyclicBarrier barrier = new CyclicBarrier(THREADS);
		long[][] start = new long[THREADS][sweeps];
		long[][] end = new long[THREADS][sweeps];
		Thread[] ts = new Thread[THREADS];
		for (int k = 0; k < THREADS; k++) {
			int id = k;
			int from = 1 + k * (CELLS - 2) / THREADS;
			int to = 1 + (k + 1) * (CELLS - 2) / THREADS;
			ts[k] = new Thread(() -> {
				for (int s = 0; s < sweeps; s++) {
					double[] in = grid[s % 2];
					double[] out = grid[(s + 1) % 2];
					start[id][s] = System.nanoTime();
					for (int i = from; i < to; i++) {
						out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
					}
					end[id][s] = System.nanoTime();
					await(barrier);
				}
			});
			ts[k].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		double[] leave = new double[THREADS];
		double work = 0;
		double period = 0;
		int n = 0;
		for (int s = sweeps / 2; s < sweeps - 1; s++) {
			long last = 0;
			long first = Long.MAX_VALUE;
			long nextFirst = Long.MAX_VALUE;
			long[] next = new long[THREADS];
			for (int k = 0; k < THREADS; k++) {
				last = Math.max(last, end[k][s]);
				first = Math.min(first, start[k][s]);
				nextFirst = Math.min(nextFirst, start[k][s + 1]);
				next[k] = start[k][s + 1];
				work += end[k][s] - start[k][s];
			}
			Arrays.sort(next);
			for (int k = 0; k < THREADS; k++) {
				leave[k] += next[k] - last;
			}
			period += nextFirst - first;
			n++;
		}
		StringBuilder out = new StringBuilder();
		for (int k = 0; k < THREADS; k++) {
			out.append(String.format(" %.1f", leave[k] / n / 1e3));
		}
		System.out.printf("%d sweeps timed: a sweep %.1f us, a thread's work %.1f us; departures after the last arrival"
				+ " (us):%s; checksum %.6f%n", n, period / n / 1e3, work / n / THREADS / 1e3, out,
				Arrays.stream(grid[sweeps % 2]).sum());
	}

	private static void await(CyclicBarrier barrier) {
		try {
			barrier.await();
		} catch (InterruptedException | BrokenBarrierException e) {
			throw new IllegalStateException(e);
		}
	}
}
