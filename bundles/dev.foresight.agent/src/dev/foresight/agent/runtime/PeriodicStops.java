/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.CANCELLED;
import static dev.foresight.agent.format.Kinds.FUTURE_COMPLETE;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;

/**
 * Where the program stops its periodic tasks: a scheduled executor's shutdown (unless it keeps periodic tasks after
 * one), shutdownNow or close, or a cancel of the task's future. Each is recorded once per task, on the stopping
 * thread, as a {@code future_complete} of the task's id flagged {@code CANCELLED}: a run of the task on two processors
 * ends sooner than on the recording's one, and the simulator runs none of the recorded runs it would begin after the
 * stop, as the executor runs none after it.
 */
public final class PeriodicStops {

	/** The periodic tasks of each executor and of each future; weak, so that an executor dropped is forgotten. */
	private static final Map<Object, List<PeriodicTask>> TASKS = new WeakHashMap<>();
	/** Whether the program scheduled a periodic task at all: most cancel and shut down nothing of the kind. */
	private static volatile boolean any;

	private PeriodicStops() {
	}

	/** Notes periodic task {@code t}, scheduled on {@code ex}, whose future is {@code f}; returns {@code f}. */
	static ScheduledFuture<?> scheduled(ExecutorService ex, ScheduledFuture<?> f, PeriodicTask t) {
		synchronized (TASKS) {
			TASKS.computeIfAbsent(ex, k -> new ArrayList<>()).add(t);
			TASKS.computeIfAbsent(f, k -> new ArrayList<>()).add(t);
		}
		any = true;
		return f;
	}

	/** Replaces {@code ex.shutdown()}. */
	public static void shutdown(ExecutorService ex, int site) {
		shuttingDown(ex, site);
		ex.shutdown();
	}

	/** {@code ex} is about to shut down: its periodic tasks stop, unless it keeps them. */
	static void shuttingDown(ExecutorService ex, int site) {
		if (!(ex instanceof ScheduledThreadPoolExecutor p && p.getContinueExistingPeriodicTasksAfterShutdownPolicy())) {
			stop(ex, site);
		}
	}

	/** Replaces {@code f.cancel(mayInterrupt)}. */
	public static boolean cancel(Future<?> f, boolean mayInterrupt, int site) {
		boolean cancelled = f.cancel(mayInterrupt);
		if (cancelled) {
			stop(f, site);
		}
		return cancelled;
	}

	/** Records the stop of every periodic task of {@code key} (an executor or a future) not stopped before. */
	static void stop(Object key, int site) {
		if (!any) {
			return;
		}
		List<PeriodicTask> stopped;
		synchronized (TASKS) {
			List<PeriodicTask> ts = TASKS.remove(key);
			if (ts == null) {
				return;
			}
			stopped = new ArrayList<>(ts.size());
			for (PeriodicTask t : ts) {
				if (!t.stopped) {
					t.stopped = true;
					stopped.add(t);
				}
			}
		}
		for (PeriodicTask t : stopped) {
			Events.record(FUTURE_COMPLETE, t.id, site, -1, 0, CANCELLED, -1);
		}
	}
}
