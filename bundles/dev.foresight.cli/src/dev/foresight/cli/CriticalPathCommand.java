/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.criticalpath.CriticalPathAnalysis;
import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.JfrSamples;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight critical-path}: the functions whose speed-up would shorten the run on N processors. */
@Command(name = "critical-path", mixinStandardHelpOptions = true,
		description = { "Ranks methods by their weight on the extended critical path for N processors: how much the "
				+ "predicted run shortens per unit of their time saved.",
				"With execution samples (FILE.jfr beside the trace, written by 'record', or --samples) the table is "
						+ "at method level: each sample is charged to the segment of its thread whose recorded wall "
						+ "interval holds it, the segment's CPU time is split over its sampled methods, and its "
						+ "weight applies to each share; segments without samples, and traces without samples, "
						+ "are charged to the method of their synchronization site." })
public final class CriticalPathCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace (.ftrace).")
	private Path file;

	@Option(names = "--cpus", required = true, paramLabel = "N", description = "Processor count.")
	private int cpus;

	@Option(names = "--samples", paramLabel = "FILE.jfr", description = "JFR recording with execution samples of "
			+ "the same run (default: FILE.jfr when it exists).")
	private Path samples;

	@Option(names = "--json", description = "Print a JSON object instead of a table.")
	private boolean json;

	@Override
	public Integer call() throws Exception {
		AnalysisInput.cpus(cpus);
		Trace trace = AnalysisInput.read(file, spec.commandLine().getErr());
		Path jfr = samples != null ? samples : JfrSamples.besideTrace(file);
		if (samples != null && !Files.isRegularFile(samples)) {
			throw new IllegalArgumentException(samples + ": no such file");
		}
		// samples asked for must be read; those found beside the trace may be a killed JVM's empty file
		List<String> warnings = new ArrayList<>();
		List<ExecutionSample> read = samples != null ? JfrSamples.read(samples, warnings::add)
				: JfrSamples.besideOrNone(file, warnings::add);
		for (String w : warnings) {
			spec.commandLine().getErr().println("foresight: warning: " + w
					+ (read.isEmpty() ? "; the table names the synchronization sites' methods" : ""));
		}
		AnalysisInput.graph(file, trace); // checks the wake links, naming the file
		CriticalPathReport report = CriticalPathAnalysis.analyzeRecording(file, trace, read, cpus,
				ProgressMonitor.NONE);
		int sampled = read.size();
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			AnalysisInput.printJson(out, toJson(report));
		} else {
			text(out, report);
			out.println(sampled == 0 ? "methods of the synchronization sites (no execution samples)"
					: "methods from " + sampled + " execution samples in " + jfr);
		}
		return 0;
	}

	static Map<String, Object> toJson(CriticalPathReport report) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("cpus", report.cpus());
		m.put("completion_ms", AnalysisInput.ms(report.completion()));
		m.put("unlimited_completion_ms", AnalysisInput.ms(report.unlimitedCompletion()));
		m.put("path_waiting_ms", AnalysisInput.ms(report.pathWaiting()));
		m.put("functions", report.functions().stream().map(f -> {
			Map<String, Object> e = new LinkedHashMap<>();
			e.put("class", f.className());
			e.put("method", f.method());
			e.put("file", f.file());
			e.put("line", f.line());
			e.put("calls", f.calls());
			e.put("time_ms", AnalysisInput.ms(f.time()));
			e.put("weight", f.weight());
			return e;
		}).toList());
		return m;
	}

	private static void text(PrintWriter out, CriticalPathReport report) {
		out.printf("predicted completion on %d processors: %.3f ms (one processor per thread: %.3f ms%s)%n",
				report.cpus(), AnalysisInput.ms(report.completion()), AnalysisInput.ms(report.unlimitedCompletion()),
				report.pathWaiting() > 0 ? String.format(Locale.ROOT, ", of which the critical path waits %.3f ms "
						+ "on no processor: sleeps, I/O, timeouts", AnalysisInput.ms(report.pathWaiting())) : "");
		out.printf("%7s %8s %12s %7s  %s%n", "weight", "calls", "time ms", "share", "method (file:line)");
		for (FunctionRow f : report.functions()) {
			String where = f.className().isEmpty() ? f.method()
					: f.className() + '#' + f.method() + " (" + f.file() + ':' + f.line() + ')';
			out.printf("%7.3f %8d %12.3f %6.1f%%  %s%n", f.weight(), f.calls(), AnalysisInput.ms(f.time()),
					100 * f.share(), where);
		}
	}
}
