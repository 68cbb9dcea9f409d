/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.allocation;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;

/**
 * An allocation problem whose test runs the graph on bound processors with the analyses' ideal-sharing evaluator.
 *
 * @param graph the program
 * @param latency synchronization latency between processors (spec section 7.1), in the graph's time unit
 */
public record GraphAllocationProblem(ExecutionGraph graph, double latency) implements AllocationProblem {

	@Override
	public int threads() {
		return graph.threadCount();
	}

	@Override
	public double cpuTime(int thread) {
		return graph.threadWork(thread);
	}

	@Override
	public double evaluate(int[] threadToProcessor) {
		return FluidSimulator.bound(graph, threadToProcessor, latency).completion();
	}
}
