/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.instrument;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The agent options, comma-separated {@code key=value} pairs: {@code output} (trace file, default
 * {@code foresight.ftrace}), {@code include} and {@code exclude} (class name prefixes separated by {@code ;}),
 * {@code timelimit} (seconds; on expiry the trace is closed, deadlocks are reported and the JVM exits with 124),
 * {@code cache} (the directory of rewritten classes kept between recordings, {@link ClassCache}, or {@code off};
 * default {@code $XDG_CACHE_HOME/foresight/classes}, else {@code ~/.cache/foresight/classes}), {@code compilers}
 * (the JIT compiler threads' CPU time of a run of the same program without the recorder, milliseconds separated by
 * {@code ;}, written to the trace as {@code jvm.compiler.cpu.baseline.ms}), {@code compilerswide} (the same of a
 * second such run on more processors, {@code K:MS;MS...}, written as {@code jvm.compiler.cpu.baseline.wide.ms} and
 * {@code .wide.cpus}), {@code program} (the program's threads' CPU time in milliseconds of that run without the
 * recorder, {@code ProgramCpu}, written as {@code program.cpu.baseline.ms}), {@code programwide} (the same of the
 * second run, written as {@code program.cpu.baseline.wide.ms}), {@code env} (names of environment
 * variables, separated by {@code ;}, whose values the program's launcher set and the trace keeps to run it again,
 * {@link ProgramCommand}), {@code envonly} ({@code true}: the launcher gave the program those variables alone, not its
 * own environment too), {@code baseline} (a file: record nothing, only write the compiler threads' and the program's
 * CPU time of this run there at its end, {@code BaselineRun}).
 *
 * @param output the trace file
 * @param includes classes to instrument (empty: all application classes)
 * @param excludes classes never instrumented
 * @param timeLimitSeconds 0 for none
 * @param cache the class cache's directory, {@code null} for none
 * @param compilersAlone the compilers' CPU time without the recorder, {@code ,}-separated, or {@code null}
 * @param compilersWide the same on {@code wideCpus} processors, or {@code null}
 * @param wideCpus the processors of the run of {@code compilersWide}
 * @param programAlone the program's CPU time without the recorder (milliseconds), or {@code null}
 * @param programWide the same on {@code wideCpus} processors, or {@code null}
 * @param baseline where a run without the recorder writes its compilers' CPU time, or {@code null}: a recording
 * @param environment the environment variables to keep in the trace
 * @param environmentOnly whether the program had those variables alone
 */
public record AgentOptions(Path output, List<String> includes, List<String> excludes, double timeLimitSeconds,
		Path cache, String compilersAlone, String compilersWide, int wideCpus, String programAlone, String programWide,
		Path baseline, List<String> environment, boolean environmentOnly) {

	/** Parses an agent argument string. */
	public static AgentOptions parse(String args) {
		Path output = Path.of("foresight.ftrace");
		List<String> inc = new ArrayList<>();
		List<String> exc = new ArrayList<>();
		double limit = 0;
		Path cache = defaultCache();
		String compilers = null;
		String wide = null;
		int wideCpus = 0;
		String program = null;
		String programWide = null;
		Path baseline = null;
		List<String> env = new ArrayList<>();
		boolean envOnly = false;
		for (String part : (args == null ? "" : args).split(",")) {
			int eq = part.indexOf('=');
			if (part.isBlank()) {
				continue;
			}
			if (eq < 0) {
				throw new IllegalArgumentException("foresight agent: option without value: " + part);
			}
			String key = part.substring(0, eq).trim();
			String value = part.substring(eq + 1).trim();
			switch (key) {
			case "output" -> output = Path.of(value);
			case "include" -> inc.addAll(list(value));
			case "exclude" -> exc.addAll(list(value));
			case "timelimit" -> limit = Double.parseDouble(value);
			case "cache" -> cache = cacheOption(value);
			case "compilers" -> compilers = compilerList(value);
			case "compilerswide" -> {
				int colon = value.indexOf(':');
				wideCpus = colon < 0 ? 0 : Integer.parseInt(value.substring(0, colon).trim());
				if (wideCpus < 2) {
					throw new IllegalArgumentException("foresight agent: compilerswide: not K:MS;MS with K >= 2: "
							+ value);
				}
				wide = compilerList(value.substring(colon + 1));
			}
			case "program" -> program = millis(key, value);
			case "programwide" -> programWide = millis(key, value);
			case "baseline" -> baseline = Path.of(value);
			case "env" -> env.addAll(list(value));
			case "envonly" -> envOnly = Boolean.parseBoolean(value);
			default -> throw new IllegalArgumentException("foresight agent: unknown option " + key);
			}
		}
		return new AgentOptions(output, inc, exc, limit, cache, compilers, wide, wideCpus, program, programWide,
				baseline, env, envOnly);
	}

	/** The {@code program} and {@code programwide} options: non-negative milliseconds. */
	private static String millis(String key, String value) {
		if (!value.matches("\\d+(\\.\\d+)?")) {
			throw new IllegalArgumentException("foresight agent: " + key + ": not milliseconds: " + value);
		}
		return value;
	}

	/** The {@code compilers} option as the trace property's list: non-negative milliseconds. */
	private static String compilerList(String value) {
		List<String> ms = list(value);
		for (String m : ms) {
			double v = Double.parseDouble(m);
			if (!(v >= 0) || Double.isInfinite(v)) {
				throw new IllegalArgumentException("foresight agent: compilers: not a time in ms: " + m);
			}
		}
		return String.join(",", ms);
	}

	private static Path cacheOption(String value) {
		if (value.isEmpty()) {
			throw new IllegalArgumentException("foresight agent: cache needs a directory, or off");
		}
		return value.equals("off") ? null : Path.of(value);
	}

	private static Path defaultCache() {
		String xdg = System.getenv("XDG_CACHE_HOME");
		if (xdg != null && !xdg.isBlank()) {
			return Path.of(xdg, "foresight", "classes");
		}
		String home = System.getProperty("user.home");
		return home == null || home.isBlank() ? null : Path.of(home, ".cache", "foresight", "classes");
	}

	private static List<String> list(String v) {
		List<String> out = new ArrayList<>();
		for (String s : v.split(";")) {
			if (!s.isBlank()) {
				out.add(s.trim());
			}
		}
		return out;
	}
}
