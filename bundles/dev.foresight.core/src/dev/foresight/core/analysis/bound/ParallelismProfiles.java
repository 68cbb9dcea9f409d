/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.bound;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analysis.graph.Concurrency;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.result.ParallelismProfile;

/** Derives the parameters of the bound from a program (spec section 7.7). */
public final class ParallelismProfiles {

	private ParallelismProfiles() {
	}

	/** The profile of {@code graph}, from its execution with one processor per thread and no latency. */
	public static ParallelismProfile of(ExecutionGraph graph) {
		return of(FluidSimulator.oneProcessorPerThread(graph));
	}

	/** The profile from a run that had one processor per thread and no latency. */
	public static ParallelismProfile of(GraphRun run) {
		int n = run.graph().threadCount();
		double[] at = new Concurrency(run).timeAtLevel(n);
		double total = 0;
		for (double x : at) {
			total += x;
		}
		List<Double> fractions = new ArrayList<>(n + 1);
		for (double x : at) {
			fractions.add(total == 0 ? 0 : x / total);
		}
		if (total == 0) {
			// a program without work: all of its (zero) time counts as one thread running
			fractions.set(Math.min(1, n), 1.0);
		}
		double work = run.graph().totalWork();
		return new ParallelismProfile(n, fractions, total, work, run.signals(), work == 0 ? 0 : run.signals() / work);
	}
}
