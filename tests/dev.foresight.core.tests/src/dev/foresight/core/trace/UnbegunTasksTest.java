/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Tasks submitted that never began ({@link UnbegunTasks}): counted by object, warned of from 1 % of them. */
class UnbegunTasksTest {

	/**
	 * Main submits {@code submitted} tasks (objects 100, 101, ...), and once more the first; a pool thread begins and
	 * ends all but the last {@code unbegun}.
	 */
	private static Trace trace(int submitted, int unbegun) {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder pool = ThreadEvents.builder(1);
		long wall = 0;
		for (int k = 0; k < submitted; k++) {
			main.add(EventKind.TASK_SUBMIT, 100 + k, -1, 10, wall += 10, 0, 0);
		}
		main.add(EventKind.TASK_SUBMIT, 100, -1, 10, wall += 10, 0, 0);
		for (int k = 0; k < submitted - unbegun; k++) {
			pool.add(EventKind.TASK_BEGIN, 100 + k, -1, 0, wall += 10, 0, 0, 0, k);
			pool.add(EventKind.TASK_END, 100 + k, -1, 50, wall += 50, 0, 0);
		}
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "pool-1-thread-1", 0, -1, false));
		return new Trace(new TraceHeader(1, "jvm", "os", 1, 0, threads, List.of(), Map.of()),
				List.of(main.build(), pool.build()));
	}

	@Test
	@DisplayName("155 of 1,197 tasks never begun (invokeAny's cancelled callables) are warned of; none, or 9 of 1,000, not")
	void warnsFromOnePercent() {
		UnbegunTasks u = UnbegunTasks.of(trace(1197, 155));
		assertEquals(new UnbegunTasks(1197, 155), u);
		assertTrue(u.warning().startsWith("155 of the 1,197 tasks the program submitted never began"), u.warning());
		assertNull(UnbegunTasks.of(trace(1000, 9)).warning());
		assertEquals(new UnbegunTasks(1000, 10), UnbegunTasks.of(trace(1000, 10)));
		assertTrue(UnbegunTasks.of(trace(1000, 10)).warning() != null);
		assertNull(UnbegunTasks.of(trace(40, 0)).warning());
	}
}
