/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FUTURE_GET;
import static dev.foresight.agent.format.Kinds.TIMED_OUT;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Replacements for a future's get and a CompletableFuture's join: the get is linked to the completion it waited for;
 * one that timed out, or that an interrupt ended, is a wait as long as it took, the latter linked to the interrupt.
 */
public final class FutureHooks {

	private FutureHooks() {
	}

	/** Replaces {@code f.get()}. */
	public static <T> T get(Future<T> f, int site) throws InterruptedException, ExecutionException {
		if (f instanceof java.util.concurrent.ForkJoinTask<?>) {
			// the JDK's own hook in ForkJoinTask.get records the wait; it only needs the site
			ForkJoinHooks.hintWait(site);
			return f.get();
		}
		long start = begun(f);
		long timeout = 0;
		long interrupt = -1;
		try {
			if (start >= 0 && f instanceof CompletableFuture<?> cf) {
				StageHooks.completionRecorded(cf);
			}
			return f.get();
		} catch (InterruptedException e) {
			timeout = waited(start);
			interrupt = InterruptHooks.interrupter();
			throw e;
		} finally {
			got(f, site, start, timeout, f.isDone(), interrupt);
		}
	}

	/**
	 * When a get or join began: -1 (it took no time) for a future already done, which cannot wait, so that the most
	 * frequent get, of a result that is there, reads the clock once.
	 */
	private static long begun(Future<?> f) {
		return f.isDone() ? -1 : Events.now();
	}

	/** How long a get that an interrupt ended waited: the timeout of the get that timed out, as the replay takes it. */
	private static long waited(long start) {
		return start < 0 ? 0 : Math.max(1, Events.now() - start);
	}

	/** Replaces {@code f.get(time, unit)}. */
	public static <T> T get(Future<T> f, long time, TimeUnit unit, int site)
			throws InterruptedException, ExecutionException, TimeoutException {
		if (f instanceof java.util.concurrent.ForkJoinTask<?>) {
			ForkJoinHooks.hintWait(site);
			return f.get(time, unit);
		}
		long start = begun(f);
		long timeout = unit.toNanos(time);
		long interrupt = -1;
		try {
			return f.get(time, unit);
		} catch (InterruptedException e) {
			timeout = waited(start);
			interrupt = InterruptHooks.interrupter();
			throw e;
		} finally {
			got(f, site, start, timeout, f.isDone(), interrupt);
		}
	}

	/** Replaces {@code f.join()} of a CompletableFuture. */
	public static <T> T join(CompletableFuture<T> f, int site) {
		long start = begun(f);
		try {
			if (start >= 0) {
				StageHooks.completionRecordedUninterruptibly(f);
			}
			return f.join();
		} finally {
			got(f, site, start, 0, f.isDone());
		}
	}

	static void got(Future<?> f, int site, long start, long timeout, boolean done) {
		got(f, site, start, timeout, done, -1);
	}

	/** {@code interrupt}: the recorded interrupt that ended a get not done, or -1. */
	private static void got(Future<?> f, int site, long start, long timeout, boolean done, long interrupt) {
		long key;
		long wake;
		if (f instanceof TracedFuture<?> t) {
			// the recorder's own future carries its completion (see TracedFuture): no registry entry
			key = t.id;
			wake = done ? t.takeCompletion() : interrupt;
		} else if (f instanceof TracedStage<?> s) {
			// so does a stage of the recorder's: a stage the JDK completed has none, and no registry entry either
			key = s.id;
			wake = done ? s.completion() : interrupt;
		} else {
			key = ObjectIds.of(f);
			wake = done ? Wakes.TASK_DONE.consume(key) : interrupt;
			if (done && wake < 0) {
				wake = Wakes.COMPLETE.last(key);
			}
		}
		Events.record(FUTURE_GET, key, site, start, timeout, done ? 0 : TIMED_OUT, wake);
	}
}
