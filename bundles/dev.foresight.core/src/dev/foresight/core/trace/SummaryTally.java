/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts events one at a time into a {@link TraceSummary} and the trace's {@link Mounts}, so that a trace in memory
 * and a file streamed event by event ({@code SummaryScan}) are summarized by the same code. What it holds grows with
 * threads, sites and carriers, not with events.
 */
public final class SummaryTally {

	private static final EventKind[] KINDS = EventKind.values();

	private final long[] byKind = new long[KINDS.length];
	/** Count per (site, kind): the site id in the high bits, the kind in the low byte. */
	private final Map<Long, long[]> sites = new HashMap<>();
	private int[] threadEvents = new int[16];
	private long[] threadCpu = new long[16];
	private long events;
	private long cpu;
	private long first = Long.MAX_VALUE;
	private long last = Long.MIN_VALUE;
	private long mounts;
	private final BitSet carriers = new BitSet();

	/** Counts one event of thread {@code thread}; {@code arg} matters for a {@code vthread_mount} only. */
	public void add(int thread, EventKind kind, int site, long cpuNanos, long wallNanos, long arg) {
		if (thread >= threadEvents.length) {
			int n = Math.max(thread + 1, threadEvents.length * 2);
			threadEvents = Arrays.copyOf(threadEvents, n);
			threadCpu = Arrays.copyOf(threadCpu, n);
		}
		threadEvents[thread]++;
		threadCpu[thread] += cpuNanos;
		byKind[kind.ordinal()]++;
		if (site >= 0) {
			sites.computeIfAbsent(((long) site << 8) | kind.ordinal(), k -> new long[1])[0]++;
		}
		if (kind == EventKind.VTHREAD_MOUNT) {
			mounts++;
			if (arg >= 0 && arg < Integer.MAX_VALUE) {
				carriers.set((int) arg);
			}
		}
		events++;
		cpu += cpuNanos;
		first = Math.min(first, wallNanos);
		last = Math.max(last, wallNanos);
	}

	/** Number of events counted. */
	public long events() {
		return events;
	}

	/** The summary of what was counted, for a trace of {@code threads} threads with {@code header}'s tables. */
	public TraceSummary summary(TraceHeader header, int threads) {
		Map<EventKind, Long> kinds = new EnumMap<>(EventKind.class);
		for (EventKind k : KINDS) {
			if (byKind[k.ordinal()] > 0) {
				kinds.put(k, byKind[k.ordinal()]);
			}
		}
		List<TraceSummary.ThreadRow> rows = new ArrayList<>(threads);
		for (int t = 0; t < threads; t++) {
			boolean counted = t < threadEvents.length;
			rows.add(new TraceSummary.ThreadRow(header.threads().get(t), counted ? threadEvents[t] : 0,
					counted ? threadCpu[t] : 0));
		}
		long wall = first == Long.MAX_VALUE ? 0 : last - first;
		return new TraceSummary(threads, events, kinds, cpu, wall, rows, siteRows(header));
	}

	private List<TraceSummary.SiteCount> siteRows(TraceHeader header) {
		List<TraceSummary.SiteCount> rows = new ArrayList<>(sites.size());
		sites.forEach((key, count) -> rows.add(new TraceSummary.SiteCount(header.site((int) (key >>> 8)),
				KINDS[(int) (key & 0xff)], count[0])));
		rows.sort(Comparator.comparingLong(TraceSummary.SiteCount::count).reversed()
				.thenComparing(r -> r.site().id())
				.thenComparing(TraceSummary.SiteCount::kind));
		return rows;
	}

	/** The virtual threads of {@code header} and the mounts counted. */
	public Mounts mounts(TraceHeader header) {
		int virtual = 0;
		for (ThreadInfo t : header.threads()) {
			virtual += t.virtual() ? 1 : 0;
		}
		return new Mounts(virtual, mounts, carriers.cardinality());
	}
}
