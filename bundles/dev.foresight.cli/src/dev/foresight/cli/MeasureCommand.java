/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.calibrate.Spread;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.ProgramRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceScan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code foresight measure}: runs a program on the first N processors of this machine, repeatedly, and writes the
 * wall times ({@code .measured}) that {@code predict --measured} and the trace editor compare predictions with.
 */
@Command(name = "measure", mixinStandardHelpOptions = true,
		description = "Runs 'java <args>' without the recorder on the first N processors of this machine (taskset -c, "
				+ "Linux), several times for each N, and writes the wall times, with the JVM's start-up alone, to a "
				+ ".measured file: 'predict --measured FILE' and the trace editor (a FILE.measured beside FILE.ftrace) "
				+ "show them beside the prediction.")
public final class MeasureCommand implements Callable<Integer> {

	@Spec
	private CommandSpec spec;

	@Option(names = { "-o", "--output" },
			description = "The .measured file (default: <main class>-<timestamp>.measured); name it after the "
					+ "program's trace (NAME.ftrace -> NAME.measured) for the trace editor to show it.")
	private Path output;

	@Option(names = "--cpus", split = ",", paramLabel = "N", description = "Processor counts to run on, and ranges "
			+ "(1..4: every count from 1 to 4; default: 1, 2, 4 ... up to this machine's processors).")
	private List<String> cpusGiven;

	@Option(names = "--runs", paramLabel = "R", defaultValue = "5",
			description = "Runs on each processor count, taking turns (default: ${DEFAULT-VALUE}).")
	private int runs;

	@Option(names = "--time-limit", paramLabel = "S",
			description = "Seconds after which a run is stopped and the measurement fails (default: none).")
	private double timeLimit;

	@Option(names = "--like", paramLabel = "TRACE", description = "Run the program TRACE was recorded from, as it "
			+ "was started (its launcher, JVM options, class path, arguments and working directory, which the "
			+ "recorder keeps on Linux), without the recorder; the file goes beside the trace (NAME.measured "
			+ "beside NAME.ftrace) unless -o says otherwise.")
	private Path like;

	@Parameters(arity = "0..*", paramLabel = "JAVA_ARG", description = "Arguments to java, after '--'.")
	private List<String> javaArgs = new ArrayList<>();

	@Override
	public Integer call() throws Exception {
		RecordCommand.requireTimeLimit(timeLimit);
		List<Integer> cpus = cpusGiven == null ? ProgramRuns.defaultCounts() : CpuCounts.of(cpusGiven);
		ProgramRuns program = program();
		Path out = output != null ? output : like != null ? besideTrace(like)
				: Path.of(RecordCommand.defaultName(javaArgs).replaceFirst("\\.ftrace$", "." + MeasuredFile.EXTENSION));
		OutputFiles.requireWritable(out, "the measured runs");
		PrintWriter err = spec.commandLine().getErr();
		String note = ProgramRuns.collectorNote(cpus, String.join(" ", program.javaArgs()));
		if (note != null) {
			err.println("foresight: note: " + note);
		}
		MeasuredRuns measured = program.measure(cpus, runs, ProgressMonitor.NONE,
				line -> err.println("foresight: " + line));
		MeasuredFile.write(out, measured);
		table(spec.commandLine().getOut(), measured);
		if (measured.untimedNote() != null) {
			err.println("foresight: note: " + measured.untimedNote());
		}
		err.println("foresight: measured runs written to " + out);
		return 0;
	}

	/** The program to run: the arguments after '--', or the command --like's trace was recorded from. */
	private ProgramRuns program() throws IOException {
		if ((like == null) == javaArgs.isEmpty()) {
			throw new IllegalArgumentException(like == null ? "give the program's arguments to java after '--', or "
					+ "--like TRACE" : "give either --like TRACE or the arguments to java after '--', not both");
		}
		if (like == null) {
			return new ProgramRuns(Path.of(System.getProperty("java.home"), "bin", "java").toString(), javaArgs,
					timeLimit);
		}
		TraceHeader header = FtraceScan.scan(like).header();
		RecordedCommand command = RecordedCommand.of(header).orElseThrow(() -> new IllegalArgumentException(like
				+ " does not say how its program was started (" + RecordedCommand.whyMissing(header)
				+ "): give the arguments to java after '--'"));
		return new ProgramRuns(command, timeLimit);
	}

	/** {@code NAME.measured} beside {@code NAME.ftrace}, where the trace editor looks for it. */
	static Path besideTrace(Path trace) {
		String name = trace.getFileName().toString().replaceFirst("\\.ftrace$", "");
		return trace.resolveSibling(name + "." + MeasuredFile.EXTENSION);
	}

	/**
	 * One line per processor count: the median time less the start-up, its spread (none where the runs took no
	 * longer than the start-up), the speedup, and the share of the machine's processor time a hypervisor took during
	 * the runs.
	 */
	static void table(PrintWriter out, MeasuredRuns measured) {
		out.println(String.format(Locale.ROOT, "%6s %5s %12s %12s %12s %11s %9s %7s", "cpus", "runs", "time_ms",
				"min_ms", "max_ms", "startup_ms", "speedup", "steal"));
		for (MeasuredRuns.Point p : measured.points()) {
			Spread t = p.time();
			String speedup = measured.speedup(p.cpus()).map(s -> String.format(Locale.ROOT, "%.3f", s)).orElse("-");
			String steal = Double.isFinite(p.steal()) ? String.format(Locale.ROOT, "%.1f%%", 100 * p.steal()) : "-";
			out.println(String.format(Locale.ROOT, "%6d %5d %12s %12s %12s %11.3f %9s %7s", p.cpus(),
					p.runNanos().size(), ms(p, t.median()), ms(p, t.min()), ms(p, t.max()), p.startupNanos() / 1e6,
					speedup, steal));
		}
	}

	/** {@code nanos} in milliseconds, or "-" for runs that took no longer than the start-up. */
	private static String ms(MeasuredRuns.Point p, double nanos) {
		return p.timed() ? String.format(Locale.ROOT, "%.3f", nanos / 1e6) : "-";
	}
}
