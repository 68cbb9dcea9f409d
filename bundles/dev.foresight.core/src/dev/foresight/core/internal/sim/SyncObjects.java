/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The synchronization objects of a simulation: locks ({@link LockObjects}), semaphores, queues (bounded, unbounded
 * and hand-off) and the "release everybody" objects (latches, barriers, futures, tasks, thread ends), on top of the
 * objects' waiting lists.
 */
final class SyncObjects extends LockObjects {

	private final long[] putSeq;
	private final long[] taken;

	SyncObjects(Engine e, boolean strict) {
		super(e, strict);
		int m = pt.objectCount();
		putSeq = new long[m];
		taken = new long[m];
	}

	// ---- semaphores and queues

	boolean acquirePermits(int t, int i, int o, long permits, int tk, boolean viaGate) {
		if (notYourTurn(o, tk)) {
			block(t, i, o, B_SEM, permits, tk, false);
			return false;
		}
		if (viaGate || (count[o] >= permits && (strict || barging(o) || head[o] < 0))) {
			count[o] -= permits;
			took(o, tk);
			e.advance(t);
			if (strict) {
				grantPermits(o, t);
			}
			return true;
		}
		block(t, i, o, B_SEM, permits, tk, false);
		return false;
	}

	void releasePermits(int t, int o, long permits) {
		count[o] += permits;
		grantPermits(o, t);
	}

	private void grantPermits(int o, int from) {
		for (int w = head[o]; w >= 0 && !notYourTurn(o, blockTicket[w]) && count[o] >= blockArg[w]; w = head[o]) {
			pop(o);
			count[o] -= blockArg[w];
			took(o, blockTicket[w]);
			e.wakeups.wake(w, from, true);
		}
	}

	boolean put(int t, int i, int o, int tk, boolean viaGate) {
		long cap = pt.objects.capacity[o];
		if (notYourTurn(o, tk)) {
			block(t, i, o, B_PUT, 0, tk, false);
			return false;
		}
		if (viaGate || cap <= 0 || count[o] < cap) {
			count[o]++;
			took(o, tk);
			e.advance(t);
			grantQueue(o, t);
			return true;
		}
		block(t, i, o, B_PUT, 0, tk, false);
		return false;
	}

	boolean take(int t, int i, int o, int tk, boolean viaGate) {
		if (notYourTurn(o, tk)) {
			block(t, i, o, B_TAKE, 0, tk, false);
			return false;
		}
		if (viaGate || count[o] > 0) {
			count[o]--;
			taken[o]++;
			took(o, tk);
			e.advance(t);
			grantQueue(o, t);
			return true;
		}
		block(t, i, o, B_TAKE, 0, tk, false);
		return false;
	}

	/** A hand-off put (Direct): the element is offered, then the putter waits until some take consumed it. */
	boolean handoffPut(int t, int i, int o) {
		count[o]++;
		long mine = ++putSeq[o];
		grantQueue(o, t);
		if (taken[o] >= mine) {
			e.advance(t);
			return true;
		}
		block(t, i, o, B_HANDOFF, mine, -1, false);
		return false;
	}

	private void grantQueue(int o, int from) {
		long cap = pt.objects.capacity[o];
		for (int w = head[o]; w >= 0 && !notYourTurn(o, blockTicket[w]); w = head[o]) {
			byte type = blockType[w];
			if (type == B_TAKE && count[o] > 0) {
				count[o]--;
				taken[o]++;
			} else if (type == B_PUT && (cap <= 0 || count[o] < cap)) {
				count[o]++;
			} else if (type != B_HANDOFF || taken[o] < blockArg[w]) {
				return;
			}
			pop(o);
			took(o, blockTicket[w]);
			e.wakeups.wake(w, from, true);
		}
	}
}
