/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Writes a lock-only {@link ExecutionGraph} (such as a synthetic program of spec section 5.7) as a trace the simulator
 * replays: every thread starts at time 0, a lock acquisition becomes a {@code monitor_enter} and a release a
 * {@code monitor_exit} of monitor lock + 1, and each segment's work is the CPU time before the next event.
 */
public final class GraphTraces {

	private GraphTraces() {
	}

	/**
	 * The trace of {@code graph}, each work unit lasting {@code nanosPerUnit} nanoseconds.
	 *
	 * @throws IllegalArgumentException when the graph has fixed releases or delays, which a trace cannot carry without
	 *             events
	 */
	public static Trace of(ExecutionGraph graph, long nanosPerUnit) {
		List<ThreadInfo> threads = new ArrayList<>();
		List<ThreadEvents> streams = new ArrayList<>();
		for (int t = 0; t < graph.threadCount(); t++) {
			threads.add(new ThreadInfo(t, "thread-" + t, -1, -1, false));
			ThreadEvents.Builder b = ThreadEvents.builder(t);
			long wall = 0;
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, wall, 0, 0);
			long pending = 0;
			for (int s = graph.first(t); s < graph.end(t); s++) {
				if (graph.release(s) != ExecutionGraph.NONE || graph.delay(s) > 0) {
					throw new IllegalArgumentException("segment " + s + " has a fixed release or a delay; only locks"
							+ " are written");
				}
				if (graph.acquire(s) != ExecutionGraph.NONE) {
					wall += pending;
					b.add(EventKind.MONITOR_ENTER, graph.acquire(s) + 1L, -1, pending, wall, 0, 0);
					pending = 0;
				}
				pending += graph.work(s) * nanosPerUnit;
				if (graph.releaseLock(s) != ExecutionGraph.NONE) {
					wall += pending;
					b.add(EventKind.MONITOR_EXIT, graph.releaseLock(s) + 1L, -1, pending, wall, 0, 0);
					pending = 0;
				}
			}
			b.add(EventKind.THREAD_END, -1, -1, pending, wall + pending, 0, 0);
			streams.add(b.build());
		}
		return new Trace(new TraceHeader(1, "synthetic", "synthetic", graph.threadCount(), 0, threads, List.of(),
				Map.of("command", "synthetic program")), streams);
	}
}
