/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.Callable;

/**
 * A submitted Runnable or Callable wrapped so that the thread running it records task_begin and task_end (and
 * future_complete when a future waits for it). It calls the original task unchanged.
 *
 * @param <T> the callable's result type
 */
final class TracedTask<T> implements Runnable, Callable<T> {

	final long id;
	private final Runnable runnable;
	private final Callable<T> callable;
	private final boolean hasFuture;
	/** The task_submit reference, written by the submitter before the executor hands the task over; -1: none. */
	volatile long submitRef = -1;
	/** The id of the executor it was handed to, written with {@link #submitRef}; 0: not known. */
	long pool;

	private TracedTask(Runnable r, Callable<T> c, boolean hasFuture) {
		this.runnable = r;
		this.callable = c;
		this.hasFuture = hasFuture;
		this.id = ObjectIds.fresh(); // the recorder's own object: no entry in the identity table
	}

	static <T> TracedTask<T> of(Runnable r, Callable<T> c, boolean hasFuture) {
		return new TracedTask<>(r, c, hasFuture);
	}

	@Override
	public void run() {
		TaskHooks.begin(id, takeSubmit(), pool);
		try {
			if (runnable != null) {
				runnable.run();
			} else {
				try {
					callable.call();
				} catch (Exception e) {
					throw new IllegalStateException(e);
				}
			}
		} finally {
			finish();
		}
	}

	@Override
	public T call() throws Exception {
		TaskHooks.begin(id, takeSubmit(), pool);
		try {
			if (callable != null) {
				return callable.call();
			}
			runnable.run();
			return null;
		} finally {
			finish();
		}
	}

	private long takeSubmit() {
		long ref = submitRef;
		submitRef = -1;
		return ref;
	}

	private void finish() {
		if (hasFuture) {
			TaskHooks.taskCompleted(id);
		}
		TaskHooks.end(id);
	}

	@Override
	public String toString() {
		return String.valueOf(runnable != null ? runnable : callable);
	}
}
