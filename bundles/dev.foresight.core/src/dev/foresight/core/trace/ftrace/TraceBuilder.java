/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** Collects what {@link FtraceReader} streams into an in-memory {@link Trace}. */
final class TraceBuilder extends FtraceScan {

	private final List<ThreadEvents.Builder> streams = new ArrayList<>();
	/**
	 * Per thread, a builder sized for the events the file's blocks announce ({@link EventCounts}), all in one set of
	 * columns, so that each column is allocated once.
	 */
	private final ThreadEvents.Builder[] sized;

	TraceBuilder(int[] expected) {
		this.sized = ThreadEvents.builders(expected);
	}

	@Override
	public void event(int thread, int index, EventKind kind, long object, int site, long cpu, long wall, long arg,
			int flags, int wakeThread, int wakeIndex) {
		super.event(thread, index, kind, object, site, cpu, wall, arg, flags, wakeThread, wakeIndex);
		while (streams.size() <= thread) {
			int t = streams.size();
			streams.add(t < sized.length ? sized[t] : ThreadEvents.builder(t));
		}
		streams.get(thread).add(kind, object, site, cpu, wall, arg, flags, wakeThread, wakeIndex);
	}

	/** The recorder writes thread_start before the new thread has an id; its thread_begin names the start. */
	private void linkStarts() {
		int[] starts = starts();
		for (int k = 0; k < starts.length; k += 3) {
			int creator = starts[k + 1];
			int index = starts[k + 2];
			if (creator < streams.size() && index < streams.get(creator).size()
					&& streams.get(creator).kind(index) == EventKind.THREAD_START) {
				streams.get(creator).setArg(index, starts[k]);
			}
		}
	}

	TraceReadResult result() {
		linkStarts();
		WaitLinker.link(streams);
		int n = threadCount();
		List<ThreadEvents> built = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			built.add(i < streams.size() ? streams.get(i).build() : ThreadEvents.builder(i).build());
		}
		return new TraceReadResult(new Trace(header(), built), warnings(), closed(), bytes());
	}
}
