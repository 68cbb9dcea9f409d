/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_GATE;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * Waits that ended without what they waited for (spec 3.5): a try or a timed operation that gave up is a delay as long
 * as it waited; a wait that an interrupt ended lasts until that interrupt has run, under every model. A wait and an
 * await, which take their lock back, are {@link Locks}' to replay.
 */
final class EarlyEnds {

	private final Engine e;
	private final SyncObjects objs;
	private final WakeIndex wakes;
	private final EventSource src;

	EarlyEnds(Engine e, SyncObjects objs) {
		this.e = e;
		this.objs = objs;
		this.wakes = e.pt.wakes;
		this.src = e.pt.src;
	}

	/** Whether flagged event {@code i} of thread {@code t}, of kind {@code k}, ended without what it waited for. */
	boolean endedEarly(int t, int i, EventKind k) {
		return canGiveUp(k) || k != EventKind.WAIT && k != EventKind.CONDITION_AWAIT && wakes.interrupted(t, i);
	}

	/** Replays such an event; true when the thread goes on at once (as {@code Semantics.execute}). */
	boolean apply(int t, int i, EventKind k, int flags) {
		if (wakes.interrupted(t, i)) {
			// a gated kind may have waited for the interrupt already
			return passGate(t, i, wakes.gateOf(t, i));
		}
		long d = (flags & Event.TIMED_OUT) == 0 ? 0 : timeoutOf(k, t, i);
		if (d > 0) {
			e.delay(t, d, Engine.TIMER_ADVANCE);
			return false;
		}
		e.advance(t);
		return true;
	}

	/** Thread {@code t} goes past event {@code i} once waker {@code g} (-1: none) has fired, else waits for it. */
	boolean passGate(int t, int i, int g) {
		if (g >= 0 && !e.wakeups.isFired(g)) {
			objs.park(t, i, B_GATE, g);
			return false;
		}
		e.advance(t);
		return true;
	}

	private static boolean canGiveUp(EventKind k) {
		return switch (k) {
		// a barrier_await that timed out: an exchange that met no other thread
		case QUEUE_TAKE, QUEUE_PUT, LATCH_AWAIT, FUTURE_GET, JOIN, SEMAPHORE_ACQUIRE, TRY_LOCK, LOCK,
				BARRIER_AWAIT -> true;
		default -> false;
		};
	}

	/**
	 * The timeout of a timed-out event: its argument where that is the timeout, and the machine's timer slack, else the
	 * recorded wait; of a timed try-lock that gave up, the shorter of the recorded wait and its timeout with the slack
	 * (traces before that hold its wait), since on one processor the wait also holds the other threads' turns before
	 * it ran again.
	 */
	private long timeoutOf(EventKind k, int t, int i) {
		if (k == EventKind.QUEUE_TAKE || k == EventKind.LATCH_AWAIT || k == EventKind.FUTURE_GET) {
			return e.cfg.costs.timedOut(Math.max(0, src.arg(t, i)));
		}
		long previous = i > 0 ? src.wallNanos(t, i - 1) : src.wallNanos(t, i);
		long waited = Math.max(0, src.wallNanos(t, i) - previous - src.cpuNanos(t, i));
		return k == EventKind.TRY_LOCK && src.arg(t, i) > 0 ? Math.min(waited, e.cfg.costs.timedOut(src.arg(t, i)))
				: waited;
	}
}
