/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/**
 * A maximal interval during which a simulated thread stayed in one state.
 *
 * @param start start time in nanoseconds of simulated time
 * @param end end time in nanoseconds
 * @param state the state
 * @param cpu the processor for {@link ThreadState#RUNNING}, else -1
 * @param object for {@link ThreadState#BLOCKED}, what it waits on (for example {@code monitor 0x1f}), else empty
 * @param site for {@link ThreadState#BLOCKED}, the site id of the waiting event, or -1
 */
public record StateInterval(double start, double end, ThreadState state, int cpu, String object, int site) {

	/** Length of the interval. */
	public double length() {
		return end - start;
	}
}
