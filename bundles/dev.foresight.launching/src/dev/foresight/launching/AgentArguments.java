/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;

/** Builds the {@code -javaagent} option that starts the Foresight agent with its recording options. */
public final class AgentArguments {

	/**
	 * Recording options of a launch.
	 *
	 * @param timeLimitSeconds recording time limit, 0 for none
	 * @param excludes comma-separated class name patterns left uninstrumented, or empty
	 */
	public record Options(int timeLimitSeconds, String excludes) {
	}

	private AgentArguments() {
	}

	/**
	 * The JVM options, each quoted for Eclipse's argument parser when a path holds spaces: the agent's jar on the boot
	 * class path from the start (the agent then need not append it at run time, which costs the program class data
	 * sharing and prints a warning into its error output), and the agent with its options.
	 */
	public static String javaAgentOptions(File agentJar, File trace, Options options) {
		StringBuilder args = new StringBuilder("output=").append(trace.getAbsolutePath());
		if (options.timeLimitSeconds() > 0) {
			args.append(",timelimit=").append(options.timeLimitSeconds());
		}
		if (!options.excludes().isBlank()) {
			args.append(",exclude=").append(options.excludes().replace(',', ';').replaceAll("\\s+", ""));
		}
		return quoted("-Xbootclasspath/a:" + agentJar.getAbsolutePath()) + ' '
				+ quoted("-javaagent:" + agentJar.getAbsolutePath() + '=' + args);
	}

	private static String quoted(String option) {
		return option.indexOf(' ') >= 0 ? '"' + option + '"' : option;
	}
}
