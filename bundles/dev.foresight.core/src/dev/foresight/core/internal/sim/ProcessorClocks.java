/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * The processors' clocks: when each one's running segment began, when its time slice ends, the busy time it has
 * accumulated, and its key in the tournament tree that orders the processors by their next event (its thread
 * reaching its next event or its slice ending, whichever is first). {@link Scheduler} decides which thread runs
 * where; this class only keeps the times.
 */
final class ProcessorClocks {

	/** Processors by the time of their next event. */
	final TournamentTree heap;
	final double[] busy;
	private final double[] segStart;
	private final double[] sliceEnd;
	private final boolean[] keyIsDone;
	private final double[] speed;
	private final double slice;

	ProcessorClocks(int processors, double[] speed, double slice) {
		this.heap = new TournamentTree(processors);
		this.busy = new double[processors];
		this.segStart = new double[processors];
		this.sliceEnd = new double[processors];
		this.keyIsDone = new boolean[processors];
		this.speed = speed;
		this.slice = slice;
	}

	/** A thread starts on {@code p} at {@code now} with a full slice. */
	void begin(int p, double now) {
		segStart[p] = now;
		sliceEnd[p] = now + slice;
	}

	/** Counts {@code p}'s running segment up to {@code now} as busy and begins a new one; returns its length. */
	double charge(int p, double now) {
		double elapsed = now - segStart[p];
		busy[p] += elapsed;
		segStart[p] = now;
		return elapsed;
	}

	/** Gives {@code p}'s thread a new slice from {@code now}. */
	void renewSlice(int p, double now) {
		sliceEnd[p] = now + slice;
	}

	/**
	 * {@link #charge}s {@code p}'s segment up to {@code now} and returns the work its thread, which needed
	 * {@code remaining} at the segment's start, still needs.
	 */
	double chargeWork(int p, double now, double remaining) {
		return Math.max(0, remaining - charge(p, now) * speed[p]);
	}

	/**
	 * The time processor {@code p} needs for {@code remaining} work. A division is slow and on the event loop's
	 * critical path; by a speed of exactly 1 it changes nothing, so it is skipped then.
	 */
	double timeFor(int p, double remaining) {
		double s = speed[p];
		return s == 1.0 ? remaining : remaining / s;
	}

	/**
	 * Sets {@code p}'s key for a thread that needs {@code time} more from the start of its segment: when it reaches
	 * its event or its slice ends, whichever is first.
	 */
	void setKey(int p, double time) {
		double doneAt = segStart[p] + time;
		if (doneAt <= sliceEnd[p]) {
			keyIsDone[p] = true;
			heap.set(p, doneAt);
		} else {
			keyIsDone[p] = false;
			heap.set(p, sliceEnd[p]);
		}
	}

	/** Whether {@code p}'s key is its thread reaching its event, not the end of its slice. */
	boolean keyIsDone(int p) {
		return keyIsDone[p];
	}

	/** {@code p} has no event: idle, with nothing to wake it for. */
	void idle(int p) {
		heap.set(p, Double.POSITIVE_INFINITY);
	}

	/** Idle {@code p} looks at its queue again at {@code time}. */
	void wakeAt(int p, double time) {
		heap.set(p, time);
	}
}
