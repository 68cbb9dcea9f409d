/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.Trace;

/**
 * The JVM's wait at its exit for threads still in native code is serial time after the program in every run
 * ({@link ExitWait}; docs/accuracy.md, "The JVM's exit waits for threads in native code").
 */
class ExitWaitTest {

	/** Two independent threads of 100 ms each, with the given header properties. */
	private static Trace twoThreads(Map<String, String> properties) {
		return GcPauseTest.twoThreads(properties, 10);
	}

	private static double time(Trace trace, int cpus) throws Exception {
		return GcPauseTest.time(trace, cpus);
	}

	@Test
	@DisplayName("a thread in native code at the exit: 200 ms on one processor become 505, 100 on two 405 ms")
	void theWaitIsSerial() throws Exception {
		Trace none = twoThreads(Map.of(ExitWait.COUNT_PROPERTY, "0"));
		Trace waiting = twoThreads(Map.of(ExitWait.COUNT_PROPERTY, "1", ExitWait.THREADS_PROPERTY, "acceptor"));
		assertEquals(200_000_000, time(none, 1), 1e-6);
		assertEquals(100_000_000, time(none, 2), 1e-6);
		assertEquals(505_000_000, time(waiting, 1), 1e-6);
		assertEquals(405_000_000, time(waiting, 2), 1e-6);
		// the speedup falls from 2 to 1.25: the exit is a third of the two-processor run
		assertEquals(505.0 / 405.0, time(waiting, 1) / time(waiting, 2), 1e-9);
	}

	@Test
	@DisplayName("the note names the threads, and says when there were more than it names")
	void theNoteNamesTheThreads() {
		ExitWait one = ExitWait.of(twoThreads(Map.of(ExitWait.COUNT_PROPERTY, "1", ExitWait.THREADS_PROPERTY,
				"MasterPoller")).header());
		assertEquals(new ExitWait(1, "MasterPoller"), one);
		assertEquals("the JVM's exit waits 305 ms after the program for 1 thread still in native code (MasterPoller),"
				+ " added to every run: a thread blocked in a socket, a selector or the virtual threads' poller at the"
				+ " exit holds it", one.note());
		ExitWait many = ExitWait.of(twoThreads(Map.of(ExitWait.COUNT_PROPERTY, "7", ExitWait.THREADS_PROPERTY,
				"a,b,c,d,e")).header());
		assertTrue(many.note().contains("for 7 threads still in native code (a, b, c, d, e, ...)"), many.note());
		assertEquals(ExitWait.WAIT_NANOS, many.nanos());
	}

	@Test
	@DisplayName("an older trace, none in native code, or nonsense: no wait and no note")
	void nothingToSay() throws Exception {
		for (Map<String, String> p : java.util.List.of(Map.<String, String>of(), Map.of(ExitWait.COUNT_PROPERTY, "0"),
				Map.of(ExitWait.COUNT_PROPERTY, "-2"), Map.of(ExitWait.COUNT_PROPERTY, "many"))) {
			ExitWait w = ExitWait.of(twoThreads(p).header());
			assertEquals(ExitWait.NONE, w, p.toString());
			assertEquals(0, w.nanos());
			assertNull(w.note());
		}
		assertEquals(100_000_000, time(twoThreads(Map.of(ExitWait.COUNT_PROPERTY, "x")), 2), 1e-6);
	}
}
