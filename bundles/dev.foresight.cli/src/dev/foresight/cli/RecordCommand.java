/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.BaselineFigures;
import dev.foresight.core.trace.samples.JfrRepository;
import dev.foresight.core.trace.samples.JfrSamples;

/** {@code foresight record}: runs a Java program with the recording agent and exits with the program's exit code. */
@Command(name = "record", description = "Runs 'java <args>' with the Foresight agent and writes an .ftrace file.",
		mixinStandardHelpOptions = true)
public final class RecordCommand implements Callable<Integer> {

	/** The longest --time-limit: a year of seconds. */
	static final double MAX_TIME_LIMIT = 365 * 24 * 3600;

	/** Exit code of a recording stopped by --time-limit (the agent's Watchdog uses the same). */
	static final int EXIT_TIME_LIMIT = 124;

	@Spec
	private CommandSpec spec;

	@Option(names = { "-o", "--output" }, description = "Trace file (default: <main class>-<timestamp>.ftrace).")
	private Path output;

	@Option(names = "--pin-one-cpu", description = "Run the program on CPU 0 only (taskset -c 0), as VPPB recorded.")
	private boolean pin;

	@Option(names = "--processors", paramLabel = "N", description = "The number of processors the program sees "
			+ "(-XX:ActiveProcessorCount=N): pools it sizes by Runtime.availableProcessors() (the common fork/join "
			+ "pool, a fixed pool of one thread per core) take the size they would have on the machine to predict, "
			+ "also when --pin-one-cpu runs it on one.")
	private Integer processors;

	@Option(names = "--time-limit", description = "Seconds after which the trace is closed, deadlocks reported and "
			+ "the program stopped (exit code 124); 0, the default, sets none.")
	private double timeLimit;

	@Option(names = "--include", split = ",", description = "Class name prefixes to instrument (default: all "
			+ "application classes).")
	private List<String> includes = new ArrayList<>();

	@Option(names = "--exclude", split = ",", description = "Class name prefixes never to instrument.")
	private List<String> excludes = new ArrayList<>();

	@Option(names = "--samples", negatable = true, defaultValue = "false", fallbackValue = "true",
			description = "Also record JFR execution samples (only jdk.ExecutionSample) into <trace>.jfr, which "
					+ "'critical-path' uses for a method-level table. Off by default: JFR's start-up (tens of ms) "
					+ "runs on the main thread and is charged to its first segment, which lengthens the predicted "
					+ "serial part.")
	private boolean samples;

	@Option(names = "--sample-period", paramLabel = "MS", defaultValue = "20",
			description = "Milliseconds between execution samples of a running thread (default: 20).")
	private int samplePeriod;

	@Option(names = "--baseline", description = "First run the program once without the recorder (its output "
			+ "discarded, pinned and sized as the recording) to measure its JIT compilers' CPU time, which the trace "
			+ "keeps and 'predict' replays instead of the recording's compilers less an estimate of the recorder's own "
			+ "compilation, and its program threads' CPU time, to which 'predict' scales the recorded CPU times (the "
			+ "recorder's whole cost taken off, not only its stated cost per event). One more run of the program. "
			+ "With --pin-one-cpu and --processors N >= 2 a second one on N processors (as many "
			+ "as the machine has, at most), whose compilers get through more: 'predict' scales the compilers of a "
			+ "run on n processors between the two, and warns when the program used a fifth more CPU time there "
			+ "than on one (work more processors add that no trace recorded on one holds). Linux only.")
	private boolean baseline;

	@Option(names = "--baseline-runs", paramLabel = "K", defaultValue = "1", description = "Runs without the "
			+ "recorder for --baseline (1 to 9, default 1; more than 1 implies --baseline): the figures are those of "
			+ "the run whose program CPU time is the median, since on a shared machine one run's moves by a fifth "
			+ "or more. The second run, on N processors, is made K times too.")
	private int baselineRuns;

	@Parameters(arity = "1..*", paramLabel = "JAVA_ARG", description = "Arguments to java, after '--'.")
	private List<String> javaArgs;

	@Override
	public Integer call() throws Exception {
		requireTimeLimit(timeLimit);
		Path out = output != null ? output : Path.of(defaultName(javaArgs));
		// the agent would let the program run unrecorded (it never stops a program), and the command exit 0
		OutputFiles.requireWritable(out, "the trace");
		Path agent = agentJar();
		List<String> cmd = new ArrayList<>();
		if (pin) {
			cmd.addAll(List.of("taskset", "-c", "0"));
		}
		cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		cmd.addAll(processorOptions(processors));
		BaselineFigures alone = baseline || baselineRuns != 1
				? Baseline.median(cmd, agent, javaArgs, timeLimit, spec.commandLine().getErr(), baselineRuns)
				: null;
		String wide = alone != null ? wideBaseline(agent) : null;
		cmd.addAll(AgentLaunch.jvmOptions(agent, agentOptions(out, alone, wide), classPathProgram(javaArgs)));
		Path jfr = JfrSamples.besideTrace(out);
		cmd.addAll(samples ? jfrOptions(jfr, samplePeriod) : List.of());
		// a recording left from an earlier run would be joined with this trace by time and mislead
		Files.deleteIfExists(jfr);
		cmd.addAll(javaArgs);
		Process p = ChildProcesses.start(new ProcessBuilder(cmd).inheritIO(), out);
		int code = p.waitFor();
		if (Files.exists(out) && !ChildProcesses.stopping()) {
			spec.commandLine().getErr().println("foresight: trace written to " + out);
		}
		// JFR writes the samples at the JVM's exit: of a JVM killed or halted at the time limit, they are in its chunks
		boolean recovered = JfrRepository.recover(jfr);
		if (Files.exists(jfr)) {
			spec.commandLine().getErr().println(Files.size(jfr) == 0 ? "foresight: warning: " + jfr + " is empty: the "
					+ "JVM ended without writing its execution samples; critical-path gives the sites' methods"
					: "foresight: execution samples written to " + jfr + (recovered ? " (from JFR's chunks: the JVM "
							+ "ended without writing them, and those of its last second are lost)" : ""));
		}
		return code;
	}

	/**
	 * For a recording pinned to one CPU of a program that sees N >= 2 processors: the agent options of a run without
	 * the recorder on the first K = min(N, this machine's) CPUs (as many as {@code --baseline-runs}, the median's
	 * figures), {@code compilerswide=K:MS;MS} and, where it measured the program, {@code programwide=MS}; or
	 * {@code null} (no such run).
	 */
	private String wideBaseline(Path agent) throws IOException, InterruptedException {
		int k = wideCpus(pin, processors, Runtime.getRuntime().availableProcessors());
		if (k == 0) {
			return null;
		}
		List<String> prefix = new ArrayList<>(List.of("taskset", "-c", "0-" + (k - 1)));
		prefix.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		prefix.addAll(processorOptions(processors));
		BaselineFigures wide = Baseline.median(prefix, agent, javaArgs, timeLimit, spec.commandLine().getErr(),
				baselineRuns, "without the recorder on " + k + " processors");
		return wide == null ? null : "compilerswide=" + k + ":" + wide.compilers()
				+ (wide.programMillis() == null ? "" : ",programwide=" + wide.programMillis());
	}

	/**
	 * The processors of the second run without the recorder: as many as the program sees, at most {@code machine},
	 * for a recording pinned to one CPU; 0 for none (not pinned, or fewer than two).
	 */
	static int wideCpus(boolean pinned, Integer seen, int machine) {
		int k = seen == null ? 1 : Math.min(seen, machine);
		return pinned && k >= 2 ? k : 0;
	}

	private String agentOptions(Path out, BaselineFigures alone, String wide) {
		if (out.toString().contains(",")) {
			throw new IllegalArgumentException("the trace file name may not contain ',': " + out);
		}
		StringBuilder b = new StringBuilder("output=").append(out.toAbsolutePath());
		if (timeLimit > 0) {
			b.append(",timelimit=").append(timeLimit);
		}
		if (!includes.isEmpty()) {
			b.append(",include=").append(String.join(";", includes));
		}
		if (!excludes.isEmpty()) {
			b.append(",exclude=").append(String.join(";", excludes));
		}
		if (alone != null) {
			b.append(',').append(alone.agentOptions());
		}
		if (wide != null) {
			b.append(',').append(wide);
		}
		return b.toString();
	}

	/**
	 * Whether java runs the program from the class path ({@link AgentLaunch#classPathProgram}), with the options the
	 * java launcher adds from {@code JDK_JAVA_OPTIONS}.
	 */
	static boolean classPathProgram(List<String> javaArgs) {
		List<String> all = new ArrayList<>(javaArgs);
		String env = System.getenv("JDK_JAVA_OPTIONS");
		if (env != null && !env.isBlank()) {
			all.addAll(List.of(env.strip().split("\\s+")));
		}
		return AgentLaunch.classPathProgram(all);
	}

	/** The JVM options that make the program see {@code n} processors; none for {@code null} (not given). */
	static List<String> processorOptions(Integer n) {
		if (n == null) {
			return List.of();
		}
		if (n < 1 || n > CpuCounts.LARGEST) {
			throw new IllegalArgumentException("--processors must lie between 1 and " + CpuCounts.LARGEST + ", was "
					+ n);
		}
		return List.of("-XX:ActiveProcessorCount=" + n);
	}

	/** Refuses a time limit that is not 0 (none) or a number of seconds up to a year: NaN or -1 set none silently. */
	static void requireTimeLimit(double seconds) {
		if (seconds != 0 && !(seconds > 0 && seconds <= MAX_TIME_LIMIT)) {
			throw new IllegalArgumentException("--time-limit must be a number of seconds above 0 and at most "
					+ (long) MAX_TIME_LIMIT + " (a year), or 0 for none, was " + seconds);
		}
	}

	/** The JVM options that record execution samples into {@code jfr} (see {@link JfrSamples#jvmOptions}). */
	static List<String> jfrOptions(Path jfr, int periodMillis) {
		if (periodMillis < 1) {
			throw new IllegalArgumentException("--sample-period must be at least 1 ms, was " + periodMillis);
		}
		return JfrSamples.jvmOptions(jfr, periodMillis);
	}

	/** The agent jar: -Dforesight.agent.jar (set by the foresight script) or $FORESIGHT_AGENT_JAR. */
	static Path agentJar() {
		String jar = System.getProperty("foresight.agent.jar", "");
		if (jar.isBlank()) {
			jar = System.getenv().getOrDefault("FORESIGHT_AGENT_JAR", "");
		}
		if (jar.isBlank()) {
			throw new IllegalStateException("no agent jar: set -Dforesight.agent.jar or FORESIGHT_AGENT_JAR "
					+ "(the foresight script does this after building bundles/dev.foresight.agent)");
		}
		Path p = Path.of(jar);
		if (!Files.isRegularFile(p)) {
			throw new IllegalStateException("agent jar not found: " + p);
		}
		return p;
	}

	/** {@code <main class or jar>-<timestamp>.ftrace}, after the first java argument that is not an option. */
	static String defaultName(List<String> args) {
		String name = "trace";
		for (int i = 0; i < args.size(); i++) {
			String a = args.get(i);
			if (a.equals("-cp") || a.equals("-classpath") || a.equals("--class-path") || a.equals("-p")
					|| a.equals("--module-path")) {
				i++;
			} else if (a.equals("-jar") && i + 1 < args.size()) {
				name = new File(args.get(i + 1)).getName().replaceFirst("\\.jar$", "");
				break;
			} else if (!a.startsWith("-")) {
				name = a.substring(a.lastIndexOf('.') + 1);
				break;
			}
		}
		return name + "-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".ftrace";
	}
}
