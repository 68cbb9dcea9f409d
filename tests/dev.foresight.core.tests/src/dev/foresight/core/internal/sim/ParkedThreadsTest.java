/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/** The threads the recorded-order pass holds back until their recorded releaser has been visited. */
class ParkedThreadsTest {

	private static List<Integer> taken(ParkedThreads p, int n) {
		List<Integer> out = new ArrayList<>();
		for (int k = 0; k < n; k++) {
			out.add(p.released(k));
		}
		return out;
	}

	@Test
	void releasesTheThreadsWaitingForThatEventInTheOrderTheyWereHeld() {
		ParkedThreads p = new ParkedThreads(6);
		assertTrue(p.isEmpty());
		p.park(4, 0, 7);
		p.park(1, 0, 9);
		p.park(3, 0, 7);
		p.park(5, 2, 7);
		assertFalse(p.isEmpty());
		assertEquals(List.of(4, 3), taken(p, p.release(0, 7)));
		assertEquals(0, p.release(0, 7));
		// another thread's event of the same index releases only its own waiters
		assertEquals(List.of(5), taken(p, p.release(2, 7)));
		// a released thread may be held again, behind the one still waiting
		p.park(4, 0, 9);
		assertEquals(List.of(1, 4), taken(p, p.release(0, 9)));
		assertTrue(p.isEmpty());
	}

	@Test
	void threadsHeldForAnEarlierEventAfterOnesForALaterEventAreReleasedFirst() {
		ParkedThreads p = new ParkedThreads(5);
		p.park(0, 4, 9);
		p.park(1, 4, 5);
		p.park(2, 4, 9);
		p.park(3, 4, 5);
		assertEquals(List.of(1, 3), taken(p, p.release(4, 5)));
		assertEquals(List.of(0, 2), taken(p, p.release(4, 9)));
		assertTrue(p.isEmpty());
	}

	@Test
	void manyThreadsHeldByOneReleaserInTheOrderOfItsEventsAreHeldAndReleasedInLinearTime() {
		// a main thread starting 300,000 virtual threads, each held for its start: one list walk per thread would be
		// 45 billion steps
		int n = 300_000;
		ParkedThreads p = new ParkedThreads(n + 1);
		for (int t = 1; t <= n; t++) {
			p.park(t, 0, t);
		}
		for (int i = 1; i <= n; i++) {
			assertEquals(1, p.release(0, i));
			assertEquals(i, p.released(0));
		}
		assertTrue(p.isEmpty());
	}

	@Test
	void releasingAllTakesEveryHeldThreadInTheOrderOfTheirNumbers() {
		ParkedThreads p = new ParkedThreads(5);
		p.park(3, 0, 1);
		p.park(1, 2, 4);
		p.park(4, 0, 2);
		assertEquals(List.of(1, 3, 4), taken(p, p.releaseAll()));
		assertTrue(p.isEmpty());
		assertEquals(0, p.release(0, 1));
		p.park(2, 0, 1);
		assertEquals(List.of(2), taken(p, p.release(0, 1)));
	}
}
