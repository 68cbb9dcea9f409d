/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.List;

/**
 * A whole trace in memory: the header and one event stream per thread, {@code streams.get(id)} belonging to thread
 * {@code id}.
 *
 * @param header thread and site tables and recording facts
 * @param streams per-thread event streams, indexed by thread id
 */
public record Trace(TraceHeader header, List<ThreadEvents> streams) {

	/** Checks that there is one stream per thread, in id order. */
	public Trace {
		streams = List.copyOf(streams);
		if (streams.size() != header.threads().size()) {
			throw new IllegalArgumentException(
					streams.size() + " event streams for " + header.threads().size() + " threads");
		}
		for (int i = 0; i < streams.size(); i++) {
			if (streams.get(i).thread() != i) {
				throw new IllegalArgumentException("stream " + i + " belongs to thread " + streams.get(i).thread());
			}
		}
	}

	/** The stream of thread {@code id}. */
	public ThreadEvents thread(int id) {
		return streams.get(id);
	}

	/** Number of threads. */
	public int threadCount() {
		return streams.size();
	}

	/** Total number of events. */
	public long eventCount() {
		long n = 0;
		for (ThreadEvents s : streams) {
			n += s.size();
		}
		return n;
	}
}
