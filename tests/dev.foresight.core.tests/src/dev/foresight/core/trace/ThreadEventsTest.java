/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

class ThreadEventsTest {

	@Test
	void storesEventsColumnWiseAndGrows() {
		ThreadEvents.Builder b = ThreadEvents.builder(0);
		for (int i = 0; i < 100; i++) {
			b.add(EventKind.MONITOR_ENTER, 7, 2, i, 10L * i, 0, 0);
		}
		int wait = b.add(EventKind.WAIT, 7, 3, 5, 2000, 0, Event.TIMED_OUT);
		b.setWake(wait, 1, 4);
		ThreadEvents events = b.build();

		assertEquals(101, events.size());
		assertEquals(99 * 100 / 2 + 5, events.totalCpuNanos());
		Event last = events.get(wait);
		assertEquals(EventKind.WAIT, last.kind());
		assertEquals(1, last.wakeThread());
		assertEquals(4, last.wakeIndex());
		assertEquals(true, last.has(Event.TIMED_OUT));
		assertEquals(-1, events.wakeThread(0));
	}

	@Test
	void aBuilderSizedForItsEventsBuildsTheSameStreamWhetherItGuessedRightHighOrLow() {
		for (int expected : new int[] { 0, 40, 100, 1000 }) {
			ThreadEvents.Builder b = ThreadEvents.builder(3, expected);
			for (int i = 0; i < 100; i++) {
				b.add(EventKind.LOCK, i, 1, 10 + i, 100L * i, i, 0, 2, i);
			}
			ThreadEvents events = b.build();
			assertEquals(100, events.size(), "expected " + expected);
			assertEquals(3, events.thread());
			assertEquals(new Event(3, 99, EventKind.LOCK, 99, 1, 109, 9_900, 99, 0, 2, 99), events.get(99));
			assertEquals(100 * 10 + 99 * 100 / 2, events.totalCpuNanos());
		}
	}

	@Test
	void wireNamesRoundTrip() {
		for (EventKind kind : EventKind.values()) {
			assertEquals(kind, EventKind.byWireName(kind.wireName()));
		}
		assertEquals("queue_take", EventKind.QUEUE_TAKE.wireName());
	}

	@Test
	void traceNeedsOneStreamPerThread() {
		TraceHeader header = new TraceHeader(1, "jvm", "os", 2, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "worker", 0, -1, false)),
				List.of(), Map.of());
		assertThrows(IllegalArgumentException.class, () -> new Trace(header, List.of(ThreadEvents.builder(0).build())));
		Trace trace = new Trace(header, List.of(ThreadEvents.builder(0).build(), ThreadEvents.builder(1).build()));
		assertEquals(2, trace.threadCount());
		assertEquals(0, trace.eventCount());
	}
}
