/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * How a program is started under Foresight's recording agent, for every launcher (the command line's {@code record},
 * the IDE's "Record Threads" mode), and how its run without the recorder (the baseline) is started and read.
 */
public final class AgentLaunch {

	private static final String COMPILERS = "compilers=";

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

	/**
	 * The JVM options of the baseline: the agent instruments nothing and, at the JVM's end, writes the JIT compilers'
	 * CPU time to {@code file}, which {@link #readBaseline} reads.
	 */
	public static List<String> baselineOptions(Path agentJar, Path file) {
		return jvmOptions(agentJar, "baseline=" + file.toAbsolutePath());
	}

	/**
	 * The compilers' CPU time a baseline run wrote ({@code MS;MS}, milliseconds per compiler thread), which the recording's
	 * agent takes as its option {@code compilers=}; {@code null} when the run wrote none (not Linux, killed, or still
	 * running).
	 */
	public static String readBaseline(Path file) throws IOException {
		String line;
		try {
			line = Files.readString(file).strip();
		} catch (NoSuchFileException e) {
			return null;
		}
		if (!line.startsWith(COMPILERS) || line.length() == COMPILERS.length()) {
			return null;
		}
		String ms = line.substring(COMPILERS.length());
		return ms.matches("\\d+(\\.\\d+)?(;\\d+(\\.\\d+)?)*") ? ms : null;
	}
}
