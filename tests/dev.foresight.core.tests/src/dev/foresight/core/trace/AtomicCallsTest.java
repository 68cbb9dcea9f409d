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

import org.junit.jupiter.api.Test;

/**
 * The recorder's per-site counts of compare-and-set calls and spins ({@link AtomicCalls}): read from the trace
 * property, the most frequent first, entries this reader cannot use left out, and a warning only where the calls are
 * frequent against the recorded CPU time (seed-broberg.md section 11: detect lock-free retry loops and warn).
 */
class AtomicCallsTest {

	private static final List<Site> SITES = List.of(new Site(0, "a.Map", "operate", "Map.java", 10),
			new Site(1, "a.Store", "commit", "Store.java", 20), new Site(2, "a.Spin", "await", "Spin.java", 30));

	private static TraceHeader header(String atomics) {
		return new TraceHeader(1, "jvm", "os", 1, 0, List.of(), SITES,
				atomics == null ? Map.of() : Map.of(AtomicCalls.PROPERTY, atomics));
	}

	@Test
	void countsAreReadMostFrequentFirst() {
		AtomicCalls c = AtomicCalls.of(header("0:120 1:4000 2:7"));
		assertEquals(List.of(new AtomicCalls.Count(SITES.get(1), 4000), new AtomicCalls.Count(SITES.get(0), 120),
				new AtomicCalls.Count(SITES.get(2), 7)), c.counts());
		assertEquals(4127, c.total());
	}

	@Test
	void entriesThatDoNotParseOrNameNoSiteAreLeftOut() {
		AtomicCalls c = AtomicCalls.of(header("0:5 x:3 1: 7:9 -1:4 2:0 1:abc 2:11"));
		assertEquals(List.of(new AtomicCalls.Count(SITES.get(2), 11), new AtomicCalls.Count(SITES.get(0), 5)),
				c.counts());
		assertEquals(List.of(), AtomicCalls.of(header(null)).counts());
		assertEquals(List.of(), AtomicCalls.of(header("")).counts());
	}

	@Test
	void warnsFromTenCallsPerMillisecondOfCpuTimeNamingTheBusiestSite() {
		AtomicCalls c = AtomicCalls.of(header("0:1000 1:4000"));
		// 5,000 calls in 500 ms of CPU: exactly ten per millisecond
		String w = c.warning(500_000_000L);
		assertTrue(w.startsWith("the program called compare-and-set or spun 5,000 times (10 per ms of its CPU time;"
				+ " 4,000 at a.Store.commit(Store.java:20))"), w);
		assertTrue(w.contains("upper bound"), w);
		// in 501 ms: under ten
		assertNull(c.warning(501_000_000L));
		assertNull(c.warning(0));
		assertNull(AtomicCalls.of(header(null)).warning(1_000_000L));
	}
}
