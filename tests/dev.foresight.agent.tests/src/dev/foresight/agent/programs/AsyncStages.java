/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionService;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Executor tasks that the JDK submits and waits for: a chain of 40 thenApplyAsync stages on a pool of 4 threads,
 * started by one complete call and waited for with get; 12 callables run by invokeAll; three by invokeAny and two by an
 * invokeAny that times out; a runAsync joined; two supplyAsync futures got once done, and a stage after a third joined
 * while it runs, then one completed by the program; 10 callables through a completion service; five callables scheduled
 * ahead; two executors' terminations waited for.
 */
public final class AsyncStages {

	/** Keeps the results alive. */
	static volatile long sink;

	private AsyncStages() {
	}

	public static void main(String[] args) throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(4);
		chain(pool);
		invokeAll(pool);
		firstOfThree(pool);
		noneInTime(pool);
		runAsync(pool);
		supplied(pool);
		completionService(pool);
		pool.shutdown();
		scheduled();
		terminated();
	}

	/** Each stage runs after the one before, on whichever pool thread takes it: a sequence, not four in parallel. */
	static void chain(ExecutorService pool) throws Exception {
		CompletableFuture<Long> start = new CompletableFuture<>();
		CompletableFuture<Long> f = start;
		for (int i = 0; i < 40; i++) {
			f = f.thenApplyAsync(AsyncStages::spin, pool);
		}
		// nothing is submitted before this: the first stage by this call, every other by the stage before it
		start.complete(1L);
		sink = f.get();
	}

	static void invokeAll(ExecutorService pool) throws InterruptedException {
		List<Callable<Long>> tasks = new ArrayList<>();
		for (int i = 0; i < 12; i++) {
			long seed = i;
			tasks.add(() -> spin(seed));
		}
		for (Future<Long> r : pool.invokeAll(tasks)) {
			sink ^= r.isDone() ? 1 : 0;
		}
	}

	/**
	 * invokeAny of three tasks: one throws after 5 ms, one returns 42 after 40 ms, one waits until it is cancelled.
	 */
	static void firstOfThree(ExecutorService pool) throws Exception {
		CountDownLatch never = new CountDownLatch(1);
		List<Callable<Long>> tasks = List.of(() -> {
			Thread.sleep(5);
			throw new IllegalStateException("the first task fails");
		}, () -> {
			Thread.sleep(40);
			return 42L;
		}, () -> never.await(10, TimeUnit.SECONDS) ? 0L : -1L);
		long first = pool.invokeAny(tasks);
		if (first != 42) {
			throw new IllegalStateException("invokeAny returned " + first);
		}
	}

	/** invokeAny of two tasks of 200 ms each, given 10 ms: it times out and cancels them. */
	static void noneInTime(ExecutorService pool) throws Exception {
		List<Callable<Long>> tasks = List.of(() -> {
			Thread.sleep(200);
			return 1L;
		}, () -> {
			Thread.sleep(200);
			return 2L;
		});
		try {
			sink ^= pool.invokeAny(tasks, 10, TimeUnit.MILLISECONDS);
			throw new IllegalStateException("invokeAny did not time out");
		} catch (TimeoutException expected) {
			// as it should
		}
	}

	static void runAsync(ExecutorService pool) {
		CompletableFuture.runAsync(() -> sink ^= spin(3), pool).join();
	}

	/**
	 * supplyAsync on the pool and on the common pool, each got once done (a get that did not wait, linked to the
	 * completion all the same); a stage after a third joined while the supplier sleeps; a stage after a fourth
	 * that the program completes itself, before the supplier ends; a stage after a fifth, which the JDK completes as
	 * the supplier returns, joined once done; and one the program completes exceptionally, joined.
	 */
	static void supplied(ExecutorService pool) throws Exception {
		CompletableFuture<Long> onPool = CompletableFuture.supplyAsync(() -> spin(5), pool);
		CompletableFuture<Long> common = CompletableFuture.supplyAsync(() -> spin(6));
		while (!onPool.isDone() || !common.isDone()) {
			Thread.sleep(1);
		}
		sink ^= onPool.get() + common.join();
		CompletableFuture<Long> after = CompletableFuture.supplyAsync(() -> {
			sleep(100);
			return spin(7);
		}, pool).thenApply(AsyncStages::spin);
		sink ^= after.join();
		CountDownLatch completed = new CountDownLatch(1);
		CompletableFuture<Long> early = CompletableFuture.supplyAsync(() -> {
			await(completed);
			return 8L;
		}, pool).thenApply(v -> v + 1);
		early.complete(-1L);
		completed.countDown();
		sink ^= early.get();
		CompletableFuture<Long> then = CompletableFuture.supplyAsync(() -> {
			sleep(50);
			return spin(9);
		}, pool).thenApply(v -> v ^ 1);
		while (!then.isDone()) {
			Thread.sleep(1);
		}
		sink ^= then.join();
		CountDownLatch failed = new CountDownLatch(1);
		CompletableFuture<Long> refused = CompletableFuture.supplyAsync(() -> {
			await(failed);
			return 10L;
		}, pool).thenApply(v -> v + 1);
		refused.completeExceptionally(new IllegalStateException("refused"));
		failed.countDown();
		try {
			sink ^= refused.join();
			throw new IllegalStateException("a stage completed exceptionally returned");
		} catch (CompletionException expected) {
			// as it should
		}
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void await(CountDownLatch latch) {
		try {
			latch.await();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** 10 callables through a completion service, their futures taken as they complete. */
	static void completionService(ExecutorService pool) throws Exception {
		CompletionService<Long> cs = new ExecutorCompletionService<>(pool);
		for (int i = 0; i < 10; i++) {
			long seed = i;
			cs.submit(() -> spin(seed));
		}
		for (int i = 0; i < 10; i++) {
			sink ^= cs.take().get();
		}
	}

	/** Five callables scheduled 0, 10, 20, 30 and 40 ms ahead on one thread, each result fetched with get. */
	static void scheduled() throws Exception {
		ScheduledExecutorService ses = Executors.newScheduledThreadPool(1);
		List<ScheduledFuture<Long>> fs = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			long seed = i;
			fs.add(ses.schedule(() -> spin(seed), 10 * i, TimeUnit.MILLISECONDS));
		}
		for (ScheduledFuture<Long> f : fs) {
			sink ^= f.get();
		}
		periodic(ses);
		ses.shutdown();
	}

	/** A task run every 5 ms, cancelled after its fourth run. */
	static void periodic(ScheduledExecutorService ses) throws InterruptedException {
		CountDownLatch runs = new CountDownLatch(4);
		ScheduledFuture<?> f = ses.scheduleAtFixedRate(() -> {
			sink ^= spin(7);
			runs.countDown();
		}, 0, 5, TimeUnit.MILLISECONDS);
		runs.await();
		f.cancel(false);
	}

	/**
	 * Six tasks on a pool of 3 whose termination is waited for, and five on virtual threads of an executor closed by
	 * try-with-resources.
	 */
	static void terminated() throws InterruptedException {
		ExecutorService pool = Executors.newFixedThreadPool(3);
		for (int i = 0; i < 6; i++) {
			long seed = i;
			pool.execute(() -> sink ^= spin(seed));
		}
		pool.shutdown();
		if (!pool.awaitTermination(1, TimeUnit.MINUTES)) {
			throw new IllegalStateException("the pool did not terminate");
		}
		try (ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor()) {
			for (int i = 0; i < 5; i++) {
				long seed = i;
				virtual.execute(() -> sink ^= spin(seed));
			}
		}
	}

	/** About a millisecond of computation. */
	static long spin(long seed) {
		long x = seed;
		for (int i = 0; i < 400_000; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		return x;
	}
}
