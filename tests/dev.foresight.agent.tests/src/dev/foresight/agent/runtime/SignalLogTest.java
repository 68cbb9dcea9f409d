/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * {@link SignalLog} on its own: which logged signal a wait that began at a given time is linked to. References are
 * those of the recorder, the thread in the upper half.
 */
class SignalLogTest {

	private static final int SIGNALLER = 7;
	private static final int WAITER = 9;
	private static long nextKey = 1L << 41;

	private static long ref(int thread, int index) {
		return ((long) thread << 32) | index;
	}

	/** Logs signals of {@link #SIGNALLER} with indexes from 1, at walls 10, 20, 30, ...; {@code all}: to all. */
	private static long signals(int n, boolean all) {
		long key = nextKey++;
		for (int i = 1; i <= n; i++) {
			SignalLog.signalled(key, ref(SIGNALLER, i), 10L * i, !all);
		}
		return key;
	}

	@Test
	@DisplayName("waits take the single signals since they began in turn, the first one each")
	void firstSingleSignals() {
		long key = signals(4, false);
		assertEquals(ref(SIGNALLER, 1), SignalLog.released(key, 5, WAITER));
		assertEquals(ref(SIGNALLER, 2), SignalLog.released(key, 5, WAITER + 1));
		// a wait that began after the third signal
		assertEquals(ref(SIGNALLER, 4), SignalLog.released(key, 35, WAITER + 2));
	}

	@Test
	@DisplayName("after a signal to all, a wait takes the last signal before it returned")
	void lastAfterSignalAll() {
		long key = signals(1, true);
		SignalLog.signalled(key, ref(SIGNALLER, 2), 20, true);
		SignalLog.signalled(key, ref(SIGNALLER, 3), 30, true);
		assertEquals(ref(SIGNALLER, 3), SignalLog.released(key, 5, WAITER));
		// a wait that began after the signal to all takes the first single one
		assertEquals(ref(SIGNALLER, 2), SignalLog.released(key, 15, WAITER));
	}

	@Test
	@DisplayName("a thread's own signals, and signals before the wait began, release nothing")
	void ownAndEarlier() {
		long key = signals(3, false);
		assertEquals(-1, SignalLog.released(key, 5, SIGNALLER));
		assertEquals(-1, SignalLog.released(key, 31, WAITER));
		assertEquals(-1, SignalLog.released(nextKey++, 0, WAITER));
	}

	@Test
	@DisplayName("more signals than the log keeps: a wait that began before the oldest kept takes the last")
	void overflow() {
		long key = signals(40, false);
		// the log keeps the last 16 (25 to 40): a wait that began after the 30th knows its first
		assertEquals(ref(SIGNALLER, 31), SignalLog.released(key, 305, WAITER));
		// one that began before the 25th cannot tell which came first since
		assertEquals(ref(SIGNALLER, 40), SignalLog.released(key, 5, WAITER));
	}
}
