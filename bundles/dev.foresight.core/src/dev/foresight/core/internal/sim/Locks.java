/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_GATE;

import java.util.HashMap;
import java.util.Map;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * Monitors, locks and the waits that give them up and take them back ({@code Object.wait}, {@code Condition.await}).
 * A condition belongs to the lock its thread took last, which the trace does not name: each thread remembers it.
 */
final class Locks {

	private final Engine e;
	private final PreparedTrace pt;
	private final WakeIndex wakes;
	private final SyncObjects objs;
	/** Per thread, the last lock (not monitor) it acquired and still holds, or -1. */
	private final int[] lastLock;
	/** Per thread, the lock its current wait gave up, to be taken back. */
	private final int[] condLock;
	/** Per (thread, lock) key, how many acquisitions passed over a held lock and are not released yet. */
	private Map<Long, int[]> passed;

	Locks(Engine e, SyncObjects objs) {
		this.e = e;
		this.pt = e.pt;
		this.wakes = pt.wakes;
		this.objs = objs;
		this.lastLock = new int[e.threads];
		this.condLock = new int[e.threads];
		java.util.Arrays.fill(lastLock, -1);
	}

	/** An acquisition; a failed try takes nothing. Returns true when the thread goes on. */
	boolean acquire(int t, int i, EventKind k, int o, int tk, boolean failed, boolean shared) {
		if (failed || passes(t, k, o)) {
			e.advance(t);
			return true;
		}
		if (shared) {
			return objs.acquireShared(t, i, o, tk);
		}
		if (k != EventKind.MONITOR_ENTER) {
			lastLock[t] = o;
		}
		return objs.acquireExclusive(t, i, o, tk);
	}

	/**
	 * Under {@link RunConfig#yieldingTryLocks}: whether a successful try-lock (or a nested acquisition inside one) goes
	 * on without the lock, because another thread holds it. The program's try found the lock free in the recording;
	 * finding it held, the program would have taken its other path (Lucene's indexing threads try the locks of a
	 * pool of writers and take the first free one), which the trace does not hold; waiting for it instead can make a
	 * cycle the program never forms.
	 */
	private boolean passes(int t, EventKind k, int o) {
		if (passed == null) {
			if (k != EventKind.TRY_LOCK || !e.cfg.yieldingTryLocks) {
				return false;
			}
			passed = new HashMap<>();
		}
		long key = (long) t << 32 | o;
		int[] n = passed.get(key);
		if (n == null) {
			int owner = objs.owner[o];
			if (k != EventKind.TRY_LOCK || (owner < 0 || owner == t) && objs.readers[o] == 0) {
				return false;
			}
			passed.put(key, n = new int[1]);
		}
		n[0]++;
		return true;
	}

	/** A release; the thread's condition lock is forgotten once it no longer holds it. */
	void release(int t, int o, boolean shared) {
		if (passed != null) {
			int[] n = passed.get((long) t << 32 | o);
			if (n != null) {
				// the release of a lock that a try passed over: nothing to release
				if (--n[0] == 0) {
					passed.remove((long) t << 32 | o);
				}
				return;
			}
		}
		if (shared) {
			objs.releaseShared(t, o);
			return;
		}
		objs.releaseExclusive(t, o);
		if (lastLock[t] == o && objs.owner[o] != t) {
			lastLock[t] = -1;
		}
	}

	/**
	 * Object.wait or Condition.await in three phases: give up the lock, wait for the recorded notifier (or the
	 * timeout, as a delay), take the lock back.
	 */
	boolean await(int t, int i, int o, int tk) {
		EventSource s = pt.src;
		byte[] phase = objs.phase;
		if (phase[t] == 0) {
			releaseBeforeWait(t, i);
		}
		int last = phase[t] == 2 || (s.flags(t, i) & Event.TIMED_OUT) != 0 ? e.sem.loops.stopped(t, i) : -1;
		if (last >= 0 && !LoopTargets.joined(last)) {
			// a timed wait whose loop was stopped: the loop's last wait, on the same monitor, released already
			e.pos[t] = last;
			phase[t] = 1;
			return await(t, last, o, tk);
		}
		if (phase[t] == 1) {
			phase[t] = 2;
			// an interrupted wait lasts until its interrupt, the gate below
			if ((s.flags(t, i) & Event.TIMED_OUT) != 0 && s.arg(t, i) > 0 && !wakes.interrupted(t, i)) {
				e.delay(t, e.cfg.costs.timedOut(s.arg(t, i)), Engine.TIMER_RETRY);
				return false;
			}
			int g = wakes.gateOf(t, i);
			if (g >= 0 && !e.wakeups.isFired(g)) {
				phase[t] = 1;
				objs.park(t, i, B_GATE, g);
				return false;
			}
		}
		int target = pt.kind(t, i) == EventKind.WAIT ? o : condLock[t];
		if (target < 0) {
			phase[t] = 0;
			e.advance(t);
			return true;
		}
		return objs.acquireExclusive(t, i, target, tk);
	}

	/** Phase 1 of a wait: the monitor (or the condition's lock) is released. */
	void releaseBeforeWait(int t, int i) {
		if (objs.phase[t] != 0) {
			return;
		}
		EventKind k = pt.kind(t, i);
		int lock = k == EventKind.WAIT ? pt.obj(t, i) : lastLock[t];
		condLock[t] = lock;
		if (lock >= 0) {
			objs.releaseForWait(t, lock);
		}
		objs.phase[t] = 1;
	}
}
