/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Arrays;

/**
 * How often the program's own code called compare-and-set or spun, per site (see {@code AtomicRules}): a count, no
 * event and no clock reading, so that counting costs the program an array increment. The counts are striped by
 * thread: threads on different processors counting at one site at once would otherwise move one cache line between
 * them at every call, the very cost of the loops being counted. The increments are plain: two threads of one stripe
 * counting at one site at once on two processors may lose a count, which a recording pinned to one CPU (the usual one)
 * does not but for a thread preempted inside an increment.
 */
public final class Atomics {

	/** The trace property: {@code SITE:COUNT} for each site counted, separated by spaces. */
	public static final String PROPERTY = "recorder.atomics";

	/** A power of two. */
	private static final int STRIPES = 16;
	/** Per stripe, the counts by site; a stripe's array is replaced when it grows. */
	private static final long[][] COUNTS = new long[STRIPES][];

	static {
		for (int i = 0; i < STRIPES; i++) {
			COUNTS[i] = new long[64];
		}
	}

	private Atomics() {
	}

	/** Counts one call at {@code site} (called by rewritten application code). */
	public static void count(int site) {
		int stripe = (int) Thread.currentThread().threadId() & (STRIPES - 1);
		long[] c = COUNTS[stripe];
		if (site >= 0 && site < c.length) {
			c[site]++;
		} else if (site >= 0) {
			grow(stripe, site);
		}
	}

	private static synchronized void grow(int stripe, int site) {
		long[] c = COUNTS[stripe];
		if (site >= c.length) {
			c = Arrays.copyOf(c, Math.max(site + 1, c.length * 2));
			COUNTS[stripe] = c;
		}
		c[site]++;
	}

	/** Writes the counts as a trace property (the recording's close), when there are any. */
	static synchronized void write() {
		int sites = 0;
		for (long[] c : COUNTS) {
			sites = Math.max(sites, c.length);
		}
		StringBuilder b = new StringBuilder();
		for (int i = 0; i < sites; i++) {
			long n = 0;
			for (long[] c : COUNTS) {
				n += i < c.length ? c[i] : 0;
			}
			if (n > 0) {
				b.append(b.isEmpty() ? "" : " ").append(i).append(':').append(n);
			}
		}
		if (!b.isEmpty()) {
			Recorder.property(PROPERTY, b.toString());
		}
	}
}
