/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.Arrays;
import java.util.BitSet;

import dev.foresight.core.trace.ThreadEvents;

/**
 * The segments of one thread: its CPU work cut only at the points where a dependency arrives or leaves, then with
 * short segments merged into a neighbour. A cut with no dependency is removed without changing any path. A segment of
 * at most {@code minNanos} is merged into the next one when no dependency leaves its end (the dependencies arriving
 * there then hold back the short segment too), else into the previous one when none arrives at its start (the
 * dependencies leaving there then leave after the short segment): either way a path gets longer, by at most the short
 * segment's CPU time, and never shorter.
 */
final class ThreadSegments {

	private final int events;
	/** Start point of each segment; the last segment is an empty one at point n when {@link #emptyEnd}. */
	private final int[] starts;
	private final long[] cpu;
	private final boolean emptyEnd;
	private final int merged;

	private ThreadSegments(int events, int[] starts, long[] cpu, boolean emptyEnd, int merged) {
		this.events = events;
		this.starts = starts;
		this.cpu = cpu;
		this.emptyEnd = emptyEnd;
		this.merged = merged;
	}

	/**
	 * Cuts the work of {@code s}.
	 *
	 * @param in points where dependencies arrive
	 * @param out points where dependencies leave
	 * @param minNanos segments of at most this CPU time are merged where the rule allows
	 */
	static ThreadSegments of(ThreadEvents s, BitSet in, BitSet out, long minNanos) {
		int n = s.size();
		if (n == 0) {
			return new ThreadSegments(0, new int[0], new long[0], false, 0);
		}
		long[] prefix = new long[n + 1];
		for (int i = 0; i < n; i++) {
			prefix[i + 1] = prefix[i] + s.cpuNanos(i);
		}
		BitSet cuts = (BitSet) in.clone();
		cuts.or(out);
		cuts.set(0);
		cuts.set(n);
		int[] points = cuts.stream().filter(p -> p <= n).toArray();
		boolean[] hasIn = new boolean[points.length];
		boolean[] hasOut = new boolean[points.length];
		for (int c = 0; c < points.length; c++) {
			hasIn[c] = in.get(points[c]);
			hasOut[c] = out.get(points[c]);
		}
		Merger m = new Merger(points, prefix, hasIn, hasOut);
		int removed = m.run(minNanos);
		return m.result(n, in.get(n), removed);
	}

	/** Merges short segments over a linked list of the cut points. */
	private static final class Merger {
		private final int[] points;
		private final long[] prefix;
		private final boolean[] hasIn;
		private final boolean[] hasOut;
		private final int[] next;
		private final int[] prev;

		Merger(int[] points, long[] prefix, boolean[] hasIn, boolean[] hasOut) {
			this.points = points;
			this.prefix = prefix;
			this.hasIn = hasIn;
			this.hasOut = hasOut;
			int k = points.length;
			next = new int[k];
			prev = new int[k];
			for (int c = 0; c < k; c++) {
				next[c] = c + 1;
				prev[c] = c - 1;
			}
		}

		/** Merges segments; returns how many cuts were removed for being short. */
		int run(long minNanos) {
			int last = points.length - 1;
			int removed = 0;
			int c = 0;
			while (c != last) {
				int e = next[c];
				long work = prefix[points[e]] - prefix[points[c]];
				if (work <= minNanos && e != last && !hasOut[e]) {
					hasIn[c] |= hasIn[e];
					unlink(e);
					removed++;
				} else if (work <= minNanos && c != 0 && !hasIn[c]) {
					hasOut[e] |= hasOut[c];
					int p = prev[c];
					unlink(c);
					removed++;
					c = p;
				} else {
					c = e;
				}
			}
			return removed;
		}

		private void unlink(int c) {
			next[prev[c]] = next[c];
			prev[next[c]] = prev[c];
		}

		ThreadSegments result(int n, boolean emptyEnd, int removed) {
			int count = 0;
			for (int c = 0; c != points.length - 1; c = next[c]) {
				count++;
			}
			int size = count + (emptyEnd ? 1 : 0);
			int[] starts = new int[size];
			long[] cpu = new long[size];
			int k = 0;
			for (int c = 0; c != points.length - 1; c = next[c]) {
				starts[k] = points[c];
				cpu[k++] = prefix[points[next[c]]] - prefix[points[c]];
			}
			if (emptyEnd) {
				starts[k] = n;
			}
			return new ThreadSegments(n, starts, cpu, emptyEnd, removed);
		}
	}

	/** Number of segments. */
	int size() {
		return starts.length;
	}

	/** CPU time of segment {@code k}. */
	long cpuNanos(int k) {
		return cpu[k];
	}

	/** Segments merged away for being short. */
	int merged() {
		return merged;
	}

	/** The segment whose end a dependency leaving at {@code point} (at least 1) leaves from. */
	int endingAt(int point) {
		if (point == events && emptyEnd) {
			return starts.length - 1;
		}
		return containing(point - 1);
	}

	/** The segment whose start a dependency arriving at {@code point} holds back. */
	int startingAt(int point) {
		if (point == events) {
			return starts.length - 1;
		}
		return containing(point);
	}

	/** The segment whose work includes the work of event {@code i}. */
	private int containing(int i) {
		int limit = emptyEnd ? starts.length - 1 : starts.length;
		int k = Arrays.binarySearch(starts, 0, limit, i);
		return k >= 0 ? k : -k - 2;
	}
}
