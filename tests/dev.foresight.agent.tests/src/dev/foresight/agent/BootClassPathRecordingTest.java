/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * Foresight's launchers put the agent's jar on the boot class path from the start ({@code -Xbootclasspath/a}) as well
 * as naming it with {@code -javaagent}: the agent then appends nothing to the boot class path at run time, which the
 * JVM would answer by giving up class data sharing for the other class loaders and printing a warning into the
 * program's error output. The recording is the same either way.
 */
class BootClassPathRecordingTest {

	/** What the JVM prints when a jar is appended to the boot class path at run time with sharing on. */
	private static final String SHARING_WARNING = "Sharing is only supported for boot loader classes";

	@Test
	void aJarOnTheBootClassPathFromTheStartIsNotAppendedAgain(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("boot.ftrace");
		Recordings.Run run = Recordings.run(List.of("-Xshare:auto", "-Xbootclasspath/a:" + Recordings.agentJar()),
				file, "", 60, "dev.foresight.agent.programs.AllKinds");
		assertEquals(0, run.exitCode(), run.stderr());
		assertFalse(run.stderr().contains(SHARING_WARNING), run.stderr());
		TraceReadResult r = FtraceReader.read(file);
		assertTrue(r.closed());
		assertEquals(List.of(), r.warnings());
		assertEquals(List.of(), TraceChecker.check(r.trace()));
		Recordings.assertContendedEntryLinked(r.trace());
	}
}
