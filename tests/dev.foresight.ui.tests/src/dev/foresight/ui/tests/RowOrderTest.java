/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.RowOrder;

/** The order a click on a column's title sorts the trace editor's tables in. */
class RowOrderTest {

	@Test
	void numbersByValueTextNaturallyEmptyFirst() {
		assertEquals(List.of("", "-1", "0.5", "1.25", "1.5", "10", "12.5 %"),
				sorted("12.5 %", "1.5", "10", "", "1.25", "-1", "0.5"));
		assertEquals(List.of("A.java:9", "a.java:33", "A.java:101", "B.java:2"),
				sorted("A.java:101", "B.java:2", "a.java:33", "A.java:9"));
		assertEquals(List.of("#7", "#12", "pool-1-thread-2", "pool-1-thread-10", "pool-2-thread-1"),
				sorted("pool-1-thread-10", "#12", "pool-2-thread-1", "pool-1-thread-2", "#7"));
		// equal values in other spellings still have an order, so that a sort is the same every time
		assertTrue(RowOrder.compare("1.0", "1") != 0);
		assertTrue(RowOrder.compare("thread-007", "thread-7") != 0);
		assertTrue(RowOrder.numeric("12.5 %"));
		assertTrue(RowOrder.numeric("-3"));
		assertFalse(RowOrder.numeric("main"));
		assertFalse(RowOrder.numeric("1.5x"));
		assertFalse(RowOrder.numeric(""));
	}

	private static List<String> sorted(String... cells) {
		List<String> list = new ArrayList<>(List.of(cells));
		list.sort(RowOrder::compare);
		return list;
	}
}
