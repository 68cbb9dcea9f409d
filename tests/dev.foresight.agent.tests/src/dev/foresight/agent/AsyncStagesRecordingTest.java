/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.agent.Recordings.kind;
import static dev.foresight.agent.Recordings.wake;
import static dev.foresight.core.trace.EventKind.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code AsyncStages}: the tasks the JDK hands to a pool for a CompletableFuture's async stages and for
 * invokeAll are submitted, begun and ended, and their waits linked, although no call site of the program submits
 * them (issue 3: task_submit, task_begin, task_end, "linking submit to run").
 */
class AsyncStagesRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("async", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.AsyncStages");
		assertEquals(0, run.exitCode(), run.stderr());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
	}

	/** The objects of the tasks submitted at call sites in {@code method}. */
	private static Set<Long> submitted(String method) {
		Set<Long> tasks = new HashSet<>();
		for (int[] s : at(trace, TASK_SUBMIT, method)) {
			tasks.add(trace.thread(s[0]).object(s[1]));
		}
		return tasks;
	}

	@Test
	@DisplayName("each of 40 async stages is submitted by the one before it and begun linked to its submit")
	void stagesFollowEachOther() {
		List<int[]> submits = at(trace, TASK_SUBMIT, "chain");
		assertEquals(40, submits.size());
		long byMain = submits.stream().filter(s -> trace.header().threads().get(s[0]).name().equals("main")).count();
		// the complete call submits the first stage; every other stage is submitted as the one before it ends
		assertEquals(1, byMain);
		Set<Long> stages = submitted("chain");
		int begun = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN && stages.contains(e.object(i))) {
					int[] r = wake(trace, new int[] { e.thread(), i });
					assertNotNull(r, "task_begin without its submit");
					assertEquals(TASK_SUBMIT, kind(trace, r));
					assertEquals(e.object(i), trace.thread(r[0]).object(r[1]));
					begun++;
				}
			}
		}
		assertEquals(40, begun);
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("the get of the chain's last stage waits for its completion on a pool thread")
	void getIsLinkedToTheStageThatCompletedIt() {
		List<int[]> gets = at(trace, FUTURE_GET, "chain");
		assertEquals(1, gets.size());
		int[] r = wake(trace, gets.get(0));
		assertNotNull(r, "future_get without a wake link");
		assertEquals(FUTURE_COMPLETE, kind(trace, r));
		assertTrue(trace.header().threads().get(r[0]).name().startsWith("pool-"), "completed on " + r[0]);
		assertEquals(trace.thread(gets.get(0)[0]).object(gets.get(0)[1]), trace.thread(r[0]).object(r[1]));
		// runAsync(r, pool).join() likewise
		List<int[]> joins = at(trace, FUTURE_GET, "runAsync");
		assertEquals(1, joins.size());
		assertEquals(1, at(trace, TASK_SUBMIT, "runAsync").size());
	}

	@Test
	@DisplayName("invokeAll submits 12 tasks and waits for each, linked to its completion")
	void invokeAllWaitsForEachTask() {
		assertEquals(12, submitted("invokeAll").size());
		List<int[]> gets = at(trace, FUTURE_GET, "invokeAll");
		assertEquals(12, gets.size());
		for (int[] g : gets) {
			int[] r = wake(trace, g);
			assertNotNull(r, "future_get without a wake link");
			assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(r[0]).object(r[1]));
		}
	}

	@Test
	@DisplayName("invokeAny submits while no task has completed, and waits for each that completes until one returns")
	void invokeAnyWaitsForTheFirstTaskThatReturns() {
		Set<Long> tasks = submitted("firstOfThree");
		assertEquals(3, tasks.size());
		// the task that threw, then the one that returned
		List<int[]> gets = at(trace, FUTURE_GET, "firstOfThree");
		assertEquals(2, gets.size());
		for (int[] g : gets) {
			int[] r = wake(trace, g);
			assertNotNull(r, "future_get without a wake link");
			assertEquals(FUTURE_COMPLETE, kind(trace, r));
			assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(r[0]).object(r[1]));
			assertTrue(tasks.contains(trace.thread(g[0]).object(g[1])));
		}
		// given 10 ms: its two tasks submitted, its wait a get that timed out
		assertEquals(2, submitted("noneInTime").size());
		List<int[]> late = at(trace, FUTURE_GET, "noneInTime");
		assertEquals(1, late.size());
		assertEquals(Event.TIMED_OUT, trace.thread(late.get(0)[0]).flags(late.get(0)[1]) & Event.TIMED_OUT);
		assertEquals(10_000_000L, trace.thread(late.get(0)[0]).arg(late.get(0)[1]));
	}

	@Test
	@DisplayName("a completion service's 10 takes each wait for the task whose future they return")
	void completionServiceTakesAreLinked() {
		assertEquals(10, submitted("completionService").size());
		List<int[]> takes = at(trace, FUTURE_GET, "completionService");
		// the take, and the get of the future it returned
		assertEquals(20, takes.size());
		long linked = 0;
		for (int[] g : takes) {
			int[] r = wake(trace, g);
			if (r != null) {
				linked++;
				assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(r[0]).object(r[1]));
			}
		}
		assertEquals(10, linked);
	}

	@Test
	@DisplayName("five scheduled tasks are submitted with their delays; the prediction waits for the last one's")
	void scheduledTasksCarryTheirDelays() throws Exception {
		List<int[]> submits = at(trace, TASK_SUBMIT, "scheduled");
		assertEquals(5, submits.size());
		Set<Long> delays = new HashSet<>();
		for (int[] s : submits) {
			delays.add(trace.thread(s[0]).arg(s[1]));
		}
		assertEquals(Set.of(0L, 10_000_000L, 20_000_000L, 30_000_000L, 40_000_000L), delays);
		List<int[]> gets = at(trace, FUTURE_GET, "scheduled");
		assertEquals(5, gets.size());
		for (int[] g : gets) {
			assertNotNull(wake(trace, g), "future_get without a wake link");
		}
		// the last task begins 40 ms after its submit: without the delays the five would take about 5 ms
		double with = new Simulator(trace).run(MachineModel.linuxServer(), 4, SimulationModel.DIRECT, false)
				.completionNanos();
		double without = new Simulator(TraceSurgery.withoutDelays(trace))
				.run(MachineModel.linuxServer(), 4, SimulationModel.DIRECT, false).completionNanos();
		assertTrue(with - without > 30_000_000, "with the delays " + with + " ns, without " + without + " ns");
	}

	@Test
	@DisplayName("each run of a periodic task is begun linked to a submit of the same task, the next with its delay")
	void periodicRunsAreSubmittedInTurn() {
		List<int[]> submits = at(trace, TASK_SUBMIT, "periodic");
		long task = trace.thread(submits.get(0)[0]).object(submits.get(0)[1]);
		int begun = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN && e.object(i) == task) {
					int[] r = wake(trace, new int[] { e.thread(), i });
					assertNotNull(r, "a run without its submit");
					assertEquals(task, trace.thread(r[0]).object(r[1]));
					begun++;
				}
			}
		}
		assertTrue(begun >= 4, begun + " runs");
		// the first submit by the call (no initial delay), then one after each run: the rest of the 5 ms period
		assertEquals(0, trace.thread(submits.get(0)[0]).arg(submits.get(0)[1]));
		assertTrue(submits.size() >= begun, submits.size() + " submits");
		for (int[] s : submits.subList(1, submits.size())) {
			assertTrue(trace.thread(s[0]).arg(s[1]) <= 5_000_000, "delay " + trace.thread(s[0]).arg(s[1]));
		}
	}

	@Test
	@DisplayName("a wait for an executor's termination joins each thread that ran its tasks")
	void terminationJoinsThePoolThreads() {
		List<int[]> joins = at(trace, JOIN, "terminated");
		// the pool's three threads, then the five virtual threads of the closed executor
		assertEquals(8, joins.size());
		Set<Long> joined = new HashSet<>();
		for (int[] j : joins) {
			long thread = trace.thread(j[0]).arg(j[1]);
			joined.add(thread);
			assertTrue(thread != j[0], "joined itself");
			int[] r = wake(trace, j);
			if (r != null) {
				assertEquals(THREAD_END, kind(trace, r));
				assertEquals(thread, r[0]);
			}
		}
		assertEquals(8, joined.size());
		long virtual = joined.stream().filter(t -> trace.header().threads().get((int) (long) t).virtual()).count();
		assertEquals(5, virtual);
	}

	@Test
	@DisplayName("supplyAsync: gets of done futures and stages, a join of a later stage, a complete call: all linked")
	void suppliedFuturesAreLinkedToTheirCompletions() {
		List<int[]> gets = at(trace, FUTURE_GET, "supplied");
		assertEquals(6, gets.size());
		// onPool.get() and common.join(), once done; after.join() while its supplier sleeps: each is linked to the
		// completion of its own future on the thread that ran the supplier or the stage
		for (int k = 0; k < 3; k++) {
			int[] get = gets.get(k);
			int[] r = wake(trace, get);
			assertNotNull(r, "get " + k + " without a wake link");
			assertEquals(FUTURE_COMPLETE, kind(trace, r));
			assertEquals(trace.thread(get[0]).object(get[1]), trace.thread(r[0]).object(r[1]), "get " + k);
			String thread = trace.header().threads().get(r[0]).name();
			// the common pool's, a worker of it or (with one processor) a thread per task, runs the second
			assertTrue(k == 1 ? !thread.equals("main") : thread.startsWith("pool-"),
					"get " + k + " completed on " + thread);
		}
		// early.get(): the program's complete call, on the main thread, completed it
		int[] last = gets.get(3);
		List<int[]> completes = at(trace, FUTURE_COMPLETE, "supplied");
		assertEquals(1, completes.size());
		assertEquals(trace.thread(completes.get(0)[0]).object(completes.get(0)[1]),
				trace.thread(last[0]).object(last[1]));
		int[] r = wake(trace, last);
		assertNotNull(r, "early.get() without a wake link");
		assertEquals(completes.get(0)[0], r[0]);
		assertEquals(completes.get(0)[1], r[1]);
		// then.join(), once done: the stage the JDK completed inside CompletableFuture recorded its completion
		int[] then = gets.get(4);
		r = wake(trace, then);
		assertNotNull(r, "a done dependent stage's join without a wake link");
		assertEquals(FUTURE_COMPLETE, kind(trace, r));
		assertEquals(trace.thread(then[0]).object(then[1]), trace.thread(r[0]).object(r[1]));
		// refused.join(): completeExceptionally on the main thread, inside the JDK, completed it
		int[] refused = gets.get(5);
		r = wake(trace, refused);
		assertNotNull(r, "a join of a stage completed exceptionally without a wake link");
		assertEquals(FUTURE_COMPLETE, kind(trace, r));
		assertEquals(refused[0], r[0]);
		assertEquals(trace.thread(refused[0]).object(refused[1]), trace.thread(r[0]).object(r[1]));
		// the five supplyAsync calls given the pool are submitted there, each begun linked to its submit
		assertEquals(5, submitted("supplied").size());
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("the simulator runs the stages one after the other: 4 processors take at least the chain's CPU time")
	void chainIsPredictedSequential() throws Exception {
		Set<Long> stages = submitted("chain");
		long chainCpu = 0;
		for (ThreadEvents e : trace.streams()) {
			boolean inStage = false;
			for (int i = 0; i < e.size(); i++) {
				if (inStage) {
					chainCpu += e.cpuNanos(i);
				}
				if (e.kind(i) == TASK_BEGIN && stages.contains(e.object(i))) {
					inStage = true;
				} else if (e.kind(i) == TASK_END) {
					inStage = false;
				}
			}
		}
		// 40 stages of about a millisecond each
		assertTrue(chainCpu > 20_000_000, "chain CPU " + chainCpu);
		double four = new Simulator(trace).run(MachineModel.linuxServer(), 4, SimulationModel.DIRECT, false)
				.completionNanos();
		assertTrue(four > 0.95 * chainCpu, "4 processors: " + four + " ns, the chain alone " + chainCpu + " ns");
	}
}
