/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Futures that only their timeout completes, one after another: two with {@code completeOnTimeout} and one with
 * {@code orTimeout}, each {@link #TIMEOUT_MILLIS} ms, which the JDK carries out on a thread of its own; then one
 * completed long before its ten-second timeout.
 */
public final class TimeoutStages {

	/** The timeout of each of the three. */
	public static final long TIMEOUT_MILLIS = 100;

	private TimeoutStages() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) throws InterruptedException, ExecutionException {
		int sum = 0;
		for (int k = 0; k < 2; k++) {
			sum += new CompletableFuture<Integer>().completeOnTimeout(1, TIMEOUT_MILLIS, TimeUnit.MILLISECONDS).get();
		}
		try {
			new CompletableFuture<Integer>().orTimeout(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS).get();
			throw new IllegalStateException("completed without its timeout");
		} catch (ExecutionException e) {
			if (!(e.getCause() instanceof TimeoutException)) {
				throw e;
			}
		}
		CompletableFuture<Integer> early = new CompletableFuture<Integer>().orTimeout(10, TimeUnit.SECONDS);
		CompletableFuture.runAsync(() -> early.complete(1));
		sum += early.get();
		if (sum != 3) {
			throw new IllegalStateException("futures returned " + sum);
		}
	}
}
