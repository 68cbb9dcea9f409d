/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

import dev.foresight.core.trace.AgentLaunch;
import dev.foresight.core.trace.BaselineFigures;

/** Builds the JVM options that start the Foresight agent with a launch's recording options. */
public final class AgentArguments {

	/**
	 * Recording options of a launch.
	 *
	 * @param timeLimitSeconds recording time limit, 0 for none
	 * @param excludes comma-separated class name patterns left uninstrumented, or empty
	 * @param baseline what a run without the recorder measured ({@link BaselineFigures#read}), or {@code null}
	 * @param environment the names of the environment variables the launch sets, kept in the trace so that the
	 *            program can run again as it was started (the trace editor's Measure)
	 * @param environmentOnly whether the launch gives the program those variables alone (the Environment tab's
	 *            "Replace native environment")
	 */
	public record Options(int timeLimitSeconds, String excludes, BaselineFigures baseline,
			Collection<String> environment, boolean environmentOnly) {
	}

	private AgentArguments() {
	}

	/**
	 * The JVM options that start the agent ({@link AgentLaunch}), each quoted for Eclipse's argument parser;
	 * {@code classPathProgram} as {@link AgentLaunch#classPathProgram} says.
	 */
	public static String javaAgentOptions(File agentJar, File trace, Options options, boolean classPathProgram) {
		StringBuilder args = new StringBuilder("output=").append(trace.getAbsolutePath());
		if (options.timeLimitSeconds() > 0) {
			args.append(",timelimit=").append(options.timeLimitSeconds());
		}
		if (!options.excludes().isBlank()) {
			args.append(",exclude=").append(options.excludes().replace(',', ';').replaceAll("\\s+", ""));
		}
		if (options.baseline() != null) {
			args.append(',').append(options.baseline().agentOptions());
		}
		// the agent's options separate by ',' and ';': a name holding either is not kept
		List<String> names = options.environment().stream().filter(n -> n.matches("[^,;=\\s]+")).sorted().toList();
		if (!names.isEmpty()) {
			args.append(",env=").append(String.join(";", names));
		}
		if (options.environmentOnly()) {
			args.append(",envonly=true");
		}
		return joined(AgentLaunch.jvmOptions(agentJar.getAbsoluteFile().toPath(), args.toString(), classPathProgram));
	}

	/** The JVM options of a run without the recorder that writes its compilers' CPU time to {@code file}. */
	public static String baselineOptions(File agentJar, Path file, boolean classPathProgram) {
		return joined(AgentLaunch.baselineOptions(agentJar.getAbsoluteFile().toPath(), file, classPathProgram));
	}

	private static String joined(List<String> options) {
		return options.stream().map(AgentArguments::quoted).collect(Collectors.joining(" "));
	}

	/** The option in double quotes when it holds a space (a path). */
	private static String quoted(String option) {
		return option.indexOf(' ') >= 0 ? '"' + option + '"' : option;
	}
}
