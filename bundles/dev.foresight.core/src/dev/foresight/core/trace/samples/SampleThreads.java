/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import java.io.IOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.FtraceVisitor;

/**
 * Maps the threads of execution samples to the threads of a trace: by the JVM's thread id, which the agent writes in
 * the thread table, and by name for threads whose id the trace lacks (traces from other sources) when the name is
 * unique in the trace.
 */
public final class SampleThreads {

	private final Map<Long, Integer> byJvmId;
	private final Map<String, Integer> byName = new HashMap<>();

	/**
	 * A mapping for a trace.
	 *
	 * @param header the trace's header (its thread table)
	 * @param jvmThreadIds the JVM's id of each trace thread that has one (trace thread id to JVM thread id); ids below
	 *            1 and ids given to several threads are ignored
	 */
	public SampleThreads(TraceHeader header, Map<Integer, Long> jvmThreadIds) {
		byJvmId = new HashMap<>();
		Set<Long> repeatedIds = new HashSet<>();
		jvmThreadIds.forEach((thread, jvm) -> {
			// the JVM numbers threads from 1; writers that do not know the id write 0
			if (jvm > 0 && byJvmId.put(jvm, thread) != null) {
				repeatedIds.add(jvm);
			}
		});
		byJvmId.keySet().removeAll(repeatedIds);
		Set<String> repeated = new HashSet<>();
		for (ThreadInfo t : header.threads()) {
			if (byName.put(t.name(), t.id()) != null) {
				repeated.add(t.name());
			}
		}
		byName.keySet().removeAll(repeated);
	}

	/** The trace thread {@code sample} was taken on, or -1 when it matches none. */
	public int traceThread(ExecutionSample sample) {
		Integer t = byJvmId.get(sample.jvmThreadId());
		if (t == null) {
			t = byName.get(sample.threadName());
		}
		return t == null ? -1 : t;
	}

	/**
	 * The JVM thread ids an {@code .ftrace} file holds (trace thread id to JVM thread id). The trace model leaves them
	 * out, so this streams the file once more.
	 */
	public static Map<Integer, Long> jvmThreadIds(Path ftrace) throws IOException {
		Map<Integer, Long> ids = new HashMap<>();
		FtraceReader.stream(ftrace, new FtraceVisitor() {
			@Override
			public void jvmThreadId(int thread, long jvmThreadId) {
				ids.put(thread, jvmThreadId);
			}

			@Override
			public void header(int version, String jvm, String os, int cpus, long start, Map<String, String> props) {
			}

			@Override
			public void thread(ThreadInfo thread) {
			}

			@Override
			public void site(Site site) {
			}

			@Override
			public void property(String key, String value) {
			}

			@Override
			public void event(int thread, int index, EventKind kind, long object, int site, long cpuNanos,
					long wallNanos, long arg, int flags, int wakeThread, int wakeIndex) {
			}

			@Override
			public void warning(String message) {
			}

			@Override
			public void end(boolean closed, long bytes) {
			}
		});
		return ids;
	}
}
