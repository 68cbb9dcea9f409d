/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.sim.ParallelCpu;
import dev.foresight.agent.programs.TakingTurns;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.trace.BaselineFigures;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The agent's baseline mode ({@code baseline=FILE}, what {@code record --baseline} runs first): the program runs
 * unrecorded and the JIT compilers' CPU time goes to the file; and the recording's {@code compilers} option, which
 * carries those figures into the trace.
 */
class BaselineRunTest {

	private static final String MIS = "dev.foresight.agent.programs.Misbehaving";

	@TempDir
	Path dir;

	@Test
	@DisplayName("a run without the recorder writes its compilers' CPU time at System.exit, and no trace")
	void baselineWritesTheCompilers() throws Exception {
		Path figures = dir.resolve("baseline.txt");
		Path trace = dir.resolve("t.ftrace");
		Recordings.Run run = Recordings.run(trace, "baseline=" + figures, 30, MIS, "exit");
		assertEquals(3, run.exitCode());
		assertFalse(Files.exists(trace), "nothing is recorded");
		List<String> lines = Files.readAllLines(figures);
		assertEquals(2, lines.size(), lines.toString());
		assertTrue(lines.get(1).matches("program=\\d+\\.\\d"), lines.get(1));
		String line = lines.get(0);
		assertTrue(line.matches("compilers=\\d+\\.\\d(;\\d+\\.\\d)*"), line);
		// the JVM compiles something in any run: its start-up's methods at least
		double sum = 0;
		for (String ms : line.substring("compilers=".length()).split(";")) {
			sum += Double.parseDouble(ms);
		}
		assertTrue(sum > 0, line);
	}

	@Test
	@DisplayName("the recording keeps the figures of the run without the recorder as jvm.compiler.cpu.baseline.ms")
	void recordingKeepsTheFigures() throws Exception {
		Recordings.Run run = Recordings.run(dir.resolve("t.ftrace"), "compilers=12.5;3.0", 30, MIS, "exit");
		assertEquals(3, run.exitCode());
		TraceReadResult r = FtraceReader.read(run.trace());
		assertEquals("12.5,3.0", r.trace().header().properties().get(JvmProperties.COMPILER_BASELINE_PROPERTY));
		Simulator sim = new Simulator(r.trace());
		assertTrue(sim.compilersMeasuredAlone());
		assertEquals(15_500_000, java.util.Arrays.stream(sim.compilerCpuNanos()).sum());
	}

	@Test
	@DisplayName("the figures of a second run on two processors go to jvm.compiler.cpu.baseline.wide.ms and .cpus, and "
			+ "scale the compilers of a run on two processors: 15.5 ms on one, 31 on two; its program's CPU time to "
			+ "program.cpu.baseline.wide.ms")
	void recordingKeepsTheWideFigures() throws Exception {
		Recordings.Run run = Recordings.run(dir.resolve("t.ftrace"),
				"compilers=12.5;3.0,program=200.0,compilerswide=2:25.0;6.0,programwide=260.5", 30, MIS, "exit");
		assertEquals(3, run.exitCode());
		TraceReadResult r = FtraceReader.read(run.trace());
		assertEquals("25.0,6.0", r.trace().header().properties().get(JvmProperties.COMPILER_BASELINE_WIDE_PROPERTY));
		assertEquals("2", r.trace().header().properties().get(JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY));
		assertEquals("260.5", r.trace().header().properties().get(ParallelCpu.PROPERTY));
		assertEquals(1.3025, ParallelCpu.of(r.trace().header()).ratio(), 1e-12);
		Simulator sim = new Simulator(r.trace());
		assertEquals(1.0, sim.compilerScale(1), 1e-12);
		assertEquals(2.0, sim.compilerScale(2), 1e-12);
		for (String bad : new String[] { "compilerswide=1:25.0", "compilerswide=25.0;6.0", "compilerswide=2:25;-6",
				"compilerswide=2:25.0,programwide=-3" }) {
			Path trace = dir.resolve("bad.ftrace");
			Recordings.Run refused = Recordings.run(trace, "compilers=12.5;3.0," + bad, 30, MIS, "exit");
			assertEquals(3, refused.exitCode(), bad);
			assertTrue(refused.stderr().contains("the recorder could not start"), refused.stderr());
			assertFalse(Files.exists(trace), bad);
		}
	}

	@Test
	@DisplayName("the program's CPU time without the recorder and with it: TakingTurns computes 220 ms, and the "
			+ "recorder's cost in a program that records little leaves the recorded times nearly as they are")
	@EnabledOnOs(OS.LINUX)
	void programCpuTimeWithAndWithoutTheRecorder() throws Exception {
		Path figures = dir.resolve("baseline.txt");
		Path trace = dir.resolve("t.ftrace");
		Recordings.Run alone = Recordings.pinned(trace, "baseline=" + figures, 60, TakingTurns.class.getName());
		assertEquals(0, alone.exitCode(), alone.stderr());
		BaselineFigures f = BaselineFigures.read(figures);
		double computed = TakingTurns.TURNS * (TakingTurns.MAIN_NANOS + TakingTurns.OTHER_NANOS) / 1e6;
		double program = Double.parseDouble(f.programMillis());
		// at least what it computed (less a tick of the kernel's count); beside it, main's start-up after the agent's
		// premain (the management beans that compute reads its clock with) and the Java threads of the JDK
		assertTrue(program > computed - 10 && program < computed + 150, program + " ms");
		Recordings.Run recorded = Recordings.pinned(trace, f.agentOptions(), 60, TakingTurns.class.getName());
		assertEquals(0, recorded.exitCode(), recorded.stderr());
		Trace t = FtraceReader.read(trace).trace();
		assertEquals(f.programMillis(), t.header().properties().get(WorkScale.BASELINE_PROPERTY));
		double with = Double.parseDouble(t.header().properties().get(WorkScale.RECORDED_PROPERTY));
		WorkScale s = new Simulator(t).workScale();
		assertTrue(s.fromBaseline(), s.toString());
		assertTrue(s.recordedMillis() > computed, s.toString());
		// the process's CPU time less the compilers, HotSpot's own threads, the recorder's threads and what the threads
		// used before their first event (the agent's premain, on main) is about the recorded threads' CPU time
		assertTrue(with > s.recordedMillis() - 20 && with < s.recordedMillis() + 150, with + " ms, " + s);
		// 1600 exchanges cost the recorder little: the recorded times are nearly the program's; had the
		// agent's premain or the recorder's threads been counted as the program's, it would fall short by their share
		assertEquals(1, s.factor(), 0.2, s.toString());
	}

	@Test
	@DisplayName("figures that are not times: the recorder does not start, the program runs")
	void badFigures() throws Exception {
		Path trace = dir.resolve("t.ftrace");
		Recordings.Run run = Recordings.run(trace, "compilers=12.5;-3", 30, MIS, "exit");
		assertEquals(3, run.exitCode());
		assertTrue(run.stderr().contains("the recorder could not start") && run.stderr().contains("-3"), run.stderr());
		assertFalse(Files.exists(trace));
	}
}
