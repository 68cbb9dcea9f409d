/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * Builds traces in code as a uni-processor recording would produce them: one global clock advances by each event's
 * CPU time, which becomes the event's wall time, so the order of the calls is the recorded order.
 */
final class TraceBuilder {

	private final List<ThreadEvents.Builder> streams = new ArrayList<>();
	private final List<ThreadInfo> infos = new ArrayList<>();
	private final List<Site> sites = new ArrayList<>();
	private long clock;

	/** Adds a thread; {@code parent} -1 makes it start at time 0 without a {@code thread_start}. */
	int thread(String name, int parent) {
		return thread(name, parent, -1);
	}

	/** Adds a thread started at {@code creationSite} (a {@link #site} id); {@code parent} as in {@link #thread}. */
	int thread(String name, int parent, int creationSite) {
		int id = streams.size();
		streams.add(ThreadEvents.builder(id));
		infos.add(new ThreadInfo(id, name, parent, creationSite, false));
		return id;
	}

	/** Adds a daemon platform thread; {@code parent} as in {@link #thread}. */
	int daemonThread(String name, int parent) {
		int id = streams.size();
		streams.add(ThreadEvents.builder(id));
		infos.add(new ThreadInfo(id, name, parent, -1, false, true));
		return id;
	}

	/** Adds a virtual thread, a daemon as every virtual thread is; {@code parent} as in {@link #thread}. */
	int virtualThread(String name, int parent) {
		return virtualThread(name, parent, true);
	}

	/**
	 * Adds a virtual thread; without {@code daemon} the run waits for its end as for a platform thread's (for tests of
	 * the scheduler that leave the joins out).
	 */
	int virtualThread(String name, int parent, boolean daemon) {
		int id = streams.size();
		streams.add(ThreadEvents.builder(id));
		infos.add(new ThreadInfo(id, name, parent, -1, true, daemon));
		return id;
	}

	/** Adds a site and returns its id. */
	int site(String cls, String method, String file, int line) {
		sites.add(new Site(sites.size(), cls, method, file, line));
		return sites.size() - 1;
	}

	/** Appends an event after {@code cpu} ns of work; returns its index. */
	int event(int t, EventKind kind, long object, long cpu, long arg, int flags) {
		return event(t, kind, object, -1, cpu, arg, flags);
	}

	/** Appends an event at a site after {@code cpu} ns of work; returns its index. */
	int event(int t, EventKind kind, long object, int site, long cpu, long arg, int flags) {
		clock += cpu;
		return streams.get(t).add(kind, object, site, cpu, clock, arg, flags);
	}

	/**
	 * Appends an event that ran out ({@code TIMED_OUT} is added to {@code flags}) after {@code cpu} ns of work and
	 * {@code waited} ns of waiting: the replay takes its wait from the wall time since the thread's previous event,
	 * which the thread must have.
	 */
	int timedOut(int t, EventKind kind, long object, long cpu, long waited, long arg, int flags) {
		if (streams.get(t).size() == 0) {
			throw new IllegalStateException("thread " + t + " has no event before its wait");
		}
		clock += waited;
		return event(t, kind, object, cpu, arg, flags | Event.TIMED_OUT);
	}

	/** Lets {@code nanos} of wall time pass with no thread running: the next event's wall gap grows by as much. */
	void pass(long nanos) {
		clock += nanos;
	}

	/** Moves event {@code i} of thread {@code t} to wall time {@code wall}, as a recording on several processors. */
	void wall(int t, int i, long wall) {
		streams.get(t).setWall(i, wall);
	}

	/** Records that event {@code j} of thread {@code u} released event {@code i} of thread {@code t}. */
	void link(int t, int i, int u, int j) {
		streams.get(t).setWake(i, u, j);
	}

	/** {@code parent} starts {@code child} after {@code cpu} ns; the child's {@code thread_begin} follows. */
	void start(int parent, int child, long cpu) {
		int s = event(parent, EventKind.THREAD_START, -1, cpu, child, 0);
		int b = event(child, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
		link(child, b, parent, s);
	}

	/** Ends thread {@code t} after {@code cpu} ns; returns the event index. */
	int end(int t, long cpu) {
		return event(t, EventKind.THREAD_END, -1, cpu, 0, 0);
	}

	/** {@code t} joins {@code joined} (which must have ended) after {@code cpu} ns. */
	void join(int t, int joined, int endIndex, long cpu) {
		int j = event(t, EventKind.JOIN, -1, cpu, joined, 0);
		link(t, j, joined, endIndex);
	}

	/** {@code t} does {@code before} ns, then holds monitor {@code lock} for {@code inside} ns. */
	void critical(int t, long lock, long before, long inside) {
		event(t, EventKind.MONITOR_ENTER, lock, before, 0, 0);
		event(t, EventKind.MONITOR_EXIT, lock, inside, 0, 0);
	}

	Trace build() {
		List<ThreadEvents> built = streams.stream().map(ThreadEvents.Builder::build).toList();
		return new Trace(new TraceHeader(1, "test", "test", 1, 0, infos, sites, Map.of()), built);
	}
}
