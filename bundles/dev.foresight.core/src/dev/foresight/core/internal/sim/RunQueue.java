/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The run queue: runnable threads ordered by priority, then by arrival, as a doubly linked list over thread
 * numbers; a processor takes the first thread it may run (a binding plan may exclude some). With
 * {@link ProcessorQueues} a thread waits for its home processor, and others take it only once it has cooled.
 */
final class RunQueue {

	private final RunConfig cfg;
	private final boolean priorityPolicy;
	private final int[] next;
	private final int[] prev;
	private final boolean[] queued;
	/** The queue per processor, or {@code null}: one queue that every processor takes from. */
	private final ProcessorQueues homes;
	private int head = -1;
	private int tail = -1;

	RunQueue(RunConfig cfg, int threads, boolean priorityPolicy, ProcessorQueues homes) {
		this.cfg = cfg;
		this.priorityPolicy = priorityPolicy;
		this.homes = homes;
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
			if (homes != null ? homes.home[x] == p : cfg.allowedOn(x, p)) {
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

	/**
	 * Removes and returns the first queued thread that may run on {@code p} at {@code now}, or -1: with queues per
	 * processor, the first of {@code p}'s own, else the first one elsewhere that has cooled.
	 */
	int takeFor(int p, double now) {
		if (homes != null) {
			for (int x = head; x >= 0; x = next[x]) {
				if (homes.home[x] == p) {
					remove(x);
					return x;
				}
			}
		}
		for (int x = head; x >= 0; x = next[x]) {
			if (cfg.allowedOn(x, p) && (homes == null || homes.coolsAt(x) <= now)) {
				remove(x);
				return x;
			}
		}
		return -1;
	}

	/**
	 * With queues per processor, when the first thread queued elsewhere that idle processor {@code p} may run cools
	 * ({@code infinity}: none is queued).
	 */
	double coolsFor(int p) {
		double at = Double.POSITIVE_INFINITY;
		for (int x = head; x >= 0; x = next[x]) {
			if (cfg.allowedOn(x, p)) {
				at = Math.min(at, homes.coolsAt(x));
			}
		}
		return at;
	}

	/**
	 * With queues per processor, moves to {@code p}'s queue the first cooled thread of a queue at least two longer
	 * (the kernel's periodic balance, which {@code p} runs when its slice ends).
	 */
	void balance(int p, double now) {
		int q = homes.busierThan(p);
		if (q < 0) {
			return;
		}
		for (int x = head; x >= 0; x = next[x]) {
			if (homes.home[x] == q && cfg.allowedOn(x, p) && homes.coolsAt(x) <= now) {
				homes.move(x, p);
				return;
			}
		}
	}

	/** Queues {@code t} for processor {@code p} behind (or, {@code front}, before) the threads of its priority. */
	void add(int t, boolean front, int p) {
		if (homes != null) {
			homes.enter(t, p);
		}
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
		if (homes != null) {
			homes.exit(t);
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
