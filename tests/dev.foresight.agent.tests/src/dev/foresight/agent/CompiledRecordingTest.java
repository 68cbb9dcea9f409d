/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.AllKinds;
import dev.foresight.core.trace.ftrace.FtraceReader;

/** The instrumented code must stay compilable: a method the JIT refuses runs interpreted for the whole run. */
class CompiledRecordingTest {

	@TempDir
	Path dir;

	@Test
	@DisplayName("the JIT finds the monitors of rewritten synchronized blocks balanced")
	void synchronizedBlocksStayCompilable() throws Exception {
		// -Xcomp compiles the test programs' methods at their first call, where the JIT's monitor analysis logs any
		// method it refuses (before the fix: AllKinds.monitors and notifyAllThree)
		List<String> jvm = List.of("-Xcomp", "-XX:CompileOnly=dev.foresight.agent.programs.*::*",
				"-Xlog:monitormismatch=info");
		Process p = Recordings.start(jvm, dir.resolve("t.ftrace"), "", AllKinds.class.getName());
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
		assertFalse(out.contains("Monitor mismatch"), out);
		assertTrue(FtraceReader.read(dir.resolve("t.ftrace")).closed());
	}
}
