/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.CONDITION_AWAIT;
import static dev.foresight.agent.format.Kinds.CONDITION_SIGNAL;
import static dev.foresight.agent.format.Kinds.FAILED;
import static dev.foresight.agent.format.Kinds.TIMED_OUT;

import java.util.Date;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;

/**
 * Replacements for the calls of a {@code Condition}: an await is linked to the signal it waited for, an await that
 * timed out is a wait as long as it took, one that an interrupt ended too, linked to the interrupt.
 */
public final class ConditionHooks {

	private ConditionHooks() {
	}

	/** Replaces {@code c.await()}. */
	public static void await(Condition c, int site) throws InterruptedException {
		long start = Events.now();
		try {
			c.await();
		} catch (InterruptedException e) {
			interrupted(c, site, start);
			throw e;
		}
		awaited(c, site, start, 0, true);
	}

	/** Replaces {@code c.awaitUninterruptibly()}. */
	public static void awaitUninterruptibly(Condition c, int site) {
		long start = Events.now();
		c.awaitUninterruptibly();
		awaited(c, site, start, 0, true);
	}

	/** Replaces {@code c.await(time, unit)}. */
	public static boolean await(Condition c, long time, TimeUnit unit, int site) throws InterruptedException {
		long start = Events.now();
		boolean signalled;
		try {
			signalled = c.await(time, unit);
		} catch (InterruptedException e) {
			interrupted(c, site, start);
			throw e;
		}
		awaited(c, site, start, unit.toNanos(time), signalled);
		return signalled;
	}

	/** Replaces {@code c.awaitUntil(deadline)}: its timeout is the time to the deadline when it began. */
	public static boolean awaitUntil(Condition c, Date deadline, int site) throws InterruptedException {
		long start = Events.now();
		long timeout = Math.max(0, deadline.getTime() - System.currentTimeMillis()) * 1_000_000L;
		boolean signalled;
		try {
			signalled = c.awaitUntil(deadline);
		} catch (InterruptedException e) {
			interrupted(c, site, start);
			throw e;
		}
		awaited(c, site, start, timeout, signalled);
		return signalled;
	}

	/** Replaces {@code c.awaitNanos(nanos)}. */
	public static long awaitNanos(Condition c, long nanos, int site) throws InterruptedException {
		long start = Events.now();
		long left;
		try {
			left = c.awaitNanos(nanos);
		} catch (InterruptedException e) {
			interrupted(c, site, start);
			throw e;
		}
		awaited(c, site, start, nanos, left > 0);
		return left;
	}

	/**
	 * An await that an interrupt ended (the lock taken back, as it is before the exception): one that timed out after
	 * as long as it waited, flagged {@code FAILED}.
	 */
	private static void interrupted(Condition c, int site, long start) {
		Events.record(CONDITION_AWAIT, ObjectIds.of(c), site, start, Math.max(1, Events.now() - start),
				TIMED_OUT | FAILED, InterruptHooks.interrupter());
	}

	private static void awaited(Condition c, int site, long start, long timeout, boolean signalled) {
		long id = ObjectIds.of(c);
		long wake = SignalLog.released(id, start, Recorder.currentId());
		Events.record(CONDITION_AWAIT, id, site, start, timeout, signalled ? 0 : TIMED_OUT, wake);
	}

	/** Replaces {@code c.signal()}. */
	public static void signal(Condition c, int site) {
		Events.signal(CONDITION_SIGNAL, c, site, 1, true);
		c.signal();
	}

	/** Replaces {@code c.signalAll()}; the argument is -1 (the number of waiters is not observable). */
	public static void signalAll(Condition c, int site) {
		Events.signal(CONDITION_SIGNAL, c, site, -1, false);
		c.signalAll();
	}
}
