/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Two periodic tasks of a scheduled executor beside two workers that compute {@link #WORK_NANOS} of CPU time each: one
 * at a fixed rate of 5 ms that main cancels after the workers, one with a fixed delay of 5 ms that the executor's
 * shutdown stops. Each run works a little; on one CPU the workers take twice as long, and the tasks run twice as
 * often, as on two.
 */
public final class PeriodicStop {

	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private PeriodicStop() {
	}

	/** No arguments. */
	public static void main(String[] args) throws Exception {
		ScheduledExecutorService ses = Executors.newScheduledThreadPool(2);
		ScheduledFuture<?> rate = ses.scheduleAtFixedRate(() -> Interrupts.compute(50_000), 0, 5,
				TimeUnit.MILLISECONDS);
		ses.scheduleWithFixedDelay(() -> Interrupts.compute(50_000), 1, 5, TimeUnit.MILLISECONDS);
		Interrupts.twoWorkers(WORK_NANOS);
		rate.cancel(false);
		ses.shutdown();
		ses.awaitTermination(1, TimeUnit.MINUTES);
	}
}
