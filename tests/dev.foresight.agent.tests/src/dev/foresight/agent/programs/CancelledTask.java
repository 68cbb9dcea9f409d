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
 * A task of a pool that sleeps until its future is cancelled with {@code cancel(true)}, and a task of another pool
 * that sleeps until its pool's {@code shutdownNow}, both of which interrupt the pool's thread inside the JDK: main
 * computes {@link Interrupts#MAIN_CPU_NANOS} first; each task then computes {@link Interrupts#AFTER_CPU_NANOS}.
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
		ExecutorService stopped = Executors.newFixedThreadPool(1);
		stopped.execute(() -> {
			Interrupts.napUntilInterrupted();
			Interrupts.compute(Interrupts.AFTER_CPU_NANOS);
		});
		Interrupts.compute(Interrupts.MAIN_CPU_NANOS);
		if (!f.cancel(true)) {
			throw new IllegalStateException("the task was done before its cancel");
		}
		if (!stopped.shutdownNow().isEmpty()) {
			throw new IllegalStateException("the task had not begun before the shutdown");
		}
		pool.shutdown();
		if (!pool.awaitTermination(60, TimeUnit.SECONDS) || !stopped.awaitTermination(60, TimeUnit.SECONDS)) {
			throw new IllegalStateException("the pools did not end");
		}
	}
}
