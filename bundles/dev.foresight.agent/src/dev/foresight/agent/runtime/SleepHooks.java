/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.FAILED;
import static dev.foresight.agent.format.Kinds.SLEEP;
import static dev.foresight.agent.format.Kinds.YIELD;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Replacements for {@code Thread.sleep}, {@code TimeUnit.sleep} and {@code Thread.yield}. A sleep's argument is the
 * time it asked for, which the replay waits; a sleep that an interrupt ended records the time it slept instead,
 * flagged {@code FAILED} and linked to the interrupt, which the replay waits for (as long as it slept, where the
 * recorder did not see the interrupt).
 */
public final class SleepHooks {

	private SleepHooks() {
	}

	/** Replaces {@code unit.sleep(time)}, which sleeps inside the JDK only when {@code time} is positive. */
	public static void sleep(TimeUnit unit, long time, int site) throws InterruptedException {
		long start = Events.now();
		try {
			unit.sleep(time);
		} catch (InterruptedException e) {
			interruptedSleep(site, start);
			throw e;
		}
		Events.record(SLEEP, -1, site, start, Math.max(0, unit.toNanos(time)), 0, -1);
	}

	/** Replaces {@code Thread.sleep(millis)}. */
	public static void sleep(long millis, int site) throws InterruptedException {
		long start = Events.now();
		try {
			Thread.sleep(millis);
		} catch (InterruptedException e) {
			interruptedSleep(site, start);
			throw e;
		}
		Events.record(SLEEP, -1, site, start, millis * 1_000_000L, 0, -1);
	}

	/** Replaces {@code Thread.sleep(millis, nanos)}. */
	public static void sleep(long millis, int nanos, int site) throws InterruptedException {
		long start = Events.now();
		try {
			Thread.sleep(millis, nanos);
		} catch (InterruptedException e) {
			interruptedSleep(site, start);
			throw e;
		}
		Events.record(SLEEP, -1, site, start, millis * 1_000_000L + nanos, 0, -1);
	}

	/** Replaces {@code Thread.sleep(duration)}. */
	public static void sleep(Duration d, int site) throws InterruptedException {
		long start = Events.now();
		try {
			Thread.sleep(d);
		} catch (InterruptedException e) {
			interruptedSleep(site, start);
			throw e;
		}
		Events.record(SLEEP, -1, site, start, d.toNanos(), 0, -1);
	}

	/** A sleep that an interrupt ended: its argument is the time it slept, flagged {@code FAILED}. */
	private static void interruptedSleep(int site, long start) {
		Events.record(SLEEP, -1, site, start, Math.max(0, Events.now() - start), FAILED, InterruptHooks.interrupter());
	}

	/** Replaces {@code Thread.yield()}. */
	public static void yield(int site) {
		Thread.yield();
		Events.record(YIELD, -1, site, -1, 0, 0, -1);
	}
}
