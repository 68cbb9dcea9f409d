/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.Date;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The condition-deadline scenario of {@link AllKinds}: the main thread waits on a condition until a deadline 20 ms
 * ahead, in vain; then a second thread waits until a deadline 10 s ahead and the main thread signals it.
 */
final class Deadlines {

	private static volatile boolean waiting;

	private Deadlines() {
	}

	static void run() throws InterruptedException {
		ReentrantLock l = new ReentrantLock();
		Condition c = l.newCondition();
		l.lock();
		try {
			if (runsOut(c)) {
				throw new IllegalStateException("signalled");
			}
		} finally {
			l.unlock();
		}
		Thread waiter = new Thread(() -> signalledInTime(l, c));
		waiter.start();
		while (!waiting) {
			Thread.onSpinWait();
		}
		l.lock();
		try {
			c.signal();
		} finally {
			l.unlock();
		}
		waiter.join();
	}

	static boolean runsOut(Condition c) throws InterruptedException {
		return c.awaitUntil(new Date(System.currentTimeMillis() + 20));
	}

	static void signalledInTime(ReentrantLock l, Condition c) {
		l.lock();
		try {
			waiting = true;
			if (!c.awaitUntil(new Date(System.currentTimeMillis() + 10_000))) {
				throw new IllegalStateException("not signalled");
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} finally {
			l.unlock();
		}
	}
}
