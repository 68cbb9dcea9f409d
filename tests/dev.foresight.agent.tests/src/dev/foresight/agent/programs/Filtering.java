/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * Three application classes with synchronization of their own, for the agent's {@code include} and {@code exclude}
 * patterns: this class's {@code own} enters its monitor 2 times, {@code FilteredAlpha.enter} (a synchronized method)
 * is called 3 times and {@code FilteredBeta.lockAndEnter} locks a lock and enters a monitor 4 times each. The prefix
 * {@code dev.foresight.agent.programs.Filtered} names the two other classes, not this one.
 */
public final class Filtering {

	/** How often {@link #own()} enters its monitor. */
	public static final int OWN = 2;
	private static final Object LOCK = new Object();
	private static int count;

	private Filtering() {
	}

	/** Runs the three classes' synchronization and prints what they counted. */
	public static void main(String[] a) {
		FilteredAlpha alpha = new FilteredAlpha();
		for (int i = 0; i < FilteredAlpha.CALLS; i++) {
			alpha.enter();
		}
		System.out.println(own() + " " + alpha.count() + " " + FilteredBeta.lockAndEnter());
	}

	static int own() {
		for (int i = 0; i < OWN; i++) {
			synchronized (LOCK) {
				count++;
			}
		}
		return count;
	}
}
