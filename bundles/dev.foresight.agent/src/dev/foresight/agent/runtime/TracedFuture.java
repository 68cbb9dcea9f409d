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
 * The future of a task submitted to a ThreadPoolExecutor (or another executor that submits as
 * AbstractExecutorService does, see TaskHooks), made by the recorder instead of the executor (as
 * {@code AbstractExecutorService.submit} would make it: a FutureTask, run by {@code execute}). It carries its task's
 * id, so that neither the future nor the task needs an entry in the identity table, and records task_begin and
 * task_end around the task, and future_complete as the result is set.
 * <p>
 * A program may keep millions of these (ExecutorFutures keeps every future until it reads them all), so it holds
 * three longs beside FutureTask's fields, 56 bytes where FutureTask takes 32: the executor's id (for a wait for its
 * termination, {@link Pools}), and one slot for the submit's reference and the completion's, which never need
 * keeping at once (the first is taken as the task begins, the second is made as it completes).
 *
 * @param <T> the result type
 */
final class TracedFuture<T> extends FutureTask<T> {

	private static final VarHandle SLOT;

	static {
		try {
			SLOT = MethodHandles.lookup().findVarHandle(TracedFuture.class, "slot", long.class);
		} catch (ReflectiveOperationException e) {
			throw new ExceptionInInitializerError(e);
		}
	}

	/** The slot holds nothing. */
	private static final long NONE = -1;
	/** The task completed in its run and its completion was taken by a get (or not recorded). */
	private static final long TAKEN = -2;

	final long id = ObjectIds.fresh();
	/**
	 * Until the task begins, the task_submit reference (not negative; {@link #NONE}: none), written by the submitter
	 * before the executor hands the task over. Once it completed, the future_complete reference {@code r} as
	 * {@code -r - 3} until the first get takes it, then {@link #TAKEN}.
	 */
	@SuppressWarnings("unused")
	private volatile long slot = NONE;

	/** The id of the executor it was handed to; 0: not known. */
	long pool;

	TracedFuture(Callable<T> c) {
		super(c);
	}

	TracedFuture(Runnable r, T result) {
		super(r, result);
	}

	/** Sets the task_submit reference, before the task is handed to the executor. */
	void submitted(long ref) {
		slot = ref;
	}

	@Override
	public void run() {
		if (isDone()) {
			super.run(); // cancelled before it ran: nothing runs, nothing is recorded
			return;
		}
		long ref = slot;
		slot = NONE;
		TaskHooks.begin(id, ref, pool);
		ThreadState s = Recorder.current();
		long outer = s == null ? 0 : s.task;
		if (s != null) {
			s.task = id;
		}
		try {
			super.run();
		} finally {
			if (s != null) {
				s.task = outer;
			}
			if (slot == NONE) {
				// it did not complete (cancelled while it ran): its end is now
				TaskHooks.end(id);
			}
		}
	}

	/** A cancel that may interrupt the task's thread records the interrupt first (the thread is not known here). */
	@Override
	public boolean cancel(boolean mayInterruptIfRunning) {
		if (mayInterruptIfRunning && !isDone()) {
			InterruptHooks.cancelling(id);
		}
		return super.cancel(mayInterruptIfRunning);
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

	/**
	 * Records future_complete and task_end with one clock reading: what the task does after it is publishing the
	 * result, which the thread's next segment is charged.
	 */
	private void completed() {
		long wall = Events.now();
		long ref = TaskHooks.completion(id, wall);
		TaskHooks.endAt(id, wall);
		slot = ref >= 0 ? -ref - 3 : TAKEN;
	}

	/**
	 * The completion's reference for the first get that returns, -1 for later ones (as the registry entry the first
	 * get consumed did before) and for a future cancelled before its task began.
	 */
	long takeCompletion() {
		while (true) {
			long v = slot;
			if (v >= TAKEN) {
				return -1;
			}
			if (SLOT.compareAndSet(this, v, TAKEN)) {
				return -v - 3;
			}
		}
	}
}
