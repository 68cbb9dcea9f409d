/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Writes traces in code as a uni-processor recording would produce them (as the simulator tests do): one clock
 * advances by each event's CPU time, which becomes its wall time, so the order of the calls is the recorded order.
 * Times are in microseconds.
 */
final class TraceScript {

	private static final long US = 1_000;

	private final List<ThreadEvents.Builder> streams = new ArrayList<>();
	private final List<ThreadInfo> infos = new ArrayList<>();
	private long clock;

	/** Adds a thread; {@code parent} -1 makes it run from time 0 without a {@code thread_start}. */
	int thread(String name, int parent) {
		int id = streams.size();
		streams.add(ThreadEvents.builder(id));
		infos.add(new ThreadInfo(id, name, parent, -1, false));
		return id;
	}

	/** Appends an event after {@code cpuUs} of work; returns its index. */
	int event(int t, EventKind kind, long object, long cpuUs, long arg, int flags) {
		clock += cpuUs * US;
		return streams.get(t).add(kind, object, -1, cpuUs * US, clock, arg, flags);
	}

	/** Records that event {@code j} of thread {@code u} released event {@code i} of thread {@code t}. */
	void link(int t, int i, int u, int j) {
		streams.get(t).setWake(i, u, j);
	}

	/** The first event of a root thread. */
	void begin(int t) {
		event(t, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
	}

	/** {@code parent} starts {@code child} after {@code cpuUs}; the child's linked {@code thread_begin} follows. */
	void start(int parent, int child, long cpuUs) {
		int s = event(parent, EventKind.THREAD_START, -1, cpuUs, child, 0);
		int b = event(child, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
		link(child, b, parent, s);
	}

	/** Ends {@code t} after {@code cpuUs}; returns the event index. */
	int end(int t, long cpuUs) {
		return event(t, EventKind.THREAD_END, -1, cpuUs, 0, 0);
	}

	/** {@code t} joins {@code joined}, whose {@code thread_end} is {@code endIndex}, after {@code cpuUs}. */
	void join(int t, int joined, int endIndex, long cpuUs) {
		int j = event(t, EventKind.JOIN, -1, cpuUs, joined, 0);
		link(t, j, joined, endIndex);
	}

	/** {@code t} waits on {@code kind} after {@code cpuUs}, released by event {@code j} of {@code u}. */
	int waitFor(int t, EventKind kind, long object, long cpuUs, int u, int j) {
		int i = event(t, kind, object, cpuUs, 0, 0);
		link(t, i, u, j);
		return i;
	}

	Trace build() {
		List<ThreadEvents> built = streams.stream().map(ThreadEvents.Builder::build).toList();
		return new Trace(new TraceHeader(1, "test", "test", 1, 0, infos, List.of(), Map.of()), built);
	}
}
