/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;

/** Writing a trace event by event, with the threads interleaved and blocks filling up as they go. */
class FtraceStreamWriterTest {

	@TempDir
	Path dir;

	@Test
	void interleavedEventsReadBackPerThreadWithTheirLinks() throws IOException {
		Path f = dir.resolve("s.ftrace");
		int n = 3 * FtraceStreamWriter.EVENTS_PER_BLOCK + 5;
		try (FtraceStreamWriter w = FtraceStreamWriter.create(f, "jvm", "os", 4, 123, Map.of("k", "v"))) {
			w.thread(new ThreadInfo(0, "main", -1, -1, false));
			w.site(new Site(0, "C", "m", "C.java", 7));
			long wall = 0;
			for (int i = 0; i < n; i++) {
				int put = w.event(0, EventKind.QUEUE_PUT, 9, 0, 10, wall += 10, 0, 0, -1, -1);
				assertEquals(i, put);
				// the second thread is announced late, as the agent does
				if (i == 100) {
					w.thread(new ThreadInfo(1, "worker", 0, 0, false, true));
				}
				int take = w.event(1, EventKind.QUEUE_TAKE, 9, -1, 20, wall += 20, -3, Event.TIMED_OUT, 0, put);
				assertEquals(i, take);
			}
			w.property("p", "q");
			assertEquals(2L * n, w.events());
		}
		TraceReadResult r = FtraceReader.read(f);
		assertTrue(r.closed());
		assertEquals(List.of(), r.warnings());
		Trace t = r.trace();
		assertEquals(2, t.threadCount());
		assertEquals(new ThreadInfo(1, "worker", 0, 0, false, true), t.header().threads().get(1));
		assertEquals(new ThreadInfo(0, "main", -1, -1, false, false), t.header().threads().get(0));
		assertEquals("q", t.header().properties().get("p"));
		assertEquals("v", t.header().properties().get("k"));
		ThreadEvents a = t.thread(0);
		ThreadEvents b = t.thread(1);
		assertEquals(n, a.size());
		assertEquals(n, b.size());
		for (int i = 0; i < n; i++) {
			assertEquals(new Event(0, i, EventKind.QUEUE_PUT, 9, 0, 10, 30L * i + 10, 0, 0, -1, -1), a.get(i));
			assertEquals(new Event(1, i, EventKind.QUEUE_TAKE, 9, -1, 20, 30L * i + 30, -3, Event.TIMED_OUT, 0, i),
					b.get(i));
		}
	}
}
