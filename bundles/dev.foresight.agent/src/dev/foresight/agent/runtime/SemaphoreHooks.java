/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

import dev.foresight.agent.format.Kinds;

/**
 * Replacements for the calls of {@link Semaphore}'s acquires and releases. An acquire records the permits the
 * semaphore had when it began (flag {@link Kinds#AVAILABLE}): the replay needs the permits the semaphore started
 * with, and a recording pinned to one processor may never hold as many at once as the program allows.
 */
public final class SemaphoreHooks {

	private SemaphoreHooks() {
	}

	/** Replaces {@code s.acquire()}. */
	public static void acquire(Semaphore s, int site) throws InterruptedException {
		long start = Events.now();
		int before = s.availablePermits();
		try {
			s.acquire();
		} catch (InterruptedException e) {
			interrupted(s, site, start, 1);
			throw e;
		}
		acquired(s, site, start, 1, before);
	}

	/** Replaces {@code s.acquire(permits)}. */
	public static void acquire(Semaphore s, int permits, int site) throws InterruptedException {
		long start = Events.now();
		int before = s.availablePermits();
		try {
			s.acquire(permits);
		} catch (InterruptedException e) {
			interrupted(s, site, start, permits);
			throw e;
		}
		acquired(s, site, start, permits, before);
	}

	/** Replaces {@code s.acquireUninterruptibly()}. */
	public static void acquireUninterruptibly(Semaphore s, int site) {
		long start = Events.now();
		int before = s.availablePermits();
		s.acquireUninterruptibly();
		acquired(s, site, start, 1, before);
	}

	/** Replaces {@code s.acquireUninterruptibly(permits)}. */
	public static void acquireUninterruptibly(Semaphore s, int permits, int site) {
		long start = Events.now();
		int before = s.availablePermits();
		s.acquireUninterruptibly(permits);
		acquired(s, site, start, permits, before);
	}

	/** Replaces {@code s.tryAcquire()}. */
	public static boolean tryAcquire(Semaphore s, int site) {
		int before = s.availablePermits();
		boolean ok = s.tryAcquire();
		tried(s, site, Events.now(), 1, before, ok ? 0 : FAILED);
		return ok;
	}

	/** Replaces {@code s.tryAcquire(permits)}. */
	public static boolean tryAcquire(Semaphore s, int permits, int site) {
		int before = s.availablePermits();
		boolean ok = s.tryAcquire(permits);
		tried(s, site, Events.now(), permits, before, ok ? 0 : FAILED);
		return ok;
	}

	/** Replaces {@code s.tryAcquire(time, unit)}. */
	public static boolean tryAcquire(Semaphore s, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		int before = s.availablePermits();
		boolean ok;
		try {
			ok = s.tryAcquire(time, unit);
		} catch (InterruptedException e) {
			interrupted(s, site, start, 1);
			throw e;
		}
		tried(s, site, start, 1, before, ok ? 0 : FAILED | TIMED_OUT);
		return ok;
	}

	/** Replaces {@code s.tryAcquire(permits, time, unit)}. */
	public static boolean tryAcquire(Semaphore s, int permits, long time, TimeUnit unit, int site)
			throws InterruptedException {
		long start = Events.now();
		int before = s.availablePermits();
		boolean ok;
		try {
			ok = s.tryAcquire(permits, time, unit);
		} catch (InterruptedException e) {
			interrupted(s, site, start, permits);
			throw e;
		}
		tried(s, site, start, permits, before, ok ? 0 : FAILED | TIMED_OUT);
		return ok;
	}

	/** Replaces {@code s.drainPermits()}: an acquire of every permit it took, when it took any. */
	public static int drainPermits(Semaphore s, int site) {
		int n = s.drainPermits();
		if (n > 0) {
			acquired(s, site, Events.now(), n, n);
		}
		return n;
	}

	private static void acquired(Semaphore s, int site, long start, int permits, int before) {
		Events.acquired(SEMAPHORE_ACQUIRE, s, site, start, permitsArg(permits, before),
				availableFlag(permits, before), Wakes.PERMIT);
	}

	/** An acquire that an interrupt ended: one that timed out when the interrupt came. */
	private static void interrupted(Semaphore s, int site, long start, int permits) {
		Events.record(SEMAPHORE_ACQUIRE, ObjectIds.of(s), site, start, permits, FAILED | TIMED_OUT,
				InterruptHooks.interrupter());
	}

	/**
	 * A try that took its permits ({@code failed} 0) or did not ({@code failed}: its flags).
	 */
	private static void tried(Semaphore s, int site, long start, int permits, int before, int failed) {
		if (failed == 0) {
			acquired(s, site, start, permits, before);
		} else {
			Events.acquired(SEMAPHORE_ACQUIRE, s, site, start, permits, failed, Wakes.PERMIT);
		}
	}

	/**
	 * The argument of a semaphore acquire: its permits and, flagged {@link Kinds#AVAILABLE}, the permits the
	 * semaphore had before (a recording on one processor may never hold as many at once as the program allows).
	 */
	private static long permitsArg(int permits, int available) {
		return availableFlag(permits, available) != 0 ? permits + ((long) available << 16) : permits;
	}

	private static int availableFlag(int permits, int available) {
		return permits > 0 && permits < 65536 && available >= 0 ? AVAILABLE : 0;
	}

	/** Replaces {@code s.release()}. */
	public static void release(Semaphore s, int site) {
		Events.release(SEMAPHORE_RELEASE, s, site, 1, 0, Wakes.PERMIT);
		s.release();
	}

	/** Replaces {@code s.release(permits)}. */
	public static void release(Semaphore s, int permits, int site) {
		Events.release(SEMAPHORE_RELEASE, s, site, permits, 0, Wakes.PERMIT);
		s.release(permits);
	}
}
