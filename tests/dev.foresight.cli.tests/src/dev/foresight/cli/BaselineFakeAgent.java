/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A stand-in for the agent in its baseline mode ({@code baseline=FILE}), for {@link BaselineTest}: it writes what the
 * system properties {@code fake.compilers} and {@code fake.program} say (nothing when the first is unset) to the file
 * at the JVM's end; as a program, it
 * exits with its first argument as the exit code, or sleeps for ever when that is {@code hang}.
 */
public final class BaselineFakeAgent {

	private BaselineFakeAgent() {
	}

	/** The agent's entry point. */
	public static void premain(String args) {
		Path file = Path.of(args.substring("baseline=".length()));
		String compilers = System.getProperty("fake.compilers");
		String program = System.getProperty("fake.program");
		if (compilers == null) {
			return;
		}
		Runtime.getRuntime().addShutdownHook(new Thread(() -> {
			try {
				Files.writeString(file, "compilers=" + compilers + "\n" + (program == null ? "" : "program=" + program
						+ "\n"));
			} catch (IOException e) {
				throw new java.io.UncheckedIOException(e);
			}
		}));
	}

	/** The program: {@code EXIT-CODE | hang}. */
	public static void main(String[] args) throws InterruptedException {
		System.out.println("the program's output");
		if (args[0].equals("hang")) {
			Thread.sleep(Long.MAX_VALUE);
		}
		System.exit(Integer.parseInt(args[0]));
	}
}
