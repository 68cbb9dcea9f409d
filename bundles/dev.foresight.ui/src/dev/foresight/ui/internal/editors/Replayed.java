/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Path;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceSummary;

/**
 * What the trace editor's prediction replays: the trace read into memory, or, for a trace whose analyses the IDE's
 * heap cannot hold ({@link HeapAdvice#holds}), its file, streamed once for the editor's predictions
 * ({@link SharedStream}: the heap then holds what grows with threads, objects and sites).
 *
 * @param trace the trace in memory, or {@code null} when streamed
 * @param closed whether the file has its end block
 * @param file the trace's file
 * @param header the trace's header
 * @param summary the trace's summary
 * @param stream the streamed trace's simulator, or {@code null} for a trace in memory
 */
record Replayed(Trace trace, boolean closed, Path file, TraceHeader header, TraceSummary summary,
		SharedStream stream) {

	/** A simulator lent to one prediction; closing the lease gives it back. */
	record Lease(Simulator sim, Runnable giveBack) implements AutoCloseable {
		@Override
		public void close() {
			giveBack.run();
		}
	}

	/** The trace {@code trace} read into memory from {@code file}. */
	static Replayed inMemory(Trace trace, boolean closed, Path file, TraceSummary summary) {
		return new Replayed(trace, closed, file, trace.header(), summary, null);
	}

	/** The trace of {@code file}, streamed. */
	static Replayed streamed(Path file, boolean closed, TraceHeader header, TraceSummary summary) {
		return new Replayed(null, closed, file, header, summary, new SharedStream(file));
	}

	/** Whether each prediction streams the file. */
	boolean streamed() {
		return trace == null;
	}

	/**
	 * A simulator of the trace, with the recorder's stated cost taken off, for one prediction, which closes the lease.
	 * A streamed file's two passes, the first time, report to {@code monitor}, which can cancel them.
	 */
	Lease open(ProgressMonitor monitor) throws IOException {
		if (trace != null) {
			Simulator sim = new Simulator(trace, RecordingCost.recorded(trace), closed);
			return new Lease(sim, sim::close);
		}
		return new Lease(stream.acquire(monitor), stream::release);
	}

	/** The editor closes: a streamed trace's temporary files go once no prediction uses them. */
	void dispose() {
		if (stream != null) {
			stream.dispose();
		}
	}
}
