/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.List;
import java.util.Map;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** Small traces built event by event, as the recorder would write them. */
public final class TraceFixtures {

	/** Milliseconds in nanoseconds. */
	public static final long MS = 1_000_000L;

	private TraceFixtures() {
	}

	/**
	 * A program with a serial prefix and suffix: main prepares for 100 ms ({@code app.Main#prepare}), starts two
	 * workers that compute 200 ms and 180 ms ({@code app.Worker#run}), joins them and reports for 50 ms
	 * ({@code app.Main#report}).
	 */
	public static Trace prefixSuffix() {
		List<Site> sites = List.of(new Site(0, "app.Main", "prepare", "Main.java", 10),
				new Site(1, "app.Main", "main", "Main.java", 5), new Site(2, "app.Main", "report", "Main.java", 20),
				new Site(3, "app.Worker", "run", "Worker.java", 30));
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "worker-1", 0, 1, false), new ThreadInfo(2, "worker-2", 0, 1, false));
		TraceHeader header = new TraceHeader(1, "test", "test", 1, 0, threads, sites, Map.of());
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, -1, 0, 100 * MS, 100 * MS, 1, 0);
		main.add(EventKind.THREAD_START, -1, 1, 0, 100 * MS, 2, 0);
		main.add(EventKind.JOIN, -1, 1, 0, 300 * MS, 1, 0, 1, 1);
		main.add(EventKind.JOIN, -1, 1, 0, 300 * MS, 2, 0, 2, 1);
		main.add(EventKind.THREAD_END, -1, 2, 50 * MS, 350 * MS, 0, 0);
		ThreadEvents.Builder w1 = ThreadEvents.builder(1);
		w1.add(EventKind.THREAD_BEGIN, -1, -1, 0, 100 * MS, 0, 0, 0, 1);
		w1.add(EventKind.THREAD_END, -1, 3, 200 * MS, 300 * MS, 0, 0);
		ThreadEvents.Builder w2 = ThreadEvents.builder(2);
		w2.add(EventKind.THREAD_BEGIN, -1, -1, 0, 100 * MS, 0, 0, 0, 2);
		w2.add(EventKind.THREAD_END, -1, 3, 180 * MS, 280 * MS, 0, 0);
		return new Trace(header, List.of(main.build(), w1.build(), w2.build()));
	}
}
