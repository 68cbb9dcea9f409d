/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_WIDE_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_CPU_PROPERTY;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/**
 * The JIT compilers' CPU time of the recorded run ({@link JvmProperties#COMPILER_CPU_PROPERTY}) is replayed as threads
 * that compete for the processors from the start and that the run does not wait for.
 */
class CompilerThreadsTest {

	/** Fair sharing in slices of 1 us, no costs: one processor's time is the sum of the work done on it. */
	private static final MachineModel FAIR = MachineModel.ideal(4).withScheduler(new SchedulerSettings(
			SchedulerSettings.Policy.FAIR, 1_000, 0, false, SchedulerSettings.LockPolicy.RECORDED, 0));

	@TempDir
	Path dir;

	/** One thread, main, with 10 ms of work, and the given compilers' property. */
	private static Trace main(String compilers) {
		return main(compilers == null ? Map.of() : Map.of(COMPILER_CPU_PROPERTY, compilers));
	}

	/** One thread, main, with 10 ms of work, and the given properties. */
	private static Trace main(Map<String, String> properties) {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("main", -1);
		b.event(t, EventKind.NOTIFY, -1, 4_000_000, 0, 0);
		b.end(t, 6_000_000);
		Trace plain = b.build();
		return new Trace(plain.header().withProperties(properties), plain.streams());
	}

	private static SimulatedRun run(Simulator s, int cpus) throws DeadlockException {
		return s.run(FAIR, cpus, SimulationModel.DIRECT, true);
	}

	@Test
	@DisplayName("4 ms of compilation lengthen 10 ms on one processor to 14 and leave 10 on two, in every model")
	void compilationCompetesForTheProcessors() throws Exception {
		Simulator s = new Simulator(main("4.0"));
		for (SimulationModel m : SimulationModel.values()) {
			assertEquals(14_000_000, s.run(FAIR, 1, m, true).completionNanos(), 1e-6, m.wireName());
			assertEquals(10_000_000, s.run(FAIR, 2, m, true).completionNanos(), 1e-6, m.wireName());
		}
		assertEquals(10_000_000, run(new Simulator(main((String) null)), 1).completionNanos(), 1e-6);
	}

	@Test
	@DisplayName("the run ends with the recorded threads: 30 ms of compilation do not make 10 ms on two processors 30")
	void theRunDoesNotWaitForTheCompilers() throws Exception {
		Simulator s = new Simulator(main("30"));
		SimulatedRun two = run(s, 2);
		assertEquals(10_000_000, two.completionNanos(), 1e-6);
		List<ThreadRun> threads = two.threads();
		assertEquals(List.of("main", "JIT compiler 1 (not recorded)"), threads.stream().map(ThreadRun::name).toList());
		assertEquals(10_000_000, threads.get(1).end(), 1e-6);
		// both processors were busy for the whole run, the compiler's to the end
		for (ProcessorOccupancy p : two.processors()) {
			assertEquals(10_000_000, p.busyNanos(), 1e-6);
		}
		// on one processor main gets every other 1 us slice while the compiler has work, the first one included:
		// its 10,000th slice ends at 19,999 us
		assertEquals(19_999_000, run(s, 1).completionNanos(), 1e-6);
	}

	@Test
	@DisplayName("two compilers of 3 and 5 ms and main share three processors: each has its own, 10 ms")
	void eachCompilerThreadIsAThread() throws Exception {
		Simulator s = new Simulator(main("3,5"));
		assertEquals(10_000_000, run(s, 3).completionNanos(), 1e-6);
		// one processor: all of it is done one after another
		assertEquals(18_000_000, run(s, 1).completionNanos(), 1e-6);
	}

	@Test
	@DisplayName("a streamed trace replays its compilers as one in memory does")
	void streamedTracesToo() throws Exception {
		Path f = dir.resolve("jit.ftrace");
		FtraceWriter.write(main("4,1.5"), f);
		try (Simulator streamed = Simulator.stream(f, 0, dir)) {
			Simulator memory = new Simulator(main("4,1.5"));
			for (int cpus = 1; cpus <= 3; cpus++) {
				assertEquals(run(memory, cpus).completionNanos(), run(streamed, cpus).completionNanos(), 1e-6);
			}
			assertEquals(15_500_000, run(streamed, 1).completionNanos(), 1e-6);
		}
	}

	@Test
	@DisplayName("the recorder's own compilation comes off each compiler in proportion: 4 and 2 ms less 3 are 2 and 1")
	void recorderCompilationIsTakenOff() throws Exception {
		Trace t = main("4,2");
		assertEquals(13_000_000, run(new Simulator(t, RecordingCost.NONE.withCompilation(3_000_000)), 1)
				.completionNanos(), 1e-6);
		// more than the compilers used: no compiler left
		SimulatedRun none = run(new Simulator(t, RecordingCost.NONE.withCompilation(7_000_000)), 1);
		assertEquals(10_000_000, none.completionNanos(), 1e-6);
		assertEquals(1, none.threads().size());
	}

	@Test
	@DisplayName("compilers measured without the recorder (record --baseline) replace the recorded ones: 1 and 2 ms "
			+ "for 4 and 5")
	void compilersOfARunWithoutTheRecorder() throws Exception {
		Trace t = main(Map.of(COMPILER_CPU_PROPERTY, "4,5", COMPILER_BASELINE_PROPERTY, "1,2"));
		Simulator s = new Simulator(t, RecordingCost.NONE);
		assertTrue(s.compilersMeasuredAlone());
		assertArrayEquals(new long[] { 1_000_000, 2_000_000 }, s.compilerCpuNanos());
		assertEquals(13_000_000, run(s, 1).completionNanos(), 1e-6);
		// a streamed trace reads them too
		Path f = dir.resolve("baseline.ftrace");
		FtraceWriter.write(t, f);
		try (Simulator streamed = Simulator.stream(f, RecordingCost.NONE, dir, ProgressMonitor.NONE)) {
			assertTrue(streamed.compilersMeasuredAlone());
			assertEquals(13_000_000, run(streamed, 1).completionNanos(), 1e-6);
		}
		// a compilation asked for explicitly is taken off the recorded compilers instead: 9 ms less 3
		Simulator asked = new Simulator(t, RecordingCost.NONE.withCompilation(3_000_000));
		assertFalse(asked.compilersMeasuredAlone());
		assertEquals(16_000_000, run(asked, 1).completionNanos(), 1e-6);
		// a baseline that is not a list of non-negative numbers is not used
		Simulator bad = new Simulator(main(Map.of(COMPILER_CPU_PROPERTY, "4,5",
				COMPILER_BASELINE_PROPERTY, "1,-2")), RecordingCost.NONE);
		assertFalse(bad.compilersMeasuredAlone());
		assertEquals(19_000_000, run(bad, 1).completionNanos(), 1e-6);
		// compilers that did nothing without the recorder: none replayed
		Simulator idle = new Simulator(main(Map.of(COMPILER_CPU_PROPERTY, "4,5",
				COMPILER_BASELINE_PROPERTY, "0.0,0.0")), RecordingCost.NONE);
		assertTrue(idle.compilersMeasuredAlone());
		assertEquals(10_000_000, run(idle, 1).completionNanos(), 1e-6);
	}

	@Test
	@DisplayName("compilers that did more without the recorder on two processors than on one (8 and 8 ms against 4 "
			+ "and 4) take two processors 14 ms instead of 12, one 18 ms either way")
	void compilersOfARunOnMoreProcessors() throws Exception {
		Map<String, String> one = Map.of(COMPILER_CPU_PROPERTY, "9,9", COMPILER_BASELINE_PROPERTY,
				"4,4");
		Map<String, String> both = new java.util.HashMap<>(one);
		both.put(COMPILER_BASELINE_WIDE_PROPERTY, "8,8");
		both.put(COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "2");
		Simulator narrow = new Simulator(main(one), RecordingCost.NONE);
		Simulator wide = new Simulator(main(both), RecordingCost.NONE);
		assertEquals(18_000_000, run(narrow, 1).completionNanos(), 1e-6);
		assertEquals(18_000_000, run(wide, 1).completionNanos(), 1e-6);
		// three threads share two processors, two thirds of one each, until the compilers are done: at 6 ms, main
		// with 4 ms of its 10 done; at 12 ms with 8 done, where the compilers have twice the work
		assertEquals(12_000_000, run(narrow, 2).completionNanos(), 10_000);
		assertEquals(14_000_000, run(wide, 2).completionNanos(), 10_000);
		assertEquals(10_000_000, run(wide, 3).completionNanos(), 1e-6);
		// a streamed trace reads them too
		Path f = dir.resolve("wide.ftrace");
		FtraceWriter.write(main(both), f);
		try (Simulator streamed = Simulator.stream(f, RecordingCost.NONE, dir, ProgressMonitor.NONE)) {
			assertEquals(run(wide, 2).completionNanos(), run(streamed, 2).completionNanos(), 1e-6);
		}
	}

	@Test
	@DisplayName("the compilers' scale goes from 1 on one processor to the ratio of the totals on K, linearly between")
	void compilerScaleBetweenTheTwoRuns() throws Exception {
		Map<String, String> p = new java.util.HashMap<>(Map.of(COMPILER_BASELINE_PROPERTY, "1,3",
				COMPILER_BASELINE_WIDE_PROPERTY, "2,6", COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "5"));
		Simulator s = new Simulator(main(p), RecordingCost.NONE);
		assertEquals(1.0, s.compilerScale(1), 1e-12);
		assertEquals(1.5, s.compilerScale(3), 1e-12);
		assertEquals(2.0, s.compilerScale(5), 1e-12);
		assertEquals(2.0, s.compilerScale(64), 1e-12);
		// a compilation asked for explicitly replays the recorded compilers, which no baseline scales
		assertEquals(1.0, new Simulator(main(p), RecordingCost.NONE.withCompilation(1)).compilerScale(5), 1e-12);
		// what cannot be read scales nothing
		for (String[] bad : new String[][] { { COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "1" },
				{ COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "two" },
				{ COMPILER_BASELINE_WIDE_PROPERTY, "2,-6" }, { COMPILER_BASELINE_PROPERTY, "0,0" } }) {
			Map<String, String> q = new java.util.HashMap<>(p);
			q.put(bad[0], bad[1]);
			assertEquals(1.0, new Simulator(main(q), RecordingCost.NONE).compilerScale(5), 1e-12,
					String.join("=", bad));
		}
	}

	@Test
	@DisplayName("the band does not trade one compiler's time for another's: without variation it is a point")
	void eachCompilerIsItsOwnSample() throws Exception {
		SpeedupCurve curve = new SpeedupSweep(FAIR, SimulationModel.DIRECT, new UncertaintyBand(40, 7), 1)
				.sweep(new Simulator(main("1,9")), List.of(1, 2), ProgressMonitor.NONE);
		for (SpeedupPoint p : curve.points()) {
			assertEquals(p.time(), p.low(), 1e-9, "low at " + p.cpus());
			assertEquals(p.time(), p.high(), 1e-9, "high at " + p.cpus());
		}
		assertEquals(20.0, curve.points().get(0).time(), 1e-9);
	}

	@Test
	@DisplayName("a value that is not a list of non-negative times up to 2^53 ns adds no compiler")
	void unreadableValuesAddNothing() throws Exception {
		// found by fuzzing: a compiler thread of 9223372036854775807 ms simulated for hours
		for (String bad : new String[] { "", "soon", "4,-1", "NaN", "4;5", "Infinity", "9223372036854775807",
				"4,9007199255" }) {
			SimulatedRun one = run(new Simulator(main(bad)), 1);
			assertEquals(10_000_000, one.completionNanos(), 1e-6, bad);
			assertEquals(1, one.threads().size(), bad);
		}
	}

	@Test
	@DisplayName("the recorder's stated compilation of hooks the trace made hot comes off the compilers, not that of "
			+ "cold ones, and not where a run without the recorder measured the compilers")
	void theRecordersStatedCompilationComesOffTheCompilers() throws Exception {
		// main's one notify: hot for an operation hot after 1 event, cold for one that needs 2
		String statement = "notify@1=3000000,notify+wait@2=500000";
		Trace stated = main(Map.of(COMPILER_CPU_PROPERTY, "4.0", RecorderCompilation.PROPERTY, statement));
		assertEquals(3_000_000, RecordingCost.recorded(stated).compilationNanos());
		// 4 ms of compilation less the hooks' 3: 11 ms on one processor
		assertEquals(11_000_000, run(new Simulator(stated), 1).completionNanos(), 1e-6);
		// the same trace taken as recorded, and one whose compilers a run without the recorder measured (2.5 ms)
		assertEquals(14_000_000, run(new Simulator(stated, RecordingCost.recorded(stated.header())), 1)
				.completionNanos(), 1e-6);
		Trace baseline = main(Map.of(COMPILER_CPU_PROPERTY, "4.0", RecorderCompilation.PROPERTY, statement,
				COMPILER_BASELINE_PROPERTY, "2.5"));
		assertEquals(0, RecordingCost.recorded(baseline).compilationNanos());
		assertEquals(12_500_000, run(new Simulator(baseline), 1).completionNanos(), 1e-6);
		// streamed from its file, the statement applies the same
		Path file = dir.resolve("stated.ftrace");
		FtraceWriter.write(stated, file);
		try (Simulator streamed = Simulator.stream(file, null, dir, ProgressMonitor.NONE)) {
			assertEquals(11_000_000, run(streamed, 1).completionNanos(), 1e-6);
		}
	}

	@Test
	@DisplayName("compilers' CPU time of 30 % of the program's or more is a warm-up warning: 4 ms beside 10 ms, not 2.9")
	void shortProgramsAreWarnedAbout() {
		WarmUp w = WarmUp.of(new Simulator(main(Map.of(COMPILER_BASELINE_PROPERTY, "4.0", WorkScale.BASELINE_PROPERTY,
				"10.0"))));
		assertEquals(0.4, w.share(), 1e-12);
		assertTrue(w.warning().startsWith("the JIT compilers used 4 ms of CPU time beside the program's 10 ms (40 %)"),
				w.warning());
		// the recorded program's CPU time where no run without the recorder measured it
		WarmUp recorded = WarmUp.of(new Simulator(main(Map.of(COMPILER_CPU_PROPERTY, "2.9",
				WorkScale.RECORDED_PROPERTY, "10.0"))));
		assertEquals(0.29, recorded.share(), 1e-12);
		assertNull(recorded.warning());
		assertNull(WarmUp.warning(new Simulator(main((String) null))));
	}
}
