/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a trace holds at a glance: counts by kind, CPU and wall time, per thread and per call site. The trace editor
 * and {@code foresight info} both show it.
 *
 * @param threads number of recorded threads
 * @param events total number of events
 * @param kinds event count per kind, only kinds that occur
 * @param cpuNanos CPU time of all threads
 * @param wallNanos wall time from the start of the recording to its last event
 * @param perThread one row per thread, in id order
 * @param perSite one row per (site, kind), most frequent first
 */
public record TraceSummary(int threads, long events, Map<EventKind, Long> kinds, long cpuNanos, long wallNanos,
		List<ThreadRow> perThread, List<SiteRow> perSite) {

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
	 * @param site the call site, or {@code null} for events without one
	 * @param kind the kind
	 * @param count number of events
	 */
	public record SiteRow(Site site, EventKind kind, long count) {
	}

	/** Defensive copies. */
	public TraceSummary {
		kinds = Map.copyOf(kinds);
		perThread = List.copyOf(perThread);
		perSite = List.copyOf(perSite);
	}

	/** Summarizes {@code trace} in one pass over its events. */
	public static TraceSummary of(Trace trace) {
		Map<EventKind, Long> kinds = new EnumMap<>(EventKind.class);
		Map<Long, long[]> sites = new HashMap<>();
		List<ThreadRow> threads = new ArrayList<>();
		long events = 0;
		long cpu = 0;
		long wall = 0;
		for (ThreadEvents s : trace.streams()) {
			long threadCpu = 0;
			for (int i = 0; i < s.size(); i++) {
				EventKind kind = s.kind(i);
				kinds.merge(kind, 1L, Long::sum);
				// one key per (site, kind): the site id in the high bits, the kind in the low byte
				sites.computeIfAbsent(((long) s.site(i) << 8) | kind.ordinal(), k -> new long[1])[0]++;
				threadCpu += s.cpuNanos(i);
				wall = Math.max(wall, s.wallNanos(i));
			}
			events += s.size();
			cpu += threadCpu;
			threads.add(new ThreadRow(trace.header().threads().get(s.thread()), s.size(), threadCpu));
		}
		return new TraceSummary(trace.threadCount(), events, kinds, cpu, wall, threads, siteRows(trace, sites));
	}

	private static List<SiteRow> siteRows(Trace trace, Map<Long, long[]> sites) {
		EventKind[] kinds = EventKind.values();
		List<SiteRow> rows = new ArrayList<>(sites.size());
		sites.forEach((key, count) -> rows.add(new SiteRow(trace.header().site((int) (key >> 8)),
				kinds[(int) (key & 0xff)], count[0])));
		rows.sort(Comparator.comparingLong(SiteRow::count).reversed()
				.thenComparing(r -> r.site() == null ? "" : r.site().qualifiedMethod())
				.thenComparing(SiteRow::kind));
		return rows;
	}
}
