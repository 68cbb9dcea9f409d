/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * Waiters that leave one after another: a {@code CyclicBarrier}'s waiters each take the barrier's lock back before
 * they return, so the tripping thread wakes the first, which wakes the second when it runs, and so on. Each hop is a
 * wake-up (its latency and, across processors, its CPU cost), which on two processors can be most of a short phase.
 * A woken waiter retries its event; finding itself released, it wakes the next and goes on. It does so once it is
 * switched in, whose cost its recording charged to its work after the barrier: a hop that crosses processors waits
 * a context switch longer than a release by a running thread. (On the 2-processor machine of docs/accuracy.md a hop
 * took 20 to 33 us, {@code bench.BarrierChain}; {@code foresight calibrate}'s hand-off across processors 24 us, which
 * the release of a running thread, latency and wake-up cost, priced at 21.)
 */
final class ChainedRelease {

	private final Engine e;
	private final SyncObjects objs;
	/** Per object, the released waiters still in its list, to be woken one after another. */
	private final int[] left;
	/** Per thread, whether it was woken by a chain and has not yet passed it on. */
	private final boolean[] released;

	ChainedRelease(Engine e, SyncObjects objs) {
		this.e = e;
		this.objs = objs;
		this.left = new int[e.pt.objectCount()];
		this.released = new boolean[e.threads];
	}

	/**
	 * Thread {@code from} releases the {@code waiters} first threads of {@code o}'s list; they are woken in the order
	 * they came. A chain still running takes them on behind its own.
	 */
	void release(int o, int waiters, int from) {
		boolean running = left[o] > 0;
		left[o] += waiters;
		if (!running) {
			next(o, from);
		}
	}

	/** Whether {@code t} runs again because a chain woke it; it then wakes the next of {@code o}'s released waiters. */
	boolean passOn(int t, int o) {
		if (!released[t]) {
			return false;
		}
		released[t] = false;
		next(o, t, e.cfg.costs.contextSwitchNanos());
		return true;
	}

	private void next(int o, int from) {
		next(o, from, 0);
	}

	private void next(int o, int from, double hop) {
		if (left[o] == 0 || objs.head[o] < 0) {
			left[o] = 0;
			return;
		}
		left[o]--;
		int w = objs.pop(o);
		released[w] = true;
		e.wakeups.wake(w, from, false, hop);
	}
}
