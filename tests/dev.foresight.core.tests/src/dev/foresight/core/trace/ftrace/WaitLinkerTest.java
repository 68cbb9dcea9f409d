/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;

/** A waiting acquisition is linked to the last release of its object by another thread within the wait. */
class WaitLinkerTest {

	@Test
	void linksTheReleaseWithinTheWait() {
		ThreadEvents.Builder holder = ThreadEvents.builder(0);
		ThreadEvents.Builder waiter = ThreadEvents.builder(1);
		holder.add(EventKind.MONITOR_ENTER, 9, -1, 0, 100, 0, 0);
		holder.add(EventKind.MONITOR_EXIT, 9, -1, 0, 200, 0, 0);
		holder.add(EventKind.MONITOR_ENTER, 9, -1, 0, 300, 0, 0);
		holder.add(EventKind.MONITOR_EXIT, 9, -1, 0, 1_000, 0, 0);
		holder.add(EventKind.MONITOR_EXIT, 8, -1, 0, 1_010, 0, 0);
		// waited from 250 to 1,020 for object 9: the exit at 1,000 released it, not the one at 200
		waiter.add(EventKind.MONITOR_ENTER, 9, -1, 0, 1_020, 770, 0);
		// did not wait: no link even though a release precedes it
		waiter.add(EventKind.MONITOR_ENTER, 9, -1, 0, 1_100, 0, 0);
		// waited, but only its own releases are in the window
		waiter.add(EventKind.MONITOR_EXIT, 9, -1, 0, 1_200, 0, 0);
		waiter.add(EventKind.LOCK, 7, -1, 0, 1_300, 200, 0);
		WaitLinker.link(List.of(holder, waiter));
		ThreadEvents w = waiter.build();
		assertEquals(0, w.wakeThread(0));
		assertEquals(3, w.wakeIndex(0));
		assertEquals(-1, w.wakeThread(1));
		assertEquals(-1, w.wakeThread(3));
	}
}
