/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/** Matching sample threads to trace threads. */
class SampleThreadsTest {

	private static final TraceHeader HEADER = new TraceHeader(1, "", "", 1, 0,
			List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "pool", 0, -1, false),
					new ThreadInfo(2, "pool", 0, -1, false)),
			List.of(), Map.of());

	private static ExecutionSample on(long id, String name) {
		return new ExecutionSample(id, name, 0, "a.B", "c", 1);
	}

	@Test
	void theJvmIdWinsOverTheName() {
		SampleThreads threads = new SampleThreads(HEADER, Map.of(0, 3L, 1, 40L, 2, 41L));
		assertEquals(2, threads.traceThread(on(41, "main")));
		assertEquals(1, threads.traceThread(on(40, "pool")));
	}

	@Test
	void unknownIdsFallBackToUniqueNamesOnly() {
		SampleThreads threads = new SampleThreads(HEADER, Map.of());
		assertEquals(0, threads.traceThread(on(7, "main")));
		assertEquals(-1, threads.traceThread(on(8, "pool")));
		assertEquals(-1, threads.traceThread(on(9, "other")));
	}

	@Test
	void idsThatWritersLeaveAtZeroOrRepeatAreIgnored() {
		SampleThreads threads = new SampleThreads(HEADER, Map.of(0, 0L, 1, 5L, 2, 5L));
		assertEquals(-1, threads.traceThread(on(0, "x")));
		assertEquals(-1, threads.traceThread(on(5, "pool")));
		assertEquals(0, threads.traceThread(on(0, "main")));
	}
}
