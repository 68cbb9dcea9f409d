/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * The unique execution sequence the deterministic model computes for one processor count: for every task its
 * process, start and end. Arrays are indexed by task id and must not be modified.
 *
 * @param processors number of processors
 * @param total total execution time T(P)
 * @param process process of each task
 * @param start start time of each task
 * @param end end time of each task
 * @param cpu total CPU time executed
 * @param delay total contention delay (including one-time start delays)
 */
public record ExecutionSequence(int processors, double total, int[] process, double[] start, double[] end, double cpu,
		double delay) {

	/** Speedup relative to {@code oneProcessorTime}. */
	public double speedup(double oneProcessorTime) {
		return total == 0 ? 1 : oneProcessorTime / total;
	}
}
