/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The programs a command runs ({@code record}'s recorded program and its runs without the recorder, {@code measure}'s
 * runs) end with the command. A {@code foresight} process that is terminated (SIGTERM, SIGINT, SIGHUP: the JVM shuts
 * down) would otherwise leave them running without a parent, a program that never ends among them, and a recorded
 * program's trace unwritten while it runs. Each is asked to end as a terminal's Ctrl-C would (SIGTERM, on which a
 * recorded JVM's recorder closes its trace) and killed when it has not ended within the grace period.
 */
final class ChildProcesses {

	/** How long a program asked to end may take before it is killed: a recorder closing a large trace needs seconds. */
	static final long GRACE_MILLIS = 10_000;

	private static final Object LOCK = new Object();
	/** Set when this process shuts down: the command's thread runs on meanwhile and must start nothing more. */
	private static boolean stopping;
	/** The trace of the recording in progress, reported once its program has been stopped; null when none. */
	private static volatile Path trace;

	private ChildProcesses() {
	}

	/**
	 * Installs the shutdown hook that stops this process's children (the command line's {@code main}; tests that run
	 * commands in their own JVM do not install it).
	 */
	static void endWithThisProcess(PrintWriter err) {
		Runtime.getRuntime().addShutdownHook(new Thread(() -> {
			synchronized (LOCK) {
				stopping = true;
			}
			// every child started before the flag is among them: start holds the lock while it starts one
			if (stop(ProcessHandle.current().children().toList(), GRACE_MILLIS, err) > 0) {
				Path t = trace;
				if (t != null && Files.exists(t)) {
					err.println("foresight: trace written to " + t);
					err.flush();
				}
			}
		}, "foresight-children"));
	}

	/** Whether this process is shutting down, its children stopped by the hook, which reports the trace. */
	static boolean stopping() {
		synchronized (LOCK) {
			return stopping;
		}
	}

	/**
	 * Starts {@code builder}'s process, unless this process is shutting down: then the program is not started and an
	 * {@link IOException} says so. {@code recording}: the trace the process writes, or null.
	 */
	static Process start(ProcessBuilder builder, Path recording) throws IOException {
		synchronized (LOCK) {
			if (stopping) {
				throw new IOException("stopped before the program was started");
			}
			trace = recording;
			return builder.start();
		}
	}

	/**
	 * Asks each live process of {@code children} to end, waits up to {@code graceMillis} for all of them, kills those
	 * left, and tells {@code err} what became of each. Returns the number it asked to end.
	 */
	static int stop(List<ProcessHandle> children, long graceMillis, PrintWriter err) {
		List<ProcessHandle> live = children.stream().filter(ProcessHandle::isAlive).toList();
		for (ProcessHandle p : live) {
			err.println("foresight: stopping the program it started (pid " + p.pid() + ")");
			p.destroy();
		}
		err.flush();
		long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(graceMillis);
		for (ProcessHandle p : live) {
			if (!ended(p, deadline)) {
				p.destroyForcibly();
				err.println("foresight: the program (pid " + p.pid() + ") did not end within " + graceMillis / 1000.0
						+ " s of being asked; killed" + (trace == null ? ""
								: ": the trace holds its events up to the last block the recorder wrote"));
			}
		}
		err.flush();
		return live.size();
	}

	/** Whether {@code p} ended before {@code deadline} ({@link System#nanoTime()}). */
	private static boolean ended(ProcessHandle p, long deadline) {
		CompletableFuture<ProcessHandle> exit = p.onExit();
		try {
			exit.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			return true;
		} catch (TimeoutException e) {
			return !p.isAlive();
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return !p.isAlive();
		} catch (ExecutionException e) {
			return !p.isAlive();
		}
	}
}
