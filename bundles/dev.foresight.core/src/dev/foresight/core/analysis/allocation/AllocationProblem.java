/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

/**
 * What the allocation algorithms of spec section 5 need from a program: each thread's recorded execution time (for
 * binpacking and the order of SGA) and a test, the predicted completion time of an allocation. Thread interactions
 * enter only through the test.
 */
public interface AllocationProblem {

	/** Number of threads. */
	int threads();

	/** Recorded execution (CPU) time of {@code thread}. */
	double cpuTime(int thread);

	/**
	 * Predicted completion time when each thread {@code i} is bound to processor {@code threadToProcessor[i]}.
	 * Processors are numbered from 0; numbers at or above the target's count are the shadow processors of SGA (spec
	 * section 5.3), each as fast as a real one.
	 */
	double evaluate(int[] threadToProcessor);
}
