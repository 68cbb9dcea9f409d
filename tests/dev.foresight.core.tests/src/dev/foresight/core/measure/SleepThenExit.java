/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A program for {@link ProgramRunsTest}: {@code MILLIS [EXIT_CODE]} sleeps, says so on standard error and exits;
 * {@code $NAME} as the exit code takes it from that environment variable (99 when it is not set), {@code !NAME} is 0
 * when that variable is not set and 5 when it is, {@code < PATH} reads it from that file (98 when it is missing).
 */
public final class SleepThenExit {

	private SleepThenExit() {
	}

	/** Sleeps {@code args[0]} ms, then exits with {@code args[1]} (default 0). */
	public static void main(String[] args) throws InterruptedException, IOException {
		Thread.sleep(Long.parseLong(args[0]));
		String given = args.length > 1 ? args[1] : "0";
		Path file = given.equals("<") ? Path.of(args[2]) : null;
		String value = file != null ? (Files.exists(file) ? Files.readString(file).strip() : "98")
				: given.startsWith("$") ? System.getenv(given.substring(1))
						: given.startsWith("!") ? (System.getenv(given.substring(1)) == null ? "0" : "5") : given;
		int code = value == null ? 99 : Integer.parseInt(value);
		System.err.println("slept " + args[0] + " ms, exit code " + code);
		System.exit(code);
	}
}
