/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.List;
import java.util.concurrent.BlockingDeque;
import java.util.concurrent.LinkedBlockingDeque;
import java.util.concurrent.TimeUnit;

/**
 * The blocking-deque scenario of {@link AllKinds}: a producer pushes ten elements onto a deque of two that a consumer
 * uses as a stack, and the main thread puts and takes at both ends, in an order in which no take gets the oldest
 * element.
 */
final class Deques {

	private Deques() {
	}

	static void run() throws InterruptedException {
		BlockingDeque<Integer> stack = new LinkedBlockingDeque<>(2);
		Thread producer = new Thread(() -> pushTen(stack));
		producer.start();
		popTen(stack);
		producer.join();
		List<String> got = bothEnds(new LinkedBlockingDeque<>());
		if (!got.equals(List.of("c", "d", "a", "b"))) {
			throw new IllegalStateException("took " + got);
		}
	}

	static void pushTen(BlockingDeque<Integer> d) {
		try {
			for (int i = 0; i < 10; i++) {
				d.putFirst(i);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	static void popTen(BlockingDeque<Integer> d) throws InterruptedException {
		for (int i = 0; i < 10; i++) {
			d.takeFirst();
		}
	}

	/** Four puts (push a, addLast b, offerFirst c, offerLast d), four takes of c, d, a, b, then two that find none. */
	static List<String> bothEnds(BlockingDeque<String> d) throws InterruptedException {
		d.push("a");
		d.addLast("b");
		d.offerFirst("c");
		d.offerLast("d", 1, TimeUnit.SECONDS);
		List<String> got = List.of(d.pop(), d.pollLast(), d.pollFirst(1, TimeUnit.SECONDS), d.takeLast());
		if (d.pollFirst() != null || d.pollLast(10, TimeUnit.MILLISECONDS) != null) {
			throw new IllegalStateException("not empty");
		}
		return got;
	}
}
