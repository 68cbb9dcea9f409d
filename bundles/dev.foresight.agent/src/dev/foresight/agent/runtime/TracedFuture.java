/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

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

	final long id = ObjectIds.fresh();

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
		TaskHooks.begin(id);
		try {
			super.run();
		} finally {
			TaskHooks.end(id);
		}
	}

	// the completion is recorded before the result is published: a get returning on it must find it registered

	@Override
	protected void set(T v) {
		TaskHooks.taskCompleted(id);
		super.set(v);
	}

	@Override
	protected void setException(Throwable t) {
		TaskHooks.taskCompleted(id);
		super.setException(t);
	}
}
