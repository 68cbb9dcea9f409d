/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.EventKind;

/**
 * The machine's {@code sync-transfer} cost: an operation on a synchronization object that was last used on another
 * processor waits for the object's cache line (the lock word, the count) to come over, CPU time that a recording on
 * one processor never holds. Each object remembers the processor that used it last; the cost goes to the thread's
 * next stretch of work, which is where the real thread pays for it (inside the critical section it entered).
 */
final class LineTransfers {

	private final Engine e;
	private final double cost;
	/** Per object, the processor of its last operation (-1: none yet). */
	private final int[] lastCpu;

	private LineTransfers(Engine e, double cost) {
		this.e = e;
		this.cost = cost;
		this.lastCpu = new int[e.pt.objectCount()];
		Arrays.fill(lastCpu, -1);
	}

	/** The transfers of a run, or {@code null} when they cost nothing (one processor, or no cost in the machine). */
	static LineTransfers of(Engine e) {
		long cost = e.cfg.costs.transferNanos();
		return cost > 0 && e.cpus > 1 ? new LineTransfers(e, cost) : null;
	}

	/** Thread {@code t}, running, is about to perform an event of kind {@code k} on object {@code o}. */
	void touch(int t, EventKind k, int o) {
		if (o < 0 || !onObject(k)) {
			return;
		}
		int p = e.sched.cpuOf[t];
		int last = lastCpu[o];
		if (last >= 0 && last != p) {
			e.pendingCost[t] += cost;
		}
		lastCpu[o] = p;
	}

	/** Kinds whose object is a synchronization object (a thread start's or a join's object is a thread). */
	private static boolean onObject(EventKind k) {
		return switch (k) {
		case THREAD_START, THREAD_BEGIN, THREAD_END, JOIN, PARK, UNPARK, SLEEP, YIELD, IO_BEGIN, IO_END, VTHREAD_MOUNT,
				VTHREAD_UNMOUNT, INTERRUPT -> false;
		default -> true;
		};
	}
}
