/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** Collects what {@link FtraceReader} streams into an in-memory {@link Trace}. */
final class TraceBuilder implements FtraceVisitor {

	private int version;
	private String jvm = "";
	private String os = "";
	private int cpus;
	private long start;
	private final Map<String, String> properties = new LinkedHashMap<>();
	private final TreeMap<Integer, ThreadInfo> threads = new TreeMap<>();
	private final TreeMap<Integer, Site> sites = new TreeMap<>();
	private final List<ThreadEvents.Builder> streams = new ArrayList<>();
	private final List<String> warnings = new ArrayList<>();
	private boolean closed;
	private long bytes;
	private final List<long[]> begins = new ArrayList<>();

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

	@Override
	public void event(int thread, int index, EventKind kind, long object, int site, long cpu, long wall, long arg,
			int flags, int wakeThread, int wakeIndex) {
		while (streams.size() <= thread) {
			streams.add(ThreadEvents.builder(streams.size()));
		}
		ThreadEvents.Builder b = streams.get(thread);
		if (b.size() != index && warnings.size() < 100) {
			warnings.add("thread " + thread + ": event " + index + " follows event " + (b.size() - 1)
					+ "; events are missing");
		}
		b.add(kind, object, site, cpu, wall, arg, flags, wakeThread, wakeIndex);
		if (kind == EventKind.THREAD_BEGIN && wakeThread >= 0) {
			begins.add(new long[] { thread, wakeThread, wakeIndex });
		}
	}

	/** The recorder writes thread_start before the new thread has an id; its thread_begin names the start. */
	private void linkStarts() {
		for (long[] b : begins) {
			int creator = (int) b[1];
			int index = (int) b[2];
			if (creator < streams.size() && index < streams.get(creator).size()
					&& streams.get(creator).kind(index) == EventKind.THREAD_START) {
				streams.get(creator).setArg(index, b[0]);
			}
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

	TraceReadResult result() {
		linkStarts();
		WaitLinker.link(streams);
		int n = Math.max(streams.size(), threads.isEmpty() ? 0 : threads.lastKey() + 1);
		List<ThreadInfo> table = new ArrayList<>(n);
		List<ThreadEvents> built = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			table.add(threads.getOrDefault(i, new ThreadInfo(i, "thread-" + i, -1, -1, false)));
			built.add(i < streams.size() ? streams.get(i).build() : ThreadEvents.builder(i).build());
		}
		List<Site> siteTable = new ArrayList<>();
		int m = sites.isEmpty() ? 0 : sites.lastKey() + 1;
		for (int i = 0; i < m; i++) {
			siteTable.add(sites.getOrDefault(i, new Site(i, "?", "?", "", -1)));
		}
		TraceHeader header = new TraceHeader(version, jvm, os, cpus, start, table, siteTable, properties);
		return new TraceReadResult(new Trace(header, built), warnings, closed, bytes);
	}
}
