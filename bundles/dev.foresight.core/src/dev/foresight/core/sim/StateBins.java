/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.List;

/**
 * A simulated run's thread states in equal bins of a time window, each the state the thread spent the most time in
 * there: what a timeline draws, one bin per pixel, however many state changes a pixel holds.
 */
public final class StateBins {

	/** A bin in which the thread did not exist (before its start, after its end). */
	public static final byte NONE = -1;

	private static final ThreadState[] STATES = ThreadState.values();

	private StateBins() {
	}

	/**
	 * For threads {@code first} to {@code first + count - 1} of {@code run} (fewer at the end of its list), the
	 * {@link ThreadState} ordinal with the most time in each of {@code bins} equal bins of {@code [from, to)}, or
	 * {@link #NONE}; ties go to the lower ordinal.
	 */
	public static byte[][] of(SimulatedRun run, int first, int count, double from, double to, int bins) {
		if (bins <= 0 || !(to > from)) {
			throw new IllegalArgumentException("need bins > 0 and to > from: " + bins + ", " + from + ", " + to);
		}
		List<ThreadRun> threads = run.threads();
		int n = Math.max(0, Math.min(count, threads.size() - first));
		byte[][] out = new byte[n][];
		double[][] time = new double[STATES.length][bins];
		double width = (to - from) / bins;
		for (int k = 0; k < n; k++) {
			for (double[] t : time) {
				java.util.Arrays.fill(t, 0);
			}
			List<StateInterval> intervals = threads.get(first + k).intervals();
			for (int i = firstEndingAfter(intervals, from); i < intervals.size(); i++) {
				StateInterval s = intervals.get(i);
				if (s.start() >= to) {
					break;
				}
				add(time[s.state().ordinal()], Math.max(s.start(), from) - from, Math.min(s.end(), to) - from,
						width);
			}
			out[k] = dominant(time, bins);
		}
		return out;
	}

	/** The interval of {@code thread} that holds {@code time}, or {@code null}. */
	public static StateInterval at(ThreadRun thread, double time) {
		List<StateInterval> intervals = thread.intervals();
		int i = firstEndingAfter(intervals, time);
		return i < intervals.size() && intervals.get(i).start() <= time ? intervals.get(i) : null;
	}

	/** Index of the first interval that ends after {@code time} (intervals in time order, not overlapping). */
	private static int firstEndingAfter(List<StateInterval> intervals, double time) {
		int lo = 0;
		int hi = intervals.size();
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (intervals.get(mid).end() <= time) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return lo;
	}

	/** Adds the time of {@code [a, b)} (relative to the window) to the bins it covers. */
	private static void add(double[] bins, double a, double b, double width) {
		if (b <= a) {
			return;
		}
		int last = bins.length - 1;
		int i = Math.min(last, (int) (a / width));
		int j = Math.min(last, (int) (b / width));
		if (i == j) {
			bins[i] += b - a;
			return;
		}
		bins[i] += (i + 1) * width - a;
		for (int k = i + 1; k < j; k++) {
			bins[k] += width;
		}
		bins[j] += b - j * width;
	}

	private static byte[] dominant(double[][] time, int bins) {
		byte[] out = new byte[bins];
		for (int b = 0; b < bins; b++) {
			byte best = NONE;
			double most = 0;
			for (int s = 0; s < time.length; s++) {
				if (time[s][b] > most) {
					most = time[s][b];
					best = (byte) s;
				}
			}
			out[b] = best;
		}
		return out;
	}
}
