/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.concurrent.locks.ReentrantLock;

/**
 * The recorder's cost per event, measured inside one JVM so that start-up does not count: one thread acquires and
 * releases an uncontended monitor and an uncontended ReentrantLock in a loop (four events per iteration when
 * recorded) and prints the best time per iteration of several rounds, in nanoseconds, as {@code key=value} pairs.
 * bench.py runs it without and with the agent; the difference over four is the cost of one event.
 * <p>
 * {@code EventCost [iterations per round] [rounds]}
 */
public final class EventCost {

	private static final Object MONITOR = new Object();
	private static final ReentrantLock LOCK = new ReentrantLock();
	private static long counter;

	private EventCost() {
	}

	/** Runs the rounds and prints {@code ns_per_iteration=... events_per_iteration=4 checksum=...}. */
	public static void main(String[] args) {
		int n = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
		int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 7;
		double best = Double.MAX_VALUE;
		for (int r = 0; r < rounds; r++) {
			long t0 = System.nanoTime();
			loop(n);
			best = Math.min(best, (System.nanoTime() - t0) / (double) n);
		}
		System.out.printf("ns_per_iteration=%.1f events_per_iteration=4 checksum=%d%n", best, counter);
	}

	private static void loop(int n) {
		for (int i = 0; i < n; i++) {
			synchronized (MONITOR) {
				counter++;
			}
			LOCK.lock();
			try {
				counter += 2;
			} finally {
				LOCK.unlock();
			}
		}
	}
}
