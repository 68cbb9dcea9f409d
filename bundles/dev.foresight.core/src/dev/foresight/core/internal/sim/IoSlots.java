/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_IO;

import dev.foresight.core.trace.EventKind;

/** I/O as wall time: a call waits for its device, at most a machine's number of I/O operations at once. */
final class IoSlots {

	private final Engine e;
	private final PreparedTrace pt;
	private final SyncObjects objs;
	private final int concurrency;
	private int busy;

	IoSlots(Engine e, SyncObjects objs) {
		this.e = e;
		this.pt = e.pt;
		this.objs = objs;
		this.concurrency = e.cfg.costs.ioConcurrency();
	}

	boolean begin(int t, int i) {
		long wait = ioWait(pt, t, i);
		if (wait <= 0) {
			e.advance(t);
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

	/** The wall time of an I/O call less the CPU time spent in it: the time it waited for the device. */
	private static long ioWait(PreparedTrace pt, int t, int i) {
		EventSource s = pt.src;
		for (int j = i + 1, n = pt.size(t); j < n; j++) {
			EventKind k = pt.kind(t, j);
			if (k == EventKind.IO_END) {
				return Math.max(0, s.wallNanos(t, j) - s.wallNanos(t, i) - s.cpuNanos(t, j));
			}
			if (k == EventKind.IO_BEGIN) {
				break;
			}
		}
		return 0;
	}

	/** An I/O wait ended: its slot goes to the next queued I/O, the thread goes on. */
	void done(int t) {
		busy--;
		e.advance(t);
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
