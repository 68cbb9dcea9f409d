/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.io.IOException;
import java.nio.file.Path;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Mounts;
import dev.foresight.core.trace.SummaryTally;
import dev.foresight.core.trace.TraceSummary;

/**
 * One pass over a file that summarizes it without holding its events: {@link #summary()} and {@link #mounts()} are
 * what {@link TraceSummary#of} and {@link Mounts#of} give for {@code FtraceReader.read(file).trace()}, besides what
 * every {@link FtraceScan} collects. A trace too large for the heap is summarized this way, and a trace editor knows
 * from it how many events it is about to read into memory.
 */
public final class SummaryScan extends FtraceScan {

	private final SummaryTally tally = new SummaryTally();

	private SummaryScan(ProgressMonitor monitor) {
		super(monitor);
	}

	/** Reads {@code file} once. */
	public static SummaryScan scan(Path file) throws IOException {
		return scan(file, ProgressMonitor.NONE);
	}

	/**
	 * Reads {@code file} once, reporting the events read to {@code monitor} (its total unknown).
	 *
	 * @throws java.util.concurrent.CancellationException when the monitor is canceled
	 */
	public static SummaryScan scan(Path file, ProgressMonitor monitor) throws IOException {
		SummaryScan s = new SummaryScan(monitor);
		monitor.begin("Reading " + file.getFileName(), -1);
		FtraceReader.stream(file, s);
		return s;
	}

	@Override
	public void event(int thread, int index, EventKind kind, long object, int site, long cpu, long wall, long arg,
			int flags, int wakeThread, int wakeIndex) {
		super.event(thread, index, kind, object, site, cpu, wall, arg, flags, wakeThread, wakeIndex);
		tally.add(thread, kind, site, cpu, wall, arg);
	}

	/** The file's summary. */
	public TraceSummary summary() {
		return tally.summary(header(), threadCount());
	}

	/** How the file's virtual threads were mounted. */
	public Mounts mounts() {
		return tally.mounts(header());
	}
}
