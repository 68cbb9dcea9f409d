/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.stream.LongStream;

/**
 * The task operations of {@link RecorderCost}: a fork/join of a small recursive sum on a pool of two, a task
 * submitted to an executor of two and its future's get, and a parallel stream on the common pool. Their events land on
 * several threads, so the CPU time per pair the caller measures is not a cost per event; what they are for is the
 * JIT compilation the recorder brings to a program that runs tasks: its hooks and the pools' rewritten methods.
 */
final class TaskOps {

	private static final ForkJoinPool POOL = new ForkJoinPool(2);
	private static final ExecutorService EXECUTOR = Executors.newFixedThreadPool(2, r -> {
		Thread t = new Thread(r);
		t.setDaemon(true);
		return t;
	});

	private TaskOps() {
	}

	/** One round of the three; returns a checksum. */
	static long once() throws InterruptedException, ExecutionException {
		return POOL.invoke(new Sum(0, 8)) + EXECUTOR.submit(() -> 1L).get()
				+ LongStream.range(0, 64).parallel().sum();
	}

	/** The sum of {@code [from, to)}, forking the left half down to single numbers. */
	private static final class Sum extends RecursiveTask<Long> {

		private static final long serialVersionUID = 1L;
		private final long from;
		private final long to;

		Sum(long from, long to) {
			this.from = from;
			this.to = to;
		}

		@Override
		protected Long compute() {
			if (to - from <= 1) {
				return from;
			}
			long mid = (from + to) >>> 1;
			Sum left = new Sum(from, mid);
			left.fork();
			long right = new Sum(mid, to).compute();
			return left.join() + right;
		}
	}
}
