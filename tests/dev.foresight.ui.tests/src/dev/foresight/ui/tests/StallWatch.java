/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.eclipse.swt.widgets.Display;

/**
 * Measures how long the display thread leaves its event queue unanswered: a background thread posts one runnable
 * at a time with {@link Display#asyncExec} and notes how long it waited to run, then posts the next a few
 * milliseconds later. A stall of the display thread (work done on it, a collection of the whole JVM) shows as one
 * long wait; the resolution is the pause between posts. Runnables posted before a ping run before it, one per turn
 * of the event loop with the window system's events (input, paint, timers) handled between them, so a wait can span
 * several turns; a timer of the display thread, which fires between any two turns, measures the longest single turn
 * too: how late it fired.
 */
final class StallWatch implements AutoCloseable {

	/** Pause between a ping's run and the next post. */
	private static final long PAUSE_MILLIS = 5;
	/**
	 * A stall longer than this is reported with the display thread's stack, sampled this far into it, and a count of
	 * where the thread was at each sample taken every {@link #SAMPLE_EVERY_NANOS} from then on.
	 */
	private static final long REPORT_NANOS = 100_000_000;
	private static final long SAMPLE_AFTER_NANOS = 60_000_000;
	private static final long SAMPLE_EVERY_NANOS = 10_000_000;
	private static final int STACK_FRAMES = 25;

	/** Period of the timer that measures the event loop's turns. */
	private static final int TICK_MILLIS = 5;

	private final Display display;
	private final Thread pinger;
	private final List<Long> waits = new ArrayList<>();
	private volatile boolean stopped;
	/** When the timer is due (the pinger reads it), and the turns it measured late by more than a tick. */
	private volatile long tickDue;
	private final List<Long> lateTicks = new ArrayList<>();

	/** Starts watching {@code display}; on its thread. */
	StallWatch(Display display) {
		this.display = display;
		this.pinger = new Thread(this::ping, "foresight-stall-watch");
		pinger.setDaemon(true);
		pinger.start();
		tickDue = System.nanoTime() + TICK_MILLIS * 1_000_000L;
		display.timerExec(TICK_MILLIS, this::tick);
	}

	private void tick() {
		long now = System.nanoTime();
		if (now - tickDue > TICK_MILLIS * 1_000_000L) {
			lateTicks.add(now - tickDue);
		}
		if (!stopped) {
			tickDue = now + TICK_MILLIS * 1_000_000L;
			display.timerExec(TICK_MILLIS, this::tick);
		}
	}

	/** The longest turn of the event loop: how late the display thread's timer fired at most, in milliseconds. */
	double longestTurnMillis() {
		return lateTicks.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
	}

	/** How many turns of the event loop took longer than {@code millis}. */
	long turnsLongerThan(double millis) {
		return lateTicks.stream().filter(w -> w / 1e6 > millis).count();
	}

	private void ping() {
		AtomicLong ran = new AtomicLong();
		Thread ui = display.getThread();
		while (!stopped && !display.isDisposed()) {
			ran.set(0);
			long posted = System.nanoTime();
			display.asyncExec(() -> ran.set(System.nanoTime()));
			StackTraceElement[] during = null;
			Map<String, Integer> places = new LinkedHashMap<>();
			long next = posted + SAMPLE_EVERY_NANOS;
			while (ran.get() == 0 && !stopped) {
				sleep(1);
				long now = System.nanoTime();
				if (now >= next) {
					StackTraceElement[] stack = ui.getStackTrace();
					// a sample taken while the display thread's timer is late by more than a long turn's half
					boolean longTurn = now - tickDue > REPORT_NANOS / 2;
					places.merge((longTurn ? "[in a turn over 50 ms] " : "") + place(stack), 1, Integer::sum);
					next = now + SAMPLE_EVERY_NANOS;
					if (during == null && now - posted > SAMPLE_AFTER_NANOS) {
						during = stack;
					}
				}
			}
			if (ran.get() != 0) {
				long wait = ran.get() - posted;
				synchronized (waits) {
					waits.add(wait);
				}
				if (during != null && wait > REPORT_NANOS) {
					report(wait, during, places);
				}
			}
			sleep(PAUSE_MILLIS);
		}
	}

	/** Prints what the display thread was doing during a long stall, to find its cause. */
	private static void report(long wait, StackTraceElement[] stack, Map<String, Integer> places) {
		StringBuilder sb = new StringBuilder(String.format(java.util.Locale.ROOT,
				"display thread stalled %.0f ms; %.0f ms into it:%n", wait / 1e6, SAMPLE_AFTER_NANOS / 1e6));
		for (int i = 0; i < Math.min(STACK_FRAMES, stack.length); i++) {
			sb.append("\tat ").append(stack[i]).append('\n');
		}
		sb.append(String.format(java.util.Locale.ROOT, "samples every %.0f ms (top frame <- innermost Foresight frame):%n",
				SAMPLE_EVERY_NANOS / 1e6));
		places.forEach((place, n) -> sb.append('\t').append(n).append(" x ").append(place).append('\n'));
		System.out.print(sb);
	}

	/** Where a sampled stack is: its top frame and the innermost frame of Foresight's own code, if any. */
	private static String place(StackTraceElement[] stack) {
		if (stack.length == 0) {
			return "(no stack)";
		}
		for (StackTraceElement e : stack) {
			if (e.getClassName().startsWith("dev.foresight.ui.internal")) {
				return stack[0] + " <- " + e;
			}
		}
		return stack[0].toString();
	}

	private static void sleep(long millis) {
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** The longest wait so far, in milliseconds. */
	double longestMillis() {
		synchronized (waits) {
			return waits.stream().mapToLong(Long::longValue).max().orElse(0) / 1e6;
		}
	}

	/** How many waits so far took longer than {@code millis}. */
	long longerThan(double millis) {
		synchronized (waits) {
			return waits.stream().filter(w -> w / 1e6 > millis).count();
		}
	}

	/** How many pings were answered. */
	int pings() {
		synchronized (waits) {
			return waits.size();
		}
	}

	@Override
	public void close() {
		stopped = true;
		try {
			pinger.join(1000);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
