/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.analysis.result.PathSegment;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.JfrSamples;
import dev.foresight.core.trace.samples.SampleThreads;

/** Produces the {@link CriticalPathReport} of a program for a processor count. */
public final class CriticalPathAnalysis {

	private CriticalPathAnalysis() {
	}

	/**
	 * The extended critical path of {@code graph} on {@code cpus} processors.
	 *
	 * @param graph the program (for a trace, from {@link dev.foresight.core.analysis.graph.TraceGraphs})
	 * @param sites the site table segment sites refer to
	 * @param cpus processor count
	 * @param monitor progress and cancellation
	 */
	public static CriticalPathReport analyze(ExecutionGraph graph, List<Site> sites, int cpus,
			ProgressMonitor monitor) {
		return analyze(graph, cpus, monitor,
				(weights, completion) -> FunctionProfile.table(graph, weights, sites, completion));
	}

	/**
	 * The extended critical path of the trace in {@code ftrace}, at method level when execution samples of its run
	 * are given (for example {@link JfrSamples#besideOrNone}), else at synchronization-site level.
	 *
	 * @param trace the trace read from {@code ftrace}
	 * @param samples the run's execution samples (may be empty)
	 * @throws IOException naming the file when the trace's thread ids, which the samples are matched by, cannot be read
	 */
	public static CriticalPathReport analyzeRecording(Path ftrace, Trace trace, List<ExecutionSample> samples,
			int cpus, ProgressMonitor monitor) throws IOException {
		SampleThreads threads = new SampleThreads(trace.header(),
				samples.isEmpty() ? Map.of() : SampleThreads.jvmThreadIds(ftrace));
		return analyze(trace, TraceGraphs.of(trace), samples, threads, cpus, monitor);
	}

	/**
	 * The extended critical path of a recorded trace on {@code cpus} processors, with the function table at method
	 * level from execution samples ({@link SampledFunctionProfile}); without samples the table is the site-level one.
	 *
	 * @param trace the trace
	 * @param graph its graph, from {@link dev.foresight.core.analysis.graph.TraceGraphs#of}
	 * @param samples execution samples of the same run (may be empty)
	 * @param threads maps the samples' threads to the trace's
	 * @param cpus processor count
	 * @param monitor progress and cancellation
	 */
	public static CriticalPathReport analyze(Trace trace, ExecutionGraph graph, List<ExecutionSample> samples,
			SampleThreads threads, int cpus, ProgressMonitor monitor) {
		List<Site> sites = trace.header().sites();
		return analyze(graph, cpus, monitor, (weights, completion) -> samples.isEmpty()
				? FunctionProfile.table(graph, weights, sites, completion)
				: SampledFunctionProfile.table(trace, graph, weights, samples, threads, completion));
	}

	/** Builds the function table from the segment weights and the completion time. */
	private interface Table {
		List<FunctionRow> of(double[] weights, double completion);
	}

	private static CriticalPathReport analyze(ExecutionGraph graph, int cpus, ProgressMonitor monitor, Table table) {
		GraphRun run = FluidSimulator.oneProcessorPerThread(graph);
		ExtendedCriticalPath ecp = new ExtendedCriticalPath(run);
		double[] weights = ecp.weights(cpus, monitor);
		double completion = ecp.completion(cpus);
		List<PathSegment> segments = HeaviestSegments.of(run, weights, CriticalPathReport.MAX_SEGMENTS);
		double work = 0;
		for (int s : ecp.classicalPath()) {
			work += graph.work(s);
		}
		// the path is tight: each of its segments begins as its predecessor ends, or a delay later
		double waiting = Math.max(0, run.completion() - work);
		return new CriticalPathReport(cpus, completion, run.completion(), waiting,
				table.of(weights, completion), segments);
	}
}
