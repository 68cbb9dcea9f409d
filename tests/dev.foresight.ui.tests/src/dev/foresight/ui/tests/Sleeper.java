/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

/** A program that sleeps {@code args[0]} milliseconds: a run that a test stops before its end. */
public final class Sleeper {

	private Sleeper() {
	}

	/** Sleeps, then exits. */
	public static void main(String[] args) throws InterruptedException {
		Thread.sleep(Long.parseLong(args[0]));
	}
}
