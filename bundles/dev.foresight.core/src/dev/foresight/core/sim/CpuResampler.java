/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;

import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * Groups the CPU segments of a trace by site pair (the sites and kinds of the events that open and close the
 * segment) and draws, for a Monte Carlo sample, every segment's CPU time from the recorded times of its group
 * (a bootstrap). Segments whose pair occurs once keep their time.
 */
final class CpuResampler {

	private final Trace trace;
	private final int[][] group;
	private final int[] start;
	private final long[] values;

	CpuResampler(Trace trace) {
		this.trace = trace;
		int n = trace.threadCount();
		group = new int[n][];
		Map<Long, Integer> ids = new HashMap<>();
		int[] counts = new int[16];
		for (int t = 0; t < n; t++) {
			ThreadEvents s = trace.thread(t);
			group[t] = new int[s.size()];
			for (int i = 0; i < s.size(); i++) {
				int g = ids.computeIfAbsent(pairKey(s, i), k -> ids.size());
				if (g == counts.length) {
					counts = java.util.Arrays.copyOf(counts, g * 2);
				}
				counts[g]++;
				group[t][i] = g;
			}
		}
		start = new int[ids.size() + 1];
		for (int g = 0; g < ids.size(); g++) {
			start[g + 1] = start[g] + counts[g];
		}
		values = new long[start[ids.size()]];
		int[] fill = java.util.Arrays.copyOf(start, ids.size());
		for (int t = 0; t < n; t++) {
			ThreadEvents s = trace.thread(t);
			for (int i = 0; i < s.size(); i++) {
				values[fill[group[t][i]]++] = s.cpuNanos(i);
			}
		}
	}

	private static long pairKey(ThreadEvents s, int i) {
		long prevSite = i == 0 ? -1 : s.site(i - 1);
		long prevKind = i == 0 ? 63 : s.kind(i - 1).ordinal();
		return ((prevSite + 1) & 0xffffffL) << 36 | ((s.site(i) + 1L) & 0xffffffL) << 12 | prevKind << 6
				| s.kind(i).ordinal();
	}

	/** Fills {@code out} (per thread, per event) with one bootstrap sample of the CPU times. */
	void sample(SplittableRandom rng, long[][] out) {
		for (int t = 0; t < group.length; t++) {
			int[] g = group[t];
			long[] o = out[t];
			for (int i = 0; i < g.length; i++) {
				int from = start[g[i]];
				int size = start[g[i] + 1] - from;
				o[i] = size < 2 ? values[from] : values[from + rng.nextInt(size)];
			}
		}
	}

	/** A buffer of the trace's shape for {@link #sample}. */
	long[][] buffer() {
		long[][] out = new long[trace.threadCount()][];
		for (int t = 0; t < out.length; t++) {
			out[t] = new long[trace.thread(t).size()];
		}
		return out;
	}
}
