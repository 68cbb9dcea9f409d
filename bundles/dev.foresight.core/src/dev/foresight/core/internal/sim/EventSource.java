/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * The events of a trace by thread and index, wake links included: what preparing a trace and simulating it read.
 * Backed by an in-memory trace ({@link TraceEvents}) or by columns of a streamed file ({@link FileEvents}).
 */
public interface EventSource {

	/** The events of {@code trace}, read from its memory. */
	static EventSource of(Trace trace) {
		return new TraceEvents(trace);
	}

	/** Number of threads. */
	int threads();

	/** Number of events of thread {@code t}. */
	int size(int t);

	/** Kind of event {@code i} of thread {@code t}. */
	EventKind kind(int t, int i);

	/** Object id, or -1. */
	long object(int t, int i);

	/** Site id, or -1. */
	int site(int t, int i);

	/** CPU time since the thread's previous event. */
	long cpuNanos(int t, int i);

	/** Wall time since the start of the recording. */
	long wallNanos(int t, int i);

	/** Kind-specific argument. */
	long arg(int t, int i);

	/** Flags. */
	int flags(int t, int i);

	/** Thread of the releasing event, or -1. */
	int wakeThread(int t, int i);

	/** Index of the releasing event in its thread, or -1. */
	int wakeIndex(int t, int i);
}
