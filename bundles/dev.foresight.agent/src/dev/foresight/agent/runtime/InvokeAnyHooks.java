/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * An executor service's {@code invokeAny}, which submits its tasks and waits for them inside the JDK: replaced by the
 * JDK's own algorithm on recorded submits and gets. A task is submitted whenever none has completed yet (the first at
 * once), the wait is for the next task to complete, and the first that returns gives the result; those that threw
 * are waited for and passed over; the rest are cancelled. So each submit is recorded at the program's call, and the
 * caller's wait as a get linked to the completion of the task it took (one that ran out of time: a get that timed
 * out, a delay). A fork/join pool's tasks are recorded inside the JDK, as its invokeAll's.
 */
public final class InvokeAnyHooks {

	private InvokeAnyHooks() {
	}

	/** Replaces {@code ex.invokeAny(tasks)}. */
	public static <T> T invokeAny(ExecutorService ex, Collection<? extends Callable<T>> tasks, int site)
			throws InterruptedException, ExecutionException {
		if (ex instanceof ForkJoinPool) {
			return ex.invokeAny(tasks);
		}
		try {
			return any(ex, tasks, -1, site);
		} catch (TimeoutException e) {
			throw new IllegalStateException("an untimed invokeAny timed out", e);
		}
	}

	/** Replaces {@code ex.invokeAny(tasks, time, unit)}. */
	public static <T> T invokeAny(ExecutorService ex, Collection<? extends Callable<T>> tasks, long time,
			TimeUnit unit, int site) throws InterruptedException, ExecutionException, TimeoutException {
		if (ex instanceof ForkJoinPool) {
			return ex.invokeAny(tasks, time, unit);
		}
		return any(ex, tasks, Math.max(0, unit.toNanos(time)), site);
	}

	/** The algorithm of the JDK's {@code invokeAny}; {@code nanos < 0}: untimed. */
	private static <T> T any(ExecutorService ex, Collection<? extends Callable<T>> tasks, long nanos, int site)
			throws InterruptedException, ExecutionException, TimeoutException {
		int left = tasks.size();
		if (left == 0) {
			throw new IllegalArgumentException();
		}
		long deadline = System.nanoTime() + Math.max(0, nanos);
		List<Future<T>> futures = new ArrayList<>(left);
		// the indexes of the tasks that completed, in order: the recorder's own queue, not the program's
		BlockingQueue<Integer> done = new LinkedBlockingQueue<>();
		Iterator<? extends Callable<T>> it = tasks.iterator();
		ExecutionException failed = null;
		try {
			futures.add(submit(ex, it.next(), 0, done, site));
			left--;
			int active = 1;
			while (true) {
				long start = Events.now();
				Integer i = done.poll();
				if (i == null) {
					if (left > 0) {
						futures.add(submit(ex, it.next(), futures.size(), done, site));
						left--;
						active++;
						continue;
					}
					if (active == 0) {
						break;
					}
					i = nanos < 0 ? done.take() : done.poll(deadline - System.nanoTime(), TimeUnit.NANOSECONDS);
					if (i == null) {
						FutureHooks.got(futures.get(0), site, start, nanos, false);
						throw new TimeoutException();
					}
				}
				active--;
				Future<T> f = futures.get(i);
				try {
					return f.get();
				} catch (ExecutionException e) {
					failed = e;
				} catch (RuntimeException e) {
					failed = new ExecutionException(e);
				} finally {
					FutureHooks.got(f, site, start, 0, true);
				}
			}
			throw failed != null ? failed : new ExecutionException("no task completed", null);
		} finally {
			for (Future<T> f : futures) {
				f.cancel(true);
			}
		}
	}

	/** Submits task {@code c} (recorded), which puts {@code index} into {@code done} when it has run. */
	private static <T> Future<T> submit(ExecutorService ex, Callable<T> c, int index, BlockingQueue<Integer> done,
			int site) {
		if (c == null) {
			throw new NullPointerException();
		}
		return TaskHooks.submit(ex, () -> {
			try {
				return c.call();
			} finally {
				done.add(index);
			}
		}, site);
	}
}
