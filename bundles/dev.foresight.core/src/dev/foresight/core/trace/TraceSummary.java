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
		Map<EventKind, Long> kinds = new EnumMap<>(EventKind.class);
		Map<Long, long[]> sites = new HashMap<>();
		List<ThreadRow> threads = new ArrayList<>();
		long events = 0;
		long cpu = 0;
		long first = Long.MAX_VALUE;
		long last = Long.MIN_VALUE;
		for (ThreadEvents s : trace.streams()) {
			long threadCpu = 0;
			for (int i = 0; i < s.size(); i++) {
				EventKind kind = s.kind(i);
				kinds.merge(kind, 1L, Long::sum);
				if (s.site(i) >= 0) {
					// one key per (site, kind): the site id in the high bits, the kind in the low byte
					sites.computeIfAbsent(((long) s.site(i) << 8) | kind.ordinal(), k -> new long[1])[0]++;
				}
				threadCpu += s.cpuNanos(i);
				first = Math.min(first, s.wallNanos(i));
				last = Math.max(last, s.wallNanos(i));
			}
			events += s.size();
			cpu += threadCpu;
			threads.add(new ThreadRow(trace.header().threads().get(s.thread()), s.size(), threadCpu));
		}
		long wall = first == Long.MAX_VALUE ? 0 : last - first;
		return new TraceSummary(trace.threadCount(), events, kinds, cpu, wall, threads, siteRows(trace, sites));
	}

	private static List<SiteCount> siteRows(Trace trace, Map<Long, long[]> sites) {
		EventKind[] kinds = EventKind.values();
		List<SiteCount> rows = new ArrayList<>(sites.size());
		sites.forEach((key, count) -> rows.add(new SiteCount(trace.header().site((int) (key >>> 8)),
				kinds[(int) (key & 0xff)], count[0])));
		rows.sort(Comparator.comparingLong(SiteCount::count).reversed()
				.thenComparing(r -> r.site().id())
				.thenComparing(SiteCount::kind));
		return rows;
	}
}
