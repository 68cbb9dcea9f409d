/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.stream.Collectors;

import dev.foresight.core.InputFiles;
import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.calibrate.CpuAffinity;
import dev.foresight.core.machine.calibrate.Spread;

/**
 * Runs a Java program on the first N processors of this machine ({@code taskset -c}, Linux), repeatedly, and times
 * each run from its start to its exit. The processor counts take turns round by round, so that a machine that gets
 * busier or quieter meanwhile moves every count alike. Each count's JVM start-up alone ({@code java -version} with the
 * program's JVM options, three runs) is measured too, since a prediction holds the recorded threads and not the JVM's
 * start.
 */
public final class ProgramRuns {

	private static final int STARTUP_RUNS = 3;

	private static final long POLL_MS = 50;

	/** Why a command started from an argument file does not run again, before the file's name. */
	public static final String ARGUMENT_FILE = "the program was started with its options in an argument file, which "
			+ "may hold the recorder's and may be gone: measure it with foresight measure and its arguments written "
			+ "out; the file: ";

	private final String java;
	private final List<String> javaArgs;
	private final Path dir;
	private final Map<String, String> environment;
	private final boolean environmentOnly;
	private final Map<String, String> files;
	private final double timeLimitSeconds;

	/**
	 * The runs of {@code java javaArgs} in this process's working directory; {@code java} is the launcher's path,
	 * {@code timeLimitSeconds} (0: none) stops a run that takes longer, which ends the measurement with an error.
	 */
	public ProgramRuns(String java, List<String> javaArgs, double timeLimitSeconds) {
		this(java, javaArgs, null, timeLimitSeconds);
	}

	/** {@link #ProgramRuns(String, List, double)} in the working directory {@code dir} ({@code null}: this one's). */
	public ProgramRuns(String java, List<String> javaArgs, Path dir, double timeLimitSeconds) {
		this(java, javaArgs, dir, Map.of(), false, Map.of(), timeLimitSeconds);
	}

	/**
	 * The runs of the program a trace was recorded from, as it was started (its environment variables set on top of
	 * this process's), less the recorder.
	 *
	 * @throws IllegalArgumentException when it was started with an argument file ({@link RecordedCommand#argumentFile})
	 */
	public ProgramRuns(RecordedCommand command, double timeLimitSeconds) {
		this(command.java(), command.javaArgs(), command.dir(), command.environment(), command.environmentOnly(),
				command.files(), timeLimitSeconds);
		if (command.argumentFile() != null) {
			throw new IllegalArgumentException(ARGUMENT_FILE + command.argumentFile());
		}
	}

	private ProgramRuns(String java, List<String> javaArgs, Path dir, Map<String, String> environment,
			boolean environmentOnly, Map<String, String> files, double timeLimitSeconds) {
		this.java = java;
		this.javaArgs = List.copyOf(javaArgs);
		this.dir = dir;
		this.environment = Map.copyOf(environment);
		this.environmentOnly = environmentOnly;
		this.files = Map.copyOf(files);
		this.timeLimitSeconds = timeLimitSeconds;
	}

	/**
	 * What to say of runs on {@code cpus} of {@code command} (the arguments to java) that span one processor and more
	 * and name no collector, or {@code null}: the JVM picks the Serial collector on one processor and G1 on two or
	 * more (with enough memory), so the counts would run different programs.
	 */
	public static String collectorNote(List<Integer> cpus, String command) {
		boolean one = cpus.contains(1);
		boolean more = cpus.stream().anyMatch(n -> n > 1);
		boolean named = command.matches("(.*\\s)?-XX:\\+Use\\w+GC(\\s.*)?");
		return one && more && !named ? "the JVM picks the Serial collector on one processor and G1 on more: name one "
				+ "(-XX:+UseG1GC, say) when recording and measuring, to compare the same program" : null;
	}

	/** 1, 2, 4 ... up to the processors this machine lets a program use, and that number: the counts to measure. */
	public static List<Integer> defaultCounts() {
		return counts(CpuAffinity.allowedCpus().size());
	}

	/** 1, 2, 4 ... below {@code processors}, and {@code processors}. */
	static List<Integer> counts(int processors) {
		List<Integer> counts = new ArrayList<>();
		for (int n = 1; n < processors; n *= 2) {
			counts.add(n);
		}
		counts.add(processors);
		return counts;
	}

	/** The arguments to java the runs start the program with. */
	public List<String> javaArgs() {
		return javaArgs;
	}

	/**
	 * Measures {@code runs} runs on each of {@code cpus} processor counts; {@code log} is told of each run.
	 *
	 * @throws IllegalArgumentException for a count this machine does not let the program use
	 * @throws IOException when a run fails (it names the count, the run and the exit code), or taskset is missing
	 */
	public MeasuredRuns measure(List<Integer> cpus, int runs, ProgressMonitor monitor, Consumer<String> log)
			throws IOException, InterruptedException {
		List<Integer> counts = cpus.stream().distinct().sorted().toList();
		List<Integer> allowed = CpuAffinity.allowedCpus();
		for (int n : counts) {
			if (n < 1 || n > allowed.size()) {
				throw new IllegalArgumentException("cannot measure on " + n + " processors: this machine lets programs "
						+ "run on " + allowed.size() + " (" + allowed + ")");
			}
		}
		if (runs < 1) {
			throw new IllegalArgumentException("the number of runs must be at least 1, was " + runs);
		}
		monitor.begin("Measuring on " + counts + " processors", (long) counts.size() * (runs + STARTUP_RUNS));
		// the program's JVM options start the JVM too (a heap touched at start, a collector): -version with them
		List<String> startup = new ArrayList<>(javaArgs.subList(0, RecordedCommand.optionsEnd(javaArgs)));
		startup.add("-version");
		// Eclipse's JUnit runner in console mode, as RecordedCommand runs it again (tests use a stand-in)
		boolean junit = javaArgs.subList(RecordedCommand.optionsEnd(javaArgs), javaArgs.size())
				.contains("-junitconsole");
		List<List<Double>> startups = new ArrayList<>();
		List<List<Double>> times = new ArrayList<>();
		List<StealTime> steal = new ArrayList<>();
		for (int i = 0; i < counts.size(); i++) {
			startups.add(new ArrayList<>());
			times.add(new ArrayList<>());
			steal.add(new StealTime());
		}
		try (RunFiles made = new RunFiles()) {
			List<String> startupArgs = made.launchable(startup);
			List<String> args = made.launchable(made.withKept(javaArgs, files));
			// the start-ups take turns with the runs, so that the machine's drift and this JVM's own compilation in its
			// first second weigh on both alike, not on the start-ups alone as when they all came first
			for (int r = 0; r < Math.max(runs, STARTUP_RUNS); r++) {
				for (int j = 0; j < counts.size(); j++) {
					// every other round backwards: no count always runs right after another
					int i = r % 2 == 0 ? j : counts.size() - 1 - j;
					int n = counts.get(i);
					if (r < STARTUP_RUNS) {
						monitor.checkCanceled();
						startups.get(i).add(run(first(allowed, n), startupArgs, false, "the JVM's start-up", monitor));
						monitor.worked(1);
					}
					if (r < runs) {
						monitor.checkCanceled();
						long[] before = StealTime.now();
						double t = run(first(allowed, n), args, junit, "run " + (r + 1) + " on " + processors(n),
								monitor);
						steal.get(i).add(before, StealTime.now());
						times.get(i).add(t);
						log.accept(String.format(Locale.ROOT, "run %d of %d on %s: %.1f ms", r + 1, runs,
								processors(n), t / 1e6));
						monitor.worked(1);
					}
				}
			}
		}
		List<MeasuredRuns.Point> points = new ArrayList<>();
		for (int i = 0; i < counts.size(); i++) {
			double[] s = startups.get(i).stream().mapToDouble(Double::doubleValue).toArray();
			points.add(new MeasuredRuns.Point(counts.get(i), Spread.of(s).median(), times.get(i), steal.get(i).share()));
		}
		return new MeasuredRuns(String.join(" ", javaArgs), points);
	}

	private static String processors(int n) {
		return n == 1 ? "1 processor" : n + " processors";
	}

	private static String first(List<Integer> allowed, int n) {
		return allowed.subList(0, n).stream().map(String::valueOf).collect(Collectors.joining(","));
	}

	/**
	 * One run's wall time in nanoseconds; its output is discarded (a JUnit runner's, {@code junit}, read for its
	 * tests' outcome), its last error line kept for a failure. A cancel of {@code monitor} stops the run at once.
	 */
	private double run(String cpuList, List<String> args, boolean junit, String what, ProgressMonitor monitor)
			throws IOException, InterruptedException {
		List<String> cmd = new ArrayList<>(List.of("taskset", "-c", cpuList, java));
		cmd.addAll(args);
		Path err = Files.createTempFile("foresight-measure", ".err");
		Path out = junit ? Files.createTempFile("foresight-measure", ".out") : null;
		// a JUnit runner's messages tell whether its tests passed; other programs' output is not kept
		ProcessBuilder.Redirect output = junit ? ProcessBuilder.Redirect.to(out.toFile())
				: ProcessBuilder.Redirect.DISCARD;
		try {
			long start = System.nanoTime();
			Process p;
			try {
				ProcessBuilder b = new ProcessBuilder(cmd).directory(dir == null ? null : dir.toFile())
						.redirectOutput(output).redirectError(err.toFile());
				if (environmentOnly) {
					b.environment().clear();
				}
				b.environment().putAll(environment);
				p = b.start();
			} catch (IOException e) {
				throw new IOException("cannot start 'taskset' (util-linux), which runs the program on the first N "
						+ "processors, or the program: " + e.getMessage(), e);
			}
			p.getOutputStream().close();
			long limit = timeLimitSeconds > 0 ? (long) Math.ceil(timeLimitSeconds * 1e9) : Long.MAX_VALUE;
			try {
				while (!p.waitFor(POLL_MS, TimeUnit.MILLISECONDS)) {
					if (monitor.isCanceled()) {
						p.destroyForcibly().waitFor();
						monitor.checkCanceled();
					}
					if (System.nanoTime() - start > limit) {
						p.destroyForcibly().waitFor();
						throw new IOException(what + " did not end within the time limit of " + timeLimitSeconds
								+ " s");
					}
				}
			} catch (InterruptedException e) {
				p.destroyForcibly();
				throw e;
			}
			// waitFor returns when the process exits, woken by the JDK's reaper thread, not at the end of a poll
			long nanos = System.nanoTime() - start;
			if (p.exitValue() != 0) {
				throw new IOException(what + " failed with exit code " + p.exitValue() + lastLine(err));
			}
			String problem = junit ? JUnitConsoleOutput.problem(out) : null;
			if (problem != null) {
				throw new IOException(what + ": " + problem + lastLine(err));
			}
			return nanos;
		} finally {
			Files.deleteIfExists(err);
			if (out != null) {
				Files.deleteIfExists(out);
			}
		}
	}

	private static String lastLine(Path err) throws IOException {
		List<String> lines = InputFiles.outputLines(err).stream().filter(l -> !l.isBlank()).toList();
		return lines.isEmpty() ? "" : ": " + lines.get(lines.size() - 1).strip();
	}
}
