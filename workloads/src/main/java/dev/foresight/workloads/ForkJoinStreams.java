/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.RecursiveTask;
import java.util.stream.LongStream;

/** Fork/join and parallel streams: a recursive sum on a pool and a parallel stream over the common pool. */
public final class ForkJoinStreams {

	private ForkJoinStreams() {
	}

	/** {@code [threads] [elements]}. */
	public static void main(String[] a) {
		Args args = Args.of(a, 4, 2_000_000);
		ForkJoinPool pool = new ForkJoinPool(args.threads());
		long sum = pool.invoke(new Sum(0, args.size()));
		pool.shutdown();
		long stream = LongStream.range(0, args.size()).parallel().map(i -> Args.work(i, 20) & 7).sum();
		System.out.println("ForkJoinStreams " + sum + " " + stream);
	}

	/** Sums work(i) over a range, splitting until 10,000 elements. */
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
			if (to - from <= 10_000) {
				long s = 0;
				for (int i = from; i < to; i++) {
					s += Args.work(i, 20) & 7;
				}
				return s;
			}
			int mid = (from + to) >>> 1;
			Sum left = new Sum(from, mid);
			left.fork();
			return new Sum(mid, to).compute() + left.join();
		}
	}
}
