/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveAction;
import java.util.concurrent.RecursiveTask;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Fork/join with known numbers of forks and waits, each scenario in a method of its own so that the test can count
 * by site: a pool's invoke of a recursive sum, a task's own invoke of an invokeAll splitter, a future's get, a task
 * that throws, the JDK's parallel sort and CompletableFuture's async stages on the common pool.
 */
public final class ForkJoinCounts {

	/** Leaves of the recursive sum, ranges of 4096 elements. */
	static final int SUM_LEAVES = 16;
	private static volatile long sink;

	private ForkJoinCounts() {
	}

	/** Runs every scenario and prints their results. */
	public static void main(String[] args) throws Exception {
		System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "3");
		ForkJoinPool pool = new ForkJoinPool(4);
		long sum = poolInvoke(pool);
		int leaves = taskInvoke();
		int fib = futureGet(pool);
		boolean failed = failedTask(pool);
		pool.shutdown();
		long sorted = parallelSort();
		long stages = commonPoolStages();
		long grouped = groupedInParallel();
		// the sort's last completers end on the common pool's workers after the sort has returned: without this
		// wait the JVM's exit, and the recording's close, could overtake their ends (seen in one test run)
		ForkJoinPool.commonPool().awaitQuiescence(10, java.util.concurrent.TimeUnit.SECONDS);
		System.out.println(sum + " " + leaves + " " + fib + " " + sorted + " " + stages);
		if (leaves != 16 || fib != 55 || !failed || grouped != 4096) {
			throw new IllegalStateException(leaves + " " + fib + " " + failed + " " + grouped);
		}
	}

	/**
	 * A parallel stream collected into a concurrent map: its root task, run in place by this thread, forks itself
	 * while it runs (the JDK's ForEachTask), so that it begins twice. Returns the numbers counted.
	 */
	static long groupedInParallel() {
		return IntStream.range(0, 4096).parallel().boxed()
				.collect(Collectors.groupingByConcurrent(i -> i % 16,
						Collectors.counting()))
				.values().stream().mapToLong(Long::longValue).sum();
	}

	/** One submit and one wait at this site; the sum forks 15 times and joins 15 times. */
	static long poolInvoke(ForkJoinPool pool) {
		return pool.invoke(new Sum(0, SUM_LEAVES * 4096));
	}

	/** The splitter is run in place by this thread: one wait here, and no submit. */
	static int taskInvoke() {
		int[] leaves = new int[1];
		new Split(0, 1024, leaves).invoke();
		return leaves[0];
	}

	/** One submitted task, fetched with Future.get: one wait here. */
	static int futureGet(ForkJoinPool pool) throws Exception {
		Future<Integer> f = pool.submit(new Fib(10));
		return f.get();
	}

	/** A task whose compute throws, joined: the join throws too. Returns whether it did. */
	static boolean failedTask(ForkJoinPool pool) {
		ForkJoinTask<Long> task = pool.submit(new Sum(0, -1));
		try {
			task.join();
			return false;
		} catch (IllegalArgumentException e) {
			return true;
		}
	}

	/**
	 * Eight pairs of supplyAsync stages on the common pool, each pair combined and joined: the JDK's tasks for them
	 * return false from exec, since they complete their futures instead of themselves.
	 */
	static long commonPoolStages() {
		long s = 0;
		for (int i = 0; i < 8; i++) {
			int n = 1000 * (i + 1);
			s += CompletableFuture.supplyAsync(() -> work(n)).thenCombine(CompletableFuture.supplyAsync(() -> work(n)),
					Long::sum).join();
		}
		return s;
	}

	/** The JDK's own CountedCompleters on the common pool. */
	static long parallelSort() {
		long[] data = new SplittableRandom(7).longs(1 << 18).toArray();
		Arrays.parallelSort(data);
		return data[data.length / 2];
	}

	/** CPU work the JIT cannot remove. */
	static long work(int n) {
		long x = n;
		for (int i = 0; i < n; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
		}
		sink += x;
		return x;
	}

	/** Sums over a range, halving it until 4096 elements: every task above a leaf forks its left half once. */
	static final class Sum extends RecursiveTask<Long> {
		private static final long serialVersionUID = 1L;
		private final int from;
		private final int to;

		Sum(int from, int to) {
			this.from = from;
			this.to = to;
		}

		@Override
		protected Long compute() {
			if (to < from) {
				throw new IllegalArgumentException("empty range " + from + ".." + to);
			}
			if (to - from <= 4096) {
				return work((to - from) * 200) & 7;
			}
			int mid = (from + to) >>> 1;
			Sum left = new Sum(from, mid);
			left.fork();
			long right = new Sum(mid, to).compute();
			return right + left.join();
		}
	}

	/** Halves a range with invokeAll until 64 elements, counting the leaves. */
	static final class Split extends RecursiveAction {
		private static final long serialVersionUID = 1L;
		private final int from;
		private final int to;
		private final int[] leaves;

		Split(int from, int to, int[] leaves) {
			this.from = from;
			this.to = to;
			this.leaves = leaves;
		}

		@Override
		protected void compute() {
			if (to - from <= 64) {
				synchronized (leaves) {
					leaves[0]++;
				}
				return;
			}
			int mid = (from + to) >>> 1;
			invokeAll(new Split(from, mid, leaves), new Split(mid, to, leaves));
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
}
