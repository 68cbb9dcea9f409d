/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.File;
import java.io.FileInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The CPU time of the JIT compiler threads during the recording, written to the trace as the property
 * {@code jvm.compiler.cpu.ms} (one figure per compiler thread, in milliseconds) when the recording closes. The
 * compilers run beside the application and no application thread's clock counts them; in a short run of a large
 * library they use as much CPU as the program (LuceneIndex: 0.66 s of 1.5 s on one CPU), so the simulator replays
 * them as threads of their own. Linux only: the kernel's run time of each thread, in
 * {@code /proc/self/task/TID/schedstat}, for the threads whose name is that of a HotSpot compiler thread; on other
 * systems nothing is written. A compiler thread that the JVM retires during the run takes its time with it.
 */
final class CompilerCpu {

	private static final File TASKS = new File("/proc/self/task");
	/** Nanoseconds of CPU per compiler thread id when the recording began. */
	private static Map<String, Long> atStart;

	private CompilerCpu() {
	}

	/** Notes the compiler threads' CPU times at the start of the recording. */
	static void begin() {
		atStart = read();
	}

	/** Writes {@code jvm.compiler.cpu.ms}: each compiler thread's CPU time since {@link #begin}. */
	static void write() {
		Map<String, Long> start = atStart;
		Map<String, Long> now = read();
		if (start == null || now == null || now.isEmpty()) {
			return;
		}
		Recorder.property("jvm.compiler.cpu.ms", millisSince(start, now, ","));
	}

	/** Each compiler thread's CPU time from {@code start} to {@code now}, in milliseconds, joined by {@code sep}. */
	static String millisSince(Map<String, Long> start, Map<String, Long> now, String sep) {
		StringJoiner ms = new StringJoiner(sep);
		for (Map.Entry<String, Long> e : now.entrySet()) {
			ms.add(millis(e.getValue() - start.getOrDefault(e.getKey(), 0L)));
		}
		return ms.toString();
	}

	/** Which threads to read, by the name the kernel keeps (15 characters of it). */
	interface Names {
		boolean match(String name);
	}

	/** The JIT compiler threads: "C2 CompilerThre", "JVMCI CompilerT" (Graal's). */
	static final Names COMPILERS = new Names() {
		@Override
		public boolean match(String name) {
			return name.contains("CompilerT");
		}
	};

	/** Nanoseconds of CPU per compiler thread id, or {@code null} when the kernel does not say. */
	static Map<String, Long> read() {
		return read(COMPILERS);
	}

	/**
	 * Nanoseconds of CPU per id of the living threads that {@code names} match, or {@code null}. Through
	 * {@code java.io}: it runs interpreted at the recording's start and end, where a directory stream's lambda and
	 * NIO's decoding of each small file cost milliseconds.
	 */
	static Map<String, Long> read(Names names) {
		String[] tasks = TASKS.list();
		if (tasks == null) {
			return null;
		}
		Map<String, Long> cpu = new HashMap<>();
		for (String task : tasks) {
			try {
				if (names.match(text(new File(TASKS, task + "/comm")))) {
					String stat = text(new File(TASKS, task + "/schedstat"));
					cpu.put(task, Long.parseLong(stat.substring(0, stat.indexOf(' '))));
				}
			} catch (IOException | RuntimeException e) {
				// the thread ended while we looked
			}
		}
		return cpu;
	}

	/** A small file of the kernel's, trimmed. */
	static String text(File file) throws IOException {
		try (FileInputStream in = new FileInputStream(file)) {
			return new String(in.readAllBytes(), StandardCharsets.ISO_8859_1).strip();
		}
	}

	/** Milliseconds with one decimal, as TraceOutput.millis writes them, without loading it for a baseline run. */
	static String millis(long nanos) {
		long tenths = (Math.max(0, nanos) + 50_000) / 100_000;
		return tenths / 10 + "." + tenths % 10;
	}
}
