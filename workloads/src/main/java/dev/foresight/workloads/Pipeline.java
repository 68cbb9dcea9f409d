/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/** A producer/consumer pipeline: three stages joined by bounded blocking queues. */
public final class Pipeline {

	private static final Long END = Long.MIN_VALUE;

	private Pipeline() {
	}

	/** {@code [workers of the middle stage] [items]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 2, 100_000);
		BlockingQueue<Long> first = new ArrayBlockingQueue<>(256);
		BlockingQueue<Long> second = new ArrayBlockingQueue<>(256);
		Thread[] middle = new Thread[args.threads()];
		for (int i = 0; i < middle.length; i++) {
			middle[i] = new Thread(() -> transform(first, second));
			middle[i].start();
		}
		long[] result = new long[1];
		Thread sink = new Thread(() -> result[0] = drain(second, middle.length));
		sink.start();
		for (long i = 0; i < args.size(); i++) {
			first.put(Long.valueOf(i * 7 + 1));
		}
		for (int i = 0; i < middle.length; i++) {
			first.put(END);
		}
		for (Thread t : middle) {
			t.join();
		}
		sink.join();
		System.out.println("Pipeline " + result[0]);
	}

	private static void transform(BlockingQueue<Long> in, BlockingQueue<Long> out) {
		try {
			for (Long v = in.take(); v != END; v = in.take()) {
				out.put(Args.work(v, 300) & 0xFFFF);
			}
			out.put(END);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static long drain(BlockingQueue<Long> in, int producers) {
		long sum = 0;
		try {
			for (int ended = 0; ended < producers;) {
				Long v = in.take();
				if (v == END) {
					ended++;
				} else {
					sum += v;
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		return sum;
	}
}
