/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.Ftrace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/** The agent's writer and core's reader agree on every field (docs/ftrace-format.md). */
class FormatRoundTripTest {

	@TempDir
	Path dir;

	@Test
	void kindNamesAndOrdinalsMatchCore() {
		assertEquals(EventKind.values().length, Kinds.NAMES.length);
		for (EventKind k : EventKind.values()) {
			assertEquals(k.wireName(), Kinds.NAMES[k.ordinal()]);
		}
		assertEquals(Ftrace.VERSION, FtraceFormat.VERSION);
		assertEquals(Ftrace.BLOCK_END, FtraceFormat.BLOCK_END);
		assertEquals(Event.SHARED, Kinds.SHARED);
		assertEquals(Event.FAIR, Kinds.FAIR);
		assertEquals(Event.TIMED_OUT, Kinds.TIMED_OUT);
		assertEquals(Event.FAILED, Kinds.FAILED);
	}

	@Test
	void everyFieldSurvivesWritingAndReading() throws Exception {
		Path file = dir.resolve("rt.ftrace");
		TraceWriter w = new TraceWriter(file, TraceWriter.headerPayload("jvm x", "os y", 8, 1234567L,
				Map.of("command", "Main 4")));
		w.start();
		ByteSink site = new ByteSink(32);
		site.varint(0);
		site.string("a.B");
		site.string("run");
		site.string("B.java");
		site.zigzag(42);
		w.submit(FtraceFormat.BLOCK_SITE, site.toByteArray());
		for (int t = 0; t < 2; t++) {
			ByteSink th = new ByteSink(32);
			th.varint(t);
			th.string("t" + t);
			th.zigzag(t - 1);
			th.zigzag(t == 0 ? -1 : 0);
			th.u8(t);
			th.varint(100 + t);
			w.submit(FtraceFormat.BLOCK_THREAD, th.toByteArray());
		}
		EventEncoder e0 = new EventEncoder(0, 16);
		EventEncoder e1 = new EventEncoder(1, 16);
		for (int i = 0; i < 5000; i++) {
			e0.add(Kinds.UNLOCK, 77, 0, 1000 + i, 10_000L * i, 0, i % 3 == 0 ? Kinds.SHARED : 0, -1);
			e1.add(Kinds.LOCK, 77, 0, 500, 10_000L * i + 5, -i, 0, (long) 0 << 32 | i);
			if (i % 1000 == 999) {
				w.submit(FtraceFormat.BLOCK_EVENTS, e0.takeBlock());
				w.submit(FtraceFormat.BLOCK_EVENTS, e1.takeBlock());
			}
		}
		w.close(10_000);
		TraceReadResult r = FtraceReader.read(file);
		assertTrue(r.closed());
		assertEquals(java.util.List.of(), r.warnings());
		Trace t = r.trace();
		assertEquals("jvm x", t.header().jvm());
		assertEquals(8, t.header().cpuCount());
		assertEquals(1234567L, t.header().startEpochMillis());
		assertEquals("Main 4", t.header().properties().get("command"));
		assertEquals("a.B#run", t.header().site(0).qualifiedMethod());
		assertEquals(42, t.header().site(0).line());
		assertEquals(0, t.header().threads().get(1).parent());
		assertTrue(t.header().threads().get(1).virtual());
		assertEquals(10_000, t.eventCount());
		assertEquals(new Event(0, 3000, EventKind.UNLOCK, 77, 0, 4000, 30_000_000L, 0, Event.SHARED, -1, -1),
				t.thread(0).get(3000));
		assertEquals(new Event(1, 4321, EventKind.LOCK, 77, 0, 500, 43_210_005L, -4321, 0, 0, 4321),
				t.thread(1).get(4321));
		double perEvent = (double) Files.size(file) / t.eventCount();
		assertTrue(perEvent <= 16, perEvent + " bytes/event");
	}
}
