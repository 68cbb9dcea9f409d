/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A producer and a consumer of {@link #ITEMS} items through a buffer of four, each computing {@link #ITEM_NANOS} per
 * item, written as Guava's {@code Monitor} is: every put and take signals the other side's condition while a waiter
 * is counted there, which the waiter takes off itself once it runs again. On one CPU a waiter returns after several
 * such signals; the first released it.
 *
 * <p>
 * With the argument {@code count}, three workers then count a counter down, each notifying all waiters at every
 * decrement, while main waits for it to reach zero: that wait needed the last of those notices.
 */
public final class GuardedTurns {

	/** Items produced and consumed. */
	public static final int ITEMS = 400;
	/** CPU time per item on each side. */
	public static final long ITEM_NANOS = 200_000L;

	private final ReentrantLock lock = new ReentrantLock();
	private final Condition notFull = lock.newCondition();
	private final Condition notEmpty = lock.newCondition();
	private final long[] items = new long[4];
	private int head;
	private int count;
	private int waitingNotFull;
	private int waitingNotEmpty;
	private int left = 3;

	private GuardedTurns() {
	}

	/** Runs the producer and the consumer, then with {@code count} the countdown. */
	public static void main(String[] args) throws Exception {
		GuardedTurns b = new GuardedTurns();
		Thread producer = new Thread(() -> {
			for (int i = 0; i < ITEMS; i++) {
				Interrupts.compute(ITEM_NANOS);
				b.put(i);
			}
		}, "producer");
		producer.start();
		for (int i = 0; i < ITEMS; i++) {
			if (b.take() != i) {
				throw new IllegalStateException("item " + i + " out of order");
			}
			Interrupts.compute(ITEM_NANOS);
		}
		producer.join();
		if (args.length > 0 && args[0].equals("count")) {
			b.countDown();
		}
	}

	private void put(long x) {
		lock.lock();
		try {
			while (count == items.length) {
				waitingNotFull++;
				notFull.awaitUninterruptibly();
				waitingNotFull--;
			}
			items[(head + count++) % items.length] = x;
			if (waitingNotEmpty > 0) {
				notEmpty.signal();
			}
		} finally {
			lock.unlock();
		}
	}

	private long take() {
		lock.lock();
		try {
			while (count == 0) {
				waitingNotEmpty++;
				notEmpty.awaitUninterruptibly();
				waitingNotEmpty--;
			}
			long x = items[head];
			head = (head + 1) % items.length;
			count--;
			if (waitingNotFull > 0) {
				notFull.signal();
			}
			return x;
		} finally {
			lock.unlock();
		}
	}

	private void countDown() throws InterruptedException {
		Thread[] workers = new Thread[3];
		// main holds the monitor while it starts the workers, so that it waits at least once: on one CPU a worker
		// started may run to its end before main goes on
		synchronized (this) {
			for (int k = 0; k < workers.length; k++) {
				workers[k] = new Thread(() -> {
					Interrupts.compute(ITEM_NANOS);
					synchronized (this) {
						left--;
						notifyAll();
					}
				}, "worker-" + k);
				workers[k].start();
			}
			while (left > 0) {
				wait();
			}
		}
		for (Thread w : workers) {
			w.join();
		}
	}
}
