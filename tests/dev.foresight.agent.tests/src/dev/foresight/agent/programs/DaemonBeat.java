/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * A daemon heartbeat that sleeps 5 ms and works a little, in a loop for as long as the program runs, beside two
 * workers that compute {@link #WORK_NANOS} of CPU time each; main joins the workers and returns, and the JVM exits
 * without waiting for the heartbeat.
 */
public final class DaemonBeat {

	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private DaemonBeat() {
	}

	/** No arguments. */
	public static void main(String[] args) throws Exception {
		Thread beat = new Thread(() -> {
			while (true) {
				try {
					Thread.sleep(5);
				} catch (InterruptedException e) {
					return;
				}
				Interrupts.compute(50_000);
			}
		}, "heartbeat");
		beat.setDaemon(true);
		beat.start();
		Interrupts.twoWorkers(WORK_NANOS);
	}
}
