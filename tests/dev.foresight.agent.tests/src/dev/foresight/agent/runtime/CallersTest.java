/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * When {@link Callers} samples the program's caller of a JDK monitor's entry: past a site's first entries, its count
 * grows in strides, and a stride that passes a power of two or a multiple of 16,384 is sampled.
 */
class CallersTest {

	@Test
	void aStridePassingAPowerOfTwoOrAMultipleOf16384IsSampled() {
		assertTrue(Callers.due(8, 8 + Callers.STRIDE), "passes 16, 32 and 64");
		assertTrue(Callers.due(72, 136), "passes 128");
		assertFalse(Callers.due(136, 200));
		assertTrue(Callers.due(200, 264), "passes 256");
		assertFalse(Callers.due(16_400, 16_464));
		assertTrue(Callers.due(32_760, 32_824), "passes 32,768");
		assertTrue(Callers.due(49_130, 49_194), "passes 3 x 16,384, not a power of two");
		assertFalse(Callers.due(49_194, 49_258));
	}

	@Test
	void aStrideOfEntriesSamplesAboutAsOftenAsEveryEntryCounted() {
		// the walks a site of a million entries gets either way, past its first eight
		int counted = 0;
		for (int n = 9; n <= 1_000_000; n++) {
			counted += (n & (n - 1)) == 0 || n % 16_384 == 0 ? 1 : 0;
		}
		int strided = 0;
		for (int n = 8; n + Callers.STRIDE <= 1_000_000 + 8; n += Callers.STRIDE) {
			strided += Callers.due(n, n + Callers.STRIDE) ? 1 : 0;
		}
		assertEquals(counted, strided, 4);
	}

	@Test
	void aThreadCountsOneEntryInAStride() {
		ThreadState s = new ThreadState(null, false, 0, 0);
		int due = 0;
		for (int i = 0; i < 10 * Callers.STRIDE; i++) {
			due += s.jdkEntryCounts(Callers.STRIDE) ? 1 : 0;
		}
		assertEquals(10, due);
	}
}
