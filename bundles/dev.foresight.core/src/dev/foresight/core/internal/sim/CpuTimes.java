/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

/**
 * CPU times that replace the recorded ones for one run (a Monte Carlo sample of the band). A function rather than
 * arrays, so that a streamed trace's samples need no per-event memory: the engine asks for each time as it goes.
 */
@FunctionalInterface
public interface CpuTimes {

	/** CPU time before event {@code i} of thread {@code t}, the recorder's cost not yet taken off. */
	long cpu(int t, int i);
}
