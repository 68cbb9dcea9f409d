/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/** An executor with futures: many small callables on a fixed pool, their results collected with get. */
public final class ExecutorFutures {

	private ExecutorFutures() {
	}

	/** {@code [threads] [tasks]}. */
	public static void main(String[] a) throws InterruptedException, ExecutionException {
		Args args = Args.of(a, 4, 20_000);
		ExecutorService pool = Executors.newFixedThreadPool(args.threads());
		List<Future<Long>> fs = new ArrayList<>();
		for (int i = 0; i < args.size(); i++) {
			long seed = i;
			fs.add(pool.submit(() -> Args.work(seed, 2_000)));
		}
		long x = 0;
		for (Future<Long> f : fs) {
			x ^= f.get();
		}
		pool.shutdown();
		System.out.println("ExecutorFutures " + x);
	}
}
