/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * The main thread is recorded from the end of the agent's start, not from its first event: what {@code main} computes
 * before it first synchronizes is work the replay must do too (issue 3: "the thread's CPU time consumed since its
 * previous event").
 */
class MainPrefixRecordingTest {

	private static long cpu(ThreadEvents e) {
		long sum = 0;
		for (int i = 0; i < e.size(); i++) {
			sum += e.cpuNanos(i);
		}
		return sum;
	}

	@Test
	@DisplayName("main's 3 units of work before it starts a thread are in its trace, beside the thread's 1 unit")
	void workBeforeTheFirstEventIsRecorded() throws Exception {
		Trace trace = Recordings.trace("dev.foresight.agent.programs.MainPrefix", true);
		ThreadEvents main = trace.thread(0);
		assertEquals("main", trace.header().threads().get(0).name());
		assertEquals(EventKind.THREAD_BEGIN, main.kind(0));
		ThreadEvents after = trace.streams().stream()
				.filter(e -> trace.header().threads().get(e.thread()).name().equals("after-prefix")).findFirst()
				.orElseThrow();
		double ratio = (double) cpu(main) / cpu(after);
		// 3 units against 1, the JIT's warm-up in main's first; counted from its first event main had 0.5 ms
		assertTrue(ratio > 2.2 && ratio < 4.5, "main " + cpu(main) / 1e6 + " ms, the thread " + cpu(after) / 1e6 + " ms");
	}
}
