/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * Collects what a file says besides its events: the header, the thread and site tables, the warnings, the number of
 * events of each thread and which event started each thread. Memory grows with threads and sites, not with events,
 * so a first pass over a trace too large for the heap can size the columns a second pass fills.
 */
public class FtraceScan implements FtraceVisitor {

	private int version;
	private String jvm = "";
	private String os = "";
	private int cpus;
	private long start;
	private final Map<String, String> properties = new LinkedHashMap<>();
	private final TreeMap<Integer, ThreadInfo> threads = new TreeMap<>();
	private final TreeMap<Integer, Site> sites = new TreeMap<>();
	private final List<String> warnings = new ArrayList<>();
	private int[] counts = new int[16];
	private int streams;
	private long events;
	private final List<int[]> begins = new ArrayList<>();
	private boolean closed;
	private long bytes;

	/** Reads {@code file} once, keeping only what this class collects. */
	public static FtraceScan scan(java.nio.file.Path file) throws java.io.IOException {
		FtraceScan s = new FtraceScan();
		FtraceReader.stream(file, s);
		return s;
	}

	@Override
	public void header(int v, String jvmName, String osName, int cpuCount, long startMillis, Map<String, String> props) {
		version = v;
		jvm = jvmName;
		os = osName;
		cpus = cpuCount;
		start = startMillis;
		properties.putAll(props);
	}

	@Override
	public void thread(ThreadInfo thread) {
		threads.put(thread.id(), thread);
	}

	@Override
	public void site(Site site) {
		sites.put(site.id(), site);
	}

	@Override
	public void property(String key, String value) {
		properties.put(key, value);
	}

	/** Counts the event; an index that does not follow the thread's last one is reported (events are missing). */
	@Override
	public void event(int thread, int index, EventKind kind, long object, int site, long cpu, long wall, long arg,
			int flags, int wakeThread, int wakeIndex) {
		if (thread >= counts.length) {
			counts = Arrays.copyOf(counts, Math.max(thread + 1, counts.length * 2));
		}
		streams = Math.max(streams, thread + 1);
		if (counts[thread] != index && warnings.size() < 100) {
			warnings.add("thread " + thread + ": event " + index + " follows event " + (counts[thread] - 1)
					+ "; events are missing");
		}
		if (kind == EventKind.THREAD_BEGIN && wakeThread >= 0) {
			begins.add(new int[] { thread, wakeThread, wakeIndex });
		}
		counts[thread]++;
		events++;
	}

	@Override
	public void warning(String message) {
		warnings.add(message);
	}

	@Override
	public void end(boolean wasClosed, long bytesRead) {
		closed = wasClosed;
		bytes = bytesRead;
	}

	/** Number of threads: those of the table and those with events. */
	public int threadCount() {
		return Math.max(streams, threads.isEmpty() ? 0 : threads.lastKey() + 1);
	}

	/** Number of events of thread {@code t} in the file. */
	public int events(int t) {
		return t < counts.length ? counts[t] : 0;
	}

	/** Number of events in the file. */
	public long events() {
		return events;
	}

	/**
	 * The thread starts a {@code thread_begin} names, as (new thread, creator thread, index of the creator's
	 * {@code thread_start}): the recorder writes the start before the new thread has an id.
	 */
	public List<int[]> starts() {
		return begins;
	}

	/** The header, with a placeholder for every thread or site id the tables lack. */
	public TraceHeader header() {
		int n = threadCount();
		List<ThreadInfo> table = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			// not getOrDefault: its placeholder would be made for every thread (300,000 of them in some traces)
			ThreadInfo t = threads.get(i);
			table.add(t != null ? t : new ThreadInfo(i, "thread-" + i, -1, -1, false));
		}
		List<Site> siteTable = new ArrayList<>();
		int m = sites.isEmpty() ? 0 : sites.lastKey() + 1;
		for (int i = 0; i < m; i++) {
			Site site = sites.get(i);
			siteTable.add(site != null ? site : new Site(i, "?", "?", "", -1));
		}
		return new TraceHeader(version, jvm, os, cpus, start, table, siteTable, properties);
	}

	/** Warnings of the reading: truncation, missing events, skipped blocks. */
	public List<String> warnings() {
		return warnings;
	}

	/** Whether the file had its end block. */
	public boolean closed() {
		return closed;
	}

	/** Bytes read. */
	public long bytes() {
		return bytes;
	}
}
