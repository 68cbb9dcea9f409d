/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.BaselineFigures;

/**
 * {@code record --baseline}: a run of the program without the recorder before the recording (or the median of a few,
 * {@code --baseline-runs}), whose JIT compilers' CPU time and program threads' CPU time the recording's agent writes
 * into the trace ({@code jvm.compiler.cpu.baseline.ms}, {@code program.cpu.baseline.ms}). The agent runs in its
 * baseline mode (nothing instrumented; it writes the figures to a file at the end).
 */
final class Baseline {

	/** The most runs {@link #median} makes. */
	static final int MAX_RUNS = 9;

	private Baseline() {
	}

	/**
	 * Runs {@code prefix} (the launcher, the java command and its processor options) with the agent in baseline mode
	 * and {@code javaArgs}, and returns what it measured, or {@code null} when the run did not say (not Linux,
	 * killed, over the time limit), which {@code err} is told.
	 */
	static BaselineFigures measure(List<String> prefix, Path agent, List<String> javaArgs, double timeLimitSeconds,
			PrintWriter err) throws IOException, InterruptedException {
		return measure(prefix, agent, javaArgs, timeLimitSeconds, err, "a run without the recorder first");
	}

	/**
	 * {@code runs} runs as {@link #measure(List, Path, List, double, PrintWriter)}, and the figures of the one with the
	 * median program CPU time ({@link BaselineFigures#median}), which {@code err} is told; {@code null} when none
	 * measured anything.
	 */
	static BaselineFigures median(List<String> prefix, Path agent, List<String> javaArgs, double timeLimitSeconds,
			PrintWriter err, int runs) throws IOException, InterruptedException {
		return median(prefix, agent, javaArgs, timeLimitSeconds, err, runs, "without the recorder first");
	}

	/**
	 * {@link #median(List, Path, List, double, PrintWriter, int)} of runs that {@code err} is told are "run I of K
	 * {@code what}" ("a run {@code what}" when there is one).
	 */
	static BaselineFigures median(List<String> prefix, Path agent, List<String> javaArgs, double timeLimitSeconds,
			PrintWriter err, int runs, String what) throws IOException, InterruptedException {
		if (runs < 1 || runs > MAX_RUNS) {
			throw new IllegalArgumentException("--baseline-runs must be 1 to " + MAX_RUNS + ", was " + runs);
		}
		if (runs == 1) {
			return measure(prefix, agent, javaArgs, timeLimitSeconds, err, "a run " + what);
		}
		List<BaselineFigures> all = new ArrayList<>();
		for (int i = 1; i <= runs; i++) {
			all.add(measure(prefix, agent, javaArgs, timeLimitSeconds, err, "run " + i + " of " + runs + " " + what));
		}
		BaselineFigures median = BaselineFigures.median(all);
		if (median != null) {
			err.println(median.programMillis() == null
					? "foresight: no run without the recorder measured the program's CPU time: the first one's figures"
					: "foresight: the figures of the run without the recorder whose program's CPU time is the median, "
							+ median.programMillis() + " ms");
		}
		return median;
	}

	/**
	 * {@link #measure(List, Path, List, double, PrintWriter)} of a run that {@code err} is told is {@code what}: the
	 * second run, on more processors, of a recording pinned to one.
	 */
	static BaselineFigures measure(List<String> prefix, Path agent, List<String> javaArgs, double timeLimitSeconds,
			PrintWriter err, String what) throws IOException, InterruptedException {
		Path file = Files.createTempFile("foresight-baseline", ".txt");
		try {
			List<String> cmd = new ArrayList<>(prefix);
			cmd.addAll(AgentLaunch.baselineOptions(agent, file, RecordCommand.classPathProgram(javaArgs)));
			cmd.addAll(javaArgs);
			err.println("foresight: " + what + " (--baseline), its output discarded");
			long start = System.nanoTime();
			Process p = ChildProcesses.start(new ProcessBuilder(cmd).redirectOutput(ProcessBuilder.Redirect.DISCARD)
					.redirectError(ProcessBuilder.Redirect.DISCARD), null);
			p.getOutputStream().close();
			if (timeLimitSeconds > 0 && !p.waitFor((long) Math.ceil(timeLimitSeconds * 1000), TimeUnit.MILLISECONDS)) {
				p.destroyForcibly().waitFor();
				err.println("foresight: the run without the recorder did not end within --time-limit; the trace has "
						+ "no baseline");
				return null;
			}
			int code = p.waitFor();
			double seconds = (System.nanoTime() - start) / 1e9;
			BaselineFigures figures = BaselineFigures.read(file);
			if (figures == null) {
				err.println(String.format(Locale.ROOT, "foresight: the run without the recorder (%.2f s, exit code %d) "
						+ "did not measure its compilers (not Linux, or killed); the trace has no baseline", seconds,
						code));
				return null;
			}
			err.println(String.format(Locale.ROOT, "foresight: run without the recorder: %.2f s%s, JIT compilers' CPU "
					+ "time %s ms%s", seconds, code == 0 ? "" : ", exit code " + code,
					figures.compilers().replace(";", " + "), figures.programMillis() == null ? ""
							: ", program's CPU time " + figures.programMillis() + " ms"));
			return figures;
		} finally {
			Files.deleteIfExists(file);
		}
	}
}
