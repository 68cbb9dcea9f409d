/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.machine.SchedulerSettings.LockPolicy;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.trace.EventKind;

/**
 * The state of every synchronization object during a simulation (owners, holds, readers, counts, the Strict
 * Sequence tickets) and the operations on exclusive and shared locks: barging or FIFO hand-off, spinning, a read
 * lock's readers waiting behind a writer and woken one by another when it leaves. {@link SyncObjects} adds
 * semaphores, queues and the objects that release everybody.
 */
abstract class LockObjects extends WaitLists {

	final PreparedTrace pt;
	private final LockPolicy lockPolicy;

	final int[] owner;
	final long[] holds;
	final int[] readers;
	final long[] count;
	private final int[] nextTicket;
	private final int[] inFlight;

	/** Holds to restore when a waiting thread re-acquires its monitor (phase 2 of a wait). */
	final long[] savedHolds;
	final byte[] phase;
	/** Threads spinning for a lock (Direct only), or {@code null}. */
	private final Spinners spinners;
	/** The machine's cache-line transfer cost, or {@code null}. */
	final LineTransfers transfers;

	LockObjects(Engine e, boolean strict) {
		super(e, strict);
		this.pt = e.pt;
		this.lockPolicy = e.cfg.scheduler.locks();
		int m = pt.objectCount();
		owner = IntArrays.none(m);
		holds = new long[m];
		readers = new int[m];
		count = Arrays.copyOf(pt.objects.initialCount, m);
		nextTicket = new int[m];
		inFlight = IntArrays.none(m);
		int n = e.threads;
		savedHolds = new long[n];
		phase = new byte[n];
		spinners = strict || e.cfg.model != SimulationModel.DIRECT ? null
				: Spinners.of(e, e.cfg.scheduler.spinNanos(e.cfg.costs));
		transfers = LineTransfers.of(e);
	}

	final boolean barging(int o) {
		return lockPolicy == LockPolicy.BARGING || (lockPolicy == LockPolicy.RECORDED && !pt.objects.fair[o]);
	}

	/** Whether ticket {@code tk} may not go yet (Strict Sequence keeps the recorded acquisition order). */
	final boolean notYourTurn(int o, int tk) {
		return strict && tk >= 0 && tk != nextTicket[o];
	}

	final void took(int o, int tk) {
		if (tk >= 0) {
			nextTicket[o] = Math.max(nextTicket[o], tk + 1);
		}
	}

	boolean acquireExclusive(int t, int i, int o, int tk) {
		if (owner[o] == t && phase[t] != 2) {
			holds[o]++;
			e.advance(t);
			return true;
		}
		if (notYourTurn(o, tk)) {
			block(t, i, o, B_LOCK_X, 0, tk, false);
			return false;
		}
		boolean retrying = inFlight[o] == t;
		if (retrying) {
			inFlight[o] = -1;
		}
		if (owner[o] < 0 && readers[o] == 0 && (strict || barging(o) || head[o] < 0 || retrying)) {
			if (spinners != null) {
				spinners.acquired(t, o);
			}
			takeExclusive(t, o, tk);
			e.advance(t);
			if (strict) {
				grantLocks(o, t);
			}
			return true;
		}
		if (spinners != null && !retrying
				&& spinners.spin(t, o, owner[o] >= 0 ? e.state[owner[o]] == Engine.RUNNING : readers[o] > 0, false)) {
			return true;
		}
		grantLeftOver(o, t);
		block(t, i, o, B_LOCK_X, 0, tk, retrying);
		return false;
	}

	/**
	 * A lock that hands over in order can be free with waiters parked only because of spinners: a release while its
	 * spinner was off its processor (preempted), or readers that parked behind a spinning writer whose spin then ran
	 * out. The first waiters take it now, before {@code t} queues behind them; left alone, every thread would park
	 * on a free lock that no release would ever hand on.
	 */
	private void grantLeftOver(int o, int t) {
		if (spinners != null && owner[o] < 0 && readers[o] == 0 && head[o] >= 0 && !barging(o)) {
			grantLocks(o, t);
		}
	}

	private void takeExclusive(int t, int o, int tk) {
		owner[o] = t;
		holds[o] = phase[t] == 2 ? Math.max(1, savedHolds[t]) : 1;
		phase[t] = 0;
		took(o, tk);
	}

	boolean acquireShared(int t, int i, int o, int tk) {
		if (notYourTurn(o, tk)) {
			block(t, i, o, B_LOCK_S, 0, tk, false);
			return false;
		}
		boolean retrying = inFlight[o] == t;
		if (retrying) {
			inFlight[o] = -1;
		}
		if ((owner[o] < 0 || owner[o] == t) && (strict || retrying || !writerFirst(o))
				&& (strict || barging(o) || head[o] < 0 || retrying)) {
			if (spinners != null) {
				spinners.acquired(t, o);
			}
			readers[o]++;
			took(o, tk);
			e.advance(t);
			if (strict) {
				grantLocks(o, t);
			} else if (retrying) {
				wakeNextReader(o, t);
			}
			return true;
		}
		// waiting behind a writer that spins or holds the lock while it runs: the lock soon comes round
		boolean holderRuns = owner[o] >= 0 ? e.state[owner[o]] == Engine.RUNNING
				: spinners != null && spinners.writerSpins(o);
		if (spinners != null && !retrying && spinners.spin(t, o, holderRuns, true)) {
			return true;
		}
		grantLeftOver(o, t);
		block(t, i, o, B_LOCK_S, 0, tk, retrying);
		return false;
	}

	void releaseExclusive(int t, int o) {
		if (owner[o] != t) {
			return;
		}
		if (--holds[o] > 0) {
			return;
		}
		owner[o] = -1;
		lockFreed(o, t);
	}

	void releaseShared(int t, int o) {
		if (readers[o] > 0 && --readers[o] == 0 && owner[o] < 0) {
			lockFreed(o, t);
		}
	}

	/** Gives up all holds of monitor {@code o} before a wait; they come back when the wait re-acquires it. */
	void releaseForWait(int t, int o) {
		if (owner[o] == t) {
			savedHolds[t] = holds[o];
			holds[o] = 0;
			owner[o] = -1;
			lockFreed(o, t);
		} else {
			savedHolds[t] = 1;
		}
	}

	/**
	 * Whether a writer waits for read/write lock {@code o} (parked first in line, or spinning): a reader that comes
	 * now waits behind it, as {@code ReentrantReadWriteLock} keeps writers from starving.
	 */
	private boolean writerFirst(int o) {
		return head[o] >= 0 && blockType[head[o]] == B_LOCK_X || spinners != null && spinners.writerSpins(o);
	}

	private void lockFreed(int o, int from) {
		int s = spinners == null || readers[o] > 0 ? -1 : spinners.take(o, false);
		if (s >= 0) {
			// a spinner sees the release at once and takes the lock on its processor; readers come in together
			if (spinners.forReading(s)) {
				for (; s >= 0; s = spinners.take(o, true)) {
					readers[o]++;
					spun(s, o);
				}
			} else {
				takeExclusive(s, o, -1);
				spun(s, o);
			}
			return;
		}
		if (strict || !barging(o)) {
			grantLocks(o, from);
		} else if (head[o] >= 0 && inFlight[o] < 0) {
			// barging: the first waiter only gets a chance to retry; whoever asks first when it runs gets the lock
			int w = pop(o);
			inFlight[o] = w;
			e.wakeups.wake(w, from, false);
		}
	}

	/**
	 * A woken reader {@code t} that got read/write lock {@code o} wakes the reader parked next in line, which wakes
	 * the one after it when it runs, and so on: the propagation of a shared acquisition in an
	 * {@code AbstractQueuedSynchronizer}, a chain of wake-ups that a writer next in line stops.
	 */
	private void wakeNextReader(int o, int t) {
		if (barging(o) && head[o] >= 0 && inFlight[o] < 0 && blockType[head[o]] == B_LOCK_S) {
			int w = pop(o);
			inFlight[o] = w;
			e.wakeups.wake(w, t, false);
		}
	}

	/** Spinner {@code s} got lock {@code o}: it goes on from its acquisition, on its processor. */
	private void spun(int s, int o) {
		if (transfers != null) {
			transfers.touch(s, EventKind.LOCK, o);
		}
		e.advance(s);
		e.sched.resume(s);
	}

	private void grantLocks(int o, int from) {
		for (int w = head[o]; w >= 0; w = head[o]) {
			if (notYourTurn(o, blockTicket[w])) {
				return;
			}
			if (blockType[w] == B_LOCK_X) {
				if (owner[o] >= 0 || readers[o] > 0) {
					return;
				}
				pop(o);
				takeExclusive(w, o, blockTicket[w]);
				e.wakeups.wake(w, from, true);
				return;
			}
			if (owner[o] >= 0) {
				return;
			}
			pop(o);
			readers[o]++;
			took(o, blockTicket[w]);
			e.wakeups.wake(w, from, true);
		}
	}
}
