/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.concurrent.atomic.AtomicLong;

/**
 * What counting compare-and-set calls costs a program that makes many: two threads, each in a compare-and-set loop
 * on an atomic of its own (so that the atomics never collide), both loops at the same call site. Prints the best time
 * per call of several rounds, in nanoseconds; run it without and with the agent on two processors (the recorder's
 * count at a shared site is what could make the threads' caches trade a line).
 * <p>
 * {@code AtomicCountCost [calls per thread and round] [rounds]}
 */
public final class AtomicCountCost {

	private AtomicCountCost() {
	}

	/** Runs the rounds and prints {@code ns_per_call=... checksum=...}. */
	public static void main(String[] args) throws InterruptedException {
		int n = args.length > 0 ? Integer.parseInt(args[0]) : 20_000_000;
		int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
		long[] sums = new long[2];
		double best = Double.MAX_VALUE;
		for (int r = 0; r < rounds; r++) {
			Thread[] threads = new Thread[2];
			long t0 = System.nanoTime();
			for (int i = 0; i < threads.length; i++) {
				int k = i;
				threads[i] = new Thread(() -> sums[k] += loop(n));
				threads[i].start();
			}
			for (Thread t : threads) {
				t.join();
			}
			best = Math.min(best, (System.nanoTime() - t0) / (double) n);
		}
		System.out.printf("ns_per_call=%.2f checksum=%d%n", best, sums[0] + sums[1]);
	}

	private static long loop(int n) {
		// made by the thread that uses it, in its own allocation buffer: the two atomics share no cache line
		AtomicLong a = new AtomicLong();
		for (int i = 0; i < n; i++) {
			long v;
			do {
				v = a.get();
			} while (!a.compareAndSet(v, v + 1));
		}
		return a.get();
	}
}
