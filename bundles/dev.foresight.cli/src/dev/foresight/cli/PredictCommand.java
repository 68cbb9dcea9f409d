/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.IntToDoubleFunction;

import com.google.gson.GsonBuilder;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.ModelError;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.sim.ExitWait;
import dev.foresight.core.sim.ParallelCpu;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import dev.foresight.core.trace.jfr.ImportNote;
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
			description = "Processor counts, comma-separated, and ranges: 1..64 is every count from 1 to 64 "
					+ "(default: ${DEFAULT-VALUE}).")
	private List<String> cpusGiven;

	/**
	 * Said under the table when the machine has no measured model error: a band of the trace's own variation alone is
	 * narrower than the simulator's error (docs/machine-format.md, "The model error").
	 */
	static final String UNCALIBRATED_BAND = "band (low_ms .. high_ms): the spread of the trace's own CPU times only; "
			+ "the machine has no measured model error (an error line: foresight model-error), so measured times fall "
			+ "outside it more often than 10 % of the time";

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

	@Option(names = "--seed", defaultValue = "1",
			description = "Seed of the band's samples (default: ${DEFAULT-VALUE}).")
	private long seed;

	@Option(names = "--recording-cost", paramLabel = "NS[,KIND=NS...]",
			description = "Nanoseconds of recorder instrumentation to take off the CPU time before every event: a "
					+ "number for every kind, KIND=NS for one kind (for example 120,queue_put=260,queue_take=260); "
					+ "compilation=NS takes the JIT compilation of the recorder's own code off the compilers' "
					+ "recorded CPU time; clock=NS is taken off a monitor entry or lock acquisition the recorder timed "
					+ "twice (flagged in the trace) on top of its kind's cost. Default: what the trace's recorder "
					+ "states it adds (property "
					+ RecordingCost.PROPERTY + ", its figures for the machine it was measured on; none for a trace "
					+ "without it); 0 takes nothing off.")
	private String recordingCost;

	@Option(names = "--work-scale", paramLabel = "measured|none|FACTOR", defaultValue = "measured",
			description = "What the recorded threads' CPU times are multiplied by once the recorder's cost per event "
					+ "is taken off. measured (default): the factor that makes them the program's CPU time in the run "
					+ "without the recorder of 'record --baseline' (the recorder's whole cost taken off; 1 for a trace "
					+ "without one); none: 1; a number: that factor, for a what-if of a faster or slower program.")
	private String workScale;

	@Option(names = "--pool", paramLabel = "NAME=SIZE", description = "What if the thread pool NAME (as 'foresight "
			+ "info' lists a trace's pools, for example pool-1-thread-*) had SIZE threads: its tasks are dealt to that "
			+ "many in the order they were submitted. Repeatable; needs the trace in memory.")
	private Map<String, Integer> pools = new LinkedHashMap<>();

	/** What {@code --pool} changed: a line each for the table, an object each for JSON. */
	private final List<String> poolNotes = new ArrayList<>();
	private final List<Map<String, Object>> poolJson = new ArrayList<>();

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
		List<Integer> cpus = CpuCounts.of(cpusGiven);
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
		if (streamed && !pools.isEmpty()) {
			throw new IllegalArgumentException("--pool needs the trace in memory: " + (stream ? "leave out --stream"
					: "the file is larger than the heap / " + STREAM_RATIO + "; give the command more heap "
							+ "(FORESIGHT_CLI_VMARGS=-Xmx...)"));
		}
		SpeedupCurve curve;
		Outside outside;
		ParallelCpu parallel;
		// a streamed trace of 10^8 events takes minutes to prepare and simulate, its band far longer: say how far it is
		ProgressMonitor progress = TerminalProgress.forTerminal(spec.commandLine().getErr());
		try (Simulator read = streamed ? Simulator.stream(file, cost, null, progress)
				: read(cost, Collections.max(cpus))) {
			Simulator sim = scaled(read);
			TerminalProgress.done(progress); // the warnings below on lines of their own
			outside = new Outside(sim.compilerCpuNanos(), sim.compilersMeasuredAlone(), sim::compilerScale,
					sim.pauseNanos(), CollectorPauses.recordedNanos(sim.header()), sim.recordingCost(),
					sim.recordedSwitches(), sim.workScale(), sim.handBacks(), sim.exitWait());
			sim.warnings().forEach(this::warn);
			String imported = ImportNote.of(sim.header());
			if (imported != null) {
				warn(imported);
			}
			UncertaintyBand band = new UncertaintyBand(samples, seed);
			curve = new SpeedupSweep(target, m, band, Runtime.getRuntime().availableProcessors()).sweep(sim, cpus,
					progress);
			ProgramWarnings.of(sim, curve).forEach(this::warn);
			parallel = ParallelCpu.of(sim.header());
			// only where a predicted count has as many processors as the run without the recorder had
			if (parallel != null && parallel.warning() != null && Collections.max(cpus) >= parallel.cpus()) {
				warn(parallel.warning());
			}
		} finally {
			TerminalProgress.done(progress);
		}
		List<MeasuredCheck> checks = runs != null ? MeasuredColumns.checks(curve, runs, measured, this::warn)
				: List.of();
		PrintWriter out = spec.commandLine().getOut();
		if (json) {
			Map<String, Object> j = PredictOutput.toJson(curve, streamed, outside, warnings);
			j.put("band_model_error", !target.error().equals(ModelError.NONE));
			j.put("pools", poolJson);
			j.put("program_cpu_wide", parallel == null ? null
					: Map.of("cpus", parallel.cpus(), "alone_ms", parallel.aloneMillis(), "wide_ms",
							parallel.wideMillis()));
			MeasuredColumns.json(j, checks);
			out.println(new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().serializeNulls().create()
					.toJson(j));
		} else {
			PredictOutput.table(out, curve, streamed, outside);
			poolNotes.forEach(out::println);
			if (samples > 0 && target.error().equals(ModelError.NONE)) {
				out.println(UNCALIBRATED_BAND);
			}
			if (runs != null) {
				MeasuredColumns.table(out, measured, checks);
			}
		}
		return 0;
	}

	/** Prints a warning about the trace on standard error and keeps it for the JSON output. */
	private void warn(String w) {
		warnings.add(w);
		spec.commandLine().getErr().println("foresight: warning: " + Main.located(file, w));
	}

	private Simulator read(RecordingCost cost, int cpus) throws java.io.IOException {
		TraceReadResult read = FtraceReader.read(file);
		read.warnings().forEach(this::warn);
		Trace trace = PoolSizes.apply(read.trace(), pools, cpus, poolNotes, poolJson);
		return new Simulator(trace, cost == null ? RecordingCost.recorded(trace) : cost, read.closed());
	}

	/**
	 * What every run takes from outside the recorded threads' events: compiler threads' CPU (measured in a run without
	 * the recorder: {@code compilersAlone}; scaled on n processors by {@code compilerScale}) and collector pauses
	 * (those the program's own allocation accounts for, of the recorded ones), replayed, and the recorder's own cost,
	 * taken off, the context switches the recorded CPU times hold, the factor they are scaled by, the unparks that
	 * found their thread running ({@link Simulator#handBacks}), and the JVM's wait at its exit for threads in native
	 * code, replayed after the program ({@link ExitWait}).
	 */
	record Outside(long[] compilerNanos, boolean compilersAlone, IntToDoubleFunction compilerScale, long pauseNanos,
			long recordedPauseNanos, RecordingCost recordingCost, long recordedSwitches, WorkScale workScale,
			int handBacks, ExitWait exitWait) {
	}

	/** {@code sim} with the work scale that {@code --work-scale} asks for. */
	private Simulator scaled(Simulator sim) {
		switch (workScale) {
		case "measured":
			return sim;
		case "none":
			return sim.withWorkScale(WorkScale.NONE);
		default:
			try {
				return sim.withWorkScale(WorkScale.given(Double.parseDouble(workScale)));
			} catch (IllegalArgumentException e) {
				throw new IllegalArgumentException("--work-scale: '" + workScale
						+ "' is not measured, none or a number above 0 and at most " + (int) WorkScale.MAX_GIVEN, e);
			}
		}
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
}
