/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.util.function.LongSupplier;

import dev.foresight.core.ProgressMonitor;

/**
 * Progress of a long computation on one line of the terminal ({@code foresight: Simulating 7 processor counts: 35 %}),
 * rewritten at most twice a second and only once the work has run for a second, so that short runs print nothing.
 * Workers report concurrently; {@link #done} clears the line. Commands use it only when standard error is a terminal,
 * so that scripts reading the output see none of it.
 */
final class TerminalProgress implements ProgressMonitor {

	private static final long QUIET_NANOS = 1_000_000_000L;
	private static final long EVERY_NANOS = 500_000_000L;

	private final PrintWriter err;
	private final LongSupplier clock;
	private final long start;
	private String task = "";
	private long total = -1;
	private long done;
	private long shownAt;
	private boolean shown;

	TerminalProgress(PrintWriter err, LongSupplier clock) {
		this.err = err;
		this.clock = clock;
		this.start = clock.getAsLong();
	}

	/** The monitor for a command: this one when standard error is a terminal, else {@link ProgressMonitor#NONE}. */
	static ProgressMonitor forTerminal(PrintWriter err) {
		return System.console() != null ? new TerminalProgress(err, System::nanoTime) : ProgressMonitor.NONE;
	}

	@Override
	public synchronized void begin(String name, long totalWork) {
		task = name;
		total = totalWork;
		done = 0;
	}

	@Override
	public synchronized void worked(long work) {
		done += work;
		long now = clock.getAsLong();
		if (now - start >= QUIET_NANOS && (!shown || now - shownAt >= EVERY_NANOS)) {
			String line = total > 0 ? String.format("%s: %d %%", task, Math.min(100, done * 100 / total)) : task;
			err.print("\rforesight: " + line + "   ");
			err.flush();
			shown = true;
			shownAt = now;
		}
	}

	@Override
	public boolean isCanceled() {
		return false;
	}

	/** Clears the progress line, if one was shown. */
	synchronized void done() {
		if (shown) {
			err.print("\r\033[K");
			err.flush();
			shown = false;
		}
	}

	/** Clears the line of {@code monitor} if it is a terminal progress line. */
	static void done(ProgressMonitor monitor) {
		if (monitor instanceof TerminalProgress p) {
			p.done();
		}
	}
}
