/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.foresight.core.trace.ftrace.FtraceWriter;

/** Small hand-built traces for the tests of the trace package and its formats. */
public final class SampleTraces {

	private SampleTraces() {
	}

	/** Writes {@code trace} as {@code t.ftrace} in {@code dir} and returns the file. */
	public static Path written(Trace trace, Path dir) throws IOException {
		Path f = dir.resolve("t.ftrace");
		FtraceWriter.write(trace, f);
		return f;
	}

	/**
	 * Paper II's worked example (seed-broberg.md 2.5) as a trace: main works 10, creates thr, works 15, joins, works
	 * 10; thr works 20 and exits. Times in microseconds as nanoseconds x 1000.
	 */
	public static Trace createJoin() {
		Site create = new Site(0, "Main", "main", "Main.java", 3);
		Site join = new Site(1, "Main", "main", "Main.java", 5);
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder thr = ThreadEvents.builder(1);
		main.add(EventKind.THREAD_BEGIN, 1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, 2, 0, 10_000, 10_000, 1, 0);
		thr.add(EventKind.THREAD_BEGIN, 2, 0, 0, 20_000, 0, 0, 0, 1);
		thr.add(EventKind.THREAD_END, 2, -1, 20_000, 40_000, 0, 0);
		main.add(EventKind.JOIN, 2, 1, 15_000, 45_000, 1, 0, 1, 1);
		main.add(EventKind.MONITOR_ENTER, 3, 1, 1_000, 46_000, 0, 0);
		main.add(EventKind.MONITOR_EXIT, 3, 1, 9_000, 55_000, 0, 0);
		main.add(EventKind.THREAD_END, 1, -1, 0, 55_000, 0, 0);
		TraceHeader h = new TraceHeader(1, "test jvm", "test os", 1, 1_000L,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "thr", 0, 0, false)),
				List.of(create, join), Map.of("command", "Main"));
		return new Trace(h, List.of(main.build(), thr.build()));
	}
}
