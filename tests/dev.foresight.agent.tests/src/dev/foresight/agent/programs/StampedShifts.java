/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.StampedLock;

/**
 * A stamped lock's conversions, releases without a stamp and {@code Lock} views, one call per method: the main thread
 * takes the read lock, upgrades it to the write lock, downgrades that to a read lock, lets it go to an optimistic
 * read, promotes the optimistic read to the write lock and releases it with {@code tryUnlockWrite} (a second
 * {@code tryUnlockWrite} finds nothing to release); then, while another thread holds a read lock, its upgrade of its
 * own read lock fails and it releases that with {@code tryUnlockRead}; last it locks and unlocks the read view and
 * the write view once each.
 */
final class StampedShifts {

	private StampedShifts() {
	}

	static void run() throws InterruptedException {
		StampedLock l = new StampedLock();
		long w = upgradeOnly(l, readFirst(l));
		long o = relaxTo(l, downgradeTo(l, w));
		if (promoteOptimistic(l, o) == 0 || !dropWrite(l) || spareUnlock(l)) {
			throw new IllegalStateException("conversions went otherwise");
		}
		CountDownLatch held = new CountDownLatch(1);
		CountDownLatch done = new CountDownLatch(1);
		Thread other = new Thread(() -> keepReading(l, held, done));
		other.start();
		held.await();
		if (upgradeBlocked(l, readFirst(l)) != 0 || !dropReadOnce(l)) {
			throw new IllegalStateException("upgraded beside another reader");
		}
		done.countDown();
		other.join();
		viewRead(l.asReadLock());
		viewWrite(l.asWriteLock());
	}

	static long readFirst(StampedLock l) {
		return l.readLock();
	}

	static long upgradeOnly(StampedLock l, long read) {
		return l.tryConvertToWriteLock(read);
	}

	static long downgradeTo(StampedLock l, long write) {
		return l.tryConvertToReadLock(write);
	}

	static long relaxTo(StampedLock l, long read) {
		return l.tryConvertToOptimisticRead(read);
	}

	static long promoteOptimistic(StampedLock l, long optimistic) {
		return l.tryConvertToWriteLock(optimistic);
	}

	static boolean dropWrite(StampedLock l) {
		return l.tryUnlockWrite();
	}

	static boolean spareUnlock(StampedLock l) {
		return l.tryUnlockWrite();
	}

	static long upgradeBlocked(StampedLock l, long read) {
		return l.tryConvertToWriteLock(read);
	}

	static boolean dropReadOnce(StampedLock l) {
		return l.tryUnlockRead();
	}

	static void keepReading(StampedLock l, CountDownLatch held, CountDownLatch done) {
		long stamp = l.readLock();
		held.countDown();
		try {
			done.await();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		l.unlockRead(stamp);
	}

	static void viewRead(Lock view) {
		view.lock();
		view.unlock();
	}

	static void viewWrite(Lock view) {
		view.lock();
		view.unlock();
	}
}
