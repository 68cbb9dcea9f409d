/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.StampedLock;

/**
 * The stamped-lock scenario of {@link AllKinds} beyond plain read and write locks: while a second thread holds a
 * read lock taken interruptibly, the main thread's try for the write lock fails at once and after 10 ms, and its try
 * for a read lock succeeds; then it takes the write lock interruptibly, and its own timed tries for a read lock fail,
 * the stamped lock's and its read view's ({@code Lock.tryLock(time, unit)}), each after 10 ms.
 */
final class StampedTries {

	private StampedTries() {
	}

	static void run() throws InterruptedException {
		StampedLock l = new StampedLock();
		CountDownLatch held = new CountDownLatch(1);
		CountDownLatch done = new CountDownLatch(1);
		Thread reader = new Thread(() -> holdRead(l, held, done));
		reader.start();
		held.await();
		if (tryWriteBusy(l) != 0 || waitWriteBusy(l) != 0) {
			throw new IllegalStateException("write lock taken beside a reader");
		}
		l.unlockRead(tryReadBeside(l));
		done.countDown();
		reader.join();
		long w = writeInterruptibly(l);
		if (waitReadBusy(l) != 0 || waitViewBusy(l)) {
			throw new IllegalStateException("read lock taken beside the writer");
		}
		l.unlockWrite(w);
	}

	static void holdRead(StampedLock l, CountDownLatch held, CountDownLatch done) {
		try {
			long stamp = l.readLockInterruptibly();
			held.countDown();
			done.await();
			l.unlockRead(stamp);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	static long tryWriteBusy(StampedLock l) {
		return l.tryWriteLock();
	}

	static long waitWriteBusy(StampedLock l) throws InterruptedException {
		return l.tryWriteLock(10, TimeUnit.MILLISECONDS);
	}

	static long tryReadBeside(StampedLock l) {
		return l.tryReadLock();
	}

	static long writeInterruptibly(StampedLock l) throws InterruptedException {
		return l.writeLockInterruptibly();
	}

	static long waitReadBusy(StampedLock l) throws InterruptedException {
		return l.tryReadLock(10, TimeUnit.MILLISECONDS);
	}

	static boolean waitViewBusy(StampedLock l) throws InterruptedException {
		return l.asReadLock().tryLock(10, TimeUnit.MILLISECONDS);
	}
}
