/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayDeque;
import java.util.Comparator;
import java.util.PriorityQueue;

import dev.foresight.core.trace.ThreadEvents;

/**
 * Makes a rewritten trace's wall times agree with its wake links again: each event comes no earlier than its
 * releaser, and a thread's events keep the gaps between them otherwise. Moving a pool's tasks to other threads breaks
 * both (a task dealt after another on one thread now ends after the get its recorded thread's run released), and the
 * recorded order of events, which the consistency checker and the simulator's ticket pass read, must stay causal. On
 * a trace that agrees already, nothing changes.
 */
final class Retiming {

	private Retiming() {
	}

	/** Retimes the events of {@code threads} in place; a cycle of links (a damaged trace) is broken at its earliest. */
	static void retime(ThreadEvents.Builder[] threads) {
		int n = threads.length;
		int[] next = new int[n];
		long[] original = new long[n];
		// per releasing thread, the threads waiting for one of its events: {waiter, its event, the releaser's event}
		@SuppressWarnings("unchecked")
		PriorityQueue<int[]>[] waiting = new PriorityQueue[n];
		ArrayDeque<Integer> runnable = new ArrayDeque<>();
		int left = 0;
		for (int t = 0; t < n; t++) {
			waiting[t] = new PriorityQueue<>(Comparator.comparingInt(w -> w[2]));
			runnable.add(t);
			left += threads[t].size();
		}
		while (left > 0) {
			boolean cycle = runnable.isEmpty();
			int t = cycle ? earliestBlocked(threads, next) : runnable.poll();
			left -= advance(threads, t, next, original, waiting, runnable, cycle);
		}
	}

	/**
	 * Times thread {@code t}'s events from its next until one waits for an event not yet timed ({@code force}: the
	 * first is timed whatever it waits for); returns how many were timed.
	 */
	private static int advance(ThreadEvents.Builder[] threads, int t, int[] next, long[] original,
			PriorityQueue<int[]>[] waiting, ArrayDeque<Integer> runnable, boolean force) {
		ThreadEvents.Builder b = threads[t];
		int timed = 0;
		while (next[t] < b.size()) {
			int i = next[t];
			int u = b.wakeThread(i);
			int k = b.wakeIndex(i);
			boolean linked = u >= 0 && u < threads.length && k >= 0 && k < threads[u].size() && !(u == t && k >= i);
			if (linked && next[u] <= k && !(force && timed == 0)) {
				waiting[u].add(new int[] { t, i, k });
				return timed;
			}
			// the event was moved to its gap after the one before when that was timed; its recorded time is kept
			long recorded = i == 0 ? b.wall(0) : original[t];
			long at = b.wall(i);
			if (linked && next[u] > k) {
				at = Math.max(at, threads[u].wall(k));
			}
			if (i + 1 < b.size()) {
				original[t] = b.wall(i + 1);
				b.setWall(i + 1, at + Math.max(0, original[t] - recorded));
			}
			b.setWall(i, at);
			next[t]++;
			timed++;
			while (!waiting[t].isEmpty() && waiting[t].peek()[2] < next[t]) {
				int[] w = waiting[t].poll();
				if (next[w[0]] == w[1]) {
					runnable.add(w[0]);
				}
			}
		}
		return timed;
	}

	/** The unfinished thread whose next event was recorded earliest. */
	private static int earliestBlocked(ThreadEvents.Builder[] threads, int[] next) {
		int best = -1;
		for (int t = 0; t < threads.length; t++) {
			if (next[t] < threads[t].size()
					&& (best < 0 || threads[t].wall(next[t]) < threads[best].wall(next[best]))) {
				best = t;
			}
		}
		return best;
	}
}
