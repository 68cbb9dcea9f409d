/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.Timer;
import java.util.TimerTask;
import java.util.concurrent.CountDownLatch;

/**
 * A {@code java.util.Timer} task at a fixed rate: {@link #TICKS} ticks {@link #PERIOD_MILLIS} ms apart, the first
 * one period after the schedule; main waits for the last, then cancels the timer.
 */
public final class TimerTicks {

	/** Ticks main waits for. */
	public static final int TICKS = 3;
	/** The period, and the delay before the first tick. */
	public static final long PERIOD_MILLIS = 100;

	private TimerTicks() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) throws InterruptedException {
		CountDownLatch ticks = new CountDownLatch(TICKS);
		Timer timer = new Timer("ticker");
		timer.scheduleAtFixedRate(new TimerTask() {
			@Override
			public void run() {
				ticks.countDown();
			}
		}, PERIOD_MILLIS, PERIOD_MILLIS);
		ticks.await();
		timer.cancel();
	}
}
