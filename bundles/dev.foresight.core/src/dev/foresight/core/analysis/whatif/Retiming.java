/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import dev.foresight.core.trace.ThreadEvents;

/**
 * Makes a rewritten trace's wall times agree with its wake links again: each event comes no earlier than its
 * releaser, and a thread's events keep the gaps between them otherwise. Moving a pool's tasks to other threads breaks
 * both (a task dealt after another on one thread now ends after the get its recorded thread's run released), and the
 * recorded order of events, which the consistency checker and the simulator's ticket pass read, must stay causal. On
 * a trace that agrees already, nothing changes.
 */
final class Retiming {

	private final ThreadEvents.Builder[] threads;
	/** Each thread's next event to time. */
	private final int[] next;
	/** The recorded time of each thread's next event, before it was moved to its gap after the event before it. */
	private final long[] original;
	/** The event each thread waits at, for the entries of {@link #waiting} that are still current. */
	private final int[] blockedAt;
	/** Per releasing thread, the threads waiting for one of its events, by that event's index. */
	private final LongHeap[] waiting;
	/** The threads that may go on, a ring of at most one entry per thread. */
	private final int[] runnable;
	private int head;
	private int count;

	private Retiming(ThreadEvents.Builder[] threads) {
		this.threads = threads;
		int n = threads.length;
		next = new int[n];
		original = new long[n];
		blockedAt = new int[n];
		waiting = new LongHeap[n];
		runnable = new int[n];
		for (int t = 0; t < n; t++) {
			runnable[t] = t;
			blockedAt[t] = -1;
		}
		count = n;
	}

	/** Retimes the events of {@code threads} in place; a cycle of links (a damaged trace) is broken at its earliest. */
	static void retime(ThreadEvents.Builder[] threads) {
		Retiming r = new Retiming(threads);
		long left = 0;
		for (ThreadEvents.Builder b : threads) {
			left += b.size();
		}
		while (left > 0) {
			boolean cycle = r.count == 0;
			int t;
			if (cycle) {
				t = r.earliestBlocked();
			} else {
				t = r.runnable[r.head];
				r.head = (r.head + 1) % r.runnable.length;
				r.count--;
			}
			r.blockedAt[t] = -1;
			left -= r.advance(t, cycle);
		}
	}

	/**
	 * Times thread {@code t}'s events from its next until one waits for an event not yet timed ({@code force}: the
	 * first is timed whatever it waits for); returns how many were timed.
	 */
	private int advance(int t, boolean force) {
		ThreadEvents.Builder b = threads[t];
		int timed = 0;
		while (next[t] < b.size()) {
			int i = next[t];
			int u = b.wakeThread(i);
			int k = b.wakeIndex(i);
			boolean linked = u >= 0 && u < threads.length && k >= 0 && k < threads[u].size() && !(u == t && k >= i);
			if (linked && next[u] <= k && !(force && timed == 0)) {
				if (waiting[u] == null) {
					waiting[u] = new LongHeap();
				}
				waiting[u].add(k, t);
				blockedAt[t] = i;
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
			LongHeap w = waiting[t];
			while (w != null && !w.isEmpty() && w.peekKey() < next[t]) {
				int waiter = w.peekValue();
				w.remove();
				// an entry left from a wait the thread was forced past is not current
				if (blockedAt[waiter] >= 0) {
					blockedAt[waiter] = -1;
					runnable[(head + count) % runnable.length] = waiter;
					count++;
				}
			}
		}
		return timed;
	}

	/** The unfinished thread whose next event was recorded earliest. */
	private int earliestBlocked() {
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
