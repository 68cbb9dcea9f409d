/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import java.util.List;
import java.util.Locale;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.bound.BoundSearch;
import dev.foresight.core.analysis.bound.ParallelismProfiles;
import dev.foresight.core.analysis.bound.ShapeMath;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;

/**
 * Which threads of a recorded program to bind to which of K processors (spec seed-broberg.md sections 5 to 7): the
 * binding an allocation algorithm finds, its predicted completion time beside binpacking's, and the bound that says
 * whether a better binding certainly exists; what {@code foresight allocate} and the trace editor's Binding tab show.
 *
 * @param result the binding found, with the bound
 * @param binpackNanos binpacking's predicted completion time
 */
public record BindingAdvice(AllocationResult result, double binpackNanos) {

	/**
	 * Searches a binding of {@code trace} to {@code cpus} processors of {@code machine} with {@code algorithm};
	 * {@code monitor} follows and may cancel the search. A trace of more threads than the bound handles
	 * ({@link ShapeMath#requireThreads}) fails at once, before its graph is built.
	 */
	public static BindingAdvice of(Trace trace, MachineModel machine, int cpus, Algorithm algorithm,
			ProgressMonitor monitor) {
		ShapeMath.requireThreads(trace.threadCount());
		ExecutionGraph graph = TraceGraphs.of(trace);
		ReplayAllocationProblem problem = new ReplayAllocationProblem(trace, machine);
		AllocationSearch search = new AllocationSearch();
		double binpack = search.run(problem, cpus, Algorithm.BINPACK, ProgressMonitor.NONE).time();
		double bound = new BoundSearch(ParallelismProfiles.of(graph))
				.bound(cpus, machine.costs().syncLatencyNanos(), ProgressMonitor.NONE).time();
		return new BindingAdvice(search.run(problem, cpus, algorithm, monitor).withBound(bound), binpack);
	}

	/**
	 * The plan as a {@code .machine} file's text: {@code machine} with the binding's processor count and a
	 * {@code bind thread} rule per thread name ({@link BindingPlans}), after a comment naming {@code by}, what made
	 * it; {@code warnings} gets what the rules cannot say exactly.
	 */
	public String machineText(MachineModel machine, List<ThreadInfo> threads, String by, List<String> warnings) {
		return "# Binding plan by " + by + ": predicted " + String.format(Locale.ROOT, "%.3f", result.time() / 1e6)
				+ " ms on " + result.cpus() + " processors\n"
				+ MachineFormat.print(BindingPlans.plan(machine, result, threads, warnings));
	}
}
