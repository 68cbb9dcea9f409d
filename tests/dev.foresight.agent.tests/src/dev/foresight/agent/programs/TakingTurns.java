/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.Exchanger;

/**
 * Two threads that take turns: main computes {@link #MAIN_NANOS}, the other {@link #OTHER_NANOS}, and they exchange a
 * value after each turn, {@link #TURNS} times. On one CPU the other thread's exchange wakes main, which runs its whole
 * turn before the other thread leaves its exchange; on two processors the turns overlap.
 */
public final class TakingTurns {

	/** CPU time of main's turn and of the other thread's. */
	public static final long MAIN_NANOS = 250_000L;
	public static final long OTHER_NANOS = 300_000L;
	/** How many turns each takes. */
	public static final int TURNS = 400;

	private TakingTurns() {
	}

	/** Runs the turns. */
	public static void main(String[] args) throws InterruptedException {
		Exchanger<Integer> x = new Exchanger<>();
		Thread other = new Thread(() -> turns(x, OTHER_NANOS), "other");
		other.start();
		turns(x, MAIN_NANOS);
		other.join();
	}

	private static void turns(Exchanger<Integer> x, long nanos) {
		try {
			for (int i = 0; i < TURNS; i++) {
				Interrupts.compute(nanos);
				x.exchange(i);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
