/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * Tasks submitted with a delay (a scheduled executor's {@code schedule}: the task_submit's argument): such a task
 * begins no earlier than its delay after the submit, whenever its pool thread is free before that. The due times are
 * kept only once a trace has a delayed submit.
 */
final class DelayedTasks {

	private final Engine e;
	/** Per object, the simulated time its delayed task is due; {@code null} until the first delayed submit. */
	private double[] due;

	DelayedTasks(Engine e) {
		this.e = e;
	}

	/** Task {@code o} was submitted now to begin {@code delay} nanoseconds later. */
	void submitted(int o, long delay) {
		if (due == null) {
			due = new double[e.pt.objectCount()];
		}
		due[o] = e.now + delay;
	}

	/**
	 * Whether thread {@code t}, about to begin task {@code o}, must wait for its delay: then it is delayed until the
	 * task is due and begins it when it runs again.
	 */
	boolean holds(int t, int o) {
		if (due == null || due[o] <= e.now) {
			return false;
		}
		e.delay(t, due[o] - e.now, Engine.TIMER_RETRY);
		return true;
	}
}
