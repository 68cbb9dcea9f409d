/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import dev.foresight.core.InputFiles;

/**
 * What Eclipse's JUnit runner said on its standard output in console mode ({@code -junitconsole}, which
 * {@link RecordedCommand} adds): its exit code is 0 whatever happened, so a run that measured failing tests, or none,
 * is told by its messages ({@code %FAILED}, {@code %ERROR}, and {@code %RUNTIME} at the end of a run).
 */
final class JUnitConsoleOutput {

	private static final String FAILED = "%FAILED ";
	private static final String ERROR = "%ERROR  ";
	private static final String RUN_END = "%RUNTIME";

	private JUnitConsoleOutput() {
	}

	/** Why the run of {@code output} does not measure the tests passing, or {@code null} when it does. */
	static String problem(Path output) throws IOException {
		// the tests' own output is in it too, in whatever bytes they printed
		List<String> lines = InputFiles.outputLines(output);
		for (String line : lines) {
			if (line.startsWith(FAILED) || line.startsWith(ERROR)) {
				// "%FAILED 3,name(class)": the test's id, then its name
				String test = line.substring(FAILED.length()).strip();
				return "a test failed: " + test.substring(test.indexOf(',') + 1);
			}
		}
		return lines.stream().anyMatch(l -> l.startsWith(RUN_END)) ? null : "the JUnit runner ran no tests";
	}
}
