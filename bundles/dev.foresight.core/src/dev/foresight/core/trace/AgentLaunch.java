/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.nio.file.Path;
import java.util.List;

/**
 * How a program is started under Foresight's recording agent, for every launcher (the command line's {@code record},
 * the IDE's "Record Threads" mode).
 */
public final class AgentLaunch {

	private AgentLaunch() {
	}

	/**
	 * The JVM options that start the agent in {@code agentJar} with {@code arguments} ({@code output=FILE,...}): the
	 * jar is also on the boot class path from the start, so that the agent need not append it at run time, which
	 * costs the program class data sharing for its own classes and prints a warning into its error output.
	 */
	public static List<String> jvmOptions(Path agentJar, String arguments) {
		return List.of("-Xbootclasspath/a:" + agentJar, "-javaagent:" + agentJar + "=" + arguments);
	}
}
