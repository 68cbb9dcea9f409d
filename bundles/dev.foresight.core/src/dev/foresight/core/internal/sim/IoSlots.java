/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_IO;

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
		long wait = IoWaits.afterBegin(pt.src, t, i);
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
