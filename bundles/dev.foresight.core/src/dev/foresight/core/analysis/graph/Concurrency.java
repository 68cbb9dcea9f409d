/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import java.util.function.IntPredicate;

/**
 * How many segments of a run execute at once, over time: the sweep behind the parallelism profile of spec section
 * 7.1 and the fluid completion time T_P = sum len(s) max(n(s)/P, 1) of section 6.3.
 */
public final class Concurrency {

	private final double[] starts;
	private final double[] ends;
	private final int threads;

	/**
	 * Sorted start and end times of the segments of {@code run} that take time before its completion: a daemon's work
	 * after it is not the program's ({@link GraphRun#completion}).
	 */
	public Concurrency(GraphRun run) {
		threads = run.graph().threadCount();
		double[] start = run.starts();
		double[] end = run.ends();
		double cut = run.completion();
		IntPredicate takesTime = s -> Math.min(end[s], cut) > start[s];
		starts = times(ThreadOrder.merge(run.graph(), start, takesTime), start, cut);
		ends = times(ThreadOrder.merge(run.graph(), end, takesTime), end, cut);
	}

	private static double[] times(int[] order, double[] time, double cut) {
		double[] out = new double[order.length];
		for (int i = 0; i < order.length; i++) {
			out[i] = Math.min(time[order[i]], cut);
		}
		return out;
	}

	/** A cursor answering {@link #before(double)} in O(1) amortized for non-decreasing times. */
	public Sweep sweep() {
		return new Sweep();
	}

	/** Counts for increasing query times, walking the sorted starts and ends once. */
	public final class Sweep {
		private int startsBefore;
		private int endsBefore;
		private double last = Double.NEGATIVE_INFINITY;

		private Sweep() {
		}

		/** As {@link Concurrency#before(double)}; times must not decrease between calls. */
		public int before(double t) {
			if (t < last) {
				throw new IllegalArgumentException("sweep times must not decrease: " + t + " after " + last);
			}
			last = t;
			while (startsBefore < starts.length && starts[startsBefore] < t) {
				startsBefore++;
			}
			while (endsBefore < ends.length && ends[endsBefore] < t) {
				endsBefore++;
			}
			return startsBefore - endsBefore;
		}
	}

	/** Number of segments executing just before time {@code t} (started before t, not ended before t). */
	public int before(double t) {
		return lowerBound(starts, t) - lowerBound(ends, t);
	}

	/**
	 * Time spent at each concurrency level: element q is how long exactly q segments executed, from time 0 to the
	 * last end; the array has {@code maxLevel + 1} elements and levels above it are counted at {@code maxLevel}.
	 */
	public double[] timeAtLevel(int maxLevel) {
		double[] at = new double[maxLevel + 1];
		int i = 0;
		int j = 0;
		int level = 0;
		double t = 0;
		while (j < ends.length) {
			double next = i < starts.length && starts[i] < ends[j] ? starts[i] : ends[j];
			at[Math.min(level, maxLevel)] += next - t;
			t = next;
			if (i < starts.length && starts[i] < ends[j]) {
				level++;
				i++;
			} else {
				level--;
				j++;
			}
		}
		return at;
	}

	/** The fluid completion time on {@code cpus} processors of spec section 6.3, from time 0 to the last end. */
	public double fluidTime(int cpus) {
		double[] at = timeAtLevel(threads);
		double sum = 0;
		for (int q = 0; q < at.length; q++) {
			sum += at[q] * Math.max((double) q / cpus, 1.0);
		}
		return sum;
	}

	private static int lowerBound(double[] a, double t) {
		int lo = 0;
		int hi = a.length;
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (a[mid] < t) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return lo;
	}
}
