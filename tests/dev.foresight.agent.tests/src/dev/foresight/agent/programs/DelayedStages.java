/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * {@link #STAGES} asynchronous stages, one after another, each on a {@code CompletableFuture.delayedExecutor} of
 * {@link #DELAY_MILLIS} ms, whose delay the JDK waits out on a thread of its own.
 */
public final class DelayedStages {

	/** Stages run. */
	public static final int STAGES = 3;
	/** The delay of each. */
	public static final long DELAY_MILLIS = 100;

	private DelayedStages() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) {
		int sum = 0;
		for (int k = 0; k < STAGES; k++) {
			sum += CompletableFuture.supplyAsync(() -> 1,
					CompletableFuture.delayedExecutor(DELAY_MILLIS, TimeUnit.MILLISECONDS)).join();
		}
		if (sum != STAGES) {
			throw new IllegalStateException("stages returned " + sum);
		}
	}
}
