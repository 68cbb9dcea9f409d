/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.bound.BoundSearch;
import dev.foresight.core.analysis.bound.ParallelismProfiles;
import dev.foresight.core.analysis.bound.ShapeMath;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.Bound;
import dev.foresight.core.analysis.result.ParallelismProfile;
import dev.foresight.core.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight bound}: the completion time an optimal thread-to-processor binding is guaranteed to reach. */
@Command(name = "bound", mixinStandardHelpOptions = true,
		description = "Computes the parallelism profile and the bound on the completion time of an optimal static "
				+ "allocation on K processors with synchronization latency T: a binding predicted slower than the "
				+ "bound can certainly be improved.")
public final class BoundCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace (.ftrace).")
	private Path file;

	@Option(names = "--cpus", required = true, paramLabel = "K", description = "Processor count.")
	private int cpus;

	@Option(names = "--latency-us", paramLabel = "T", defaultValue = "0",
			description = "Synchronization latency between processors in microseconds (default ${DEFAULT-VALUE}).")
	private double latencyMicros;

	@Option(names = "--json", description = "Print a JSON object instead of text.")
	private boolean json;

	@Override
	public Integer call() throws Exception {
		AnalysisInput.cpus(cpus);
		// an hour's latency is past any machine; NaN and infinity are no latency at all
		if (!(latencyMicros >= 0 && latencyMicros <= 3.6e9)) {
			throw new IllegalArgumentException("--latency-us must lie between 0 and 3.6e9 (an hour), was "
					+ latencyMicros);
		}
		Trace trace = AnalysisInput.read(file, spec.commandLine().getErr());
		ParallelismProfile profile = AnalysisInput.ofFile(file, () -> {
			ShapeMath.requireThreads(trace.threadCount()); // before the graph, which takes long for many threads
			return ParallelismProfiles.of(TraceGraphs.of(trace));
		});
		Bound bound = new BoundSearch(profile).bound(cpus, latencyMicros * 1000, ProgressMonitor.NONE);
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			AnalysisInput.printJson(out, toJson(profile, bound));
		} else {
			out.printf("threads %d, work %.3f ms, one processor per thread %.3f ms, %d synchronizations "
					+ "(z = %.4f per ms)%n", profile.threads(), AnalysisInput.ms(profile.totalWork()),
					AnalysisInput.ms(profile.optimalTime()), profile.signals(), profile.granularity() * 1e6);
			out.printf("bound on %d processors, latency %.3f us: %.3f ms (speedup %.3f), shape %s%n", bound.cpus(),
					latencyMicros, AnalysisInput.ms(bound.time()), bound.speedup(), bound.shape());
			out.printf("thick part %.4f + thin part %.4f = %.4f x %.3f ms; %d of %d shapes evaluated%n", bound.thick(),
					bound.thin(), bound.ratio(), AnalysisInput.ms(profile.optimalTime()), bound.shapesEvaluated(),
					bound.shapeCount());
		}
		return 0;
	}

	static Map<String, Object> toJson(ParallelismProfile profile, Bound bound) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("cpus", bound.cpus());
		m.put("latency_us", bound.latency() / 1000);
		m.put("bound_ms", AnalysisInput.ms(bound.time()));
		m.put("speedup", bound.speedup());
		m.put("ratio", bound.ratio());
		m.put("thick", bound.thick());
		m.put("thin", bound.thin());
		m.put("shape", bound.shape());
		m.put("threads", profile.threads());
		m.put("work_ms", AnalysisInput.ms(profile.totalWork()));
		m.put("optimal_ms", AnalysisInput.ms(profile.optimalTime()));
		m.put("signals", profile.signals());
		m.put("granularity_per_ms", profile.granularity() * AnalysisInput.NS_PER_MS);
		m.put("profile", profile.fractions());
		m.put("shapes_evaluated", bound.shapesEvaluated());
		m.put("shape_count", bound.shapeCount());
		return m;
	}
}
