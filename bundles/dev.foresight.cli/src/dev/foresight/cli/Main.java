/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;

import picocli.CommandLine;

/** Entry point of the {@code foresight} command: runs a command line and returns its exit code. */
public final class Main {

	private Main() {
	}

	/** Runs the command and exits the JVM with its exit code. */
	public static void main(String[] args) {
		PrintWriter err = new PrintWriter(System.err, true);
		ChildProcesses.endWithThisProcess(err);
		System.exit(run(new PrintWriter(System.out, true), err, args));
	}

	/** Runs the command with the given output streams; returns the exit code (tests call this). */
	public static int run(PrintWriter out, PrintWriter err, String... args) {
		CommandLine cl = new CommandLine(new ForesightCommand());
		cl.setOut(out);
		cl.setErr(err);
		cl.setExecutionExceptionHandler((ex, line, parsed) -> report(ex, line.getErr()));
		try {
			return cl.execute(args);
		} catch (OutOfMemoryError | StackOverflowError e) {
			// picocli hands exceptions to the handler but lets errors through; the heap and the stack are free again
			// once it unwound
			return report(e, err);
		}
	}

	/**
	 * Reports a command's failure on {@code err} and returns the exit code, 1. What the user can act on (a bad
	 * argument or file, a trace that deadlocks, an I/O error) is one line with its message; anything else is a defect
	 * of Foresight, reported as such with its stack trace, so that the report can say where.
	 */
	static int report(Throwable ex, PrintWriter err) {
		if (ex instanceof OutOfMemoryError) {
			err.println("foresight: out of memory: give the JVM more heap (FORESIGHT_CLI_VMARGS=-Xmx8g) or, "
					+ "for predict, use --stream");
		} else if (ex instanceof StackOverflowError) {
			// a thousand frames of one recursion say no more than its first few
			err.println("foresight: internal error, please report it with the lines below: the stack overflowed");
			Arrays.stream(ex.getStackTrace()).limit(12).forEach(f -> err.println("\tat " + f));
		} else if (ex instanceof Error || (ex instanceof RuntimeException && !userError(ex))) {
			err.println("foresight: internal error, please report it with the lines below: " + ex);
			ex.printStackTrace(err);
		} else if (ex instanceof FileSystemException f && f.getFile() != null) {
			err.println("foresight: " + f.getFile() + ": " + reason(f));
		} else {
			err.println("foresight: " + (ex.getMessage() != null ? ex.getMessage() : ex.toString()));
		}
		err.flush();
		return 1;
	}

	/** A reader's warning about {@code file}, named once: some warnings name it themselves. */
	static String located(Path file, String warning) {
		return warning.startsWith(file.toString()) ? warning : file + ": " + warning;
	}

	/** Why a file could not be read, in words: the JDK leaves the reason out of the commonest two. */
	private static String reason(FileSystemException f) {
		if (f instanceof NoSuchFileException) {
			// an output file whose directory is missing gets the same exception as a missing input
			Path parent = Path.of(f.getFile()).toAbsolutePath().getParent();
			return parent != null && !Files.isDirectory(parent) ? "no such file (" + parent + " does not exist)"
					: "no such file";
		}
		if (f instanceof AccessDeniedException) {
			return "permission denied";
		}
		return f.getReason() != null ? f.getReason() : f.getClass().getSimpleName();
	}

	/**
	 * Whether an unchecked exception reports the user's input: Foresight's own (a model's syntax, a derivation) and
	 * the JDK's for bad arguments, wrong states and I/O; the JDK's others (an index out of bounds, a null) are
	 * defects.
	 */
	private static boolean userError(Throwable ex) {
		return ex.getClass().getName().startsWith("dev.foresight.") || ex instanceof IllegalArgumentException
				|| ex instanceof IllegalStateException || ex instanceof java.io.UncheckedIOException
				|| ex instanceof UnsupportedOperationException;
	}
}
