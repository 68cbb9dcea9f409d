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
 * The overview of a trace that {@code foresight info} prints: sizes, events per kind, total CPU time, recording span,
 * and how often each call site performed each kind of event.
 *
 * @param threads number of recorded threads
 * @param events total events
 * @param kinds events per kind, in kind order, kinds that did not occur left out
 * @param cpuNanos CPU time of all threads
 * @param wallNanos span from the first to the last event
 * @param sites one entry per call site and kind, most frequent first
 */
public record TraceSummary(int threads, long events, Map<EventKind, Long> kinds, long cpuNanos, long wallNanos,
		List<SiteCount> sites) {

	/**
	 * How often one site performed one kind of event.
	 *
	 * @param site the site
	 * @param kind the kind
	 * @param count number of events
	 */
	public record SiteCount(Site site, EventKind kind, long count) {
	}

	/** Defensive copies. */
	public TraceSummary {
		kinds = Map.copyOf(kinds);
		sites = List.copyOf(sites);
	}

	/** Summarizes {@code trace}. */
	public static TraceSummary of(Trace trace) {
		Map<EventKind, Long> kinds = new EnumMap<>(EventKind.class);
		Map<Long, Long> perSite = new HashMap<>();
		long cpu = 0;
		long first = Long.MAX_VALUE;
		long last = Long.MIN_VALUE;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				kinds.merge(e.kind(i), 1L, Long::sum);
				cpu += e.cpuNanos(i);
				first = Math.min(first, e.wallNanos(i));
				last = Math.max(last, e.wallNanos(i));
				if (e.site(i) >= 0) {
					perSite.merge((long) e.site(i) << 8 | e.kind(i).ordinal(), 1L, Long::sum);
				}
			}
		}
		List<SiteCount> sites = new ArrayList<>();
		EventKind[] all = EventKind.values();
		perSite.forEach((key, n) -> sites.add(new SiteCount(trace.header().site((int) (key >>> 8)),
				all[(int) (key & 0xFF)], n)));
		sites.sort(Comparator.comparingLong(SiteCount::count).reversed()
				.thenComparing(s -> s.site().id()).thenComparing(SiteCount::kind));
		return new TraceSummary(trace.threadCount(), trace.eventCount(), kinds, cpu,
				first == Long.MAX_VALUE ? 0 : last - first, sites);
	}
}
