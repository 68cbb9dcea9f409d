/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The run queue: runnable threads ordered by priority, then by arrival, as a doubly linked list over thread
 * numbers; a processor takes the first thread it may run (a binding plan may exclude some).
 */
final class RunQueue {

	private final RunConfig cfg;
	private final boolean priorityPolicy;
	private final int[] next;
	private final int[] prev;
	private final boolean[] queued;
	private int head = -1;
	private int tail = -1;

	RunQueue(RunConfig cfg, int threads, boolean priorityPolicy) {
		this.cfg = cfg;
		this.priorityPolicy = priorityPolicy;
		this.next = new int[threads];
		this.prev = new int[threads];
		java.util.Arrays.fill(next, -1);
		java.util.Arrays.fill(prev, -1);
		this.queued = new boolean[threads];
	}

	/** Whether a queued thread may take processor {@code p} from running thread {@code t} at the end of its slice. */
	boolean hasCompetitor(int p, int t) {
		for (int x = head; x >= 0; x = next[x]) {
			if (priorityPolicy && cfg.priority[x] < cfg.priority[t]) {
				return false;
			}
			if (cfg.allowedOn(x, p)) {
				return true;
			}
		}
		return false;
	}

	/** Whether a queued thread of higher priority than {@code t} may run on {@code p}. */
	boolean higherPriorityFor(int p, int t) {
		for (int x = head; x >= 0; x = next[x]) {
			if (cfg.priority[x] <= cfg.priority[t]) {
				return false;
			}
			if (cfg.allowedOn(x, p)) {
				return true;
			}
		}
		return false;
	}

	/** Removes and returns the first queued thread that may run on {@code p}, or -1. */
	int takeFor(int p) {
		for (int x = head; x >= 0; x = next[x]) {
			if (cfg.allowedOn(x, p)) {
				remove(x);
				return x;
			}
		}
		return -1;
	}

	/** Queues {@code t} behind (or, with {@code front}, before) the threads of its priority. */
	void add(int t, boolean front) {
		int prio = cfg.priority[t];
		int after;
		if (front) {
			after = -1;
			for (int x = head; x >= 0 && cfg.priority[x] > prio; x = next[x]) {
				after = x;
			}
		} else {
			after = tail;
			while (after >= 0 && cfg.priority[after] < prio) {
				after = prev[after];
			}
		}
		int before = after < 0 ? head : next[after];
		prev[t] = after;
		next[t] = before;
		if (after < 0) {
			head = t;
		} else {
			next[after] = t;
		}
		if (before < 0) {
			tail = t;
		} else {
			prev[before] = t;
		}
		queued[t] = true;
	}

	/** Takes {@code t} out of the queue; returns whether it was queued. */
	boolean remove(int t) {
		if (!queued[t]) {
			return false;
		}
		int a = prev[t];
		int b = next[t];
		if (a < 0) {
			head = b;
		} else {
			next[a] = b;
		}
		if (b < 0) {
			tail = a;
		} else {
			prev[b] = a;
		}
		prev[t] = -1;
		next[t] = -1;
		queued[t] = false;
		return true;
	}
}
