/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.ReentrantLock;

/**
 * java.util.concurrent calls made through the program's own subclasses, as libraries make them (Reactor's blocking
 * subscriber is a {@code CountDownLatch} that awaits itself): {@link #ROUNDS} rounds in which main starts a worker
 * that computes, takes a subclassed lock {@link #LOCKS} times, puts an item into a subclassed queue and opens a
 * subclassed latch, while main awaits the latch through its own method and takes the item. Then a last worker opens
 * a latch that main only polls through {@code getCount()}, sleeping between polls, until it reads zero.
 */
public final class SubtypeCalls {

	/** Rounds of a worker. */
	public static final int ROUNDS = 5;
	/** Acquisitions of the lock per worker. */
	public static final int LOCKS = 3;

	/** A latch of one that awaits and opens itself. */
	static final class Gate extends CountDownLatch {
		Gate() {
			super(1);
		}

		void open() {
			countDown();
		}

		void pass() throws InterruptedException {
			await();
		}
	}

	/** A lock used through its own type. */
	static final class CountingLock extends ReentrantLock {
		private static final long serialVersionUID = 1L;
		int taken;
	}

	/** A queue used through its own type. */
	static final class Mailbox extends ArrayBlockingQueue<Integer> {
		private static final long serialVersionUID = 1L;

		Mailbox() {
			super(ROUNDS);
		}
	}

	private SubtypeCalls() {
	}

	/** Runs the rounds, then the polled latch. */
	public static void main(String[] args) throws Exception {
		CountingLock lock = new CountingLock();
		rounds(lock, new Mailbox());
		polled();
		if (lock.taken != ROUNDS * LOCKS) {
			throw new IllegalStateException("lock taken " + lock.taken);
		}
	}

	private static void rounds(CountingLock lock, Mailbox box) throws InterruptedException {
		for (int r = 0; r < ROUNDS; r++) {
			Gate gate = new Gate();
			int round = r;
			Thread w = new Thread(() -> work(lock, box, gate, round), "worker-" + r);
			w.start();
			gate.pass();
			if (box.take() != round) {
				throw new IllegalStateException("round " + round);
			}
			w.join();
		}
	}

	private static void work(CountingLock lock, Mailbox box, Gate gate, int round) {
		Interrupts.compute(2_000_000L);
		for (int i = 0; i < LOCKS; i++) {
			lock.lock();
			try {
				lock.taken++;
			} finally {
				lock.unlock();
			}
		}
		try {
			box.put(round);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		gate.open();
	}

	private static void polled() throws InterruptedException {
		CountDownLatch latch = new CountDownLatch(1);
		Thread opener = new Thread(() -> open(latch), "opener");
		opener.start();
		while (latch.getCount() != 0) {
			Thread.sleep(1);
		}
		opener.join();
	}

	private static void open(CountDownLatch latch) {
		Interrupts.compute(2_000_000L);
		latch.countDown();
	}
}
