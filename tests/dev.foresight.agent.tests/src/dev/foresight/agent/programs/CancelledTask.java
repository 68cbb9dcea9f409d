/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/**
 * A task of a pool that sleeps until its future is cancelled with {@code cancel(true)}, which interrupts the pool's
 * thread inside the JDK: main computes {@link Interrupts#MAIN_CPU_NANOS} first; the task then computes
 * {@link Interrupts#AFTER_CPU_NANOS}.
 */
public final class CancelledTask {

	private CancelledTask() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) throws InterruptedException {
		ExecutorService pool = Executors.newFixedThreadPool(1);
		Future<?> f = pool.submit(() -> {
			Interrupts.sleepUntilInterrupted();
			Interrupts.compute(Interrupts.AFTER_CPU_NANOS);
		});
		Interrupts.compute(Interrupts.MAIN_CPU_NANOS);
		if (!f.cancel(true)) {
			throw new IllegalStateException("the task was done before its cancel");
		}
		pool.shutdown();
		if (!pool.awaitTermination(60, TimeUnit.SECONDS)) {
			throw new IllegalStateException("the pool did not end");
		}
	}
}
