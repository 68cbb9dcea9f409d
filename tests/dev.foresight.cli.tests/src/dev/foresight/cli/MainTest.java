/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** The command-line contract of the top-level command. */
class MainTest {

	@TempDir
	Path dir;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	@Test
	void helpListsUsageAndExitsZero() {
		assertEquals(0, run("--help"));
		assertTrue(out.toString().startsWith("Usage: foresight"), out.toString());
		assertTrue(out.toString().contains("--version"), out.toString());
	}

	@Test
	void versionNamesTheBundleVersion() {
		assertEquals(0, run("--version"));
		assertTrue(out.toString().matches("(?s)foresight 1\\.0\\.0\\.\\S+\\R.*"), out.toString());
	}

	@Test
	@DisplayName("a user's error is one line; a defect of Foresight says so and where, with its stack trace")
	void failuresAreReportedByWhoCanActOnThem() {
		PrintWriter w = new PrintWriter(err, true);
		assertEquals(1, Main.report(new IllegalArgumentException("t.ftrace: not a trace"), w));
		assertEquals("foresight: t.ftrace: not a trace", err.toString().strip());
		err.getBuffer().setLength(0);
		assertEquals(1, Main.report(new ArrayIndexOutOfBoundsException("Index 7 out of bounds for length 7"), w));
		String report = err.toString();
		assertTrue(report.startsWith("foresight: internal error, please report it with the lines below: "
				+ "java.lang.ArrayIndexOutOfBoundsException: Index 7 out of bounds for length 7"), report);
		assertTrue(report.contains("at dev.foresight.cli.MainTest.failuresAreReportedByWhoCanActOnThem"), report);
		err.getBuffer().setLength(0);
		assertEquals(1, Main.report(new OutOfMemoryError("Java heap space"), w));
		assertTrue(err.toString().contains("--stream"), err.toString());
		err.getBuffer().setLength(0);
		// a stack overflow is a defect too, with the first frames of its recursion, not a thousand
		assertEquals(1, Main.report(overflow(0), w));
		List<String> lines = err.toString().lines().toList();
		assertEquals("foresight: internal error, please report it with the lines below: the stack overflowed",
				lines.get(0));
		assertEquals(13, lines.size(), err.toString());
		assertTrue(lines.get(1).startsWith("\tat dev.foresight.cli.MainTest.overflow("), lines.get(1));
	}

	private static StackOverflowError overflow(int depth) {
		try {
			return overflow(depth + 1);
		} catch (StackOverflowError e) {
			return e;
		}
	}

	/**
	 * A command that runs out of heap, in a JVM of its own as the foresight script starts it: the one line that says
	 * what to do, where the error went past picocli's handler to the JVM's "Exception in thread main".
	 */
	@Test
	void runningOutOfMemoryIsOneLineThatSaysWhatToDo() throws Exception {
		int events = 1_000_000;
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		for (int i = 1; i < events; i++) {
			main.add(i % 2 == 1 ? EventKind.MONITOR_ENTER : EventKind.MONITOR_EXIT, 1, -1, 100, 100L * i, 0, 0);
		}
		main.add(EventKind.THREAD_END, -1, -1, 0, 100L * events, 0, 0);
		Path trace = dir.resolve("big.ftrace");
		FtraceWriter.write(new Trace(new TraceHeader(1, "jvm", "os", 2, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false)), List.of(), Map.of()),
				List.of(main.build())), trace);
		String classPath = String.join(File.pathSeparator, location(Main.class), location(Trace.class),
				location(picocli.CommandLine.class), location(com.google.gson.Gson.class));
		Path errFile = dir.resolve("err.txt");
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx24m",
				"-cp", classPath, Main.class.getName(), "critical-path", trace.toString(), "--cpus", "2")
				.redirectError(errFile.toFile()).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
		assertTrue(p.waitFor(60, TimeUnit.SECONDS), "the command did not end");
		String report = Files.readString(errFile);
		assertEquals(1, p.exitValue(), report);
		assertTrue(report.startsWith("foresight: out of memory: give the JVM more heap"), report);
		assertFalse(report.contains("Exception in thread"), report);
	}

	private static String location(Class<?> c) throws Exception {
		return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
	}

	@Test
	void unknownOptionIsAnErrorWithUsage() {
		assertEquals(2, run("--no-such-option"));
		assertTrue(err.toString().contains("Unknown option: '--no-such-option'"), err.toString());
	}

	@Test
	void noCommandIsAnError() {
		assertEquals(2, run());
		assertTrue(err.toString().contains("Missing command"), err.toString());
	}
}
