/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import java.util.Arrays;

/**
 * CPU time estimated from when threads were not blocked: a thread that was not blocked for a stretch of wall time ran
 * for all of it while no more threads than processors were unblocked, and for its fair share of the processors when
 * more were. JFR records when threads block, not when they wait for a processor (or a virtual thread for a carrier),
 * so without this share a program of more threads than processors would be estimated to use several times the CPU it
 * had.
 */
final class FairShare {

	private FairShare() {
	}

	/**
	 * The CPU time of each stretch {@code [starts[i], ends[i])} (nanoseconds, {@code ends[i] >= starts[i]}) on
	 * {@code processors} processors; with {@code processors <= 0} (not known) the stretches' lengths.
	 */
	static long[] cpu(long[] starts, long[] ends, int processors) {
		int n = starts.length;
		long[] cpu = new long[n];
		if (processors <= 0) {
			for (int i = 0; i < n; i++) {
				cpu[i] = ends[i] - starts[i];
			}
			return cpu;
		}
		long[] opening = starts.clone();
		long[] closing = ends.clone();
		Arrays.sort(opening);
		Arrays.sort(closing);
		// the distinct instants at which the number of unblocked threads changes, and the processor time one thread
		// had from the first of them up to each
		long[] times = new long[2 * n];
		double[] had = new double[2 * n];
		int distinct = 0;
		int o = 0;
		int c = 0;
		int active = 0;
		while (o < n || c < n) {
			long t = c >= n || o < n && opening[o] < closing[c] ? opening[o] : closing[c];
			if (distinct > 0) {
				double rate = active <= processors ? 1.0 : (double) processors / active;
				had[distinct] = had[distinct - 1] + (t - times[distinct - 1]) * rate;
			}
			times[distinct++] = t;
			while (c < n && closing[c] == t) {
				active--;
				c++;
			}
			while (o < n && opening[o] == t) {
				active++;
				o++;
			}
		}
		for (int i = 0; i < n; i++) {
			double from = had[Arrays.binarySearch(times, 0, distinct, starts[i])];
			double to = had[Arrays.binarySearch(times, 0, distinct, ends[i])];
			cpu[i] = Math.round(to - from);
		}
		return cpu;
	}
}
