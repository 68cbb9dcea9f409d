/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The command-line contract of the top-level command. */
class MainTest {

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
