/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Linux's list of the processors a process may run on, as {@code /proc/self/status} gives it. */
class OneProcessorTest {

	@Test
	@DisplayName("one processor: a single number; several: a range or a list")
	void readsTheList() {
		assertTrue(OneProcessor.isOne("0"));
		assertTrue(OneProcessor.isOne("13"));
		assertFalse(OneProcessor.isOne("0-1"));
		assertFalse(OneProcessor.isOne("0,2"));
		assertFalse(OneProcessor.isOne(""));
	}
}
