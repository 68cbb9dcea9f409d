/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import dev.foresight.core.trace.TraceHeader;

/**
 * The command line a trace was recorded with, less what the recorder added to it, so that the program can run again
 * without the recorder and be measured ({@link ProgramRuns}): the agent writes its JVM's command line and working
 * directory into the header ({@code program.cmdline}, {@code program.dir}; Linux only), and the environment
 * variables its launcher set ({@code program.env}: an IDE launch configuration's).
 *
 * @param java the launcher the program ran with
 * @param javaArgs its arguments less the recorder's: the agent, its boot class path entry, and JFR's sampling
 * @param dir the working directory it ran in
 * @param environment the environment variables its launcher set, which a run again sets too
 * @param environmentOnly whether the program had those variables alone, not its launcher's environment too
 * @param files the content of files the arguments name that the launch deletes afterwards (Eclipse's JUnit runner's
 *        lists of tests), by the path the arguments give: a run again reads a copy of each
 */
public record RecordedCommand(String java, List<String> javaArgs, Path dir, Map<String, String> environment,
		boolean environmentOnly, Map<String, String> files) {

	/** The header property of the command line: the launcher, then its arguments, separated by U+001F. */
	public static final String CMDLINE = "program.cmdline";
	/** The header property of the working directory. */
	public static final String DIR = "program.dir";
	/** The header property of the environment variables the launcher set: NAME=VALUE separated by U+001F. */
	public static final String ENV = "program.env";
	/** The header property that says the program had those variables alone ({@code true}). */
	public static final String ENV_ONLY = "program.env.only";
	/** The header property naming the argument files ({@code @FILE}) whose words the command line holds instead. */
	public static final String ARGFILES = "program.argfiles";
	/** The prefix of the header properties holding a file the arguments name, followed by its path. */
	public static final String FILE = "program.file:";

	/** The main class of Eclipse's JUnit launches. */
	static final String JUNIT_RUNNER = "org.eclipse.jdt.internal.junit.runner.RemoteTestRunner";

	/** The launcher's options whose value is the next argument. */
	private static final Set<String> WITH_VALUE = Set.of("-cp", "-classpath", "--class-path", "-p", "--module-path",
			"--upgrade-module-path", "--add-modules", "--limit-modules", "--add-reads", "--add-exports", "--add-opens",
			"--patch-module", "--enable-native-access");

	/** A command run in its launcher's environment with {@code environment} added. */
	public RecordedCommand(String java, List<String> javaArgs, Path dir, Map<String, String> environment) {
		this(java, javaArgs, dir, environment, false);
	}

	/** A command that needs no file the recording kept. */
	public RecordedCommand(String java, List<String> javaArgs, Path dir, Map<String, String> environment,
			boolean environmentOnly) {
		this(java, javaArgs, dir, environment, environmentOnly, Map.of());
	}

	/** Defensive copies. */
	public RecordedCommand {
		javaArgs = List.copyOf(javaArgs);
		environment = Collections.unmodifiableMap(new LinkedHashMap<>(environment));
		files = Map.copyOf(files);
	}

	/**
	 * Why a trace whose header is {@code header} has no command ({@link #of} empty), for a message: "imported from a
	 * JDK Flight Recorder file", or "recorded by an older recorder, or not on Linux".
	 */
	public static String whyMissing(TraceHeader header) {
		return "jfr".equals(header.properties().get("import.source")) ? "imported from a JDK Flight Recorder file"
				: "recorded by an older recorder, or not on Linux";
	}

	/** The command of the trace whose header is {@code header}; empty when the recorder did not keep it. */
	public static Optional<RecordedCommand> of(TraceHeader header) {
		Map<String, String> p = header.properties();
		String line = p.get(CMDLINE);
		if (line == null || line.isEmpty()) {
			return Optional.empty();
		}
		List<String> words = Arrays.asList(line.split("\u001f", -1));
		String dir = p.getOrDefault(DIR, ".");
		Map<String, String> files = new LinkedHashMap<>();
		p.forEach((key, value) -> {
			if (key.startsWith(FILE)) {
				files.put(key.substring(FILE.length()), value);
			}
		});
		return Optional.of(new RecordedCommand(words.get(0),
				standalone(withoutRecorder(words.subList(1, words.size()))), Path.of(dir),
				environment(p.getOrDefault(ENV, "")), Boolean.parseBoolean(p.get(ENV_ONLY)), files));
	}

	/**
	 * {@code args} able to run without the IDE that launched them: Eclipse's JUnit runner reports to the JUnit view
	 * through a port that is closed after the run, so a run again reports to its standard output instead
	 * ({@code -junitconsole}, with the port it still asks for), which the measurement discards.
	 */
	static List<String> standalone(List<String> args) {
		int main = optionsEnd(args);
		if (main >= args.size() || !args.get(main).equals(JUNIT_RUNNER) || args.contains("-junitconsole")) {
			return args;
		}
		List<String> out = new ArrayList<>(args.subList(0, main + 1));
		out.add("-junitconsole");
		out.addAll(args.subList(main + 1, args.size()));
		return out;
	}

	private static Map<String, String> environment(String property) {
		Map<String, String> env = new LinkedHashMap<>();
		for (String pair : property.split("\u001f")) {
			int eq = pair.indexOf('=');
			if (eq > 0) {
				env.put(pair.substring(0, eq), pair.substring(eq + 1));
			}
		}
		return env;
	}

	/**
	 * The argument file the launcher read options from ({@code @FILE}, as Eclipse passes a long command line) that the
	 * recording could not keep (a recorder before it kept them, or a file it could not read), or {@code null}: the
	 * recorder's options may be in it, and the launch may have deleted it, so the command cannot run again as it is.
	 */
	public String argumentFile() {
		int end = optionsEnd(javaArgs);
		return end < javaArgs.size() && javaArgs.get(end).startsWith("@") ? javaArgs.get(end) : null;
	}

	/**
	 * {@code args} less the recorder's JVM options: {@code -javaagent:JAR=OPTIONS} or
	 * {@code -agentlib:instrument=JAR=OPTIONS} with the recorder's output option, the boot class path entry of that
	 * jar, and JFR's execution sampling with the diagnostic options it needs and its chunks' folder. The program's own
	 * options stay, its processor count ({@code -XX:ActiveProcessorCount}) too: the prediction replays the pools it
	 * sized by it.
	 */
	static List<String> withoutRecorder(List<String> args) {
		int end = optionsEnd(args);
		List<String> options = args.subList(0, end);
		String jar = null;
		boolean sampled = false;
		for (String a : options) {
			String agent = agentJar(a);
			jar = agent != null ? agent : jar;
			sampled |= a.startsWith("-XX:StartFlightRecording:settings=none,+jdk.ExecutionSample");
		}
		List<String> kept = new ArrayList<>();
		for (String a : options) {
			boolean recorders = agentJar(a) != null || jar != null && a.equals("-Xbootclasspath/a:" + jar)
					|| sampled && (a.startsWith("-XX:StartFlightRecording:settings=none,+jdk.ExecutionSample")
							|| a.equals("-Xlog:jfr+startup=off") || a.equals("-XX:+DebugNonSafepoints")
							|| a.startsWith("-XX:FlightRecorderOptions:repository="));
			if (!recorders) {
				kept.add(a);
			}
		}
		kept.addAll(args.subList(end, args.size()));
		return kept;
	}

	/**
	 * Words of a command line joined by spaces to be read, not run: each cut to {@code longest} characters and at
	 * most {@code most} of them, the rest counted (a compiler's run names hundreds of source files).
	 */
	public static String abbreviated(List<String> words, int longest, int most) {
		StringBuilder b = new StringBuilder();
		for (int i = 0; i < Math.min(most, words.size()); i++) {
			String w = words.get(i);
			b.append(i == 0 ? "" : " ").append(w.length() > longest ? w.substring(0, longest) + "..." : w);
		}
		int rest = words.size() - most;
		if (rest > 0) {
			b.append(" ... and ").append(rest).append(rest == 1 ? " more argument" : " more arguments");
		}
		return b.toString();
	}

	/**
	 * How many of the arguments to java {@code args} are the JVM's options: they end at the main class, {@code -jar}
	 * or {@code -m}; what follows is the program's.
	 */
	public static int optionsEnd(List<String> args) {
		int end = 0;
		while (end < args.size() && args.get(end).startsWith("-") && !args.get(end).equals("-jar")
				&& !args.get(end).equals("-m") && !args.get(end).equals("--module")) {
			end += WITH_VALUE.contains(args.get(end)) ? 2 : 1;
		}
		return Math.min(end, args.size());
	}

	/** The jar of {@code arg} when it attaches Foresight's recorder (its options start with output=), else null. */
	private static String agentJar(String arg) {
		String rest = arg.startsWith("-javaagent:") ? arg.substring("-javaagent:".length())
				: arg.startsWith("-agentlib:instrument=") ? arg.substring("-agentlib:instrument=".length()) : null;
		if (rest == null) {
			return null;
		}
		int eq = rest.indexOf('=');
		return eq > 0 && rest.startsWith("output=", eq + 1) ? rest.substring(0, eq) : null;
	}
}
