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
import java.util.Map;
import java.util.concurrent.Callable;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.replay.BindingAdvice;
import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight allocate}: a binding of threads to processors, its predicted time and the bound. */
@Command(name = "allocate", mixinStandardHelpOptions = true,
		description = "Searches a static binding of threads to K processors (binpack, sga, csga or greedy) and "
				+ "compares its predicted completion time with binpacking and with the bound.")
public final class AllocateCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The trace (.ftrace).")
	private Path file;

	@Option(names = "--cpus", required = true, paramLabel = "K", description = "Processor count.")
	private int cpus;

	@Option(names = "--algorithm", defaultValue = "greedy", paramLabel = "NAME",
			description = "binpack, sga, csga or greedy (default ${DEFAULT-VALUE}).")
	private String algorithm;

	@Option(names = "--machine", paramLabel = "FILE",
			description = "Machine model (.machine) the plans are simulated on; default: a typical Linux server.")
	private Path machineFile;

	@Option(names = "--latency-us", paramLabel = "T",
			description = "Synchronization latency between processors in microseconds (default: the machine's).")
	private Double latencyMicros;

	@Option(names = "--json", description = "Print a JSON object instead of text.")
	private boolean json;

	@Option(names = { "-o", "--output" }, paramLabel = "PLAN.machine",
			description = "Write the machine with the binding plan (one 'bind thread' rule per thread name) to this "
					+ ".machine file.")
	private Path output;

	@Override
	public Integer call() throws Exception {
		if (output != null) {
			OutputFiles.requireWritable(output, "the plan");
		}
		AnalysisInput.cpus(cpus);
		Algorithm chosen = Algorithm.byWireName(algorithm);
		if (latencyMicros != null && !(latencyMicros >= 0 && latencyMicros <= 3.6e9)) {
			throw new IllegalArgumentException("--latency-us must lie between 0 and 3.6e9 (an hour), was "
					+ latencyMicros);
		}
		Trace trace = AnalysisInput.read(file, spec.commandLine().getErr());
		if (cpus > trace.threadCount()) {
			// each thread on a processor of its own is the binding then; 100,000 processors took minutes to find it
			throw new IllegalArgumentException("--cpus: the trace has " + trace.threadCount() + " threads, and a "
					+ "binding on more processors than threads leaves processors unused; give at most "
					+ trace.threadCount());
		}
		MachineModel machine = AnalysisInput.machine(machineFile);
		if (latencyMicros != null) {
			Costs c = machine.costs();
			machine = machine.withCosts(new Costs(c.threadCreationNanos(), c.contextSwitchNanos(),
					Math.round(latencyMicros * 1000), c.ioConcurrency(), c.wakeupCostNanos(), c.transferNanos(),
					c.ioCopySlowdown(), c.timerSlackNanos()));
		}
		MachineModel on = machine;
		BindingAdvice advice = AnalysisInput.ofFile(file,
				() -> BindingAdvice.of(trace, on, cpus, chosen, ProgressMonitor.NONE));
		AllocationResult result = advice.result();
		double binpack = advice.binpackNanos();
		double bound = result.boundTime();
		List<String> names = trace.header().threads().stream().map(t -> t.name()).toList();
		if (output != null) {
			List<String> warnings = new ArrayList<>();
			Files.writeString(output, advice.machineText(machine, trace.header().threads(),
					"'foresight allocate --algorithm " + result.algorithm() + "'", warnings));
			warnings.forEach(w -> spec.commandLine().getErr().println("foresight: warning: " + w));
		}
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			AnalysisInput.printJson(out, toJson(result, binpack, names));
		} else {
			out.printf("%s on %d processors: %.3f ms predicted (binpacking %.3f ms, bound %.3f ms), %d tests%n",
					result.algorithm(), cpus, AnalysisInput.ms(result.time()), AnalysisInput.ms(binpack),
					AnalysisInput.ms(bound), result.tests());
			out.println(result.improvable() ? "above the bound: a better binding certainly exists"
					: "within the bound");
			for (int t = 0; t < names.size(); t++) {
				out.printf("  cpu %3d  %s%n", result.plan().get(t), names.get(t));
			}
			if (output != null) {
				out.println("plan written to " + output);
			}
		}
		return 0;
	}

	static Map<String, Object> toJson(AllocationResult result, double binpack, List<String> names) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("cpus", result.cpus());
		m.put("algorithm", result.algorithm());
		m.put("time_ms", AnalysisInput.ms(result.time()));
		m.put("binpack_ms", AnalysisInput.ms(binpack));
		m.put("bound_ms", AnalysisInput.ms(result.boundTime()));
		m.put("improvable", result.improvable());
		m.put("tests", result.tests());
		List<Map<String, Object>> plan = new ArrayList<>();
		for (int t = 0; t < names.size(); t++) {
			Map<String, Object> e = new LinkedHashMap<>();
			e.put("thread", t);
			e.put("name", names.get(t));
			e.put("cpu", result.plan().get(t));
			plan.add(e);
		}
		m.put("plan", plan);
		return m;
	}
}
