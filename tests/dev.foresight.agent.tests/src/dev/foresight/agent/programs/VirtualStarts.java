/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Virtual threads made each way the JDK offers, the first by {@code Thread.startVirtualThread}: two that way, three by
 * a virtual-thread-per-task executor, one by a builder's thread factory. Each sleeps once, so it is mounted twice.
 */
public final class VirtualStarts {

	/** Virtual threads made in all. */
	public static final int THREADS = 6;

	private VirtualStarts() {
	}

	/** Runs the threads and prints their checksum. */
	public static void main(String[] args) throws Exception {
		long[] out = new long[THREADS];
		List<Thread> threads = new ArrayList<>();
		threads.add(Thread.startVirtualThread(() -> out[0] = work(0)));
		threads.add(Thread.startVirtualThread(() -> out[1] = work(1)));
		List<Future<?>> tasks = new ArrayList<>();
		try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
			for (int i = 2; i < 5; i++) {
				int id = i;
				tasks.add(pool.submit(() -> out[id] = work(id)));
			}
		}
		threads.add(Thread.ofVirtual().factory().newThread(() -> out[5] = work(5)));
		threads.get(2).start();
		long x = 0;
		for (Thread t : threads) {
			t.join();
		}
		for (Future<?> f : tasks) {
			f.get();
		}
		for (long v : out) {
			x ^= v;
		}
		System.out.println("VirtualStarts " + x);
	}

	private static long work(long seed) {
		try {
			Thread.sleep(5);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		long v = seed;
		for (int i = 0; i < 10_000; i++) {
			v = v * 6364136223846793005L + 1442695040888963407L;
		}
		return v;
	}
}
