/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.agent.Recordings.wake;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.SubtypeCalls;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.Trace;

/**
 * Calls of java.util.concurrent methods through the program's own subclasses are recorded as the same calls through
 * the JDK types (issue 3: every synchronization event), and a latch's count read as zero is its opening seen.
 */
class SubtypeCallsRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		trace = Recordings.trace(SubtypeCalls.class.getName(), true);
	}

	@Test
	@DisplayName("a latch subclass awaiting and opening itself: each await linked to its round's countdown")
	void subclassedLatch() {
		List<int[]> awaits = at(trace, EventKind.LATCH_AWAIT, "SubtypeCalls$Gate", "pass");
		List<int[]> opens = at(trace, EventKind.LATCH_COUNTDOWN, "SubtypeCalls$Gate", "open");
		assertEquals(SubtypeCalls.ROUNDS, awaits.size());
		assertEquals(SubtypeCalls.ROUNDS, opens.size());
		for (int r = 0; r < SubtypeCalls.ROUNDS; r++) {
			assertArrayEquals(opens.get(r), wake(trace, awaits.get(r)), "round " + r);
		}
	}

	@Test
	@DisplayName("a lock subclass and a queue subclass used through their own types: every call recorded, linked")
	void subclassedLockAndQueue() {
		int locks = SubtypeCalls.ROUNDS * SubtypeCalls.LOCKS;
		assertEquals(locks, at(trace, EventKind.LOCK, "SubtypeCalls", "work").size()
				+ at(trace, EventKind.TRY_LOCK, "SubtypeCalls", "work").size());
		assertEquals(locks, at(trace, EventKind.UNLOCK, "SubtypeCalls", "work").size());
		List<int[]> puts = at(trace, EventKind.QUEUE_PUT, "SubtypeCalls", "work");
		List<int[]> takes = at(trace, EventKind.QUEUE_TAKE, "SubtypeCalls", "rounds");
		assertEquals(SubtypeCalls.ROUNDS, puts.size());
		assertEquals(SubtypeCalls.ROUNDS, takes.size());
		for (int r = 0; r < SubtypeCalls.ROUNDS; r++) {
			assertArrayEquals(puts.get(r), wake(trace, takes.get(r)), "take " + r);
		}
	}

	@Test
	@DisplayName("the recorder's reads of the owners' class files are not the program's events")
	void ownersReadQuietly() {
		SiteCallers callers = SiteCallers.of(trace.header());
		callers.bySite().values().forEach(list -> list.forEach(c -> assertTrue(
				!c.site().className().startsWith("dev.foresight.agent.instrument"), "called from " + c.site())));
	}

	@Test
	@DisplayName("a count polled until zero: one await that did not wait, linked to the opening countdown")
	void polledCount() {
		List<int[]> seen = at(trace, EventKind.LATCH_AWAIT, "SubtypeCalls", "polled");
		List<int[]> opened = at(trace, EventKind.LATCH_COUNTDOWN, "SubtypeCalls", "open");
		assertEquals(1, seen.size());
		assertEquals(1, opened.size());
		assertArrayEquals(opened.get(0), wake(trace, seen.get(0)));
		assertEquals(0, trace.thread(seen.get(0)[0]).arg(seen.get(0)[1]), "no timeout");
	}
}
