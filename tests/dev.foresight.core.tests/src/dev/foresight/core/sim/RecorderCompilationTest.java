/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.EnumMap;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.EventKind;

/** The recorder's statement of its hooks' compilation ({@link RecorderCompilation}): its form and its sum. */
class RecorderCompilationTest {

	private static final String STATEMENT = "monitor_enter+monitor_exit@10000=152000000,"
			+ "queue_put+queue_take@10000=167000000,task_submit+task_begin@5000=121000000";

	private static long nanos(Map<EventKind, Long> counts) {
		return RecorderCompilation.parse(STATEMENT).nanos(k -> counts.getOrDefault(k, 0L));
	}

	@Test
	@DisplayName("an operation counts once its kinds' events together reach its threshold")
	void operationsCountFromTheirThreshold() {
		Map<EventKind, Long> counts = new EnumMap<>(EventKind.class);
		counts.put(EventKind.MONITOR_ENTER, 4_999L);
		counts.put(EventKind.MONITOR_EXIT, 4_999L);
		counts.put(EventKind.TASK_SUBMIT, 2_500L);
		counts.put(EventKind.TASK_BEGIN, 2_500L);
		assertEquals(121_000_000L, nanos(counts));
		counts.put(EventKind.MONITOR_EXIT, 5_001L);
		assertEquals(152_000_000L + 121_000_000L, nanos(counts));
		// kinds of no operation listed add nothing
		counts.put(EventKind.LOCK, 1_000_000L);
		assertEquals(152_000_000L + 121_000_000L, nanos(counts));
		assertEquals(0, nanos(Map.of()));
	}

	@Test
	@DisplayName("a malformed statement is an error naming the entry")
	void malformedStatementsNameTheEntry() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> RecorderCompilation.parse("monitor_enter@10=5,locks@10=5"));
		assertTrue(e.getMessage().contains("'locks'"), e.getMessage());
		assertTrue(assertThrows(IllegalArgumentException.class, () -> RecorderCompilation.parse("lock=5"))
				.getMessage().contains("'lock=5'"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> RecorderCompilation.parse("lock@x=5"))
				.getMessage().contains("'lock@x=5'"));
		assertTrue(assertThrows(IllegalArgumentException.class, () -> RecorderCompilation.parse("lock@1=-5"))
				.getMessage().contains("negative"));
	}
}
