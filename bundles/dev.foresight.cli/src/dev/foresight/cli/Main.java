/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;

import picocli.CommandLine;

/** Entry point of the {@code foresight} command: runs a command line and returns its exit code. */
public final class Main {

	private Main() {
	}

	/** Runs the command and exits the JVM with its exit code. */
	public static void main(String[] args) {
		System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
	}

	/** Runs the command with the given output streams; returns the exit code (tests call this). */
	public static int run(PrintWriter out, PrintWriter err, String... args) {
		CommandLine cl = new CommandLine(new ForesightCommand());
		cl.setOut(out);
		cl.setErr(err);
		cl.setExecutionExceptionHandler((ex, line, parsed) -> {
			line.getErr().println("foresight: " + ex.getMessage());
			return 1;
		});
		return cl.execute(args);
	}
}
