/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_IO;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * I/O as wall time: a call waits for its device, at most a machine's number of I/O operations at once; a read of what
 * another thread of the program wrote waits for that write instead ({@link Semantics}). The CPU part of
 * a call (the kernel copying between the page cache and the program's buffer) runs slower by the machine's copy
 * slowdown when it starts while a thread on another processor is in the CPU part of a call too: both stream through
 * memory, which a recording on one processor never shows.
 */
final class IoSlots {

	private final Engine e;
	private final PreparedTrace pt;
	private final SyncObjects objs;
	private final int concurrency;
	private final double copySlowdown;
	private int busy;

	IoSlots(Engine e, SyncObjects objs) {
		this.e = e;
		this.pt = e.pt;
		this.objs = objs;
		this.concurrency = e.cfg.costs.ioConcurrency();
		this.copySlowdown = e.cfg.costs.ioCopySlowdown();
	}

	boolean begin(int t, int i) {
		long wait = ioWait(pt, t, i);
		if (wait <= 0) {
			e.advance(t);
			copying(t, true);
			return true;
		}
		if (busy < concurrency) {
			busy++;
			e.delay(t, wait, Engine.TIMER_IO);
		} else {
			objs.block(t, i, pt.ioObject, B_IO, wait, -1, false);
		}
		return false;
	}

	/**
	 * Thread {@code t} goes on to the CPU part of an I/O call, on its processor or, after the wait, on one that is free
	 * now: slower by the copy slowdown when another processor runs the CPU part of a call at that moment. Decided when
	 * it starts, so that of two calls that overlap the later one pays; where calls overlap all the time (threads that
	 * copy on every processor) each pays. A thread that will wait for a processor pays nothing.
	 */
	private void copying(int t, boolean onProcessor) {
		if (copySlowdown == 0 || !copies(t)) {
			return;
		}
		boolean other = false;
		boolean free = onProcessor;
		for (int u : e.sched.running) {
			if (u < 0) {
				free = true;
			} else if (u != t && copies(u)) {
				other = true;
			}
		}
		if (other && free) {
			e.remaining[t] *= 1 + copySlowdown;
		}
	}

	/** Whether the next event of {@code t} ends an I/O call: its work before it is the call's CPU part. */
	private boolean copies(int t) {
		int i = e.pos[t];
		return i < pt.size(t) && pt.kind(t, i) == EventKind.IO_END;
	}

	/**
	 * The wall time of an I/O call less the CPU time spent in it: the time it waited for the device. A call that moved
	 * bytes between threads of the program (flagged {@code LOCAL}, a loopback socket's) waited for none: a read of that
	 * kind waits for the write its end is linked to instead, at its end.
	 */
	private static long ioWait(PreparedTrace pt, int t, int i) {
		EventSource s = pt.src;
		for (int j = i + 1, n = pt.size(t); j < n; j++) {
			EventKind k = pt.kind(t, j);
			if (k == EventKind.IO_END) {
				if (s.wakeThread(t, j) >= 0 || endedByLaterWake(pt, t, j)) {
					return 0;
				}
				return Event.ioWait(s.wallNanos(t, i), s.wallNanos(t, j), s.cpuNanos(t, j), s.arg(t, j),
						s.flags(t, j));
			}
			if (k == EventKind.IO_BEGIN) {
				break;
			}
		}
		return 0;
	}

	/**
	 * Whether the call ending at event {@code j} of thread {@code t} ran out ({@code TIMED_OUT}: a select with a
	 * timeout that found nothing) and the thread's next events are only more calls at its site that ran out, up to one
	 * that another thread's event ended (linked): an idle event loop selecting until it is woken. Its wait lasts until
	 * that event whatever the timeouts on the way, which the linked call holds; replayed as fixed waits, the timeouts
	 * would hold the loop past a wake that comes earlier on more processors.
	 */
	private static boolean endedByLaterWake(PreparedTrace pt, int t, int j) {
		EventSource s = pt.src;
		if ((s.flags(t, j) & Event.TIMED_OUT) == 0) {
			return false;
		}
		int site = s.site(t, j);
		for (int k = j + 1, n = pt.size(t); k + 1 < n; k += 2) {
			if (pt.kind(t, k) != EventKind.IO_BEGIN || pt.kind(t, k + 1) != EventKind.IO_END
					|| s.site(t, k + 1) != site) {
				return false;
			}
			if (s.wakeThread(t, k + 1) >= 0) {
				return true;
			}
			if ((s.flags(t, k + 1) & Event.TIMED_OUT) == 0) {
				return false;
			}
		}
		return false;
	}

	/** An I/O wait ended: its slot goes to the next queued I/O, the thread goes on. */
	void done(int t) {
		busy--;
		e.advance(t);
		copying(t, false);
		e.sched.makeRunnable(t);
		int io = pt.ioObject;
		if (objs.hasWaiters(io)) {
			long wait = objs.blockArg[objs.head(io)];
			int w = objs.pop(io);
			busy++;
			e.state[w] = Engine.DELAYED;
			e.timerAction[w] = Engine.TIMER_IO;
			e.sched.timers.set(w, e.now + wait);
		}
	}
}
