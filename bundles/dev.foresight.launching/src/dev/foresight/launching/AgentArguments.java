/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.File;
import java.util.stream.Collectors;

import dev.foresight.core.trace.AgentLaunch;

/** Builds the JVM options that start the Foresight agent with a launch's recording options. */
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

	/** The JVM options that start the agent ({@link AgentLaunch}), each quoted for Eclipse's argument parser. */
	public static String javaAgentOptions(File agentJar, File trace, Options options) {
		StringBuilder args = new StringBuilder("output=").append(trace.getAbsolutePath());
		if (options.timeLimitSeconds() > 0) {
			args.append(",timelimit=").append(options.timeLimitSeconds());
		}
		if (!options.excludes().isBlank()) {
			args.append(",exclude=").append(options.excludes().replace(',', ';').replaceAll("\\s+", ""));
		}
		return AgentLaunch.jvmOptions(agentJar.getAbsoluteFile().toPath(), args.toString()).stream()
				.map(AgentArguments::quoted).collect(Collectors.joining(" "));
	}

	/** The option in double quotes when it holds a space (a path). */
	private static String quoted(String option) {
		return option.indexOf(' ') >= 0 ? '"' + option + '"' : option;
	}
}
