/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.TASK_SUBMIT;

/**
 * A periodic task of a scheduled executor, wrapped: each run is begun and ended, and then submitted again with the
 * delay to its next run, so that the simulator spaces the runs as the executor did (the same id throughout).
 */
final class PeriodicTask implements Runnable {

	final long id = ObjectIds.fresh();
	private final Runnable task;
	/** Nanoseconds: above 0 the period of a fixed rate, below 0 minus the delay between one run's end and the next. */
	private final long period;
	private final int site;
	private final long pool;
	/** The submit of the next run, taken as it begins. */
	volatile long submitRef = -1;
	/** Whether its stop was recorded ({@link PeriodicStops}); guarded by that class's lock. */
	boolean stopped;

	PeriodicTask(Runnable task, long period, int site, long pool) {
		this.task = task;
		this.period = period;
		this.site = site;
		this.pool = pool;
	}

	@Override
	public void run() {
		long ref = submitRef;
		submitRef = -1;
		long start = Events.now();
		TaskHooks.begin(id, ref, pool);
		try {
			task.run();
		} finally {
			TaskHooks.end(id);
			long next = period > 0 ? Math.max(0, period - (Events.now() - start)) : -period;
			submitRef = Events.record(TASK_SUBMIT, id, site, -1, next, 0, -1);
		}
	}

	@Override
	public String toString() {
		return String.valueOf(task);
	}
}
