/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_GATE;

/**
 * One run's side of the {@link HandBacks}: a thread whose next work waits for an unpark runs the part before it, then
 * waits at a gate on the unpark (released as every recorded waker releases its waiters, {@link Wakeups}), then runs the
 * rest and reaches its event.
 */
final class HandBackRun {

	private final Engine e;
	private final HandBacks h;
	/** Per thread, its next hand-back among {@link HandBacks#indexes}. */
	private final int[] cursor;
	/** Per thread, the hand-back it is in (its work before the unpark loaded), or -1. */
	private final int[] pending;
	/** Per thread, the work after the unpark of its pending hand-back. */
	private final double[] rest;

	HandBackRun(Engine e, HandBacks h) {
		this.e = e;
		this.h = h;
		this.cursor = new int[e.threads];
		this.pending = IntArrays.none(e.threads);
		this.rest = new double[e.threads];
	}

	/**
	 * Thread {@code t} loads the work {@code work} before its event {@code j}: returns the part to run now, all of it
	 * unless the work waits for an unpark.
	 */
	double enter(int t, int j, double work) {
		int[] ix = h.indexes(t);
		if (ix == null) {
			return work;
		}
		int x = cursor[t];
		while (x < ix.length && ix[x] < j) {
			x++;
		}
		cursor[t] = x;
		if (x == ix.length || ix[x] != j) {
			return work;
		}
		double now = work * h.before(t, x);
		pending[t] = x;
		rest[t] = work - now;
		return now;
	}

	/** Whether thread {@code t} ran the work before an unpark and has yet to pass it. */
	boolean pending(int t) {
		return pending[t] >= 0;
	}

	/**
	 * Thread {@code t}, its work before an unpark done, at its event {@code i}: loads the rest and returns true once
	 * the unpark has fired, else waits for it and returns false.
	 */
	boolean pass(int t, int i) {
		int x = pending[t];
		int g = e.pt.wakes.id(h.wakerThread(t, x), h.wakerIndex(t, x));
		if (g >= 0 && !e.wakeups.isFired(g)) {
			e.sem.objs.park(t, i, B_GATE, g);
			return false;
		}
		pending[t] = -1;
		e.remaining[t] += rest[t];
		return true;
	}
}
