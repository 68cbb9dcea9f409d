/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_ALL;

import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.trace.Event;

/**
 * Latches and barriers: threads wait until a count is reached, then all go on. A {@code CountDownLatch}'s waiters
 * and a {@code CyclicBarrier}'s leave one after another ({@link ChainedRelease}); a {@code Phaser}'s all at once. A
 * phaser's arrival may go on without waiting ({@link EventCodes#ARRIVED}), and a wait for its phase's end may arrive
 * nowhere ({@link EventCodes#AWAITED}: it waits for its wake link under every model, as a park does, and counts not).
 */
final class Rendezvous {

	private final Engine e;
	private final PreparedTrace pt;
	private final SyncObjects objs;
	private final boolean direct;
	private final ChainedRelease chain;

	Rendezvous(Engine e, SyncObjects objs) {
		this.e = e;
		this.pt = e.pt;
		this.objs = objs;
		this.direct = e.cfg.model == SimulationModel.DIRECT;
		this.chain = new ChainedRelease(e, objs);
	}

	/** A countdown of latch {@code o}; the last one opens it. */
	void countDown(int t, int o) {
		if (objs.count[o] > 0 && --objs.count[o] == 0) {
			// a latch is a shared acquisition of its AbstractQueuedSynchronizer: each waiter that gets through wakes
			// the next
			chain.release(o, objs.waiting(o), t);
		}
	}

	/** An await of latch {@code o} at event {@code i}; returns true when the thread goes on. */
	boolean awaitLatch(int t, int i, int o, boolean viaGate) {
		if (chain.passOn(t, o) || viaGate || objs.count[o] <= 0) {
			e.advance(t);
			return true;
		}
		objs.block(t, i, o, B_ALL, 0, -1, false);
		return false;
	}

	/** An arrival at barrier {@code o} at event {@code i}; returns true when the thread goes on. */
	boolean awaitBarrier(int t, int i, int o, boolean viaGate, int flags) {
		if (chain.passOn(t, o) || (flags & EventCodes.AWAITED) != 0) {
			e.advance(t);
			return true;
		}
		// under the gated models the other arrivals wait for their recorded releaser and do not count, so the
		// arrival that released them trips the barrier without waiting for them
		boolean trips = !direct && pt.wakes.isWaker(t, i);
		if (!viaGate) {
			if (!trips && objs.count[o] + 1 < pt.party.expected(o, pt.src.arg(t, i))) {
				objs.count[o]++;
				if ((flags & EventCodes.ARRIVED) != 0) {
					e.advance(t);
					return true;
				}
				objs.block(t, i, o, B_ALL, 0, -1, false);
				return false;
			}
			int waiters = (int) objs.count[o];
			objs.count[o] = 0;
			if (direct && (flags & Event.CHAINED) != 0) {
				chain.release(o, waiters, t);
			} else {
				objs.releaseAll(o, t);
			}
		}
		e.advance(t);
		return true;
	}
}
