/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import dev.foresight.core.model.lower.FlatGraph;

/**
 * The thesis's {@code Sched(ready_task_list, idle_process)}: holds the ready tasks in one or more queues and tells an
 * idle process which one to run next.
 */
public interface Scheduler {

	/** Prepares for a run of {@code g} with task times {@code times} on {@code processes} processes. */
	void start(FlatGraph g, double[] times, int processes);

	/** Task {@code task} has become ready (all its parents are done). */
	void ready(int task);

	/** The ready task idle process {@code process} runs next, removed from its queue, or -1 for none. */
	int take(int process);

	/** Whether some process might get a task now; a cheap early exit for dispatch loops. */
	default boolean hasReady() {
		return true;
	}
}
