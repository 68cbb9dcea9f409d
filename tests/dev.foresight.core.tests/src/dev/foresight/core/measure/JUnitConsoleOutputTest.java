/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The JUnit runner's console messages are found among what the tests themselves printed, in whatever bytes they
 * printed: a test's ISO-8859-1 output made the strict UTF-8 reading fail with "Input length = 1".
 */
class JUnitConsoleOutputTest {

	@TempDir
	Path dir;

	@Test
	void aPassingRunIsToldAmongOutputThatIsNotUtf8() throws IOException {
		Path out = write("%TESTC  1 v2\n", "caf\u00e9 printed by a test\n", "%RUNTIME12\n");
		assertNull(JUnitConsoleOutput.problem(out));
	}

	@Test
	void aFailedTestIsNamedAmongOutputThatIsNotUtf8() throws IOException {
		Path out = write("caf\u00e9\n", "%FAILED 2,counts(sample.CounterTest)\n", "%RUNTIME12\n");
		assertEquals("a test failed: counts(sample.CounterTest)", JUnitConsoleOutput.problem(out));
	}

	@Test
	void aRunWithoutItsEndRanNoTests() throws IOException {
		assertEquals("the JUnit runner ran no tests", JUnitConsoleOutput.problem(write("caf\u00e9\n")));
	}

	/** The lines in ISO-8859-1, as a test on a JVM with that default charset prints them. */
	private Path write(String... lines) throws IOException {
		ByteArrayOutputStream b = new ByteArrayOutputStream();
		for (String l : lines) {
			b.writeBytes(l.getBytes(StandardCharsets.ISO_8859_1));
		}
		return Files.write(dir.resolve("out.txt"), b.toByteArray());
	}
}
