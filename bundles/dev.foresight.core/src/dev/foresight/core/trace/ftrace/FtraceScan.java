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

import dev.foresight.core.ProgressMonitor;
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
	/**
	 * The thread and site tables by id, {@code null} where the file has no entry; ids count from 0 (at most
	 * {@link Ftrace#MAX_ID}), and arrays spare a trace of 300,000 threads a boxed key and a tree node each.
	 */
	private ThreadInfo[] threads = new ThreadInfo[16];
	private int threadIds;
	private Site[] sites = new Site[16];
	private int siteIds;
	/** One more than the largest site id of the events, which a file cut short may have no entry for. */
	private int eventSiteIds;
	private final List<String> warnings = new ArrayList<>();
	private int[] counts = new int[16];
	private int streams;
	private long events;
	private final long[] byKind = new long[EventKind.values().length];
	/** The starts {@link #starts()} returns, three ints each, and how many there are. */
	private int[] begins = new int[3 * 16];
	private int beginCount;
	private boolean closed;
	private long bytes;
	private final ProgressMonitor monitor;

	/** A scan that reports to no monitor. */
	public FtraceScan() {
		this(ProgressMonitor.NONE);
	}

	/** A scan that reports every {@link #STEP} events read to {@code monitor} and stops when it is canceled. */
	protected FtraceScan(ProgressMonitor monitor) {
		this.monitor = monitor;
	}

	/** Events between two looks at the monitor. */
	public static final int STEP = 1 << 20;

	/** Reads {@code file} once, keeping only what this class collects. */
	public static FtraceScan scan(java.nio.file.Path file) throws java.io.IOException {
		return scan(file, ProgressMonitor.NONE);
	}

	/**
	 * Reads {@code file} once, keeping only what this class collects, and reporting the events read to
	 * {@code monitor} (their total unknown).
	 *
	 * @throws java.util.concurrent.CancellationException when the monitor is canceled
	 */
	public static FtraceScan scan(java.nio.file.Path file, ProgressMonitor monitor) throws java.io.IOException {
		FtraceScan s = new FtraceScan(monitor);
		monitor.begin("Reading " + file.getFileName(), -1);
		FtraceReader.stream(file, s);
		return s;
	}

	@Override
	public void header(int v, String jvmName, String osName, int cpuCount, long startMillis,
			Map<String, String> props) {
		version = v;
		jvm = jvmName;
		os = osName;
		cpus = cpuCount;
		start = startMillis;
		properties.putAll(props);
	}

	@Override
	public void thread(ThreadInfo thread) {
		int id = thread.id();
		if (id >= threads.length) {
			threads = Arrays.copyOf(threads, Math.max(id + 1, threads.length * 2));
		}
		threads[id] = thread;
		threadIds = Math.max(threadIds, id + 1);
	}

	@Override
	public void site(Site site) {
		int id = site.id();
		if (id >= sites.length) {
			sites = Arrays.copyOf(sites, Math.max(id + 1, sites.length * 2));
		}
		sites[id] = site;
		siteIds = Math.max(siteIds, id + 1);
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
		eventSiteIds = Math.max(eventSiteIds, site + 1);
		byKind[kind.ordinal()]++;
		if (counts[thread] != index && warnings.size() < 100) {
			warnings.add("thread " + thread + ": event " + index + " follows event " + (counts[thread] - 1)
					+ "; events are missing");
		}
		if (kind == EventKind.THREAD_BEGIN && wakeThread >= 0) {
			if (3 * beginCount == begins.length) {
				begins = Arrays.copyOf(begins, begins.length * 2);
			}
			int k = 3 * beginCount++;
			begins[k] = thread;
			begins[k + 1] = wakeThread;
			begins[k + 2] = wakeIndex;
		}
		counts[thread]++;
		if (++events % STEP == 0) {
			monitor.worked(STEP);
			monitor.checkCanceled();
		}
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
		return Math.max(streams, threadIds);
	}

	/** Number of events of thread {@code t} in the file. */
	public int events(int t) {
		return t < counts.length ? counts[t] : 0;
	}

	/** Number of events of {@code kind} in the file. */
	public long events(EventKind kind) {
		return byKind[kind.ordinal()];
	}

	/** Number of events in the file. */
	public long events() {
		return events;
	}

	/**
	 * The thread starts a {@code thread_begin} names, as triples (new thread, creator thread, index of the creator's
	 * {@code thread_start}) one after the other: the recorder writes the start before the new thread has an id. Ints
	 * rather than an array per start, which a trace of 300,000 threads would allocate while it is read.
	 */
	public int[] starts() {
		return Arrays.copyOf(begins, 3 * beginCount);
	}

	/** The header, with a placeholder for every thread or site id the tables lack. */
	public TraceHeader header() {
		int n = threadCount();
		List<ThreadInfo> table = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			ThreadInfo t = i < threadIds ? threads[i] : null;
			table.add(t != null ? t : new ThreadInfo(i, "thread-" + i, -1, -1, false));
		}
		int m = Math.max(siteIds, eventSiteIds);
		List<Site> siteTable = new ArrayList<>(m);
		for (int i = 0; i < m; i++) {
			Site site = i < siteIds ? sites[i] : null;
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
