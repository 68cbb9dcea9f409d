/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.ModelError;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.ModelErrorFit;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code foresight model-error}: fits a machine's {@code error} line to traces measured on it, so that the bands of
 * its predictions cover real runs about as often as they claim (docs/machine-format.md, "The model error").
 */
@Command(name = "model-error", mixinStandardHelpOptions = true,
		description = "Predicts each trace on the processor counts its runs were measured on (NAME.measured beside "
				+ "NAME.ftrace, as 'measure --like' writes it), and fits the machine's model error to the pairs: "
				+ "the 'error' line that widens every band on that machine to cover the measured times.")
public final class ModelErrorCommand implements Callable<Integer> {

	/** A machine file's error line, which the fitted one replaces. */
	private static final Pattern ERROR_LINE = Pattern.compile("(?m)^[ \\t]*error[ \\t].*$");

	@Spec
	private CommandSpec spec;

	@Parameters(arity = "1..*", paramLabel = "TRACE", description = "Traces with their measured runs beside them.")
	private List<Path> traces;

	@Option(names = "--machine", paramLabel = "FILE",
			description = "The .machine file to predict on (default: a typical Linux server).")
	private Path machine;

	@Option(names = "--write", description = "Put the fitted 'error' line into the --machine file (replacing one "
			+ "it has; its other lines and comments stay).")
	private boolean write;

	@Option(names = "--json", description = "Print a JSON object instead of text.")
	private boolean json;

	@Override
	public Integer call() throws Exception {
		if (write && machine == null) {
			throw new IllegalArgumentException("--write needs --machine FILE: the file the error line goes into");
		}
		MachineModel target = AnalysisInput.machine(machine);
		List<Map<String, Object>> pairs = new ArrayList<>();
		for (Path trace : traces) {
			pairs.addAll(pairs(trace, target));
		}
		ModelErrorFit fit = ModelErrorFit.of(pairs.stream().map(p -> (Double) p.get("error")).toList());
		String line = line(fit.error());
		if (write) {
			OutputFiles.requireWritable(machine, "the machine file");
			Files.writeString(machine, withError(Files.readString(machine, StandardCharsets.UTF_8), line, machine),
					StandardCharsets.UTF_8);
		}
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			Map<String, Object> m = new LinkedHashMap<>();
			m.put("pairs", pairs);
			m.put("low", fit.error().low());
			m.put("high", fit.error().high());
			m.put("runs", fit.error().runs());
			m.put("inside_left_out", fit.inside());
			m.put("line", line);
			AnalysisInput.printJson(out, m);
		} else {
			out.println(String.format(Locale.ROOT, "%-40s %6s %13s %13s %9s", "trace", "cpus", "predicted_ms",
					"measured_ms", "error"));
			for (Map<String, Object> p : pairs) {
				out.println(String.format(Locale.ROOT, "%-40s %6d %13.3f %13.3f %+8.1f%%", p.get("trace"),
						p.get("cpus"), p.get("predicted_ms"), p.get("measured_ms"), 100 * (Double) p.get("error")));
			}
			out.println(line);
			out.println(String.format(Locale.ROOT, "left out in turn, %d of %d measured times fall inside the band the "
					+ "others give (%.0f %%; the band claims 90 %%)%s", fit.inside(), fit.pairs(),
					100.0 * fit.inside() / fit.pairs(), write ? "; written to " + machine : ""));
		}
		return 0;
	}

	/** The predicted-versus-measured pairs of {@code trace}: {trace, cpus, predicted_ms, measured_ms, error}. */
	private List<Map<String, Object>> pairs(Path trace, MachineModel target) throws Exception {
		Path beside = MeasureCommand.besideTrace(trace);
		if (!Files.isRegularFile(beside)) {
			throw new IllegalArgumentException(trace + " has no measured runs beside it (" + beside
					+ "): run 'foresight measure --like " + trace + "' first");
		}
		MeasuredRuns runs = MeasuredFile.read(beside);
		String untimed = runs.untimedNote();
		if (untimed != null) {
			spec.commandLine().getErr().println("foresight: note: " + beside + ": " + untimed);
		}
		TraceReadResult read = FtraceReader.read(trace);
		Simulator sim = new Simulator(read.trace(), RecordingCost.recorded(read.trace()), read.closed());
		List<Integer> cpus = runs.points().stream().map(MeasuredRuns.Point::cpus).toList();
		SpeedupCurve curve = new SpeedupSweep(target, null, UncertaintyBand.NONE,
				Runtime.getRuntime().availableProcessors()).sweep(sim, cpus, ProgressMonitor.NONE);
		List<Map<String, Object>> pairs = new ArrayList<>();
		for (MeasuredCheck c : MeasuredCheck.of(curve, runs)) {
			Map<String, Object> p = new LinkedHashMap<>();
			p.put("trace", trace.getFileName().toString());
			p.put("cpus", c.cpus());
			p.put("predicted_ms", c.predictedMs());
			p.put("measured_ms", c.measuredMs());
			p.put("error", c.measuredMs() / c.predictedMs() - 1);
			pairs.add(p);
		}
		return pairs;
	}

	/** The machine format's line of {@code e}. */
	static String line(ModelError e) {
		return String.format(Locale.ROOT, "error low=%.1f%% high=%.1f%% runs=%d", 100 * e.low(), 100 * e.high(),
				e.runs());
	}

	/**
	 * {@code text} (a machine model) with {@code line} instead of its {@code error} line, or after its last line;
	 * checked to read back, so that a file that would not parse is never written.
	 */
	static String withError(String text, String line, Path source) throws MachineFormatException {
		Matcher m = ERROR_LINE.matcher(text);
		String result = m.find() ? m.replaceAll(Matcher.quoteReplacement(line))
				: text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + line + "\n";
		MachineFormat.parse(result, source.toString());
		return result;
	}
}
