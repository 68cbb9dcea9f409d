/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * Linux's run queue per processor, kept as the processor each queued thread waits for (its home) beside the one
 * ordered {@link RunQueue}. A queued thread runs on its home; another processor takes it only once it has gone the
 * migration cost without running, as the kernel leaves a thread that ran that recently where its cache is
 * ({@code sched_migration_cost}). So three threads that a barrier wakes on two processors share one of them until
 * they block again, while the other idles, as measured on Linux 6.18 (see the machine format's
 * {@code migration-cost}).
 */
final class ProcessorQueues {

	private final double migration;
	/** Per queued thread, the processor whose queue it is in. */
	final int[] home;
	/** Per processor, how many threads wait in its queue. */
	final int[] queued;
	/** Per thread, when it last left a processor ({@code -infinity}: never ran). */
	private final double[] lastRan;
	/** Per thread, when it last became ready after it waited, slept or was started. */
	private final double[] wokeAt;

	ProcessorQueues(long migrationNanos, int cpus, int threads) {
		this.migration = migrationNanos;
		this.home = new int[threads];
		this.queued = new int[cpus];
		this.lastRan = new double[threads];
		Arrays.fill(lastRan, Double.NEGATIVE_INFINITY);
		this.wokeAt = new double[threads];
	}

	/** Thread {@code t} became ready at {@code now} after it waited, slept or was started. */
	void woke(int t, double now) {
		wokeAt[t] = now;
	}

	/** How long thread {@code t}, running or queued, has been ready at {@code now}. */
	double readyFor(int t, double now) {
		return now - wokeAt[t];
	}

	/** Thread {@code t} left its processor at {@code now}. */
	void left(int t, double now) {
		lastRan[t] = now;
	}

	/** Thread {@code t} joins the queue of processor {@code p}. */
	void enter(int t, int p) {
		home[t] = p;
		queued[p]++;
	}

	/** Thread {@code t} leaves its queue. */
	void exit(int t) {
		queued[home[t]]--;
	}

	/** Moves queued thread {@code t} to the queue of processor {@code p}. */
	void move(int t, int p) {
		exit(t);
		enter(t, p);
	}

	/** When queued thread {@code t} may move to another processor. */
	double coolsAt(int t) {
		return lastRan[t] + migration;
	}

	/**
	 * The queue a ready thread that no idle processor takes joins: that of the processor it ran on last (the kernel
	 * places a woken thread near its cache), else the shortest one it may use ({@code -1} for {@code last}: it never
	 * ran).
	 */
	int homeFor(int t, int last, RunConfig cfg) {
		if (last >= 0 && last < queued.length && cfg.allowedOn(t, last)) {
			return last;
		}
		int best = -1;
		for (int p = 0; p < queued.length; p++) {
			if (cfg.allowedOn(t, p) && (best < 0 || queued[p] < queued[best])) {
				best = p;
			}
		}
		return best;
	}

	/**
	 * A processor whose queue has at least two threads more than {@code p}'s, whose threads {@code p} should share
	 * (the kernel's periodic load balance), or -1.
	 */
	int busierThan(int p) {
		int best = -1;
		for (int q = 0; q < queued.length; q++) {
			if (queued[q] >= queued[p] + 2 && (best < 0 || queued[q] > queued[best])) {
				best = q;
			}
		}
		return best;
	}
}
