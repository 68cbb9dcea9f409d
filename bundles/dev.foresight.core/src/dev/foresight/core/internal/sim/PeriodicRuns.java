/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * The runs of a periodic task after the program stopped it. A one-processor recording holds as many runs as its
 * length allowed; the same program on more processors stops the task sooner (a shutdown after the work), and its
 * executor begins no run after the stop. So in the Direct model a recorded run that would begin after the stop
 * ({@link Event#CANCELLED}) is left out with the runs right after it on the same thread, as long as no other thread
 * waits for an event of theirs and their locks are taken and released inside them; a thread held back for the next
 * run's time is let go at the stop.
 */
final class PeriodicRuns {

	private final Engine e;
	private final boolean direct;
	/** Per object, whether the program stopped it; {@code null} until the first stop. */
	private boolean[] stopped;
	/** Per object, the thread held back until its next run is due, or -1; {@code null} until the first. */
	private int[] heldBack;

	PeriodicRuns(Engine e) {
		this.e = e;
		this.direct = e.cfg.model == SimulationModel.DIRECT;
	}

	/** Whether event {@code i} of thread {@code t}, a future_complete of {@code o}, stopped a periodic task. */
	boolean stops(int t, int i) {
		return (e.pt.src.flags(t, i) & Event.CANCELLED) != 0;
	}

	/** Periodic task {@code o} was stopped now: a thread held back for its next run goes on to find it stopped. */
	void stop(int o) {
		if (stopped == null) {
			stopped = new boolean[e.pt.objectCount()];
		}
		stopped[o] = true;
		int t = heldBack == null ? -1 : heldBack[o];
		// still held back for that run, not delayed by something since
		if (t >= 0 && e.state[t] == Engine.DELAYED && e.pos[t] < e.pt.size(t)
				&& e.pt.kind(t, e.pos[t]) == EventKind.TASK_BEGIN && e.pt.obj(t, e.pos[t]) == o) {
			e.sched.timers.set(t, e.now);
		}
	}

	/** Thread {@code t} is held back until task {@code o}'s next run is due. */
	void heldBack(int t, int o) {
		if (heldBack == null) {
			heldBack = new int[e.pt.objectCount()];
			Arrays.fill(heldBack, -1);
		}
		heldBack[o] = t;
	}

	/**
	 * Thread {@code t} is at event {@code i}, a task_begin of {@code o}: when {@code o} was stopped, leaves out the run
	 * and the runs right after it that may go, and returns true with the thread at its next event.
	 */
	boolean skip(int t, int i, int o) {
		if (stopped == null || !stopped[o] || !direct) {
			return false;
		}
		int last = lastLeftOut(t, i, o);
		if (last < 0) {
			return false;
		}
		// the submits left out fire as they would have: a run's waker ids are counted in each thread's order
		for (int k = i; k < last; k++) {
			if (e.pt.isWaker(t, k)) {
				e.wakeups.fireNext(t, k);
			}
		}
		e.pos[t] = last;
		e.advance(t);
		return true;
	}

	/**
	 * The index of the last event of the runs of {@code o} from begin {@code i} on that may be left out (each up to
	 * its task_end and the submit of the next run that follows it), or -1 when the first may not.
	 */
	private int lastLeftOut(int t, int i, int o) {
		PreparedTrace pt = e.pt;
		int n = pt.size(t);
		int last = -1;
		int j = i;
		while (j < n && pt.kind(t, j) == EventKind.TASK_BEGIN && pt.obj(t, j) == o) {
			int end = endOfRun(t, j, o);
			if (end < 0) {
				break;
			}
			if (end + 1 < n && pt.kind(t, end + 1) == EventKind.TASK_SUBMIT && pt.obj(t, end + 1) == o) {
				end++;
			}
			last = end;
			j = end + 1;
		}
		return last;
	}

	/** The task_end of the run that begins at {@code i}, or -1 when the run may not be left out. */
	private int endOfRun(int t, int i, int o) {
		PreparedTrace pt = e.pt;
		int held = 0;
		for (int k = i + 1; k < pt.size(t); k++) {
			if (pt.isWaker(t, k)) {
				return -1;
			}
			EventKind kind = pt.kind(t, k);
			held += LoopTargets.lockChange(kind, pt.flags(t, k));
			if (held < 0) {
				return -1;
			}
			switch (kind) {
			case TASK_END -> {
				return pt.obj(t, k) == o && held == 0 ? k : -1;
			}
			case MONITOR_ENTER, LOCK, TRY_LOCK, MONITOR_EXIT, UNLOCK, IO_BEGIN, IO_END, SLEEP, YIELD -> {
				// waits for nothing of another thread but a lock
			}
			default -> {
				return -1;
			}
			}
		}
		return -1;
	}
}
