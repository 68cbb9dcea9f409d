/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static dev.foresight.core.internal.sim.SyncObjects.B_ALL;

import dev.foresight.core.trace.EventKind;

/**
 * Tasks and futures: a task's begin waits for its submit, a get for the task's end or the future's completion (a
 * fork/join task is both task and future). A task submitted with a delay (a scheduled executor's {@code schedule}: the
 * task_submit's argument) begins no earlier than its delay after the submit, whenever its pool thread is free before
 * that; the due times are kept only once a trace has such a submit.
 */
final class TaskSides {

	private final Engine e;
	private final SyncObjects objs;
	private final byte[] recorded;
	/** Per object, the simulated time its delayed task is due; {@code null} until the first delayed submit. */
	private double[] due;
	private final PeriodicRuns periodic;

	TaskSides(Engine e, SyncObjects objs) {
		this.e = e;
		this.objs = objs;
		this.recorded = e.pt.objects.taskSides;
		this.periodic = new PeriodicRuns(e);
	}

	/**
	 * Thread {@code t} at event {@code i}, a task_begin or future_get of {@code o}: goes on when its side is there,
	 * or when the recording does not hold that side (a task run in place, a future completed before the recording);
	 * else waits for it. Returns whether it went on.
	 * <p>
	 * A begin linked to no submit of a task that {@link TraceObjects#FORKS_ITSELF} ran it in place
	 * ({@code ForkJoinTask.invoke}) and waits for nothing: its thread submits it later, and runs it again from there.
	 */
	boolean await(int t, int i, EventKind k, int o, boolean viaGate) {
		if (k == EventKind.TASK_BEGIN && periodic.skip(t, i, o)) {
			return true;
		}
		if (k == EventKind.TASK_BEGIN && !viaGate && (recorded[o] & TraceObjects.FORKS_ITSELF) != 0) {
			// submitted more than once: a begin from a fork waits for that fork, not for the task's first submit
			int g = e.pt.wakes.gateOf(t, i);
			if (g >= 0 && !e.wakeups.isFired(g)) {
				objs.park(t, i, SyncObjects.B_GATE, g);
				return false;
			}
		}
		byte side = k == EventKind.TASK_BEGIN ? TraceObjects.SUBMITTED : TraceObjects.DONE;
		boolean there = (objs.count[o] & side) != 0 || k == EventKind.TASK_BEGIN
				&& (recorded[o] & TraceObjects.FORKS_ITSELF) != 0 && e.pt.src.wakeThread(t, i) < 0;
		if (k == EventKind.TASK_BEGIN && there && heldBack(t, o)) {
			return false;
		}
		if (viaGate || there || (recorded[o] & side) == 0) {
			e.advance(t);
			return true;
		}
		objs.block(t, i, o, B_ALL, side, -1, false);
		return false;
	}

	/**
	 * Thread {@code t} submitted, ended or completed {@code o} at event {@code i}; {@code delay}: a submit's delay,
	 * else 0.
	 */
	void signal(int t, int i, EventKind k, int o, long delay) {
		if (k == EventKind.FUTURE_COMPLETE && periodic.stops(t, i)) {
			periodic.stop(o);
		}
		byte side = k == EventKind.TASK_SUBMIT ? TraceObjects.SUBMITTED : TraceObjects.DONE;
		if (k == EventKind.TASK_SUBMIT && delay > 0) {
			// a scheduled task: its begin, released now, waits out the delay when it runs again
			if (due == null) {
				due = new double[e.pt.objectCount()];
			}
			// the scheduler's thread wakes for it a timer's slack late
			due[o] = e.now + e.cfg.costs.timedOut(delay);
			objs.count[o] |= side;
			objs.releaseAll(o, t, side, false);
		} else if (k != EventKind.TASK_END || (recorded[o] & TraceObjects.COMPLETES) == 0) {
			objs.count[o] |= side;
			objs.releaseAll(o, t, side, true);
		}
	}

	/** Whether thread {@code t} must wait for task {@code o}'s delay: then it is delayed until the task is due. */
	private boolean heldBack(int t, int o) {
		if (due == null || due[o] <= e.now) {
			return false;
		}
		e.delay(t, due[o] - e.now, Engine.TIMER_RETRY);
		periodic.heldBack(t, o);
		return true;
	}
}
