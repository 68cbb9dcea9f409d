/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.sim.SimulationModel;

/**
 * How the blocked threads of one run are released: a thread woken by another (or by a timer), whose release across
 * processors arrives after the synchronization latency, and the threads gated on a waker event ({@link WakeIndex}),
 * woken when it executes. The {@link Engine} completes the events; this class keeps which wakers have fired.
 */
final class Wakeups {

	private final Engine e;
	private final WakeIndex wakes;
	/** One bit per waker id: set once the waker event has executed. */
	private final long[] fired;
	/**
	 * Per thread, the waker id of its next waker event, or {@code null} when events may be skipped (Client-Server):
	 * a thread's wakers are numbered in its event order, so a run that goes through every event in order counts them
	 * instead of reading each one's id from a column, a cache miss per waker among many threads.
	 */
	private final int[] nextWaker;

	Wakeups(Engine e) {
		this.e = e;
		this.wakes = e.pt.wakes;
		this.fired = new long[(wakes.count() + 63) >>> 6];
		this.nextWaker = e.cfg.model == SimulationModel.CLIENT_SERVER ? null : wakes.firstIds();
	}

	/**
	 * Fires event {@code i} of thread {@code t}, a waker that thread completes in its event order
	 * ({@link Engine#advance}).
	 */
	void fireNext(int t, int i) {
		int id = nextWaker != null ? nextWaker[t]++ : wakes.id(t, i);
		assert id == wakes.id(t, i) : "waker count out of step at event " + i + " of thread " + t;
		fireId(t, id);
	}

	/** Marks event {@code i} of thread {@code t} as executed and retries the threads gated on it. */
	void fire(int t, int i) {
		fireId(t, wakes.id(t, i));
	}

	/** {@link #fire(int, int)} of the event of thread {@code t} whose waker id is {@code id} (-1: none). */
	private void fireId(int t, int id) {
		if (id < 0 || isFired(id)) {
			return;
		}
		fired[id >>> 6] |= 1L << id;
		WakeIndex w = wakes;
		for (int k = w.waitersStart(id), end = w.waitersEnd(id); k < end; k++) {
			int waiter = w.waiter(k);
			if (e.state[waiter] == Engine.BLOCKED && e.sem.waitsForWaker(waiter, id)) {
				e.sem.unlinkGate(waiter);
				wake(waiter, t, false);
			} else {
				e.sem.loops.fired(waiter, id);
			}
		}
	}

	/** Whether the waker event whose id is {@code id} has executed. */
	boolean isFired(int id) {
		return (fired[id >>> 6] & (1L << id)) != 0;
	}

	/**
	 * Releases a blocked thread because of thread {@code from} (or a timer, -1): with {@code complete} its event is
	 * done, else it retries the event when it runs again. A release across processors arrives after the
	 * synchronization latency, and the woken thread first spends the machine's cross-processor wake-up cost.
	 */
	void wake(int t, int from, boolean complete) {
		wake(t, from, complete, 0);
	}

	/** {@link #wake(int, int, boolean)}, the latency {@code hop} longer where the release crosses processors. */
	void wake(int t, int from, boolean complete, double hop) {
		if (complete) {
			e.advance(t);
		} else {
			e.remaining[t] = 0;
		}
		double latency = 0;
		if (e.sched.crosses(t, from)) {
			latency = e.cfg.costs.syncLatencyNanos() + hop;
			e.remaining[t] += e.cfg.costs.wakeupCostNanos();
		}
		if (latency > 0) {
			e.delay(t, latency, Engine.TIMER_WAKE);
		} else {
			e.sched.makeRunnable(t);
		}
	}
}
