/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.AgentLaunch;

/** The JVM options {@code record} adds: the agent's, execution samples, the processors the program sees. */
class RecordSamplesTest {

	@Test
	void onlyExecutionSamplesAreEnabledWithExactPlaces() {
		Path jfr = Path.of("run.ftrace.jfr").toAbsolutePath();
		// debug information at every instruction, so that a sample in an inlined method names that method; JFR's
		// chunks beside the file, for a JVM that ends without writing it
		assertEquals(List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints", "-Xlog:jfr+startup=off",
				"-XX:StartFlightRecording:settings=none,"
				+ "+jdk.ExecutionSample#enabled=true,+jdk.ExecutionSample#period=20ms,dumponexit=true,filename=" + jfr,
				"-XX:FlightRecorderOptions:repository=" + jfr + ".d"),
				RecordCommand.jfrOptions(Path.of("run.ftrace.jfr"), 20));
	}

	@Test
	void aPeriodBelowOneMillisecondIsRefused() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> RecordCommand.jfrOptions(Path.of("r.jfr"), 0));
		assertEquals("--sample-period must be at least 1 ms, was 0", e.getMessage());
	}

	@Test
	void processorsSetTheCountTheProgramSees() {
		assertEquals(List.of("-XX:ActiveProcessorCount=16"), RecordCommand.processorOptions(16));
		assertEquals(List.of(), RecordCommand.processorOptions(null));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> RecordCommand.processorOptions(0));
		assertEquals("--processors must lie between 1 and 65536, was 0", e.getMessage());
		assertThrows(IllegalArgumentException.class, () -> RecordCommand.processorOptions(65_537));
		assertEquals(List.of("-XX:ActiveProcessorCount=65536"), RecordCommand.processorOptions(65_536));
	}

	@Test
	void aTimeLimitIsSecondsUpToAYearOrNone() {
		RecordCommand.requireTimeLimit(0);
		RecordCommand.requireTimeLimit(1.5);
		// found by trying the command line: these set no limit, silently
		for (double bad : new double[] { -1, Double.NaN, Double.POSITIVE_INFINITY, 31_536_001 }) {
			IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
					() -> RecordCommand.requireTimeLimit(bad));
			assertTrue(e.getMessage().startsWith("--time-limit must be a number of seconds above 0 and at most "
					+ "31536000 (a year), or 0 for none, was "), e.getMessage());
		}
	}

	@Test
	void theAgentsJarIsOnTheBootClassPathFromTheStart() {
		Path jar = Path.of("lib", "agent.jar");
		// the agent then appends nothing at run time (the agent's BootClassPathRecordingTest: no warning from the JVM)
		assertEquals(List.of("-Xbootclasspath/a:" + jar, "-agentlib:instrument=" + jar + "=output=t.ftrace"),
				AgentLaunch.jvmOptions(jar, "output=t.ftrace", RecordCommand.classPathProgram(List.of("Main"))));
		assertEquals(List.of("-Xbootclasspath/a:" + jar, "-javaagent:" + jar + "=output=t.ftrace"),
				AgentLaunch.jvmOptions(jar, "output=t.ftrace", RecordCommand.classPathProgram(List.of("-m", "m/a.B"))));
	}
}
