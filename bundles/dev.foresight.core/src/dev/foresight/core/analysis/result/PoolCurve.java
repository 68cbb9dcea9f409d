/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * The program's predicted time on a processor count with a thread pool of other sizes.
 *
 * @param pool the pool's name ({@code pool-1-thread-*})
 * @param recorded the number of threads it had in the recording
 * @param tasks the tasks it ran
 * @param cpus the processor count
 * @param points one per size, ascending; the recorded size among them
 */
public record PoolCurve(String pool, int recorded, int tasks, int cpus, List<PoolPoint> points) {

	/** Defensive copy: a curve is a value. */
	public PoolCurve {
		points = List.copyOf(points);
	}
}
