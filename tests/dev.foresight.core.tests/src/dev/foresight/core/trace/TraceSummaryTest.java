/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class TraceSummaryTest {

	@Test
	void countsKindsSitesThreadsAndTimes() {
		Site lock = new Site(0, "app.Worker", "run", "Worker.java", 12);
		Site start = new Site(1, "app.Main", "main", "Main.java", 5);
		TraceHeader header = new TraceHeader(1, "jvm", "os", 2, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "worker", 0, 1, false)),
				List.of(lock, start), Map.of());
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, -1, 1, 1_000_000, 1_500_000, 1, 0);
		main.add(EventKind.THREAD_END, -1, -1, 2_000_000, 9_000_000, 0, 0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_600_000, 0, 0, 0, 1);
		for (int i = 0; i < 3; i++) {
			worker.add(EventKind.MONITOR_ENTER, 7, 0, 500_000, 2_000_000 + i, 0, 0);
			worker.add(EventKind.MONITOR_EXIT, 7, 0, 100_000, 2_100_000 + i, 0, 0);
		}
		worker.add(EventKind.THREAD_END, -1, -1, 0, 8_000_000, 0, 0);

		TraceSummary s = TraceSummary.of(new Trace(header, List.of(main.build(), worker.build())));

		assertEquals(2, s.threads());
		assertEquals(11, s.events());
		assertEquals(3L, s.kinds().get(EventKind.MONITOR_ENTER));
		assertEquals(2L, s.kinds().get(EventKind.THREAD_END));
		assertNull(s.kinds().get(EventKind.WAIT), "only kinds that occur");
		assertEquals(3_000_000 + 1_800_000, s.cpuNanos());
		assertEquals(9_000_000, s.wallNanos(), "from the first event at 0 to the last at 9 ms");
		assertEquals(1_800_000, s.perThread().get(1).cpuNanos());
		assertEquals(8, s.perThread().get(1).events());
		// most frequent first: the monitor site, enter and exit, 3 each; events without a site are left out
		assertEquals(new TraceSummary.SiteCount(start, EventKind.THREAD_START, 1), s.sites().get(2));
		assertEquals(lock, s.sites().get(0).site());
		assertEquals(3, s.sites().get(0).count());
		assertEquals(3, s.sites().size());
	}

	@Test
	void summarizesTheCreateJoinExample() {
		TraceSummary s = TraceSummary.of(SampleTraces.createJoin());
		assertEquals(2, s.threads());
		assertEquals(8, s.events());
		assertEquals(2L, s.kinds().get(EventKind.THREAD_BEGIN));
		assertEquals(1L, s.kinds().get(EventKind.JOIN));
		// seed-broberg.md 2.5: main works 10 + 15 + 10, thr works 20 (units of 1 us here)
		assertEquals(55_000, s.cpuNanos());
		assertEquals(55_000, s.wallNanos());
		assertEquals(5, s.sites().size());
	}
}
