/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.Timer;
import java.util.TimerTask;

/**
 * Three loops paced by time beside two workers that compute {@link #WORK_NANOS} of CPU time each: a heartbeat that
 * sleeps 5 ms and works a little until main interrupts it, a poller that does the same until main sets a flag and
 * joins it, and a {@code java.util.Timer}'s task every 5 ms until main cancels the timer, all once main has joined the
 * workers. None is a daemon: the JVM waits for each to end.
 */
public final class StoppedBeats {

	/** Each worker's CPU time. */
	public static final long WORK_NANOS = 100_000_000;

	private static volatile boolean stopped;

	private StoppedBeats() {
	}

	/** No arguments. */
	public static void main(String[] args) throws Exception {
		Thread beat = new Thread(() -> {
			try {
				while (true) {
					Thread.sleep(5);
					Interrupts.compute(50_000);
				}
			} catch (InterruptedException e) {
				// stopped
			}
		}, "heartbeat");
		beat.start();
		Thread poller = new Thread(() -> {
			try {
				while (!stopped) {
					Thread.sleep(5);
					Interrupts.compute(50_000);
				}
			} catch (InterruptedException e) {
				// not interrupted here
			}
		}, "poller");
		poller.start();
		Timer timer = new Timer("ticks");
		timer.scheduleAtFixedRate(new TimerTask() {
			@Override
			public void run() {
				Interrupts.compute(50_000);
			}
		}, 0, 5);
		Interrupts.twoWorkers(WORK_NANOS);
		timer.cancel();
		beat.interrupt();
		beat.join();
		stopped = true;
		poller.join();
	}
}
