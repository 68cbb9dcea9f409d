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
 * (a bootstrap). Segments whose pair occurs once keep their time. A virtual thread's mounts and unmounts are points
 * inside a segment, not segment ends: the time before one belongs to the segment that the next other event closes
 * (as the simulator replays them), and they draw nothing.
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
			int prev = -1;
			for (int i = 0; i < s.size(); i++) {
				if (s.kind(i).isPlacement()) {
					group[t][i] = -1;
					continue;
				}
				int g = ids.computeIfAbsent(pairKey(s, prev, i), k -> ids.size());
				prev = i;
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
			long carried = 0;
			for (int i = 0; i < s.size(); i++) {
				if (group[t][i] < 0) {
					carried += s.cpuNanos(i);
				} else {
					values[fill[group[t][i]]++] = s.cpuNanos(i) + carried;
					carried = 0;
				}
			}
		}
	}

	/** The key of the segment from event {@code prev} (-1: the thread's start) to event {@code i}. */
	private static long pairKey(ThreadEvents s, int prev, int i) {
		long prevSite = prev < 0 ? -1 : s.site(prev);
		long prevKind = prev < 0 ? 63 : s.kind(prev).ordinal();
		return ((prevSite + 1) & 0xffffffL) << 36 | ((s.site(i) + 1L) & 0xffffffL) << 12 | prevKind << 6
				| s.kind(i).ordinal();
	}

	/** Fills {@code out} (per thread, per event) with one bootstrap sample of the CPU times. */
	void sample(SplittableRandom rng, long[][] out) {
		for (int t = 0; t < group.length; t++) {
			int[] g = group[t];
			long[] o = out[t];
			for (int i = 0; i < g.length; i++) {
				if (g[i] < 0) {
					o[i] = 0;
					continue;
				}
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
