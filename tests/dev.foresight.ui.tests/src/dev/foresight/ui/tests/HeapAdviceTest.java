/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;

import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.HeapAdvice;

/** What the trace editor's jobs say when the IDE's heap cannot hold their work. */
class HeapAdviceTest {

	@Test
	void namesTheHeapAndBothWaysOut() {
		assertEquals("not enough memory: the IDE's heap (at most 2,048 MB) cannot hold this work for this trace. Give "
				+ "the IDE more (-Xmx in its eclipse.ini, for example -Xmx8g) or use the command line, whose predict "
				+ "replays a large trace from its file (foresight predict FILE --stream).", HeapAdvice.of(2L << 30));
		String heap = String.format(Locale.ROOT, "(at most %,d MB)", Runtime.getRuntime().maxMemory() >> 20);
		assertTrue(HeapAdvice.now().contains(heap), HeapAdvice.now());
	}
}
