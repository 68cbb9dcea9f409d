/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/** The task, future, fork/join and I/O scenarios of {@link AllKinds}. */
final class AllKindsTasks {

	private AllKindsTasks() {
	}

	static void run() throws Exception {
		futures();
		countingPoolFutures();
		cancelledFuture();
		completable();
		forkJoin();
		parallelSort();
		io();
	}

	/** The JDK's own CountedCompleter tasks, on common-pool workers whose thread-locals are erased between tasks. */
	static void parallelSort() {
		long[] data = new java.util.SplittableRandom(7).longs(1 << 20).toArray();
		java.util.Arrays.parallelSort(data);
		if (data[0] > data[data.length - 1]) {
			throw new IllegalStateException("not sorted");
		}
	}

	/** 5 callables submitted to a pool of 2, each result fetched with get. */
	static void futures() throws InterruptedException, ExecutionException {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		List<Future<Integer>> fs = new ArrayList<>();
		for (int i = 0; i < 5; i++) {
			int n = i;
			fs.add(pool.submit(() -> n * n));
		}
		int sum = 0;
		for (Future<Integer> f : fs) {
			sum += f.get();
		}
		pool.shutdown();
		if (sum != 30) {
			throw new IllegalStateException("sum " + sum);
		}
	}

	/**
	 * 4 tasks (two callables, a runnable, a runnable with a result) submitted to a pool of 2 that is a subclass of
	 * ThreadPoolExecutor counting its tasks in afterExecute, each result fetched with get.
	 */
	static void countingPoolFutures() throws InterruptedException, ExecutionException {
		AtomicInteger ran = new AtomicInteger();
		ThreadPoolExecutor pool = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new LinkedBlockingQueue<>()) {
			@Override
			protected void afterExecute(Runnable r, Throwable t) {
				ran.incrementAndGet();
			}
		};
		List<Future<?>> fs = List.of(pool.submit(() -> 3), pool.submit(() -> 4), pool.submit(() -> ran.get()),
				pool.submit(() -> ran.get(), "done"));
		for (Future<?> f : fs) {
			f.get();
		}
		pool.shutdown();
		if (!pool.awaitTermination(1, TimeUnit.MINUTES) || ran.get() != 4) {
			throw new IllegalStateException("ran " + ran.get());
		}
	}

	/**
	 * A task cancelled before its pool's one thread got to it (that thread waits for a latch in the task before),
	 * then waited for: its get throws, and nothing completed it.
	 */
	static void cancelledFuture() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(1);
		CountDownLatch go = new CountDownLatch(1);
		Future<Integer> first = pool.submit(() -> {
			go.await();
			return 1;
		});
		Future<Integer> second = pool.submit(() -> 2);
		second.cancel(false);
		go.countDown();
		try {
			second.get();
			throw new IllegalStateException("the cancelled task ran");
		} catch (CancellationException expected) {
			// as cancelled
		}
		if (first.get() != 1) {
			throw new IllegalStateException("first");
		}
		pool.shutdown();
	}

	/** One future completed by another thread while this one waits in get. */
	static void completable() throws Exception {
		CompletableFuture<String> cf = new CompletableFuture<>();
		Thread t = new Thread(() -> completableComplete(cf));
		t.start();
		cf.get();
		t.join();
	}

	static void completableComplete(CompletableFuture<String> cf) {
		cf.complete("done");
	}

	/** Fibonacci by fork/join: every forked task is joined. */
	static void forkJoin() {
		ForkJoinPool pool = new ForkJoinPool(2);
		int r = pool.invoke(new Fib(12));
		pool.shutdown();
		if (r != 144) {
			throw new IllegalStateException("fib " + r);
		}
	}

	/** Fibonacci: forks n-1, computes n-2 itself. */
	static final class Fib extends RecursiveTask<Integer> {
		private static final long serialVersionUID = 1L;
		private final int n;

		Fib(int n) {
			this.n = n;
		}

		@Override
		protected Integer compute() {
			if (n < 2) {
				return n;
			}
			Fib a = new Fib(n - 1);
			a.fork();
			int b = new Fib(n - 2).compute();
			return a.join() + b;
		}
	}

	/** 4 writes of a file, then reads until the end (3 reads: 2 full buffers and the end). */
	static void io() throws IOException {
		Path f = Files.createTempFile("foresight-io", ".bin");
		byte[] block = new byte[1024];
		try (FileOutputStream out = new FileOutputStream(f.toFile())) {
			for (int i = 0; i < 4; i++) {
				out.write(block);
			}
		}
		byte[] buf = new byte[2048];
		try (FileInputStream in = new FileInputStream(f.toFile())) {
			while (in.read(buf) >= 0) {
				block[0]++;
			}
		}
		Files.delete(f);
	}
}
