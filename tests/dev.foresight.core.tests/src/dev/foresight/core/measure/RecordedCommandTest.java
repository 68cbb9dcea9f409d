/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.TraceHeader;

/** The recorded command line less the recorder's options ({@link RecordedCommand}). */
class RecordedCommandTest {

	private static TraceHeader header(Map<String, String> properties) {
		return new TraceHeader(1, "jvm", "os", 2, 0, List.of(), List.of(), properties);
	}

	@Test
	@DisplayName("the agent, its boot class path entry and JFR's sampling go; the program's options and arguments stay")
	void recorderOptionsGo() {
		String line = String.join("\u001f", "/jdk/bin/java", "-XX:ActiveProcessorCount=4",
				"-Xbootclasspath/a:/f/agent.jar",
				"-agentlib:instrument=/f/agent.jar=output=/p/t.ftrace,timelimit=5", "-XX:+UnlockDiagnosticVMOptions",
				"-XX:+DebugNonSafepoints", "-Xlog:jfr+startup=off",
				"-XX:StartFlightRecording:settings=none,+jdk.ExecutionSample#enabled=true,filename=/p/t.ftrace.jfr",
				"-XX:FlightRecorderOptions:repository=/p/t.ftrace.jfr.d", "-Xmx1g", "-cp", "classes", "app.Main",
				"-javaagent:x.jar=output=y", "-Xbootclasspath/a:/f/agent.jar");
		RecordedCommand c = RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line, RecordedCommand.DIR,
				"/p"))).orElseThrow();
		assertEquals("/jdk/bin/java", c.java());
		// the processors the program saw stay, so that its pools have the size they had in the trace
		assertEquals(List.of("-XX:ActiveProcessorCount=4", "-XX:+UnlockDiagnosticVMOptions", "-Xmx1g", "-cp",
				"classes", "app.Main", "-javaagent:x.jar=output=y", "-Xbootclasspath/a:/f/agent.jar"), c.javaArgs());
		assertEquals(Path.of("/p"), c.dir());
		assertEquals(Map.of(), c.environment());
	}

	@Test
	@DisplayName("a command line to read: long words cut, the words beyond the most counted")
	void abbreviated() {
		List<String> words = List.of("-cp", "a".repeat(70), "Main", "x", "y");
		assertEquals("-cp " + "a".repeat(60) + "... Main x y", RecordedCommand.abbreviated(words, 60, 5));
		assertEquals("-cp aaaa... Main ... and 2 more arguments", RecordedCommand.abbreviated(words, 4, 3));
		assertEquals("-cp ... and 1 more argument", RecordedCommand.abbreviated(words.subList(0, 2), 4, 1));
		assertEquals("", RecordedCommand.abbreviated(List.of(), 4, 3));
	}

	@Test
	@DisplayName("an IDE's JUnit run reports to its standard output when it runs again: the JUnit view's port is gone")
	void junitRunner() {
		String line = String.join("\u001f", "java", "-javaagent:/a.jar=output=t.ftrace", "-cp", "bin:junit.jar",
				RecordedCommand.JUNIT_RUNNER, "-version", "3", "-port", "40123", "-testLoaderClass", "Loader",
				"-classNames", "sample.PrimeCounterTest");
		assertEquals(List.of("-cp", "bin:junit.jar", RecordedCommand.JUNIT_RUNNER, "-junitconsole", "-version", "3",
				"-port", "40123", "-testLoaderClass", "Loader", "-classNames", "sample.PrimeCounterTest"),
				RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow().javaArgs());
		// another program's -port stays
		line = String.join("\u001f", "java", "-cp", "bin", "app.Server", "-port", "8080");
		assertEquals(List.of("-cp", "bin", "app.Server", "-port", "8080"),
				RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow().javaArgs());
	}

	@Test
	@DisplayName("a command whose launcher read its options from an argument file says so, and does not run again")
	void argumentFile() {
		String line = String.join("\u001f", "java", "@build/Main-args-1.txt");
		RecordedCommand c = RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow();
		assertEquals("@build/Main-args-1.txt", c.argumentFile());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new ProgramRuns(c, 0));
		assertEquals(ProgramRuns.ARGUMENT_FILE + "@build/Main-args-1.txt", e.getMessage());
		// a program's own argument that starts with @ is no argument file of the launcher's
		line = String.join("\u001f", "java", "-cp", "bin", "app.Main", "@user");
		assertEquals(null, RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow()
				.argumentFile());
	}

	@Test
	@DisplayName("the files the recording kept come back by the path the arguments name them with")
	void keptFiles() {
		String line = String.join("\u001f", "java", "-cp", "bin", RecordedCommand.JUNIT_RUNNER, "-testNameFile",
				"names.txt", "-port", "1");
		RecordedCommand c = RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line, RecordedCommand.FILE
				+ "names.txt", "p.ATest\n", RecordedCommand.ARGFILES, "@args.txt"))).orElseThrow();
		assertEquals(Map.of("names.txt", "p.ATest\n"), c.files());
		assertEquals(List.of("-cp", "bin", RecordedCommand.JUNIT_RUNNER, "-junitconsole", "-testNameFile", "names.txt",
				"-port", "1"), c.javaArgs());
		assertEquals(null, c.argumentFile());
	}

	@Test
	@DisplayName("the environment variables the launcher set come back in their order, values with = and spaces too")
	void environment() {
		RecordedCommand c = RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, "java\u001fMain",
				RecordedCommand.ENV, "B=1\u001fA=x = y \u001fEMPTY="))).orElseThrow();
		assertEquals(List.of("B", "A", "EMPTY"), List.copyOf(c.environment().keySet()));
		assertEquals("x = y ", c.environment().get("A"));
		assertEquals("", c.environment().get("EMPTY"));
		assertFalse(c.environmentOnly());
		assertTrue(RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, "java\u001fMain", RecordedCommand.ENV_ONLY,
				"true"))).orElseThrow().environmentOnly());
	}

	@Test
	@DisplayName("a jar program keeps its arguments; a trace without the command has none")
	void jarAndNone() {
		String line = String.join("\u001f", "java", "-javaagent:/a.jar=output=t.ftrace", "-jar", "app.jar",
				"-Xbootclasspath/a:/a.jar");
		RecordedCommand c = RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow();
		assertEquals(List.of("-jar", "app.jar", "-Xbootclasspath/a:/a.jar"), c.javaArgs());
		// a class path option's value is no main class: the agent after it is still the recorder's
		line = String.join("\u001f", "java", "-cp", "lib", "-javaagent:/a.jar=output=t.ftrace", "Main");
		assertEquals(List.of("-cp", "lib", "Main"),
				RecordedCommand.of(header(Map.of(RecordedCommand.CMDLINE, line))).orElseThrow().javaArgs());
		assertEquals(Path.of("."), c.dir());
		assertTrue(RecordedCommand.of(header(Map.of())).isEmpty());
	}
}
