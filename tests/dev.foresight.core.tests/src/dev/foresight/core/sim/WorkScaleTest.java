/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.core.trace.Trace;

/**
 * The recorded threads' CPU times scaled to the program's CPU time in a run without the recorder ({@link WorkScale}):
 * seed-broberg.md 2 takes the recorded CPU times as the program's, which holds only once all the recorder added is
 * taken off; its stated cost per event is a part of that, the rest is spread in proportion.
 */
class WorkScaleTest {

	private static final MachineModel IDEAL = MachineModel.ideal(2);
	/** 100 us off each monitor event: 12 events, 1.2 ms of the 12 ms recorded. */
	private static final RecordingCost COST = RecordingCost.parse("0,monitor_enter=100000,monitor_exit=100000");

	@TempDir
	Path dir;

	/**
	 * Two threads, each three critical sections on a lock of its own, 1 ms before and 1 ms inside: 12 ms recorded. The
	 * properties say that the program used {@code baseline} ms without the recorder and {@code program} ms with it.
	 */
	private static Trace twoThreads(String baseline, String program) {
		TraceBuilder b = new TraceBuilder();
		for (int t = 0; t < 2; t++) {
			int id = b.thread("w" + t, -1);
			for (int k = 0; k < 3; k++) {
				b.critical(id, 10 + t, 1_000_000, 1_000_000);
			}
			b.end(id, 0);
		}
		Trace trace = b.build();
		Map<String, String> props = new HashMap<>();
		if (baseline != null) {
			props.put(WorkScale.BASELINE_PROPERTY, baseline);
		}
		if (program != null) {
			props.put(WorkScale.RECORDED_PROPERTY, program);
		}
		return new Trace(trace.header().withProperties(props), trace.streams());
	}

	private static double time(Simulator sim, int cpus) throws DeadlockException {
		return sim.run(IDEAL, cpus, SimulationModel.DIRECT, false).completionNanos();
	}

	@Test
	@DisplayName("the recorder's whole cost comes off: 12 ms recorded, 4 ms more with the recorder, replays as 8 ms")
	void oneProcessorGetsTheProgramsTimeWithoutTheRecorder() throws Exception {
		Simulator sim = new Simulator(twoThreads("6.0", "10.0"), COST);
		WorkScale s = sim.workScale();
		assertTrue(s.fromBaseline());
		assertEquals(12.0, s.recordedMillis(), 1e-9);
		assertEquals(10.8, s.replayedMillis(), 1e-9);
		// 12 ms less the 4 ms the recorder cost, over the 10.8 ms left once its stated 1.2 ms are off
		assertEquals(8 / 10.8, s.factor(), 1e-12);
		assertEquals(8e6, time(sim, 1), 1);
		// each thread's part alike: two processors halve it, the speedup is that of the unscaled trace
		assertEquals(4e6, time(sim, 2), 1);
		Simulator unscaled = sim.withWorkScale(WorkScale.NONE);
		assertEquals(10.8e6, time(unscaled, 1), 1);
		assertEquals(time(unscaled, 1) / time(unscaled, 2), time(sim, 1) / time(sim, 2), 1e-9);
		assertTrue(s.describe().contains("scaled by 0.741"), s.describe());
		assertTrue(s.describe().contains("6 ms of CPU without the recorder and 10 ms with it"), s.describe());
	}

	@Test
	@DisplayName("a trace without both figures, or with figures that do not fit it, is replayed as recorded")
	void withoutUsableFiguresNothingIsScaled() throws Exception {
		assertSame(WorkScale.NONE, new Simulator(twoThreads(null, null), COST).workScale());
		assertSame(WorkScale.NONE, new Simulator(twoThreads("6.0", null), COST).workScale());
		assertSame(WorkScale.NONE, new Simulator(twoThreads(null, "10.0"), COST).workScale());
		assertSame(WorkScale.NONE, new Simulator(twoThreads("six", "10.0"), COST).workScale());
		// the recorder would have cost more than the threads recorded
		assertSame(WorkScale.NONE, new Simulator(twoThreads("1.0", "13.5"), COST).workScale());
		// more than twice the recorded: the run without the recorder was not this run
		assertSame(WorkScale.NONE, new Simulator(twoThreads("40.0", "10.0"), COST).workScale());
		assertEquals(10.8e6, time(new Simulator(twoThreads("40.0", "10.0"), COST), 1), 1);
		// virtual threads: their carriers' mount hooks are outside the recorded times
		TraceBuilder b = new TraceBuilder();
		int carrierless = b.virtualThread("v", -1);
		b.event(carrierless, EventKind.MONITOR_ENTER, 3, 5_000_000, 0, 0);
		b.event(carrierless, EventKind.MONITOR_EXIT, 3, 5_000_000, 0, 0);
		b.end(carrierless, 0);
		Trace v = b.build();
		Trace measuredVirtual = new Trace(v.header().withProperties(Map.of(WorkScale.BASELINE_PROPERTY, "6.0",
				WorkScale.RECORDED_PROPERTY, "8.0")), v.streams());
		assertSame(WorkScale.NONE, new Simulator(measuredVirtual, COST).workScale());
		// a little more than recorded is a run whose recorder cost less than it states
		assertEquals(11.5 / 10.8, new Simulator(twoThreads("9.5", "10.0"), COST).workScale().factor(), 1e-12);
	}

	@Test
	@DisplayName("a given factor is a what-if of a faster program; it must be positive")
	void aGivenFactorScalesTheRecordedThreads() throws Exception {
		Simulator half = new Simulator(twoThreads(null, null), COST).withWorkScale(WorkScale.given(0.5));
		assertEquals(5.4e6, time(half, 1), 1);
		assertFalse(half.workScale().fromBaseline());
		assertEquals("CPU times scaled by 0.500 (given)", half.workScale().describe());
		assertThrows(IllegalArgumentException.class, () -> WorkScale.given(0));
		assertThrows(IllegalArgumentException.class, () -> WorkScale.given(Double.POSITIVE_INFINITY));
	}

	@Test
	@DisplayName("the JIT compilers of a run without the recorder are not scaled: they are that run's already")
	void compilersKeepTheirTime() throws Exception {
		Trace t = twoThreads("6.0", "10.0");
		Map<String, String> props = new HashMap<>(t.header().properties());
		props.put(JvmProperties.COMPILER_BASELINE_PROPERTY, "4.0");
		Simulator sim = new Simulator(new Trace(t.header().withProperties(props), t.streams()), COST);
		assertEquals(8 / 10.8, sim.workScale().factor(), 1e-12);
		assertEquals(4_000_000, sim.compilerCpuNanos()[0]);
		// one processor shared in 1 us slices: the threads' 8 ms and the compiler's 4 ms, which competes for it
		MachineModel fair = MachineModel.ideal(2).withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR,
				1_000, 0, false, SchedulerSettings.LockPolicy.RECORDED, 0));
		assertEquals(12e6, sim.run(fair, 1, SimulationModel.DIRECT, false).completionNanos(), 1e3);
	}

	@Test
	@DisplayName("a streamed trace finds the same factor and times as one in memory")
	void streamedTraceScalesAlike() throws Exception {
		Trace trace = twoThreads("6.0", "10.0");
		Path f = dir.resolve("t.ftrace");
		FtraceWriter.write(trace, f);
		try (Simulator streamed = Simulator.stream(f, COST, dir, ProgressMonitor.NONE)) {
			assertEquals(8 / 10.8, streamed.workScale().factor(), 1e-12);
			assertEquals(8e6, time(streamed, 1), 1);
		}
	}
}
