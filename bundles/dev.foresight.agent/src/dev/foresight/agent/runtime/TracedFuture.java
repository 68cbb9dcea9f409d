/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.concurrent.Callable;
import java.util.concurrent.FutureTask;

/**
 * The future of a task submitted to a plain ThreadPoolExecutor, made by the recorder instead of the executor (as
 * {@code AbstractExecutorService.submit} would make it: a FutureTask, run by {@code execute}). It carries its task's
 * id, so that neither the future nor the task needs an entry in the identity table, and records task_begin and
 * task_end around the task, and future_complete as the result is set.
 *
 * @param <T> the result type
 */
final class TracedFuture<T> extends FutureTask<T> {

	private static final VarHandle COMPLETION;

	static {
		try {
			COMPLETION = MethodHandles.lookup().findVarHandle(TracedFuture.class, "completion", long.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	final long id = ObjectIds.fresh();
	/** The task_submit reference, written by the submitter before the executor hands the task over; -1: none. */
	volatile long submitRef = -1;
	/** The future_complete reference until the first get takes it; -1: none (yet, or taken). */
	@SuppressWarnings("unused")
	private volatile long completion = -1;
	/**
	 * When the running thread recorded the completion (-1: not yet): its task_end is timed then too, one clock
	 * reading for the two (what it does in between is publishing the result, which the next segment is charged).
	 */
	private long completedAt = -1;

	TracedFuture(Callable<T> c) {
		super(c);
	}

	TracedFuture(Runnable r, T result) {
		super(r, result);
	}

	@Override
	public void run() {
		if (isDone()) {
			super.run(); // cancelled before it ran: nothing runs, nothing is recorded
			return;
		}
		long ref = submitRef;
		submitRef = -1;
		TaskHooks.begin(id, ref);
		try {
			super.run();
		} finally {
			if (completedAt >= 0) {
				TaskHooks.endAt(id, completedAt);
			} else {
				TaskHooks.end(id);
			}
		}
	}

	// the completion is recorded before the result is published: a get returning on it must find it registered

	@Override
	protected void set(T v) {
		completed();
		super.set(v);
	}

	@Override
	protected void setException(Throwable t) {
		completed();
		super.setException(t);
	}

	private void completed() {
		long wall = Events.now();
		completion = TaskHooks.completion(id, wall);
		completedAt = wall;
	}

	/**
	 * The completion's reference for the first get that returns, -1 for later ones (as the registry entry the first
	 * get consumed did before).
	 */
	long takeCompletion() {
		return (long) COMPLETION.getAndSet(this, -1L);
	}
}
