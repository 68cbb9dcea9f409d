/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Small callables submitted to a subclass of ThreadPoolExecutor (one that overrides {@code afterExecute}, as pools
 * that count or log do) and their results fetched with get, a thousand at a time: what the recorder costs a program
 * whose pool is not a plain ThreadPoolExecutor. Prints a checksum.
 * <p>
 * {@code SubclassedPool [tasks]}
 */
public final class SubclassedPool {

	private SubclassedPool() {
	}

	public static void main(String[] args) throws InterruptedException, ExecutionException {
		int tasks = args.length > 0 ? Integer.parseInt(args[0]) : 1_000_000;
		ThreadPoolExecutor pool = new ThreadPoolExecutor(4, 4, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>()) {
			@Override
			protected void afterExecute(Runnable r, Throwable t) {
				// a subclass like the ones programs write; what it does does not matter here
			}
		};
		long sum = 0;
		for (int from = 0; from < tasks; from += 1000) {
			List<Future<Long>> batch = new ArrayList<>(1000);
			for (int i = from; i < Math.min(tasks, from + 1000); i++) {
				long seed = i;
				batch.add(pool.submit(() -> spin(seed)));
			}
			for (Future<Long> f : batch) {
				sum ^= f.get();
			}
		}
		pool.shutdown();
		System.out.println("SubclassedPool " + sum);
	}

	private static long spin(long seed) {
		long x = seed;
		for (int k = 0; k < 2000; k++) {
			x = x * 6364136223846793005L + 1;
		}
		return x;
	}
}
