/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * Which running thread a woken thread preempts, if any: under the priority policy the lowest-priority one below it,
 * under fair sharing the one that has run longest, once it has run the wake-up granularity. Under fair sharing with
 * no binding the busy processors are kept in a heap by when their thread started, so the choice needs no scan of
 * all processors.
 */
final class WakeupVictims {

	private final Engine e;
	private final RunConfig cfg;
	private final boolean priorityPolicy;
	/** When each processor's thread started running (valid while it runs). */
	private final double[] runStart;
	/** Busy processors by {@link #runStart}, or {@code null} (priority policy, or threads bound to processors). */
	private final IndexedMinHeap longest;

	WakeupVictims(Engine e, boolean priorityPolicy) {
		this.e = e;
		this.cfg = e.cfg;
		this.priorityPolicy = priorityPolicy;
		this.runStart = new double[e.cpus];
		this.longest = !priorityPolicy && cfg.unbound() ? new IndexedMinHeap(e.cpus) : null;
	}

	/** Processor {@code p} started running a thread now. */
	void started(int p) {
		runStart[p] = e.now;
		if (longest != null) {
			longest.set(p, e.now);
		}
	}

	/** Processor {@code p} became idle. */
	void left(int p) {
		if (longest != null) {
			longest.set(p, Double.POSITIVE_INFINITY);
		}
	}

	/** The processor whose thread woken thread {@code t} preempts, or -1; {@code running} holds each one's thread. */
	int victim(int t, int[] running, int executing) {
		if (longest != null) {
			return longestRunning(running, executing);
		}
		int best = -1;
		double bestScore = 0;
		for (int p = 0; p < e.cpus; p++) {
			int r = running[p];
			if (r < 0 || r == executing || !cfg.allowedOn(t, p)) {
				continue;
			}
			double score;
			if (priorityPolicy) {
				score = cfg.priority[t] - cfg.priority[r];
			} else {
				double ran = e.now - runStart[p];
				score = ran >= cfg.scheduler.wakeupGranularityNanos() ? ran + 1 : 0;
			}
			if (score > bestScore) {
				best = p;
				bestScore = score;
			}
		}
		return best;
	}

	/**
	 * With a run queue per processor: {@code p} if its thread is one that a thread woken into {@code p}'s queue
	 * preempts, else -1: one that has been ready for a time slice since it last woke. Linux's EEVDF scheduler lets a
	 * thread that woke recently run on (two threads that a barrier releases onto one processor run one after the
	 * other) and preempts one that has had more than its share, such as one that computes without a pause, at once
	 * ({@code foresight calibrate}'s wake-up granularity); the granularity is the shared queue's rule.
	 */
	int victimOn(int p, int[] running, int executing, ProcessorQueues homes) {
		int r = running[p];
		return r >= 0 && r != executing && homes.readyFor(r, e.now) >= cfg.scheduler.timeSliceNanos() ? p : -1;
	}

	/** The scan of {@link #victim} under fair sharing with no binding, from the heap of start times. */
	private int longestRunning(int[] running, int executing) {
		if (longest.isEmpty()) {
			return -1;
		}
		int p = longest.peek();
		if (running[p] == executing) {
			p = longest.peekBelowTop();
			if (p < 0) {
				return -1;
			}
		}
		return e.now - runStart[p] >= cfg.scheduler.wakeupGranularityNanos() ? p : -1;
	}
}
