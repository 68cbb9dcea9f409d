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

	/** The JVM option, quoted for Eclipse's argument parser when a path holds spaces. */
	public static String javaAgentOption(File agentJar, File trace, Options options) {
		StringBuilder args = new StringBuilder("output=").append(trace.getAbsolutePath());
		if (options.timeLimitSeconds() > 0) {
			args.append(",timelimit=").append(options.timeLimitSeconds());
		}
		if (!options.excludes().isBlank()) {
			args.append(",exclude=").append(options.excludes().replace(',', ';').replaceAll("\\s+", ""));
		}
		String option = "-javaagent:" + agentJar.getAbsolutePath() + '=' + args;
		return option.indexOf(' ') >= 0 ? '"' + option + '"' : option;
	}
}
