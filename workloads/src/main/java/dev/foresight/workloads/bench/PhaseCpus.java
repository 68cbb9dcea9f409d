/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Phaser;

/**
 * Where Linux runs three threads that meet at a {@link Phaser} after every phase: each thread reads the CPU it runs
 * on ({@code /proc/thread-self/stat}) before and after its work, and the probe prints the first phases of the second
 * half and counts the phases in which two threads started on one CPU and the works that changed CPUs. The machine
 * format's {@code migration-cost} models what it shows on two CPUs. Linux only.
 *
 * <pre>taskset -c 0,1 java -cp workloads/target/classes dev.foresight.workloads.bench.PhaseCpus 2000</pre>
 */
public final class PhaseCpus {

	private static final int THREADS = 3;
	private static volatile long sink;

	private PhaseCpus() {
	}

	/** {@code [phases]}: the works of a phase are 100, 250 and 400 us, rotating among the threads. */
	public static void main(String[] a) throws InterruptedException {
		int n = a.length > 0 ? Integer.parseInt(a[0]) : 2000;
		long perMicro = iterationsPerMicrosecond();
		Phaser phaser = new Phaser(THREADS);
		long[][] start = new long[THREADS][n];
		long[][] end = new long[THREADS][n];
		int[][] cpuBefore = new int[THREADS][n];
		int[][] cpuAfter = new int[THREADS][n];
		Thread[] ts = new Thread[THREADS];
		for (int k = 0; k < THREADS; k++) {
			int id = k;
			ts[k] = new Thread(() -> {
				for (int i = 0; i < n; i++) {
					start[id][i] = System.nanoTime();
					cpuBefore[id][i] = cpu();
					spin(perMicro * (100 + 150 * ((i + id) % THREADS)));
					cpuAfter[id][i] = cpu();
					end[id][i] = System.nanoTime();
					phaser.arriveAndAwaitAdvance();
				}
			});
			ts[k].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		int shared = 0;
		int moved = 0;
		double total = 0;
		for (int i = n / 2; i < n; i++) {
			long first = Long.MAX_VALUE;
			long last = 0;
			StringBuilder line = new StringBuilder("phase " + i + ":");
			for (int k = 0; k < THREADS; k++) {
				first = Math.min(first, start[k][i]);
				last = Math.max(last, end[k][i]);
				moved += cpuBefore[k][i] != cpuAfter[k][i] ? 1 : 0;
			}
			for (int k = 0; k < THREADS; k++) {
				line.append(String.format(" t%d cpu%d->%d %6.0f..%6.0f us", k, cpuBefore[k][i], cpuAfter[k][i],
						(start[k][i] - first) / 1e3, (end[k][i] - first) / 1e3));
			}
			total += (last - first) / 1e3;
			shared += cpuBefore[0][i] == cpuBefore[1][i] || cpuBefore[1][i] == cpuBefore[2][i]
					|| cpuBefore[0][i] == cpuBefore[2][i] ? 1 : 0;
			if (i < n / 2 + 8) {
				System.out.println(line);
			}
		}
		int phases = n - n / 2;
		System.out.printf("%d phases: %.1f us a phase; two threads started on one CPU in %d; works that changed CPUs:"
				+ " %d%n", phases, total / phases, shared, moved);
	}

	/** The CPU the calling thread runs on: field 39 of its {@code stat}. */
	private static int cpu() {
		try {
			String s = Files.readString(Path.of("/proc/thread-self/stat"));
			return Integer.parseInt(s.substring(s.lastIndexOf(')') + 2).split(" ")[36]);
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	private static void spin(long iterations) {
		long x = iterations;
		for (long i = 0; i < iterations; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		sink += x;
	}

	/** Times the work loop on this thread (the fastest of five runs of 20 ms or so). */
	private static long iterationsPerMicrosecond() {
		long best = Long.MAX_VALUE;
		long iterations = 20_000_000;
		for (int r = 0; r < 5; r++) {
			long t0 = System.nanoTime();
			spin(iterations);
			best = Math.min(best, System.nanoTime() - t0);
		}
		return Math.max(1, iterations * 1000 / best);
	}
}
