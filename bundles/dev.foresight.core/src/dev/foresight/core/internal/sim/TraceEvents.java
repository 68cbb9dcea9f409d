/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** The events of an in-memory trace. */
final class TraceEvents implements EventSource {

	private final ThreadEvents[] streams;

	TraceEvents(Trace trace) {
		this.streams = trace.streams().toArray(new ThreadEvents[0]);
	}

	@Override
	public int threads() {
		return streams.length;
	}

	@Override
	public int size(int t) {
		return streams[t].size();
	}

	@Override
	public EventKind kind(int t, int i) {
		return streams[t].kind(i);
	}

	@Override
	public long object(int t, int i) {
		return streams[t].object(i);
	}

	@Override
	public int site(int t, int i) {
		return streams[t].site(i);
	}

	@Override
	public long cpuNanos(int t, int i) {
		return streams[t].cpuNanos(i);
	}

	@Override
	public long wallNanos(int t, int i) {
		return streams[t].wallNanos(i);
	}

	@Override
	public long arg(int t, int i) {
		return streams[t].arg(i);
	}

	@Override
	public int flags(int t, int i) {
		return streams[t].flags(i);
	}

	@Override
	public int wakeThread(int t, int i) {
		return streams[t].wakeThread(i);
	}

	@Override
	public int wakeIndex(int t, int i) {
		return streams[t].wakeIndex(i);
	}
}
