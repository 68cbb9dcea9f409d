/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * A sleeper that only an interrupt wakes, and then computes: main computes {@link #CPU_NANOS} beside another thread
 * that computes as long, then interrupts it. Recorded on one CPU, main's computing takes twice its CPU time, and so
 * does the sleep; on two processors it takes its CPU time, and the sleep with it.
 */
public final class InterruptPace {

	/** What each of the three threads computes. */
	public static final long CPU_NANOS = 200_000_000L;

	private InterruptPace() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) throws InterruptedException {
		Thread sleeper = new Thread(() -> {
			Interrupts.sleepUntilInterrupted();
			Interrupts.compute(CPU_NANOS);
		}, "sleeper");
		Thread other = new Thread(() -> Interrupts.compute(CPU_NANOS), "other");
		sleeper.start();
		other.start();
		Interrupts.compute(CPU_NANOS);
		sleeper.interrupt();
		sleeper.join();
		other.join();
	}
}
