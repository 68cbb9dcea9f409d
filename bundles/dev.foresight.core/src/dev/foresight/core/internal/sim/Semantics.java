/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_ALL;
import static dev.foresight.core.internal.sim.SyncObjects.B_GATE;
import static dev.foresight.core.internal.sim.SyncObjects.B_LISTS;

import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadInfo;

/**
 * What each event kind does when a simulated thread reaches it (spec 3.5, adapted to the JVM). Under every model,
 * waits whose condition the trace does not hold ({@code Object.wait}, {@code Condition.await}, {@code park}, a read of
 * what another thread wrote to a loopback socket) follow their recorded wake links, as does every wait that an
 * interrupt ended; under Client-Server and Strict Sequence every waiting event does, and Strict Sequence also keeps
 * each object's recorded acquisition order.
 */
final class Semantics {

	private final Engine e;
	private final PreparedTrace pt;
	private final WakeIndex wakes;
	final SyncObjects objs;
	private final boolean direct;
	private final boolean strict;
	private final double creationCost;
	/** Per thread, whether it is virtual: starting one costs no kernel thread, so no machine creation cost. */
	private final boolean[] virtual;
	final Locks locks;
	final IoSlots io;
	/** The machine's cache-line transfer cost, or {@code null} when there is none. */
	private final LineTransfers transfers;
	private final Rendezvous rendezvous;
	private final TaskSides tasks;
	private final EarlyEnds early;
	final StoppedLoops loops;

	Semantics(Engine e) {
		this.e = e;
		this.pt = e.pt;
		this.wakes = pt.wakes;
		this.direct = e.cfg.model == SimulationModel.DIRECT;
		this.strict = e.cfg.model == SimulationModel.STRICT_SEQUENCE;
		this.objs = new SyncObjects(e, strict);
		this.creationCost = e.cfg.costs.threadCreationNanos();
		this.virtual = new boolean[e.threads];
		for (ThreadInfo info : pt.header().threads()) {
			virtual[info.id()] = info.virtual();
		}
		this.locks = new Locks(e, objs);
		this.io = new IoSlots(e, objs);
		this.transfers = objs.transfers;
		this.rendezvous = new Rendezvous(e, objs);
		this.tasks = new TaskSides(e, objs);
		this.early = new EarlyEnds(e, objs);
		this.loops = new StoppedLoops(e);
	}

	/**
	 * Executes event {@code i} of running thread {@code t}. Returns true when the thread goes on (its next work is
	 * loaded), false when it left its processor (blocked, delayed, yielded or ended).
	 */
	boolean execute(int t, int i) {
		if (e.handBacks != null && e.handBacks.pending(t)) {
			return e.handBacks.pass(t, i);
		}
		if (e.lists != null && e.lists.atEnd(t, i)) {
			return e.lists.endOfList(t, i);
		}
		if (i >= pt.size(t)) {
			e.finish(t);
			return false;
		}
		long w = e.word(t, i);
		EventKind k = EventCodes.kind(w);
		int o = pt.obj(w, t, i);
		boolean viaGate = false;
		int flags = EventCodes.flags(w);
		if (gated(k, o) || k == EventKind.BARRIER_AWAIT && (flags & EventCodes.AWAITED) != 0) {
			int g = wakes.gateOf(t, i);
			if (g >= 0) {
				if (!e.wakeups.isFired(g)) {
					objs.park(t, i, B_GATE, g);
					return false;
				}
				viaGate = true;
			}
		}
		if (o < 0 && needsObject(k)) {
			e.advance(t);
			return true;
		}
		if (transfers != null) {
			transfers.touch(t, k, o);
		}
		return apply(t, i, k, o, viaGate, flags);
	}

	private boolean gated(EventKind k, int o) {
		if (k == EventKind.PARK || k == EventKind.IO_END) {
			return true;
		}
		if (direct || k == EventKind.WAIT || k == EventKind.CONDITION_AWAIT) {
			return false;
		}
		return Roles.isWaitFor(k) && !(k == EventKind.QUEUE_PUT && pt.objects.handoff(o));
	}

	private static boolean needsObject(EventKind k) {
		return switch (k) {
		case THREAD_START, MONITOR_ENTER, MONITOR_EXIT, WAIT, LOCK, TRY_LOCK, UNLOCK, SEMAPHORE_ACQUIRE,
				SEMAPHORE_RELEASE, LATCH_COUNTDOWN, LATCH_AWAIT, BARRIER_AWAIT, QUEUE_PUT, QUEUE_TAKE, FUTURE_COMPLETE,
				FUTURE_GET, TASK_SUBMIT, TASK_BEGIN, TASK_END -> true;
		default -> false;
		};
	}

	/**
	 * Locks come first and without a switch: they are most events, and this part stays small enough for the JIT to
	 * inline into the event loop (the whole switch was too big).
	 */
	private boolean apply(int t, int i, EventKind k, int o, boolean viaGate, int flags) {
		if ((flags & (Event.FAILED | Event.TIMED_OUT)) != 0 && early.endedEarly(t, i, k)) {
			return early.apply(t, i, k, flags);
		}
		int tk = strict ? pt.ticket.get(t, i) : -1;
		if (k == EventKind.MONITOR_ENTER || k == EventKind.LOCK || k == EventKind.TRY_LOCK) {
			return locks.acquire(t, i, k, o, tk, (flags & Event.FAILED) != 0, (flags & Event.SHARED) != 0);
		}
		if (k == EventKind.MONITOR_EXIT || k == EventKind.UNLOCK) {
			locks.release(t, o, (flags & Event.SHARED) != 0);
			e.advance(t);
			return true;
		}
		return applyOther(t, i, k, o, viaGate, flags, tk);
	}

	private boolean applyOther(int t, int i, EventKind k, int o, boolean viaGate, int flags, int tk) {
		EventSource s = pt.src;
		boolean failed = (flags & Event.FAILED) != 0;
		switch (k) {
		case THREAD_START -> {
			if (o >= 0 && !virtual[o]) {
				e.pendingCost[t] += creationCost;
			}
			e.advance(t);
			e.begin(o);
			return e.state[t] == Engine.RUNNING;
		}
		case THREAD_END -> {
			e.advance(t);
			e.finish(t);
			return false;
		}
		case JOIN -> {
			// a join of no thread of the trace (a damaged argument) returns, as Thread.join of an ended thread does
			return waitUnless(t, i, o, viaGate || o < 0 || e.state[o] == Engine.DONE);
		}
		case WAIT -> {
			return locks.await(t, i, o, tk);
		}
		case CONDITION_AWAIT -> {
			return locks.await(t, i, o, -1);
		}
		case PARK -> {
			if (!viaGate && (flags & Event.TIMED_OUT) != 0 && s.arg(t, i) > 0) {
				if (loops.jump(t, i)) {
					return true;
				}
				e.delay(t, e.cfg.costs.timedOut(s.arg(t, i)), Engine.TIMER_ADVANCE);
				return false;
			}
			e.advance(t);
			return true;
		}
		case SEMAPHORE_ACQUIRE -> {
			if (failed) {
				e.advance(t);
				return true;
			}
			return objs.acquirePermits(t, i, o, Math.max(1, Event.permits(s.arg(t, i), flags)), tk, viaGate);
		}
		case SEMAPHORE_RELEASE -> {
			objs.releasePermits(t, o, Math.max(1, s.arg(t, i)));
			e.advance(t);
			return true;
		}
		default -> {
			return applySignal(t, i, k, o, viaGate, flags, tk);
		}
		}
	}

	private boolean applySignal(int t, int i, EventKind k, int o, boolean viaGate, int flags, int tk) {
		EventSource s = pt.src;
		switch (k) {
		case LATCH_COUNTDOWN -> rendezvous.countDown(t, o);
		case LATCH_AWAIT -> {
			return rendezvous.awaitLatch(t, i, o, viaGate);
		}
		case FUTURE_GET, TASK_BEGIN -> {
			return tasks.await(t, i, k, o, viaGate);
		}
		case TASK_SUBMIT, TASK_END, FUTURE_COMPLETE -> tasks.signal(t, i, k, o, s.arg(t, i));
		case BARRIER_AWAIT -> {
			return rendezvous.awaitBarrier(t, i, o, viaGate, flags);
		}
		case QUEUE_PUT -> {
			return pt.objects.handoff[o] ? handoff(t, i, o) : objs.put(t, i, o, tk, viaGate);
		}
		case QUEUE_TAKE -> {
			if (pt.objects.handoff[o] && !direct) {
				break;
			}
			return objs.take(t, i, o, tk, viaGate);
		}
		case SLEEP -> {
			if (s.arg(t, i) > 0) {
				if (loops.jump(t, i)) {
					return true;
				}
				e.delay(t, e.cfg.costs.timedOut(s.arg(t, i)), Engine.TIMER_ADVANCE);
				return false;
			}
		}
		case YIELD -> {
			e.advance(t);
			return !e.sched.yield(t);
		}
		case IO_BEGIN -> {
			return io.begin(t, i);
		}
		default -> {
			// notify, signal, unpark, I/O end: their effect is their wake links
		}
		}
		e.advance(t);
		return true;
	}

	private boolean waitUnless(int t, int i, int o, boolean satisfied) {
		if (satisfied) {
			e.advance(t);
			return true;
		}
		objs.block(t, i, o, B_ALL, 0, -1, false);
		return false;
	}

	private boolean handoff(int t, int i, int o) {
		if (direct) {
			return objs.handoffPut(t, i, o);
		}
		// the put is the activation its take waits for; the putter then waits until that take has run
		e.wakeups.fire(t, i);
		return early.passGate(t, i, wakes.completionGate(t, i));
	}

	/** Whether blocked thread {@code t} waits for waker {@code id} (directly, or to choose its next list). */
	boolean waitsForWaker(int t, int id) {
		byte type = objs.blockType[t];
		return (type == B_GATE && objs.blockArg[t] == id) || type == B_LISTS;
	}

	/** Forgets what a woken gate or list waiter waited for. */
	void unlinkGate(int t) {
		objs.blockType[t] = SyncObjects.B_NONE;
	}

	/** Thread {@code t} ended: its joiners go on. */
	void threadEnded(int t) {
		objs.releaseAll(t, t);
	}
}
