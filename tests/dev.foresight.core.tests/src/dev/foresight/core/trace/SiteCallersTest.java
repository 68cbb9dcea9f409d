/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.SiteCallers.Caller;

/**
 * The recorder's samples of the program's callers of JDK monitor sites ({@link SiteCallers}, the trace property
 * {@code recorder.callers}): read by site, the most sampled caller first, entries this reader cannot use left out.
 */
class SiteCallersTest {

	private static final List<Site> SITES = List.of(
			new Site(0, "java.io.PrintStream", "writeln", "PrintStream.java", 824),
			new Site(1, "app.Worker", "run", "Worker.java", 31), new Site(2, "app.Worker", "report", "Worker.java", 58),
			new Site(3, "java.util.Vector", "add", "Vector.java", 781));

	private static TraceHeader header(String callers) {
		return new TraceHeader(2, "jvm", "os", 1, 0, List.of(), SITES,
				callers == null ? Map.of() : Map.of(SiteCallers.PROPERTY, callers));
	}

	@Test
	void callersAreReadBySiteMostSampledFirst() {
		SiteCallers c = SiteCallers.of(header("0:1*3,2*11 3:1*14"));
		assertEquals(List.of(new Caller(SITES.get(2), 11), new Caller(SITES.get(1), 3)), c.at(SITES.get(0)));
		assertEquals(14, c.sampled(SITES.get(0)));
		assertEquals(List.of(new Caller(SITES.get(1), 14)), c.at(SITES.get(3)));
		assertEquals(List.of(), c.at(SITES.get(1)));
		assertEquals(0, c.sampled(SITES.get(2)));
	}

	@Test
	void entriesThatDoNotParseOrNameNoSiteAreLeftOut() {
		SiteCallers c = SiteCallers.of(header("0:1*3,9*4,2*x,2,*5,-1*2 x:1*2 7:1*1 3 3:2*0 3:2*6"));
		assertEquals(List.of(new Caller(SITES.get(1), 3)), c.at(SITES.get(0)));
		// the last entry of a site replaces an earlier one that had nothing usable
		assertEquals(List.of(new Caller(SITES.get(2), 6)), c.at(SITES.get(3)));
		assertEquals(Map.of(), SiteCallers.of(header(null)).bySite());
		assertEquals(Map.of(), SiteCallers.of(header("")).bySite());
	}
}
