/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What {@code foresight info} reports. */
class TraceSummaryTest {

	@Test
	void countsKindsSitesCpuAndWall() {
		TraceSummary s = TraceSummary.of(SampleTraces.createJoin());
		assertEquals(2, s.threads());
		assertEquals(8, s.events());
		assertEquals(2L, s.kinds().get(EventKind.THREAD_BEGIN));
		assertEquals(1L, s.kinds().get(EventKind.JOIN));
		// seed-broberg.md 2.5: main works 10 + 15 + 10, thr works 20 (units of 1 us here)
		assertEquals(55_000, s.cpuNanos());
		assertEquals(55_000, s.wallNanos());
		assertEquals(5, s.sites().size());
		TraceSummary.SiteCount top = s.sites().get(0);
		assertEquals(1, top.count());
	}
}
