/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.nio.file.Path;
import java.util.List;

/**
 * How a program is started under Foresight's recording agent, for every launcher (the command line's {@code record},
 * the IDE's "Record Threads" mode), and how its run without the recorder (the baseline) is started and read.
 */
public final class AgentLaunch {

	private AgentLaunch() {
	}

	/**
	 * The JVM options that start the agent in {@code agentJar} with {@code arguments} ({@code output=FILE,...}): the
	 * jar is also on the boot class path from the start, so that the agent need not append it at run time, which
	 * costs the program class data sharing for its own classes and prints a warning into its error output.
	 * <p>
	 * For a program whose main class comes from the class path ({@link #classPathProgram}) the agent is loaded as
	 * {@code -agentlib:instrument=JAR=ARGUMENTS}, which is what {@code -javaagent} does without also adding
	 * java.instrument to the root modules (a class path program resolves it anyway): that addition makes the JVM's
	 * options differ from those the JDK's class data sharing archive was made with, and the JVM then builds its module
	 * graph instead of mapping it from the archive, 15 to 25 ms of every recording's start. A program run as a module
	 * would not resolve java.instrument, and its JVM would abort, hence {@code -javaagent} there.
	 */
	public static List<String> jvmOptions(Path agentJar, String arguments, boolean classPathProgram) {
		return List.of("-Xbootclasspath/a:" + agentJar,
				(classPathProgram ? "-agentlib:instrument=" : "-javaagent:") + agentJar + "=" + arguments);
	}

	/**
	 * Whether the arguments to java (options, main class, the program's arguments) start a program from the class
	 * path with the JDK's default root modules: none of them runs a module ({@code -m}, {@code --module}), limits the
	 * modules or reads more arguments from a file ({@code @FILE}). A program argument that looks like one of those
	 * only costs the faster start.
	 */
	public static boolean classPathProgram(List<String> javaArguments) {
		for (String a : javaArguments) {
			if (a.equals("-m") || a.equals("--module") || a.startsWith("--module=") || a.startsWith("--limit-modules")
					|| a.startsWith("@")) {
				return false;
			}
		}
		return true;
	}

	/**
	 * The JVM options of the baseline: the agent instruments nothing and, at the JVM's end, writes the JIT compilers'
	 * CPU time and the program's to {@code file}, which {@link BaselineFigures#read} reads.
	 */
	public static List<String> baselineOptions(Path agentJar, Path file, boolean classPathProgram) {
		return jvmOptions(agentJar, "baseline=" + file.toAbsolutePath(), classPathProgram);
	}
}
