/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.TASK_SUBMIT;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionService;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * Executor tasks the JDK submits and waits for on the program's behalf, where no call site of the program is
 * rewritten: the stages a CompletableFuture hands to an executor and its completion by such a stage, an executor
 * service's invokeAll and its wait for termination, a completion service's tasks, a scheduled executor's delayed and
 * periodic tasks. Without them a chain of async stages on a pool is recorded as pool threads computing on their own,
 * and predicted to run in parallel.
 */
public final class StageHooks {

	private StageHooks() {
	}

	/**
	 * Wraps the executor a CompletableFuture's async method is given, so that each stage it runs is recorded as
	 * submitted, by the thread that hands it over, and begun and ended on the thread that runs it. A fork/join pool's
	 * tasks are recorded inside the JDK ({@link ForkJoinHooks}); {@code null} stays, for the JDK to refuse.
	 */
	public static Executor tracing(Executor ex, int site) {
		return ex == null || ex instanceof ForkJoinPool || ex instanceof Tracing ? ex : new Tracing(ex, site);
	}

	/** An executor that records each task as submitted at its call site, then passes it on wrapped. */
	private static final class Tracing implements Executor {
		private final Executor target;
		private final int site;

		Tracing(Executor target, int site) {
			this.target = target;
			this.site = site;
		}

		@Override
		public void execute(Runnable r) {
			TaskHooks.execute(target, r, site, DelayedExecutors.nanosOf(target));
		}
	}

	/**
	 * Before a get of a CompletableFuture that is not done: a dependent action records its completion on the thread
	 * that completes it, unless the recorder already has one (a supplier's return, a complete call), and the get first
	 * waits for that action, so that the completion is in the trace before the get it released.
	 */
	static void completionRecorded(CompletableFuture<?> f) throws InterruptedException {
		try {
			f.whenComplete(Completion.of(f)).get();
		} catch (ExecutionException | CancellationException e) {
			// the future's own get, which follows, reports how it completed
		}
	}

	/** {@link #completionRecorded(CompletableFuture)} before a join, which no interrupt ends. */
	static void completionRecordedUninterruptibly(CompletableFuture<?> f) {
		try {
			f.whenComplete(Completion.of(f)).join();
		} catch (CompletionException | CancellationException e) {
			// the future's own join, which follows, reports how it completed
		}
	}

	/** Records future_complete of one future, when nothing has for its id. */
	private static final class Completion implements BiConsumer<Object, Throwable> {
		private final long key;
		/** The future when it is the recorder's, which keeps its completion itself; else {@code null}. */
		private final TracedStage<?> stage;

		private Completion(long key, TracedStage<?> stage) {
			this.key = key;
			this.stage = stage;
		}

		static Completion of(CompletableFuture<?> f) {
			return new Completion(keyOf(f), f instanceof TracedStage<?> s ? s : null);
		}

		@Override
		public void accept(Object value, Throwable failure) {
			long timeout = Timeouts.completing(key);
			if (stage != null) {
				TaskHooks.resultSet(true, stage);
			} else if (Wakes.COMPLETE.last(key) < 0) {
				TaskHooks.completed(key, -1);
			}
			Timeouts.completed(timeout);
		}
	}

	/** Replaces {@code f.orTimeout(timeout, unit)}: the timeout is a task submitted now, to begin after it. */
	public static <T> CompletableFuture<T> orTimeout(CompletableFuture<T> f, long timeout, TimeUnit unit, int site) {
		if (!f.isDone()) {
			Timeouts.arranged(keyOf(f), unit.toNanos(timeout), site);
		}
		return f.orTimeout(timeout, unit);
	}

	/** Replaces {@code f.completeOnTimeout(value, timeout, unit)}, as {@link #orTimeout}. */
	public static <T> CompletableFuture<T> completeOnTimeout(CompletableFuture<T> f, T value, long timeout,
			TimeUnit unit, int site) {
		if (!f.isDone()) {
			Timeouts.arranged(keyOf(f), unit.toNanos(timeout), site);
		}
		return f.completeOnTimeout(value, timeout, unit);
	}

	/** The key a future's completion is recorded under (see {@code Completion}). */
	private static long keyOf(CompletableFuture<?> f) {
		return f instanceof TracedStage<?> s ? s.id : ObjectIds.of(f);
	}

	/** Replaces {@code ex.schedule(c, delay, unit)}: a task submitted now, whose submit carries the delay. */
	public static <V> ScheduledFuture<V> schedule(ScheduledExecutorService ex, Callable<V> c, long delay,
			TimeUnit unit, int site) {
		TracedTask<V> t = TracedTask.of(null, c, true);
		t.pool = ObjectIds.of(ex);
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, Math.max(0, unit.toNanos(delay)), 0, -1);
		return TaskHooks.keyed(ex.schedule((Callable<V>) t, delay, unit), t.id);
	}

	/** Replaces {@code ex.schedule(r, delay, unit)}. */
	public static ScheduledFuture<?> schedule(ScheduledExecutorService ex, Runnable r, long delay, TimeUnit unit,
			int site) {
		TracedTask<Object> t = TracedTask.of(r, null, true);
		t.pool = ObjectIds.of(ex);
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, Math.max(0, unit.toNanos(delay)), 0, -1);
		return TaskHooks.keyed(ex.schedule((Runnable) t, delay, unit), t.id);
	}

	/** Replaces {@code ex.awaitTermination(time, unit)}: once terminated, a join of each thread that ran its tasks. */
	public static boolean awaitTermination(ExecutorService ex, long time, TimeUnit unit, int site)
			throws InterruptedException {
		long start = Events.now();
		boolean terminated = ex.awaitTermination(time, unit);
		if (terminated) {
			Pools.terminated(ex, site, start);
		}
		return terminated;
	}

	/**
	 * Replaces {@code ex.shutdownNow()}, which interrupts the executor's threads inside the JDK: each thread that ran
	 * its tasks gets its interrupt recorded first, so that the wait of a task it ends links to it.
	 */
	public static List<Runnable> shutdownNow(ExecutorService ex, int site) {
		PeriodicStops.stop(ex, site);
		Pools.interrupting(ex, site);
		return ex.shutdownNow();
	}

	/** Replaces {@code ex.close()}, which waits for the executor's termination. */
	public static void close(ExecutorService ex, int site) {
		long start = Events.now();
		PeriodicStops.shuttingDown(ex, site);
		ex.close();
		if (ex.isTerminated()) {
			Pools.terminated(ex, site, start);
		}
	}

	/** Replaces {@code ex.scheduleAtFixedRate(r, initialDelay, period, unit)}. */
	public static ScheduledFuture<?> scheduleAtFixedRate(ScheduledExecutorService ex, Runnable r, long initialDelay,
			long period, TimeUnit unit, int site) {
		PeriodicTask t = new PeriodicTask(r, Math.max(1, unit.toNanos(period)), site, ObjectIds.of(ex));
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, Math.max(0, unit.toNanos(initialDelay)), 0, -1);
		return PeriodicStops.scheduled(ex, ex.scheduleAtFixedRate(t, initialDelay, period, unit), t);
	}

	/** Replaces {@code ex.scheduleWithFixedDelay(r, initialDelay, delay, unit)}. */
	public static ScheduledFuture<?> scheduleWithFixedDelay(ScheduledExecutorService ex, Runnable r,
			long initialDelay, long delay, TimeUnit unit, int site) {
		PeriodicTask t = new PeriodicTask(r, -Math.max(0, unit.toNanos(delay)), site, ObjectIds.of(ex));
		t.submitRef = Events.record(TASK_SUBMIT, t.id, site, -1, Math.max(0, unit.toNanos(initialDelay)), 0, -1);
		return PeriodicStops.scheduled(ex, ex.scheduleWithFixedDelay(t, initialDelay, delay, unit), t);
	}

	/** Replaces {@code cs.submit(c)}: the task is wrapped, and its future takes the wrapper's id. */
	public static <T> Future<T> submit(CompletionService<T> cs, Callable<T> c, int site) {
		TracedTask<T> t = TracedTask.of(null, c, true);
		TaskHooks.submitted(t, site);
		return TaskHooks.keyed(cs.submit(t), t.id);
	}

	/** Replaces {@code cs.submit(r, result)}. */
	public static <T> Future<T> submit(CompletionService<T> cs, Runnable r, T result, int site) {
		TracedTask<T> t = TracedTask.of(r, null, true);
		TaskHooks.submitted(t, site);
		return TaskHooks.keyed(cs.submit(t, result), t.id);
	}

	/** Replaces {@code cs.take()}: a wait for the task whose future it returns. */
	public static <T> Future<T> take(CompletionService<T> cs, int site) throws InterruptedException {
		long start = Events.now();
		return taken(cs.take(), site, start, 0);
	}

	/** Replaces {@code cs.poll()}. */
	public static <T> Future<T> poll(CompletionService<T> cs, int site) {
		return taken(cs.poll(), site, -1, 0);
	}

	/** Replaces {@code cs.poll(time, unit)}. */
	public static <T> Future<T> poll(CompletionService<T> cs, long time, TimeUnit unit, int site)
			throws InterruptedException {
		long start = Events.now();
		return taken(cs.poll(time, unit), site, start, unit.toNanos(time));
	}

	/** A future handed out by a completion service is done: a get of it, linked to its task's completion. */
	private static <T> Future<T> taken(Future<T> f, int site, long start, long timeout) {
		if (f != null) {
			FutureHooks.got(f, site, start, timeout, true);
		}
		return f;
	}

	/** Replaces {@code ex.invokeAll(tasks)}. */
	public static <T> List<Future<T>> invokeAll(ExecutorService ex, Collection<? extends Callable<T>> tasks, int site)
			throws InterruptedException {
		if (ex instanceof ForkJoinPool) {
			return ex.invokeAll(tasks);
		}
		List<TracedTask<T>> wrapped = wrap(tasks, ObjectIds.of(ex), site);
		long start = Events.now();
		return waited(ex.invokeAll(wrapped), wrapped, site, start, 0);
	}

	/** Replaces {@code ex.invokeAll(tasks, time, unit)}. */
	public static <T> List<Future<T>> invokeAll(ExecutorService ex, Collection<? extends Callable<T>> tasks, long time,
			TimeUnit unit, int site) throws InterruptedException {
		if (ex instanceof ForkJoinPool) {
			return ex.invokeAll(tasks, time, unit);
		}
		List<TracedTask<T>> wrapped = wrap(tasks, ObjectIds.of(ex), site);
		long start = Events.now();
		return waited(ex.invokeAll(wrapped, time, unit), wrapped, site, start, unit.toNanos(time));
	}

	/** Each task wrapped and recorded as submitted, in the order invokeAll hands them over. */
	private static <T> List<TracedTask<T>> wrap(Collection<? extends Callable<T>> tasks, long pool, int site) {
		List<TracedTask<T>> wrapped = new ArrayList<>(tasks.size());
		for (Callable<T> c : tasks) {
			TracedTask<T> t = TracedTask.of(null, c, true);
			t.pool = pool;
			TaskHooks.submitted(t, site);
			wrapped.add(t);
		}
		return wrapped;
	}

	/** invokeAll waited for every task inside the JDK: one future_get each, linked to its task's completion. */
	private static <T> List<Future<T>> waited(List<Future<T>> futures, List<TracedTask<T>> wrapped, int site,
			long start, long timeout) {
		for (int i = 0; i < futures.size(); i++) {
			Future<T> f = TaskHooks.keyed(futures.get(i), wrapped.get(i).id);
			FutureHooks.got(f, site, start, timeout, f.isDone());
		}
		return futures;
	}
}
