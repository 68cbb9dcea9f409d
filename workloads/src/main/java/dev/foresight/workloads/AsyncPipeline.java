/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * CompletableFuture stages on a fixed pool: each request is two lookups run at once, a stage that combines them and
 * a last one after it, all handed to the pool by the JDK; the main thread waits for every 256 requests with allOf.
 */
public final class AsyncPipeline {

	private static final int BATCH = 256;

	private AsyncPipeline() {
	}

	/** {@code [threads] [requests]}. */
	public static void main(String[] a) {
		Args args = Args.of(a, 4, 20_000);
		ExecutorService pool = Executors.newFixedThreadPool(args.threads());
		long x = 0;
		for (int from = 0; from < args.size(); from += BATCH) {
			List<CompletableFuture<Long>> batch = new ArrayList<>(BATCH);
			for (int i = from; i < Math.min(args.size(), from + BATCH); i++) {
				long seed = i;
				CompletableFuture<Long> parsed = CompletableFuture.supplyAsync(() -> Args.work(seed, 3_000), pool);
				CompletableFuture<Long> looked = CompletableFuture.supplyAsync(() -> Args.work(seed + 1, 2_000), pool);
				batch.add(parsed.thenCombineAsync(looked, (p, l) -> Args.work(p ^ l, 2_000), pool)
						.thenApplyAsync(v -> Args.work(v, 1_000), pool));
			}
			CompletableFuture.allOf(batch.toArray(new CompletableFuture<?>[0])).join();
			for (CompletableFuture<Long> f : batch) {
				x ^= f.join();
			}
		}
		pool.shutdown();
		System.out.println("AsyncPipeline " + x);
	}
}
