/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * Turns a recorded {@link Trace} into an {@link ExecutionGraph}: every event ends one segment, the CPU time the thread
 * consumed before it; the segment after an event waits for that event's wake link (the releasing event of another
 * thread, whose own segment must end first). Wake links are taken as recorded, as in the Strict Sequence model (spec
 * section 3.6): this gives the one-processor-per-thread execution the critical path and the bound need. Sleeps and
 * I/O waits are not modelled here (they cost no processor); the simulator models them.
 */
public final class TraceGraphs {

	private TraceGraphs() {
	}

	/** Segment index of event {@code index} of thread {@code thread} in a graph built by {@link #of(Trace)}. */
	public static int segment(ExecutionGraph graph, int thread, int index) {
		return graph.first(thread) + index;
	}

	/**
	 * The graph of {@code trace}; segment {@code first(t) + i} is the work before event i of thread t, and its site is
	 * that event's site (none for a {@code thread_begin}, whose site is where the creator started the thread).
	 *
	 * @throws IllegalArgumentException naming the thread and event of a wake link that points nowhere
	 */
	public static ExecutionGraph of(Trace trace) {
		int threads = trace.threadCount();
		int[] offset = new int[threads + 1];
		for (int t = 0; t < threads; t++) {
			offset[t + 1] = offset[t] + Math.max(1, trace.thread(t).size());
		}
		ExecutionGraph.Builder b = ExecutionGraph.builder();
		for (int t = 0; t < threads; t++) {
			b.addThread();
		}
		for (int t = 0; t < threads; t++) {
			ThreadEvents events = trace.thread(t);
			if (events.size() == 0) {
				b.segment(t, 0);
				continue;
			}
			for (int i = 0; i < events.size(); i++) {
				// the first segment waits for the thread's own start; later ones for the previous event's release
				int linked = i == 0 ? 0 : i - 1;
				int release = releaser(trace, offset, t, linked);
				// a thread_begin carries its creator's call site, which is not code this thread runs
				int site = events.kind(i) == EventKind.THREAD_BEGIN ? ExecutionGraph.NONE : events.site(i);
				b.segment(t, Math.max(0, events.cpuNanos(i)), release, ExecutionGraph.NONE, ExecutionGraph.NONE, site);
			}
		}
		return b.build();
	}

	private static int releaser(Trace trace, int[] offset, int t, int i) {
		ThreadEvents events = trace.thread(t);
		int wt = events.wakeThread(i);
		if (wt < 0 || wt == t) {
			return ExecutionGraph.NONE;
		}
		int wi = events.wakeIndex(i);
		if (wt >= trace.threadCount() || wi < 0 || wi >= trace.thread(wt).size()) {
			throw new IllegalArgumentException("thread " + t + " event " + i + " (" + events.kind(i)
					+ "): wake link to thread " + wt + " event " + wi + ", which does not exist");
		}
		return offset[wt] + wi;
	}
}
