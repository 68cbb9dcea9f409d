/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import dev.foresight.core.model.Schedule;

/** The scheduler for each policy of the language. */
public final class Schedulers {

	private Schedulers() {
	}

	/** A fresh scheduler implementing {@code policy}. */
	public static Scheduler of(Schedule.Policy policy) {
		return switch (policy) {
		case FIFO -> new FifoScheduler();
		case LPT -> new LptScheduler();
		case CYCLIC, ROWS -> new StaticScheduler(false);
		case BLOCKED -> new StaticScheduler(true);
		case QUEUES -> new QueueScheduler(true);
		case STATIC_QUEUES -> new QueueScheduler(false);
		};
	}

	/** Whether {@code policy} never leaves a process idle while a task is ready (the EZL bounds need this). */
	public static boolean workConserving(Schedule.Policy policy) {
		return policy == Schedule.Policy.FIFO || policy == Schedule.Policy.LPT || policy == Schedule.Policy.QUEUES;
	}
}
