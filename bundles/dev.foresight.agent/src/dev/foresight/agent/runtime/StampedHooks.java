/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.StampedLock;

/**
 * Hooks replacing calls on a {@link StampedLock}: its read and write modes are the shared and exclusive holds of one
 * lock, as a read/write lock's. An optimistic read takes nothing and is not recorded. A conversion is the release of
 * the mode it leaves and a try of the mode it enters, recorded at one instant (the lock does both at once); its views
 * ({@code asReadLock}, {@code asWriteLock}) are recorded on the lock itself ({@link ReadWriteLocks}).
 */
public final class StampedHooks {

	private StampedHooks() {
	}

	/** Replaces {@code s.readLock()}. */
	public static long readLock(StampedLock l, int site) {
		long start = Events.now();
		long stamp = l.readLock();
		Events.locked(LOCK, l, site, start, SHARED);
		return stamp;
	}

	/** Replaces {@code s.writeLock()}. */
	public static long writeLock(StampedLock l, int site) {
		long start = Events.now();
		long stamp = l.writeLock();
		Events.locked(LOCK, l, site, start, 0);
		return stamp;
	}

	/** Replaces {@code s.readLockInterruptibly()}. */
	public static long readLockInterruptibly(StampedLock l, int site) throws InterruptedException {
		long start = Events.now();
		long stamp = l.readLockInterruptibly();
		Events.locked(LOCK, l, site, start, SHARED);
		return stamp;
	}

	/** Replaces {@code s.writeLockInterruptibly()}. */
	public static long writeLockInterruptibly(StampedLock l, int site) throws InterruptedException {
		long start = Events.now();
		long stamp = l.writeLockInterruptibly();
		Events.locked(LOCK, l, site, start, 0);
		return stamp;
	}

	/** Replaces {@code s.tryReadLock()}: a try that got no stamp (0) took nothing. */
	public static long tryReadLock(StampedLock l, int site) {
		long stamp = l.tryReadLock();
		Events.locked(TRY_LOCK, l, site, Long.MAX_VALUE, SHARED | (stamp != 0 ? 0 : FAILED));
		return stamp;
	}

	/** Replaces {@code s.tryWriteLock()}. */
	public static long tryWriteLock(StampedLock l, int site) {
		long stamp = l.tryWriteLock();
		Events.locked(TRY_LOCK, l, site, Long.MAX_VALUE, stamp != 0 ? 0 : FAILED);
		return stamp;
	}

	/** Replaces {@code s.tryReadLock(time, unit)}. */
	public static long tryReadLock(StampedLock l, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		long stamp = l.tryReadLock(time, unit);
		Events.locked(TRY_LOCK, l, site, start, SHARED | (stamp != 0 ? 0 : FAILED | TIMED_OUT),
				stamp != 0 ? -1 : Math.max(0, unit.toNanos(time)));
		return stamp;
	}

	/** Replaces {@code s.tryWriteLock(time, unit)}. */
	public static long tryWriteLock(StampedLock l, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		long stamp = l.tryWriteLock(time, unit);
		Events.locked(TRY_LOCK, l, site, start, stamp != 0 ? 0 : FAILED | TIMED_OUT,
				stamp != 0 ? -1 : Math.max(0, unit.toNanos(time)));
		return stamp;
	}

	/** Replaces {@code s.unlockRead(stamp)}. */
	public static void unlockRead(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		l.unlockRead(stamp);
		Events.unlocked(UNLOCK, l, site, SHARED, wall);
	}

	/** Replaces {@code s.unlockWrite(stamp)}. */
	public static void unlockWrite(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		l.unlockWrite(stamp);
		Events.unlocked(UNLOCK, l, site, 0, wall);
	}

	/**
	 * Replaces {@code s.tryConvertToWriteLock(stamp)}: from a read lock, its release and the write lock's try; from an
	 * optimistic read, the try; a write stamp is returned as it is, and nothing changes.
	 */
	public static long tryConvertToWriteLock(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		long next = l.tryConvertToWriteLock(stamp);
		if (next == 0) {
			Events.locked(TRY_LOCK, l, site, Long.MAX_VALUE, FAILED);
		} else if (!StampedLock.isWriteLockStamp(stamp)) {
			converted(l, stamp, site, wall, 0);
		}
		return next;
	}

	/**
	 * Replaces {@code s.tryConvertToReadLock(stamp)}: from the write lock, its release and the read lock's (shared)
	 * try; from an optimistic read, the try; a read stamp is returned as it is.
	 */
	public static long tryConvertToReadLock(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		long next = l.tryConvertToReadLock(stamp);
		if (next == 0) {
			Events.locked(TRY_LOCK, l, site, Long.MAX_VALUE, SHARED | FAILED);
		} else if (!StampedLock.isReadLockStamp(stamp)) {
			converted(l, stamp, site, wall, SHARED);
		}
		return next;
	}

	/** The release of the mode {@code stamp} held, if any, then a successful try of the mode {@code flags} names. */
	private static void converted(StampedLock l, long stamp, int site, long wall, int flags) {
		if (StampedLock.isLockStamp(stamp)) {
			released(l, stamp, site, wall);
		}
		Events.locked(TRY_LOCK, l, site, Long.MAX_VALUE, flags);
	}

	/** The release, timed at {@code wall}, of the read or write lock {@code stamp} held. */
	private static void released(StampedLock l, long stamp, int site, long wall) {
		Events.unlocked(UNLOCK, l, site, StampedLock.isReadLockStamp(stamp) ? SHARED : 0, wall);
	}

	/** Replaces {@code s.tryConvertToOptimisticRead(stamp)}: the release of a read or write lock the stamp held. */
	public static long tryConvertToOptimisticRead(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		long next = l.tryConvertToOptimisticRead(stamp);
		if (next != 0 && StampedLock.isLockStamp(stamp)) {
			released(l, stamp, site, wall);
		}
		return next;
	}

	/** Replaces {@code s.tryUnlockRead()}: a release when a read lock was held. */
	public static boolean tryUnlockRead(StampedLock l, int site) {
		long wall = Events.now();
		boolean released = l.tryUnlockRead();
		if (released) {
			Events.unlocked(UNLOCK, l, site, SHARED, wall);
		}
		return released;
	}

	/** Replaces {@code s.tryUnlockWrite()}: a release when the write lock was held. */
	public static boolean tryUnlockWrite(StampedLock l, int site) {
		long wall = Events.now();
		boolean released = l.tryUnlockWrite();
		if (released) {
			Events.unlocked(UNLOCK, l, site, 0, wall);
		}
		return released;
	}

	/** Replaces {@code s.unlock(stamp)}. */
	public static void unlock(StampedLock l, long stamp, int site) {
		long wall = Events.now();
		l.unlock(stamp);
		released(l, stamp, site, wall);
	}
}
