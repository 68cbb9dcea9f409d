/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.util.Collection;
import java.util.List;
import java.util.RandomAccess;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinTask;
import java.util.concurrent.TimeUnit;

/**
 * Fork/join tasks, recorded from inside the JDK (ForkJoinTask and ForkJoinPool are instrumented in place), so that
 * the JDK's own fork/join code (parallel sorts, parallel streams) is seen as well as the application's: a fork or a
 * pool submission is task_submit, the task's execution by whichever thread runs it (a worker, a thief, or the joiner
 * running it in place) is task_begin/task_end, and every join, invoke, get or invokeAll is a future_get linked to the
 * task's end. Application call sites only pass their site id, through the thread's hints.
 */
public final class ForkJoinHooks {

	private ForkJoinHooks() {
	}

	/** Entry of ForkJoinTask.fork (instrumented in the JDK): task_submit. */
	public static void taskSubmit(Object task) {
		if (Recorder.skip()) {
			return;
		}
		ThreadState s = Recorder.peek();
		int site = -1;
		if (s != null) {
			// a fork inside invokeAll takes the invokeAll's site
			site = s.siteHint >= 0 ? s.siteHint : s.allSite;
			s.siteHint = -1;
		}
		long id = ObjectIds.of(task);
		long ref = Events.record(TASK_SUBMIT, id, site, -1, 0, 0, -1);
		Wakes.SUBMIT.released(id, ref, Events.now());
	}

	/**
	 * Entry of ForkJoinPool.poolSubmit (instrumented in the JDK): task_submit, except for the continuations the
	 * virtual thread scheduler submits (those are thread mounts, not tasks of the program).
	 */
	public static void poolSubmit(Object pool, Object task) {
		if (Recorder.skip() || ((ForkJoinPool) pool).getFactory().getClass().getName()
				.startsWith("java.lang.VirtualThread")) {
			return;
		}
		taskSubmit(task);
	}

	/** Entry of ForkJoinTask.doExec (instrumented in the JDK): task_begin linked to its submit. */
	public static void taskBegin(Object task) {
		if (Recorder.skip()) {
			return;
		}
		ThreadState s = Recorder.peek();
		if (s != null) {
			// the forks of an invokeAll come before it runs its first task: later forks are not its own
			s.allSite = -1;
		}
		long id = ObjectIds.of(task);
		// a task runs once: its submit's entry is dropped, so that the registry does not grow with every task
		Events.record(TASK_BEGIN, id, -1, -1, 0, 0, Wakes.SUBMIT.consume(id));
	}

	/**
	 * Entry of ForkJoinTask.setDone: task_end, which is also the completion a join waits for. A CountedCompleter's
	 * own work ends when its doExec returns ({@link #taskExit}); only its completion (of the root, usually) is
	 * recorded here, as future_complete.
	 */
	public static void taskEnd(Object task) {
		if (Recorder.skip()) {
			return;
		}
		long id = ObjectIds.of(task);
		int kind = task instanceof CountedCompleter ? FUTURE_COMPLETE : TASK_END;
		long ref = Events.record(kind, id, -1, -1, 0, 0, -1);
		Wakes.COMPLETE.released(id, ref, Events.now());
	}

	/**
	 * Exit of ForkJoinTask.doExec: task_end of a task whose setDone did not come in it. That is a CountedCompleter
	 * (see taskEnd), a task whose exec returned false (CompletableFuture's async tasks, which complete their future
	 * instead) and one whose exec threw: the JDK then marks it done without setDone, so the end is also the
	 * completion its joins wait for. {@code completed}: exec returned true, and setDone recorded the end.
	 */
	public static void taskExit(Object task, boolean completed) {
		boolean counted = task instanceof CountedCompleter;
		if (Recorder.skip() || completed && !counted) {
			return;
		}
		long id = ObjectIds.of(task);
		long ref = Events.record(TASK_END, id, -1, -1, 0, 0, -1);
		if (!counted && ((ForkJoinTask<?>) task).isCompletedAbnormally()) {
			Wakes.COMPLETE.released(id, ref, Events.now());
		}
	}

	/**
	 * Entry of a waiting ForkJoinTask method (join, get, quietlyJoin, quietlyInvoke, invoke): the application site
	 * that called it, taken from the thread's hint, or -1. The instrumented method keeps it in a local.
	 */
	public static int waitSite() {
		ThreadState s = Recorder.current();
		if (s == null) {
			return -1;
		}
		int site = s.joinSite;
		s.joinSite = -1;
		return site;
	}

	/** Entry of ForkJoinTask.invokeAll: its site, which its forks take too (see {@link #taskSubmit}). */
	public static int invokeAllSite(Object tasks) {
		if (tasks instanceof Collection<?> && !(tasks instanceof RandomAccess && tasks instanceof List<?>)) {
			return -1; // it hands the tasks on to invokeAll(ForkJoinTask...), which records them with the site
		}
		int site = waitSite();
		ThreadState s = Recorder.current();
		if (s != null) {
			s.allSite = site;
		}
		return site;
	}

	/** When a wait began (instrumented entry of the waiting methods). */
	public static long waitStart() {
		return Events.now();
	}

	/** Passes {@code site} on to the next waiting ForkJoinTask method of this thread (invoke to its join). */
	public static void hintWait(int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.joinSite = site;
		}
	}

	/** Exit of a waiting ForkJoinTask method: future_get linked to the task's end when it is done. */
	public static void waited(Object task, int site, long start) {
		if (Recorder.skip()) {
			return;
		}
		ForkJoinTask<?> t = (ForkJoinTask<?>) task;
		long id = ObjectIds.of(t);
		boolean done = t.isDone();
		Events.record(FUTURE_GET, id, site, start, 0, done ? 0 : TIMED_OUT, done ? completion(id) : -1);
	}

	/**
	 * The end or completion a wait for task {@code id} is linked to. The entry is dropped, so that the registry does
	 * not grow with every task; a task is rarely waited for twice, and a second wait is recorded without its link.
	 */
	private static long completion(long id) {
		return Wakes.COMPLETE.consume(id);
	}

	/** Exit of a timed wait (get or quietlyJoin with a timeout): future_get, timed out when the task is not done. */
	public static void waitedTimed(Object task, int site, long start, long time, TimeUnit unit) {
		if (Recorder.skip()) {
			return;
		}
		ForkJoinTask<?> t = (ForkJoinTask<?>) task;
		long id = ObjectIds.of(t);
		boolean done = t.isDone();
		long timeout = unit == null ? 0 : unit.toNanos(time);
		Events.record(FUTURE_GET, id, site, start, timeout, done ? 0 : TIMED_OUT,
				done ? completion(id) : -1);
	}

	/** Exit of invokeAll(t1, t2): a future_get for each task. */
	public static void waitedAll(Object t1, Object t2, int site, long start) {
		clearAll();
		waited(t1, site, start);
		waited(t2, site, start);
	}

	/** Exit of invokeAll(tasks...) and invokeAll(collection): a future_get for each task. */
	public static void waitedAll(Object tasks, int site, long start) {
		if (tasks instanceof Object[] a) {
			clearAll();
			for (Object t : a) {
				waited(t, site, start);
			}
		} else if (tasks instanceof RandomAccess && tasks instanceof List<?> l) {
			clearAll();
			for (Object t : l) {
				waited(t, site, start);
			}
		}
	}

	private static void clearAll() {
		ThreadState s = Recorder.current();
		if (s != null) {
			s.allSite = -1;
		}
	}

	/** Before a call that may join a ForkJoinTask (javac names the receiver's static type as the owner). */
	public static void beforeJoinTask(Object receiver, int site) {
		if (receiver instanceof ForkJoinTask<?>) {
			hintWait(site);
		}
	}

	/** After the call of {@link #beforeJoinTask}: a hint the JDK did not take is dropped. */
	public static void afterJoinTask(int site) {
		ThreadState s = Recorder.current();
		if (s != null) {
			s.joinSite = -1;
		}
	}

	/** Before {@code ForkJoinTask.invokeAll(...)}: the site, for the JDK's invokeAll hook and its forks. */
	public static void beforeInvokeAll(Object lastArgument, int site) {
		hintWait(site);
	}

	/** After the call of {@link #beforeInvokeAll}. */
	public static void afterInvokeAll(int site) {
		afterJoinTask(site);
	}

	/** Before {@code pool.invoke(task)}: the site of its submission and of its join. */
	public static void beforePoolInvoke(Object task, int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.siteHint = site;
			s.joinSite = site;
		}
	}

	/** After the call of {@link #beforePoolInvoke}. */
	public static void afterPoolInvoke(int site) {
		ThreadState s = Recorder.current();
		if (s != null) {
			s.siteHint = -1;
			s.joinSite = -1;
		}
	}

	/** Before {@code pool.submit(task)} or {@code pool.execute(task)}: the site of the submission. */
	public static void beforePoolSubmit(Object task, int site) {
		beforeFork(task, site);
	}

	/** After the call of {@link #beforePoolSubmit}. */
	public static void afterPoolSubmit(int site) {
		afterFork(site);
	}

	/** Before {@code t.fork()}: the JDK's fork hook records the submit with this site. */
	public static void beforeFork(Object receiver, int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.siteHint = site;
		}
	}

	/** After {@code t.fork()}. */
	public static void afterFork(int site) {
		ThreadState s = Recorder.peek();
		if (s != null) {
			s.siteHint = -1;
		}
	}
}
