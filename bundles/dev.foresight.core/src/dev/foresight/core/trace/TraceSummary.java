/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.List;
import java.util.Map;

/**
 * What a trace holds at a glance: counts by kind, CPU time and recording span, per thread and per call site. The
 * trace editor and {@code foresight info} both show it.
 *
 * @param threads number of recorded threads
 * @param events total number of events
 * @param kinds event count per kind, only kinds that occur
 * @param cpuNanos CPU time of all threads
 * @param wallNanos span from the first to the last event
 * @param perThread one row per thread, in id order
 * @param sites one entry per call site and kind, most frequent first; events without a site are left out
 */
public record TraceSummary(int threads, long events, Map<EventKind, Long> kinds, long cpuNanos, long wallNanos,
		List<ThreadRow> perThread, List<SiteCount> sites) {

	/**
	 * A thread's share of the trace.
	 *
	 * @param thread the thread
	 * @param events its number of events
	 * @param cpuNanos its CPU time
	 */
	public record ThreadRow(ThreadInfo thread, int events, long cpuNanos) {
	}

	/**
	 * How often one kind of event happened at one call site.
	 *
	 * @param site the call site
	 * @param kind the kind
	 * @param count number of events
	 */
	public record SiteCount(Site site, EventKind kind, long count) {
	}

	/** Defensive copies. */
	public TraceSummary {
		kinds = Map.copyOf(kinds);
		perThread = List.copyOf(perThread);
		sites = List.copyOf(sites);
	}

	/** Summarizes {@code trace} in one pass over its events. */
	public static TraceSummary of(Trace trace) {
		return tally(trace).summary(trace.header(), trace.threadCount());
	}

	/** The events of {@code trace} counted. */
	static SummaryTally tally(Trace trace) {
		SummaryTally tally = new SummaryTally();
		for (ThreadEvents s : trace.streams()) {
			for (int i = 0; i < s.size(); i++) {
				tally.add(s.thread(), s.kind(i), s.site(i), s.cpuNanos(i), s.wallNanos(i), s.arg(i));
			}
		}
		return tally;
	}
}
