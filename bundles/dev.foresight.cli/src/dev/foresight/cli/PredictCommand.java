/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static java.util.stream.Collectors.joining;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.IntToDoubleFunction;

import com.google.gson.GsonBuilder;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code foresight predict}: the predicted completion time and speedup of a recording on N processors. */
@Command(name = "predict", description = "Predicts the completion time and speedup of a recorded program on "
		+ "each processor count, by replaying its trace on a simulated machine.", mixinStandardHelpOptions = true)
public final class PredictCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Parameters(index = "0", paramLabel = "FILE", description = "The .ftrace recording.")
	private Path file;

	/** The warnings said about the trace, in order. */
	private final List<String> warnings = new ArrayList<>();

	@Option(names = "--cpus", split = ",", paramLabel = "N", defaultValue = "1,2,4,8",
			description = "Processor counts, comma-separated (default: ${DEFAULT-VALUE}).")
	private List<Integer> cpus;

	@Option(names = "--machine", paramLabel = "FILE",
			description = "A .machine file (default: a typical Linux server).")
	private Path machine;

	@Option(names = "--model", paramLabel = "MODEL", defaultValue = "auto",
			description = "auto, direct, client-server or strict (default: ${DEFAULT-VALUE}: the first of direct, "
					+ "client-server, strict that does not deadlock).")
	private String model;

	@Option(names = "--samples", defaultValue = "40", paramLabel = "K",
			description = "Monte Carlo samples for the 90%% band; 0 for none (default: ${DEFAULT-VALUE}).")
	private int samples;

	@Option(names = "--seed", defaultValue = "1", description = "Seed of the band's samples (default: ${DEFAULT-VALUE}).")
	private long seed;

	@Option(names = "--recording-cost", paramLabel = "NS[,KIND=NS...]",
			description = "Nanoseconds of recorder instrumentation to take off the CPU time before every event: a "
					+ "number for every kind, KIND=NS for one kind (for example 120,queue_put=260,queue_take=260); "
					+ "compilation=NS takes the JIT compilation of the recorder's own code off the compilers' "
					+ "recorded CPU time; clock=NS is taken off a monitor entry or lock acquisition the recorder timed "
					+ "twice (flagged in the trace) on top of its kind's cost. Default: what the trace's recorder states it adds "
					+ "(property "
					+ RecordingCost.PROPERTY + ", its figures for the machine it was measured on; none for a trace "
					+ "without it); 0 takes nothing off.")
	private String recordingCost;

	@Option(names = "--json", description = "Print a JSON object instead of a table.")
	private boolean json;

	@Option(names = "--measured", paramLabel = "FILE", description = "Runs measured with 'foresight measure' (a "
			+ ".measured file): their times and speedups beside the predictions of the same processor counts, with "
			+ "the errors.")
	private Path measured;

	@Option(names = "--stream", description = "Stream the trace from its file instead of reading it into memory "
			+ "(automatic when the file is larger than the maximum heap / " + STREAM_RATIO + "); the band's "
			+ "samples then read their CPU times from memory-mapped files too.")
	private boolean stream;

	/**
	 * A trace in memory takes about 70 bytes of heap per event and its file 6 to 12, and the band's grouped CPU
	 * times add 12 per event: a file above this fraction of the heap is streamed.
	 */
	static final int STREAM_RATIO = 24;

	@Override
	public Integer call() throws Exception {
		SimulationModel m = model(model);
		for (int n : cpus) {
			if (n <= 0) {
				throw new IllegalArgumentException("--cpus: the number of processors must be positive, not " + n);
			}
		}
		MachineModel target = machine != null ? MachineFormat.read(machine) : MachineModel.linuxServer();
		MeasuredRuns runs = measured != null ? MeasuredFile.read(measured) : null;
		RecordingCost cost = null;
		try {
			cost = recordingCost == null ? null : RecordingCost.parse(recordingCost);
		} catch (IllegalArgumentException e) {
			throw new IllegalArgumentException("--recording-cost: " + e.getMessage(), e);
		}
		boolean streamed = stream || Files.size(file) > Runtime.getRuntime().maxMemory() / STREAM_RATIO;
		SpeedupCurve curve;
		Outside outside;
		try (Simulator sim = streamed ? Simulator.stream(file, cost) : read(cost)) {
			outside = new Outside(sim.compilerCpuNanos(), sim.compilersMeasuredAlone(), sim::compilerScale,
					sim.pauseNanos(), Simulator.gcPauseNanos(sim.header()), sim.recordingCost(), sim.recordedSwitches());
			sim.warnings().forEach(this::warn);
			UncertaintyBand band = new UncertaintyBand(samples, seed);
			// a streamed trace of 10^8 events takes minutes, its band far longer: say how far it is
			ProgressMonitor progress = TerminalProgress.forTerminal(spec.commandLine().getErr());
			try {
				curve = new SpeedupSweep(target, m, band, Runtime.getRuntime().availableProcessors()).sweep(sim,
						cpus, progress);
			} finally {
				TerminalProgress.done(progress);
			}
			String atomics = atomicsWarning(sim, curve);
			if (atomics != null) {
				warn(atomics);
			}
		}
		List<MeasuredCheck> checks = runs != null ? MeasuredColumns.checks(curve, runs, measured, this::warn)
				: List.of();
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			Map<String, Object> j = toJson(curve, streamed, outside, warnings);
			MeasuredColumns.json(j, checks);
			out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
					.toJson(j));
		} else {
			table(out, curve, streamed, outside);
			if (runs != null) {
				MeasuredColumns.table(out, measured, checks);
			}
		}
		return 0;
	}

	/**
	 * The warning about the program's compare-and-set loops ({@link AtomicCalls}), or {@code null}: their rate over the
	 * recorded CPU time, or over the one-processor prediction for a streamed trace (not held in memory).
	 */
	private static String atomicsWarning(Simulator sim, SpeedupCurve curve) {
		if (!sim.streamed()) {
			return AtomicCalls.warning(sim.trace());
		}
		AtomicCalls calls = AtomicCalls.of(sim.header());
		if (calls.counts().isEmpty() || curve.points().isEmpty()) {
			return null;
		}
		SpeedupPoint p = curve.points().get(0);
		return calls.warning((long) (p.time() * p.speedup() * 1e6));
	}

	/** Prints a warning about the trace on standard error and keeps it for the JSON output. */
	private void warn(String w) {
		warnings.add(w);
		spec.commandLine().getErr().println("foresight: warning: " + Main.located(file, w));
	}

	private Simulator read(RecordingCost cost) throws java.io.IOException {
		TraceReadResult read = FtraceReader.read(file);
		read.warnings().forEach(this::warn);
		Trace trace = read.trace();
		return new Simulator(trace, cost == null ? RecordingCost.recorded(trace.header()) : cost, read.closed());
	}

	/**
	 * What every run takes from outside the recorded threads' events: compiler threads' CPU (measured in a run without
	 * the recorder: {@code compilersAlone}; scaled on n processors by {@code compilerScale}) and collector pauses (those
	 * the program's own allocation accounts for, of the recorded ones), replayed, and the recorder's own cost, taken
	 * off, and the context switches the recorded CPU times hold.
	 */
	record Outside(long[] compilerNanos, boolean compilersAlone, IntToDoubleFunction compilerScale, long pauseNanos,
			long recordedPauseNanos,
			RecordingCost recordingCost, long recordedSwitches) {
	}

	/** The model named on the command line, or {@code null} for {@code auto}. */
	static SimulationModel model(String name) {
		if (name.equals("auto")) {
			return null;
		}
		SimulationModel m = SimulationModel.byWireName(name);
		if (m == null) {
			throw new IllegalArgumentException(
					"--model: '" + name + "' is not one of auto, direct, client-server, strict");
		}
		return m;
	}

	/** The command's computation on a trace in memory. */
	static SpeedupCurve predict(Trace trace, MachineModel machine, List<Integer> cpus, SimulationModel model,
			UncertaintyBand band, int threads) throws Exception {
		return predict(new Simulator(trace), machine, cpus, model, band, threads);
	}

	private static SpeedupCurve predict(Simulator sim, MachineModel machine, List<Integer> cpus,
			SimulationModel model, UncertaintyBand band, int threads) throws Exception {
		return new SpeedupSweep(machine, model, band, threads).sweep(sim, cpus, ProgressMonitor.NONE);
	}

	/**
	 * {@code {model, reason, streamed, compilers_ms, compilers_measured_alone, gc_pause_ms, gc_pause_recorded_ms,
	 * recording_cost, recorded_switches, warnings, predictions:
	 * [{cpus, time_ms, speedup, efficiency, low_ms, high_ms, cpu_ms, compilers_scale}]}} ({@code cpu_ms}: the processor
	 * time the predicted run uses, what a measured run's user and system time compares with; {@code compilers_scale}:
	 * the factor on {@code compilers_ms} in that run; {@code warnings}: what was said on standard error about the
	 * trace); the band is computed for both forms of the trace, with the same samples.
	 */
	static Map<String, Object> toJson(SpeedupCurve curve, boolean streamed, Outside outside, List<String> warnings) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("model", curve.source());
		m.put("reason", curve.note());
		m.put("streamed", streamed);
		m.put("compilers_ms", Arrays.stream(outside.compilerNanos()).mapToObj(ns -> ns / 1e6).toList());
		m.put("compilers_measured_alone", outside.compilersAlone());
		m.put("gc_pause_ms", outside.pauseNanos() / 1e6);
		m.put("gc_pause_recorded_ms", outside.recordedPauseNanos() / 1e6);
		m.put("recording_cost", outside.recordingCost().toString());
		m.put("recorded_switches", outside.recordedSwitches());
		m.put("warnings", warnings);
		m.put("predictions", curve.points().stream().map(p -> {
			Map<String, Object> e = new LinkedHashMap<>();
			e.put("cpus", p.cpus());
			e.put("time_ms", p.time());
			e.put("speedup", p.speedup());
			e.put("efficiency", p.efficiency());
			e.put("low_ms", p.low());
			e.put("high_ms", p.high());
			if (Double.isFinite(p.busy())) {
				e.put("cpu_ms", p.busy());
			}
			e.put("compilers_scale", outside.compilerScale().applyAsDouble(p.cpus()));
			return e;
		}).toList());
		return m;
	}

	static void table(PrintWriter out, SpeedupCurve curve, boolean streamed, Outside outside) {
		out.println("model: " + curve.source() + " (" + curve.note() + ")");
		if (streamed) {
			out.println("streamed: the trace was replayed from its file, not held in memory");
		}
		long[] compilers = outside.compilerNanos();
		if (compilers.length > 0) {
			out.println("JIT compilers replayed beside the recorded threads: " + Arrays.stream(compilers)
					.mapToObj(ns -> String.format(Locale.ROOT, "%.1f ms", ns / 1e6)).collect(joining(", "))
					+ (outside.compilersAlone() ? " (measured in a run without the recorder)" : ""));
			List<SpeedupPoint> points = curve.points();
			int most = points.isEmpty() ? 1 : points.get(points.size() - 1).cpus();
			double scale = outside.compilerScale().applyAsDouble(most);
			if (scale != 1) {
				out.println(String.format(Locale.ROOT, "  scaled by %.2f on %d processors: a second run without the "
						+ "recorder on more processors compiled that much more (1.00 on one, in between linearly)",
						scale, most));
			}
		}
		if (outside.recordedPauseNanos() > outside.pauseNanos()) {
			out.println(String.format(Locale.ROOT, "collector pauses added as serial time: %.1f ms of the %.1f ms "
					+ "recorded (the rest came of the recorder's own allocation)", outside.pauseNanos() / 1e6,
					outside.recordedPauseNanos() / 1e6));
		} else if (outside.pauseNanos() > 0) {
			out.println(String.format(Locale.ROOT, "collector pauses added as serial time: %.1f ms",
					outside.pauseNanos() / 1e6));
		}
		if (!outside.recordingCost().equals(RecordingCost.NONE)) {
			out.println("recorder's cost taken off, ns per event: " + outside.recordingCost());
		}
		if (outside.recordedSwitches() > 0) {
			out.println("context switches in the recorded CPU times (not charged again where a run makes them): "
					+ outside.recordedSwitches());
		}
		out.println(String.format(Locale.ROOT, "%6s %12s %9s %11s %12s %12s", "cpus", "time_ms", "speedup",
				"efficiency", "low_ms", "high_ms"));
		for (SpeedupPoint p : curve.points()) {
			out.println(String.format(Locale.ROOT, "%6d %12.3f %9.3f %11.3f %12.3f %12.3f", p.cpus(), p.time(),
					p.speedup(), p.efficiency(), p.low(), p.high()));
		}
	}
}
