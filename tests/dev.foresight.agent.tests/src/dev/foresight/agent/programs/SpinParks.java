/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.locks.LockSupport;

/**
 * A thread that pauses {@link #PAUSES} times with {@code parkNanos(1)}, as the Disruptor's producer does while its
 * ring is full, then once until a deadline {@link #DEADLINE_MILLIS} ms away, while another thread computes: on one
 * CPU each pause lasts as long as the other thread's turn.
 */
public final class SpinParks {

	/** Pauses of one nanosecond. */
	public static final int PAUSES = 50;
	/** How far away the deadline of the last park is. */
	public static final long DEADLINE_MILLIS = 2;

	private SpinParks() {
	}

	/** Runs the pausing thread beside one that computes. */
	public static void main(String[] args) throws InterruptedException {
		Thread hog = new Thread(() -> Interrupts.compute(40_000_000L), "hog");
		Thread pauser = new Thread(() -> {
			for (int i = 0; i < PAUSES; i++) {
				LockSupport.parkNanos(1L);
			}
			LockSupport.parkUntil(System.currentTimeMillis() + DEADLINE_MILLIS);
		}, "pauser");
		hog.start();
		pauser.start();
		hog.join();
		pauser.join();
	}
}
