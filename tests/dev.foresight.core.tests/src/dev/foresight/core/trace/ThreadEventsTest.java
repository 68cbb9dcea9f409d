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
	void threadsSharingOneSetOfColumnsKeepTheirOwnEventsAlsoWhenOneOutgrowsItsRange() {
		// thread 1 announced 3 events and has 40, thread 2 announced none and has 5, thread 3 exactly its 12
		ThreadEvents.Builder[] b = ThreadEvents.builders(new int[] { 2, 3, 0, 12 });
		int[] counts = { 2, 40, 5, 12 };
		// interleaved, as a file's blocks come
		for (int i = 0; i < 40; i++) {
			for (int t = 0; t < 4; t++) {
				if (i < counts[t]) {
					b[t].add(EventKind.MONITOR_ENTER, 100 * t + i, t, 1000L * t + i, i, t, 0);
				}
			}
		}
		b[3].setWake(11, 1, 39);
		b[1].setArg(2, 77);
		for (int t = 0; t < 4; t++) {
			ThreadEvents e = b[t].build();
			assertEquals(counts[t], e.size());
			long cpu = 0;
			for (int i = 0; i < counts[t]; i++) {
				assertEquals(100L * t + i, e.object(i));
				assertEquals(1000L * t + i, e.cpuNanos(i));
				assertEquals(t == 1 && i == 2 ? 77 : t, e.arg(i));
				cpu += 1000L * t + i;
			}
			assertEquals(cpu, e.totalCpuNanos());
			assertEquals(new Event(t, 0, EventKind.MONITOR_ENTER, 100L * t, t, 1000L * t, 0, t, 0, -1,
					-1), e.get(0));
		}
		assertEquals(1, b[3].build().wakeThread(11));
		assertEquals(39, b[3].build().wakeIndex(11));
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
