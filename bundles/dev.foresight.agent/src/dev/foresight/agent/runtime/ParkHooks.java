/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.concurrent.locks.LockSupport;

/**
 * Hooks that replace the calls of {@code LockSupport}: each parks or unparks as asked and records it; an unpark is
 * registered as the wake of the thread it names, which that thread's next park consumes.
 */
public final class ParkHooks {

	private ParkHooks() {
	}

	/** Replaces {@code LockSupport.park()}. */
	public static void park(int site) {
		long start = Events.now();
		LockSupport.park();
		parked(null, site, start, 0);
	}

	/** Replaces {@code LockSupport.park(blocker)}. */
	public static void park(Object blocker, int site) {
		long start = Events.now();
		LockSupport.park(blocker);
		parked(blocker, site, start, 0);
	}

	/** Replaces {@code LockSupport.parkNanos(nanos)}. */
	public static void parkNanos(long nanos, int site) {
		long start = Events.now();
		LockSupport.parkNanos(nanos);
		parked(null, site, start, nanos);
	}

	/** Replaces {@code LockSupport.parkNanos(blocker, nanos)}. */
	public static void parkNanos(Object blocker, long nanos, int site) {
		long start = Events.now();
		LockSupport.parkNanos(blocker, nanos);
		parked(blocker, site, start, nanos);
	}

	/** Replaces {@code LockSupport.parkUntil(deadline)}. */
	public static void parkUntil(long deadline, int site) {
		long start = Events.now();
		long timeout = untilDeadline(deadline);
		LockSupport.parkUntil(deadline);
		parked(null, site, start, timeout);
	}

	/** Replaces {@code LockSupport.parkUntil(blocker, deadline)}. */
	public static void parkUntil(Object blocker, long deadline, int site) {
		long start = Events.now();
		long timeout = untilDeadline(deadline);
		LockSupport.parkUntil(blocker, deadline);
		parked(blocker, site, start, timeout);
	}

	/** The nanoseconds from now to a deadline in epoch milliseconds, at least 1 (a deadline passed: no wait). */
	private static long untilDeadline(long deadline) {
		return Math.max(1, (deadline - System.currentTimeMillis()) * 1_000_000L);
	}

	/**
	 * Records a park that began at {@code start} ({@code timeout}: its nanoseconds, 0 for none). One that no unpark
	 * released timed out, or an interrupt ended it (flag {@code FAILED}); the argument of one that an interrupt ended
	 * is the time it waited, which the replay waits too. ({@code parkNanos(1)}, the Disruptor's and many spinning
	 * loops' pause, once stood for a deadline too, and its replay waited as long as the recording, where the
	 * thread's turn on one CPU held other threads' work.)
	 */
	private static void parked(Object blocker, int site, long start, long timeout) {
		long wake = Wakes.UNPARK.consume(Threads.objectOf(Thread.currentThread()));
		int flags = 0;
		long arg = timeout;
		if (wake < 0) {
			boolean interrupted = Thread.currentThread().isInterrupted();
			if (interrupted) {
				arg = Math.max(1, Events.now() - start);
			}
			if (interrupted) {
				wake = InterruptHooks.interrupter();
			}
			flags = timeout > 0 || interrupted ? TIMED_OUT | (interrupted ? FAILED : 0) : 0;
		}
		Events.record(PARK, ObjectIds.of(blocker), site, start, arg, flags, wake);
	}

	/** Replaces {@code LockSupport.unpark(t)}; the argument is the unparked thread's id. */
	public static void unpark(Thread t, int site) {
		if (t != null) {
			long object = Threads.objectOf(t);
			long ref = Events.record(UNPARK, object, site, -1, Recorder.idOf(t), 0, -1);
			Wakes.UNPARK.released(object, ref, Events.now());
		}
		LockSupport.unpark(t);
	}
}
