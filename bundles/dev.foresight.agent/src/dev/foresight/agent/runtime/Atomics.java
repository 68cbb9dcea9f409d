/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Arrays;

/**
 * How often the program's own code called compare-and-set or spun, per site (see {@code AtomicRules}): a count, no
 * event and no clock reading, so that counting costs the program an array increment. The increments are plain: where
 * threads on several processors count at one site at once a few counts may be lost, which a recording pinned to one
 * CPU (the usual one) does not do but for a thread preempted inside an increment.
 */
public final class Atomics {

	/** The trace property: {@code SITE:COUNT} for each site counted, separated by spaces. */
	public static final String PROPERTY = "recorder.atomics";

	private static volatile long[] counts = new long[256];

	private Atomics() {
	}

	/** Counts one call at {@code site} (called by rewritten application code). */
	public static void count(int site) {
		long[] c = counts;
		if (site >= 0 && site < c.length) {
			c[site]++;
		} else if (site >= 0) {
			grow(site);
		}
	}

	private static synchronized void grow(int site) {
		long[] c = counts;
		if (site >= c.length) {
			c = Arrays.copyOf(c, Math.max(site + 1, c.length * 2));
			counts = c;
		}
		c[site]++;
	}

	/** Writes the counts as a trace property (the recording's close), when there are any. */
	static void write() {
		long[] c = counts;
		StringBuilder b = new StringBuilder();
		for (int i = 0; i < c.length; i++) {
			if (c[i] > 0) {
				b.append(b.isEmpty() ? "" : " ").append(i).append(':').append(c[i]);
			}
		}
		if (!b.isEmpty()) {
			Recorder.property(PROPERTY, b.toString());
		}
	}
}
