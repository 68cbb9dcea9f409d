/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.AllKinds;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The instrumented code must stay compilable: a method the JIT refuses runs interpreted for the whole run. And the
 * JIT's own CPU time, which no application thread's clock counts, is in the trace.
 */
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

	@Test
	@DisplayName("the quick compiler takes every rewritten synchronized block, its release by exception included")
	void synchronizedBlocksStayCompilableByTheQuickCompiler() throws Exception {
		// javac's handler that releases a block's monitor on an exception covers its own monitorexit; a hook call
		// there is an instruction that may throw inside the handler's own block, and C1 gives the method up ("exception
		// handler covers itself"), leaving it to the interpreter until C2 takes it
		List<String> jvm = List.of("-Xcomp", "-XX:TieredStopAtLevel=1",
				"-XX:CompileOnly=dev.foresight.agent.programs.*::*", "-XX:+PrintCompilation");
		Process p = Recordings.start(jvm, dir.resolve("c1.ftrace"), "", AllKinds.class.getName());
		String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
		assertTrue(out.contains("dev.foresight.agent.programs.AllKinds::monitors"), "compiled: " + out);
		assertFalse(out.contains("COMPILE SKIPPED"), out.lines().filter(l -> l.contains("COMPILE SKIPPED"))
				.collect(java.util.stream.Collectors.joining("\n")));
		assertTrue(FtraceReader.read(dir.resolve("c1.ftrace")).closed());
	}

	@Test
	@EnabledOnOs(OS.LINUX)
	@DisplayName("the compiler threads' CPU time is in the trace, and with the interpreter alone there is none")
	void compilerCpuIsRecorded() throws Exception {
		// -Xcomp compiles every method of the test programs at its first call: some milliseconds of compilation
		double compiled = compilerMillis(List.of("-Xcomp", "-XX:CompileOnly=dev.foresight.agent.programs.*::*"));
		assertTrue(compiled > 0, "compiler CPU " + compiled);
		// -Xint starts no compiler thread
		assertTrue(Double.isNaN(compilerMillis(List.of("-Xint"))));
	}

	@Test
	@DisplayName("the compiler directive for the rewriter, added beside the program's start, is reported in the trace")
	void directiveReachesTheTrace() throws Exception {
		Path f = dir.resolve("directive.ftrace");
		// without the class cache the recording rewrites every class, so it adds the directive
		Process p = Recordings.start(List.of(), f, "cache=off", AllKinds.class.getName());
		p.getInputStream().transferTo(OutputStream.nullOutputStream());
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
		// the recording waits at its close for the thread that adds it, so even a short program has the answer
		assertEquals("1 compiler directives added",
				FtraceReader.read(f).trace().header().properties().get("recorder.jit.directive"));
	}

	/** The sum of the trace's compiler CPU times (ms) of a recording of AllKinds, or NaN when it has none. */
	private double compilerMillis(List<String> jvm) throws Exception {
		Path f = dir.resolve("c" + jvm.size() + jvm.get(0).length() + ".ftrace");
		Process p = Recordings.start(jvm, f, "", AllKinds.class.getName());
		p.getInputStream().transferTo(OutputStream.nullOutputStream());
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
		String v = FtraceReader.read(f).trace().header().properties().get(JvmProperties.COMPILER_CPU_PROPERTY);
		if (v == null) {
			return Double.NaN;
		}
		double sum = 0;
		for (String ms : v.split(",")) {
			double x = Double.parseDouble(ms);
			assertTrue(x >= 0, v);
			sum += x;
		}
		return sum;
	}
}
