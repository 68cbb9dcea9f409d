/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.Ftrace;

/** The analyses' evaluator: ideal sharing (spec section 6.3), bound threads with latency (section 7.1), locks. */
class FluidSimulatorTest {

	@Test
	@DisplayName("the longest-path schedule equals the event simulation with one processor per thread")
	void unlimitedScheduleMatchesSimulation() {
		Random random = new Random(9);
		for (int program = 0; program < 30; program++) {
			assertScheduleMatchesSimulation(RandomPrograms.of(2 + random.nextInt(6), 2 + random.nextInt(6), random));
		}
	}

	private static void assertScheduleMatchesSimulation(ExecutionGraph g) {
		int[] own = new int[g.threadCount()];
		Arrays.setAll(own, t -> t);
		GraphRun simulated = FluidSimulator.bound(g, own, 0);
		GraphRun fast = FluidSimulator.oneProcessorPerThread(g);
		for (int s = 0; s < g.size(); s++) {
			assertEquals(simulated.start(s), fast.start(s), "start of " + s);
			assertEquals(simulated.end(s), fast.end(s), "end of " + s);
			assertEquals(simulated.cause(s), fast.cause(s), "cause of " + s);
		}
		assertEquals(simulated.signals(), fast.signals());
	}

	@Test
	@DisplayName("with delays (sleeps, I/O waits) too, the longest-path schedule equals the event simulation")
	void unlimitedScheduleMatchesSimulationWithDelays() {
		Random random = new Random(11);
		int delayed = 0;
		for (int program = 0; program < 30; program++) {
			ExecutionGraph g = RandomPrograms.of(2 + random.nextInt(6), 2 + random.nextInt(6), random, 30);
			assertScheduleMatchesSimulation(g);
			for (int s = 0; s < g.size(); s++) {
				delayed += g.delay(s) > 0 ? 1 : 0;
			}
		}
		org.junit.jupiter.api.Assertions.assertTrue(delayed > 30, delayed + " delayed segments");
	}

	@Test
	@DisplayName("a delay passes on no processor: the other thread has the processor to itself meanwhile")
	void delayTakesNoProcessor() {
		GraphBuilder b = ExecutionGraph.builder();
		b.addThread();
		b.segment(0, 10);
		b.setDelay(b.segment(0, 10), 100);
		b.addThread();
		b.segment(1, 50);
		ExecutionGraph g = b.build();
		// one processor: both at half speed until A's first 10 ends at 20; B alone until 60; A again from 120
		GraphRun one = FluidSimulator.shared(g, 1);
		assertEquals(120, one.start(1), 1e-12);
		assertEquals(60, one.end(2), 1e-12);
		assertEquals(130, one.completion(), 1e-12);
		// a processor each: 10, 100 waiting, 10
		assertEquals(120, FluidSimulator.oneProcessorPerThread(g).completion(), 1e-12);
	}

	@Test
	@DisplayName("a release that comes during a delay is not what the segment waited for; one after it is")
	void releaseDuringDelay() {
		for (long other : new long[] { 50, 200 }) {
			GraphBuilder b = ExecutionGraph.builder();
			b.addThread();
			b.segment(0, 10);
			int waiting = b.segment(0, 5);
			b.setDelay(waiting, 100);
			b.addThread();
			int releaser = b.segment(1, other);
			b.setRelease(waiting, releaser);
			GraphRun run = FluidSimulator.oneProcessorPerThread(b.build());
			assertEquals(Math.max(110, other), run.start(waiting), 1e-12);
			assertEquals(other > 110 ? releaser : ExecutionGraph.NONE, run.cause(waiting));
		}
	}

	@Test
	@DisplayName("6.3: n threads sharing P processors ideally take n/P as long")
	void idealSharing() {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 3; t++) {
			b.addThread();
			b.segment(t, 6);
		}
		ExecutionGraph g = b.build();
		assertEquals(9, FluidSimulator.shared(g, 2).completion(), 1e-12);
		assertEquals(6, FluidSimulator.shared(g, 3).completion(), 1e-12);
		assertEquals(18, FluidSimulator.bound(g, new int[] { 0, 0, 0 }, 0).completion(), 1e-12);
		assertEquals(12, FluidSimulator.bound(g, new int[] { 0, 0, 1 }, 0).completion(), 1e-12);
	}

	@Test
	@DisplayName("7.1: a release crossing processors arrives after the latency t; on one processor at once")
	void latency() {
		GraphBuilder b = ExecutionGraph.builder();
		b.addThread();
		b.addThread();
		int first = b.segment(0, 5);
		b.segment(1, 2, first, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
		ExecutionGraph g = b.build();
		assertEquals(10, FluidSimulator.bound(g, new int[] { 0, 1 }, 3).completion(), 1e-12);
		assertEquals(7, FluidSimulator.bound(g, new int[] { 0, 0 }, 3).completion(), 1e-12);
	}

	@Test
	@DisplayName("locks are granted in FIFO order and serialize their critical sections")
	void locks() {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 3; t++) {
			b.addThread();
			b.segment(t, t + 1);
			b.segment(t, 4, ExecutionGraph.NONE, 0, 0, ExecutionGraph.NONE);
		}
		ExecutionGraph g = b.build();
		GraphRun run = FluidSimulator.oneProcessorPerThread(g);
		// thread 0 holds 1-5, thread 1 waits from 2 and holds 5-9, thread 2 waits from 3 and holds 9-13
		assertEquals(13, run.completion(), 1e-12);
		assertEquals(5, run.start(3), 1e-12);
		assertEquals(1, run.cause(3));
		assertEquals(3, run.cause(5));
		assertEquals(2, run.signals());
	}

	@Test
	void deadlockIsReported() {
		GraphBuilder b = ExecutionGraph.builder();
		b.addThread();
		b.addThread();
		int a = b.segment(0, 1);
		int c = b.segment(1, 1, a, ExecutionGraph.NONE, ExecutionGraph.NONE, ExecutionGraph.NONE);
		b.setRelease(a, c);
		ExecutionGraph g = b.build();
		assertThrows(IllegalStateException.class, () -> FluidSimulator.oneProcessorPerThread(g));
		assertThrows(IllegalStateException.class, () -> FluidSimulator.shared(g, 2));
	}

	@Test
	@DisplayName("a sleep longer than any recording (a damaged argument) waits 2^53 ns; two of them do not overflow")
	void aDamagedSleepIsCutToTheLongestRecording() {
		// found by fuzzing: two sleeps of Long.MAX_VALUE ns gave a completion of 0.001 ms on two processors
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.SLEEP, -1, -1, 1_000, 1_000, Long.MAX_VALUE, 0);
		main.add(EventKind.SLEEP, -1, -1, 1_000, 2_000, Long.MAX_VALUE, 0);
		main.add(EventKind.THREAD_END, -1, -1, 1_000, 3_000, 0, 0);
		Trace trace = new Trace(new TraceHeader(3, "test", "test", 1, 0, List.of(new ThreadInfo(0, "main", -1, -1,
				false)), List.of(), Map.of()), List.of(main.build()));
		ExecutionGraph g = TraceGraphs.of(trace);
		double expected = 2.0 * Ftrace.MAX_NANOS + 3_000;
		assertEquals(expected, FluidSimulator.oneProcessorPerThread(g).completion(), 1);
		assertEquals(expected, FluidSimulator.shared(g, 2).completion(), 1);
	}
}
