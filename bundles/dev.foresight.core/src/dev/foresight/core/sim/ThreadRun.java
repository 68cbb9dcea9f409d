/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.List;

/**
 * What one thread did in a simulated run.
 *
 * @param thread thread id
 * @param name thread name
 * @param start when it began, in nanoseconds
 * @param end when it ended, in nanoseconds
 * @param intervals its states over time, in order; empty when the run was simulated without a timeline
 */
public record ThreadRun(int thread, String name, double start, double end, List<StateInterval> intervals) {

	/** Defensive copy: a value. */
	public ThreadRun {
		intervals = List.copyOf(intervals);
	}

	/** Total time in the given state (0 without a timeline). */
	public double timeIn(ThreadState state) {
		double sum = 0;
		for (StateInterval i : intervals) {
			if (i.state() == state) {
				sum += i.length();
			}
		}
		return sum;
	}
}
