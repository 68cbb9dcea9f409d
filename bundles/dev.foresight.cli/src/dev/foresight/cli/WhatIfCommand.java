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
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.replay.ReplayPredictor;
import dev.foresight.core.analysis.result.PoolCurve;
import dev.foresight.core.analysis.result.PoolPoint;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.analysis.result.WhatIfPoint;
import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.PoolWhatIf;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.analysis.whatif.Selections;
import dev.foresight.core.analysis.whatif.WhatIf;
import dev.foresight.core.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code foresight whatif}: the program's predicted speedup if one method became 0..100 % faster, or if a pool had
 * other numbers of threads.
 */
@Command(name = "whatif", mixinStandardHelpOptions = true,
		description = "Predicts the program's completion time on N processors when a method, or the critical "
				+ "sections entered on one of its lines, become 0, 10, ..., 100 %% faster "
				+ "(a virtual-speedup curve from one trace), or when a thread pool has other numbers of threads.")
public final class WhatIfCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace (.ftrace).")
	private Path file;

	@Option(names = "--method", paramLabel = "CLASS#METHOD[:LINE]",
			description = "The method that becomes faster, for example com.example.Worker#run; with :LINE only the "
					+ "critical sections (monitor or lock held) entered on that line of it, for example "
					+ "com.example.Cache#put:42.")
	private String method;

	@Option(names = "--pool", paramLabel = "NAME", description = "Instead of a method: the thread pool NAME (as "
			+ "'foresight info' lists a trace's pools, for example pool-1-thread-*) with other numbers of threads, its "
			+ "tasks dealt to them as its queue would hand them out.")
	private String pool;

	@Option(names = "--sizes", split = ",", paramLabel = "K", description = "With --pool: the numbers of threads "
			+ "(default: 1, 2, 4, ... up to twice the processor count, and the recorded number).")
	private int[] sizes;

	@Option(names = "--cpus", required = true, paramLabel = "N", description = "Processor count.")
	private int cpus;

	@Option(names = "--machine", paramLabel = "FILE",
			description = "Machine model (.machine) of the predictions; default: a typical Linux server.")
	private Path machineFile;

	@Option(names = "--json", description = "Print a JSON object instead of a table.")
	private boolean json;

	@Override
	public Integer call() throws Exception {
		AnalysisInput.cpus(cpus);
		if ((method == null) == (pool == null)) {
			throw new IllegalArgumentException("give either --method or --pool");
		}
		if (pool != null) {
			return pool();
		}
		if (!method.contains("#")) {
			throw new IllegalArgumentException("--method must be CLASS#METHOD, was '" + method + "'");
		}
		Trace trace = AnalysisInput.read(file, spec.commandLine().getErr());
		ExecutionGraph graph = AnalysisInput.graph(file, trace);
		boolean[] selected = Selections.target(trace, graph, method);
		WhatIf whatIf = new WhatIf(new ReplayPredictor(trace, AnalysisInput.machine(machineFile)));
		WhatIfCurve curve = whatIf.curve(graph, selected, method, cpus, WhatIf.tenPercentSteps(), ProgressMonitor.NONE);
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			AnalysisInput.printJson(out, toJson(curve));
		} else {
			out.printf("%s on %d processors: %d segments, %.3f ms of work%n", method, cpus, curve.segments(),
					AnalysisInput.ms(curve.work()));
			out.printf("%8s %12s %9s%n", "faster", "time ms", "speedup");
			for (WhatIfPoint p : curve.points()) {
				out.printf("%7d%% %12.3f %9.4f%n", p.percent(), AnalysisInput.ms(p.time()), p.speedup());
			}
		}
		return 0;
	}

	private int pool() throws Exception {
		Trace trace = AnalysisInput.read(file, spec.commandLine().getErr());
		Pool p = Pools.of(trace).stream().filter(q -> q.name().equals(pool)).findFirst()
				.orElseThrow(() -> new IllegalArgumentException("--pool: " + PoolResize.unknown(trace, pool)));
		PoolCurve curve = PoolWhatIf.curve(trace, p, sizes != null ? sizes : PoolWhatIf.sizes(p, cpus), cpus,
				AnalysisInput.machine(machineFile), ProgressMonitor.NONE);
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			Map<String, Object> m = new LinkedHashMap<>();
			m.put("pool", curve.pool());
			m.put("recorded_threads", curve.recorded());
			m.put("tasks", curve.tasks());
			m.put("cpus", curve.cpus());
			m.put("points", curve.points().stream().map(q -> {
				Map<String, Object> e = new LinkedHashMap<>();
				e.put("threads", q.threads());
				e.put("time_ms", AnalysisInput.ms(q.time()));
				e.put("speedup", q.speedup());
				return e;
			}).toList());
			AnalysisInput.printJson(out, m);
		} else {
			out.printf("pool %s on %d processors: %s recorded, %d tasks dealt as its queue would hand them out"
					+ "; speedup against the recorded number dealt the same way%n", pool, cpus,
					PoolSizes.threads(curve.recorded()), curve.tasks());
			out.printf("%8s %12s %9s%n", "threads", "time ms", "speedup");
			for (PoolPoint q : curve.points()) {
				out.printf("%8d %12.3f %9.4f%s%n", q.threads(), AnalysisInput.ms(q.time()), q.speedup(),
						q.threads() == curve.recorded() ? "  (recorded)" : "");
			}
		}
		return 0;
	}

	static Map<String, Object> toJson(WhatIfCurve curve) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("method", curve.target());
		m.put("cpus", curve.cpus());
		m.put("segments", curve.segments());
		m.put("work_ms", AnalysisInput.ms(curve.work()));
		m.put("points", curve.points().stream().map(p -> {
			Map<String, Object> e = new LinkedHashMap<>();
			e.put("percent", p.percent());
			e.put("time_ms", AnalysisInput.ms(p.time()));
			e.put("speedup", p.speedup());
			return e;
		}).toList());
		return m;
	}
}
