/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A bounded queue that counts the calls asking for its room ({@code remainingCapacity} and {@code size} take its
 * lock): a producer puts {@link #ITEMS} items that a consumer takes, then the program prints how often the queue was
 * asked. Unrecorded, never.
 */
public final class QueueProbe {

	/** Items put and taken. */
	public static final int ITEMS = 2_000;

	private QueueProbe() {
	}

	/** The queue, counting the calls that take its lock only to look. */
	static final class CountingQueue extends ArrayBlockingQueue<Integer> {
		private static final long serialVersionUID = 1L;
		final AtomicInteger asked = new AtomicInteger();

		CountingQueue(int capacity) {
			super(capacity);
		}

		@Override
		public int remainingCapacity() {
			asked.incrementAndGet();
			return super.remainingCapacity();
		}

		@Override
		public int size() {
			asked.incrementAndGet();
			return super.size();
		}
	}

	/** Runs the producer and the consumer and prints the count of looks. */
	public static void main(String[] args) throws InterruptedException {
		CountingQueue counting = new CountingQueue(8);
		BlockingQueue<Integer> q = counting;
		Thread consumer = new Thread(() -> {
			try {
				for (int i = 0; i < ITEMS; i++) {
					q.take();
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		});
		consumer.start();
		for (int i = 0; i < ITEMS; i++) {
			q.put(i);
		}
		consumer.join();
		System.out.println("asked " + counting.asked.get());
	}
}
