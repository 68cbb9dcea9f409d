/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.lang.reflect.Method;
import java.util.concurrent.AbstractExecutorService;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.function.Supplier;

/**
 * Hooks for executors and futures. A task submitted through an executor is wrapped so that the pool thread records
 * task_begin (linked to the submit) and task_end; a future remembers which task or completion key completes it, so
 * future_get ({@link FutureHooks}) is linked to future_complete. Fork/join tasks are recorded by
 * {@link ForkJoinHooks}.
 */
public final class TaskHooks {

	private TaskHooks() {
	}

	/** Replaces {@code ex.execute(r)}. */
	public static void execute(Executor ex, Runnable r, int site) {
		execute(ex, r, site, 0);
	}

	/** {@link #execute(Executor, Runnable, int)} of an executor that begins its tasks {@code delay} ns later. */
	static void execute(Executor ex, Runnable r, int site, long delay) {
		if (ex instanceof ForkJoinPool) {
			ForkJoinHooks.beforePoolSubmit(r, site);
			try {
				ex.execute(r);
			} finally {
				ForkJoinHooks.afterPoolSubmit(site);
			}
			return;
		}
		TracedTask<Object> t = TracedTask.of(r, null, false);
		t.pool = ObjectIds.of(ex);
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, delay, 0, -1);
		ex.execute(t);
	}

	/**
	 * A ThreadPoolExecutor's submit is {@code execute} of a FutureTask: the recorder makes that FutureTask itself (see
	 * TracedFuture), for every executor that submits that way ({@link #SUBMITS_PLAINLY}).
	 */
	private static <T> Future<T> traced(ExecutorService ex, TracedFuture<T> f, int site) {
		f.pool = ObjectIds.of(ex);
		f.submitted(Events.record(TASK_SUBMIT, f.id, site, -1, 0, 0, -1));
		ex.execute(f);
		return f;
	}

	private static boolean plain(ExecutorService ex) {
		return SUBMITS_PLAINLY.get(ex.getClass());
	}

	/**
	 * Whether an executor class submits as AbstractExecutorService does: a FutureTask of {@code newTaskFor} handed to
	 * {@code execute}. A ThreadPoolExecutor does, and so does a subclass of one (a pool that counts or logs in
	 * {@code afterExecute}, say) or of AbstractExecutorService that overrides neither method; for them the recorder's
	 * own FutureTask does the same without an entry in the identity table. A fork/join pool and a scheduled pool
	 * submit their own way.
	 */
	private static final ClassValue<Boolean> SUBMITS_PLAINLY = new ClassValue<>() {
		@Override
		protected Boolean computeValue(Class<?> c) {
			if (!AbstractExecutorService.class.isAssignableFrom(c) || ForkJoinPool.class.isAssignableFrom(c)) {
				return false;
			}
			for (Class<?> k = c; k != AbstractExecutorService.class; k = k.getSuperclass()) {
				for (Method m : k.getDeclaredMethods()) {
					if (m.getName().equals("submit") || m.getName().equals("newTaskFor")) {
						return false;
					}
				}
			}
			return true;
		}
	};

	/** Replaces {@code ex.submit(r)}. */
	public static Future<?> submit(ExecutorService ex, Runnable r, int site) {
		if (plain(ex)) {
			return traced(ex, new TracedFuture<>(r, null), site);
		}
		if (ex instanceof ForkJoinPool) {
			ForkJoinHooks.beforePoolSubmit(r, site);
			try {
				return ex.submit(r);
			} finally {
				ForkJoinHooks.afterPoolSubmit(site);
			}
		}
		TracedTask<Object> t = TracedTask.of(r, null, true);
		t.pool = ObjectIds.of(ex);
		submitted(t, site);
		return keyed(ex.submit((Runnable) t), t.id);
	}

	/** Replaces {@code ex.submit(r, result)}. */
	public static <T> Future<T> submit(ExecutorService ex, Runnable r, T result, int site) {
		if (plain(ex)) {
			return traced(ex, new TracedFuture<>(r, result), site);
		}
		if (ex instanceof ForkJoinPool) {
			ForkJoinHooks.beforePoolSubmit(r, site);
			try {
				return ex.submit(r, result);
			} finally {
				ForkJoinHooks.afterPoolSubmit(site);
			}
		}
		TracedTask<Object> t = TracedTask.of(r, null, true);
		t.pool = ObjectIds.of(ex);
		submitted(t, site);
		return keyed(ex.submit(t, result), t.id);
	}

	/** Replaces {@code ex.submit(c)}. */
	public static <T> Future<T> submit(ExecutorService ex, Callable<T> c, int site) {
		if (plain(ex)) {
			return traced(ex, new TracedFuture<>(c), site);
		}
		if (ex instanceof ForkJoinPool) {
			// a ForkJoinPool's tasks are recorded inside the JDK (ForkJoinHooks): the call only passes its site
			ForkJoinHooks.beforePoolSubmit(c, site);
			try {
				return ex.submit(c);
			} finally {
				ForkJoinHooks.afterPoolSubmit(site);
			}
		}
		TracedTask<T> t = TracedTask.of(null, c, true);
		t.pool = ObjectIds.of(ex);
		submitted(t, site);
		return keyed(ex.submit((Callable<T>) t), t.id);
	}

	/**
	 * The wrapper carries its submit's reference to the thread that runs it: a registry keyed by task would hold
	 * every queued task (millions when a program submits ahead of its pool) and have the submitter and the workers
	 * meet on its bins.
	 */
	static void submitted(TracedTask<?> t, int site) {
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, 0, 0, -1);
	}

	/** The future takes the id of the task (or completion key) that completes it. */
	static <F> F keyed(F future, long key) {
		ObjectIds.bind(future, key);
		return future;
	}

	/**
	 * Replaces {@code CompletableFuture.supplyAsync(s)}: the supplier's return is the future's completion. The future
	 * is the recorder's ({@link TracedStage}), completed by the same asynchronous task supplyAsync would run.
	 */
	public static <T> CompletableFuture<T> supplyAsync(Supplier<T> s, int site) {
		if (s == null) {
			throw new NullPointerException(); // at the call, as supplyAsync does, not when the pool runs it
		}
		TracedStage<T> f = new TracedStage<>();
		f.completeAsync(new TracedSupplier<>(s, f));
		return f;
	}

	/** Replaces {@code CompletableFuture.supplyAsync(s, executor)}. */
	public static <T> CompletableFuture<T> supplyAsync(Supplier<T> s, Executor ex, int site) {
		if (s == null) {
			throw new NullPointerException();
		}
		TracedStage<T> f = new TracedStage<>();
		f.completeAsync(new TracedSupplier<>(s, f), StageHooks.tracing(ex, site));
		return f;
	}

	/** Replaces {@code f.complete(value)}. */
	public static <T> boolean complete(CompletableFuture<T> f, T value, int site) {
		if (f instanceof TracedStage<T> s) {
			s.completed(site);
		} else {
			completed(ObjectIds.of(f), site);
		}
		return f.complete(value);
	}

	/**
	 * Called by the JDK's CompletableFuture as it sets a future's result ({@code set}: it did): a stage of the
	 * recorder's that nothing recorded the completion of (a dependent stage completed inside the JDK, one completed
	 * exceptionally or cancelled) records it now, so that a get that finds it done is linked to it and the simulator
	 * makes the get wait for it.
	 */
	public static void resultSet(boolean set, CompletableFuture<?> f) {
		if (set && f instanceof TracedStage<?> s && s.completion() < 0) {
			s.completed(-1);
		} else if (set && HttpAwaits.any()) {
			HttpAwaits.resultSet(f);
		}
	}

	/** Records future_complete for a completion key. */
	static void completed(long key, int site) {
		long ref = Events.record(FUTURE_COMPLETE, key, site, -1, 0, 0, -1);
		Wakes.COMPLETE.released(key, ref, Events.now());
	}

	/**
	 * Records future_complete of a wrapped task. Its registry entry is dropped by the first get, so that the
	 * registry does not grow with every task (a second get of the same future is recorded without its link).
	 */
	static void taskCompleted(long key) {
		long ref = Events.record(FUTURE_COMPLETE, key, -1, -1, 0, 0, -1);
		Wakes.TASK_DONE.released(key, ref, Events.now());
	}

	/**
	 * Records future_complete of the recorder's own future, which keeps the reference itself (TracedFuture), at
	 * {@code wall}.
	 */
	static long completion(long key, long wall) {
		return Events.recordAt(FUTURE_COMPLETE, key, -1, wall, 0, 0, -1);
	}

	/**
	 * Task begin and end around a wrapped executor task; {@code submitRef} is the submit's reference the wrapper
	 * carried (taken once: a task run twice links only its first run, as a consumed registry entry did).
	 */
	static void begin(long task, long submitRef, long pool) {
		Events.record(TASK_BEGIN, task, -1, -1, 0, 0, submitRef);
		if (pool != 0) {
			Pools.ranOn(pool);
		}
	}

	static void end(long task) {
		Events.record(TASK_END, task, -1, -1, 0, 0, -1);
	}

	/** Records task_end at {@code wall}, the time of the task's completion just before. */
	static void endAt(long task, long wall) {
		Events.recordAt(TASK_END, task, -1, wall, 0, 0, -1);
	}
}
