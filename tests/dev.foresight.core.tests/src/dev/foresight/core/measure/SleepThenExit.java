/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

/** A program for {@link ProgramRunsTest}: {@code MILLIS [EXIT_CODE]} sleeps, says so on standard error and exits. */
public final class SleepThenExit {

	private SleepThenExit() {
	}

	/** Sleeps {@code args[0]} ms, then exits with {@code args[1]} (default 0). */
	public static void main(String[] args) throws InterruptedException {
		Thread.sleep(Long.parseLong(args[0]));
		int code = args.length > 1 ? Integer.parseInt(args[1]) : 0;
		System.err.println("slept " + args[0] + " ms, exit code " + code);
		System.exit(code);
	}
}
