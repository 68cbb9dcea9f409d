/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.kind;
import static dev.foresight.agent.Recordings.wake;
import static dev.foresight.core.trace.EventKind.*;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code ForkJoinCounts} and checks the fork/join events by site: every fork and pool submission is one
 * task_submit, every join, invoke, get and invokeAll one future_get per task waited for, linked to that task's end,
 * including the JDK's own parallel sort whose tasks no application call site sees.
 */
class ForkJoinRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("forkjoin", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.ForkJoinCounts");
		assertEquals(0, run.exitCode(), run.stderr());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
	}

	/** Events of {@code kind} at sites of {@code cls} (simple name suffix) and {@code method}. */
	private static List<int[]> at(EventKind kind, String cls, String method) {
		return Recordings.at(trace, kind, cls, method);
	}

	/** Every wait in the list is released by the end or completion of the very task it waited for. */
	private static void waitsForItsTask(List<int[]> gets) {
		for (int[] g : gets) {
			int[] r = wake(trace, g);
			assertNotNull(r, "future_get without a wake link");
			assertTrue(Set.of(TASK_END, FUTURE_COMPLETE).contains(kind(trace, r)), "released by " + kind(trace, r));
			assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(r[0]).object(r[1]));
		}
	}

	@Test
	@DisplayName("the recording is consistent")
	void consistent() {
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("pool.invoke of a sum of 16 leaves: 1 submit and 1 wait at the call, 15 forks and 15 joins inside")
	void poolInvoke() {
		assertEquals(1, at(TASK_SUBMIT, "ForkJoinCounts", "poolInvoke").size());
		assertEquals(1, at(FUTURE_GET, "ForkJoinCounts", "poolInvoke").size());
		waitsForItsTask(at(FUTURE_GET, "ForkJoinCounts", "poolInvoke"));
		assertEquals(15, at(TASK_SUBMIT, "$Sum", "compute").size());
		assertEquals(15, at(FUTURE_GET, "$Sum", "compute").size());
		waitsForItsTask(at(FUTURE_GET, "$Sum", "compute"));
	}

	@Test
	@DisplayName("task.invoke runs in place (no submit, 1 wait); 15 invokeAll(a, b): 15 forks and 30 waits")
	void invokeAndInvokeAll() {
		assertEquals(0, at(TASK_SUBMIT, "ForkJoinCounts", "taskInvoke").size());
		List<int[]> invoke = at(FUTURE_GET, "ForkJoinCounts", "taskInvoke");
		assertEquals(1, invoke.size());
		waitsForItsTask(invoke);
		assertEquals(invoke.get(0)[0], wake(trace, invoke.get(0))[0], "the invoking thread ran the task itself");
		assertEquals(15, at(TASK_SUBMIT, "$Split", "compute").size());
		assertEquals(30, at(FUTURE_GET, "$Split", "compute").size());
		waitsForItsTask(at(FUTURE_GET, "$Split", "compute"));
	}

	@Test
	@DisplayName("Future.get of a submitted Fib(10): 1 submit, 1 wait; its 88 forks each joined once")
	void futureGet() {
		assertEquals(1, at(TASK_SUBMIT, "ForkJoinCounts", "futureGet").size());
		assertEquals(1, at(FUTURE_GET, "ForkJoinCounts", "futureGet").size());
		waitsForItsTask(at(FUTURE_GET, "ForkJoinCounts", "futureGet"));
		assertEquals(88, at(TASK_SUBMIT, "$Fib", "compute").size());
		assertEquals(88, at(FUTURE_GET, "$Fib", "compute").size());
		waitsForItsTask(at(FUTURE_GET, "$Fib", "compute"));
	}

	@Test
	@DisplayName("a task begins once per submit, and once more where it ran in place, and ends as often")
	void everyTaskBeginsOnceAndEnds() {
		Map<Long, Integer> begins = new HashMap<>();
		Map<Long, Integer> inPlace = new HashMap<>();
		Map<Long, Integer> submitted = new HashMap<>();
		int submits = 0;
		int ends = 0;
		int unsubmitted = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				switch (e.kind(i)) {
				case TASK_SUBMIT -> {
					submits++;
					submitted.merge(e.object(i), 1, Integer::sum);
				}
				case TASK_END -> ends++;
				case TASK_BEGIN -> {
					begins.merge(e.object(i), 1, Integer::sum);
					inPlace.merge(e.object(i), e.wakeThread(i) < 0 ? 1 : 0, Integer::sum);
					unsubmitted += e.wakeThread(i) < 0 ? 1 : 0;
				}
				default -> {
					// other kinds are not counted here
				}
				}
			}
		}
		int total = begins.values().stream().mapToInt(Integer::intValue).sum();
		// the JDK's stream tasks fork themselves while they run, and run again from each fork
		begins.forEach((task, n) -> {
			assertTrue(inPlace.get(task) <= 1, "task " + task + " ran in place twice");
			assertEquals(submitted.getOrDefault(task, 0) + inPlace.get(task), n, "begins of task " + task);
		});
		assertEquals(total, ends);
		// the application's: 16 run in place by Split (the root and the first task of each invokeAll)
		int sortAndStreamRoots = unsubmitted - 16;
		assertTrue(sortAndStreamRoots >= 2, unsubmitted + " tasks without submit");
		assertEquals(total - unsubmitted, submits, "every submit is a begun task");
		// the JDK's parallel sort forked on the common pool: more than the application's 120 submits
		assertTrue(submits > 120 + 50, submits + " submits");
	}

	/**
	 * The tasks that a thread began in place (a begin linked to no submit) and submitted itself before their end,
	 * each begun again from that submit.
	 */
	private static Set<Long> forkedItself() {
		Set<Long> found = new HashSet<>();
		for (ThreadEvents e : trace.streams()) {
			Set<Long> inPlace = new HashSet<>();
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN && e.wakeThread(i) < 0) {
					inPlace.add(e.object(i));
				} else if (e.kind(i) == TASK_END) {
					inPlace.remove(e.object(i));
				} else if (e.kind(i) == TASK_SUBMIT && inPlace.contains(e.object(i))) {
					found.add(e.object(i));
				}
			}
		}
		return found;
	}

	@Test
	@DisplayName("a parallel stream's root task forks itself while it runs in place, and runs again from each fork")
	void streamRootForksItself() {
		Set<Long> forked = forkedItself();
		assertFalse(forked.isEmpty(), "no task forked itself");
		for (long task : forked) {
			int begins = 0;
			int linked = 0;
			int forks = 0;
			for (ThreadEvents e : trace.streams()) {
				for (int i = 0; i < e.size(); i++) {
					forks += e.kind(i) == TASK_SUBMIT && e.object(i) == task ? 1 : 0;
					if (e.kind(i) == TASK_BEGIN && e.object(i) == task) {
						begins++;
						int[] submit = wake(trace, new int[] { e.thread(), i });
						if (submit != null) {
							assertEquals(TASK_SUBMIT, kind(trace, submit));
							assertEquals(task, trace.thread(submit[0]).object(submit[1]));
							linked++;
						}
					}
				}
			}
			assertTrue(forks >= 1, "task " + task);
			assertEquals(forks + 1, begins, "task " + task);
			assertEquals(forks, linked, "task " + task);
		}
	}

	@Test
	@DisplayName("a task that threw and 16 async stages on the common pool end on the thread that began them, after it")
	void tasksEndAfterTheirBegin() {
		int[] submit = at(TASK_SUBMIT, "ForkJoinCounts", "failedTask").get(0);
		long failed = trace.thread(submit[0]).object(submit[1]);
		boolean failedEnded = false;
		int fromMain = 0;
		for (ThreadEvents e : trace.streams()) {
			Map<Long, Integer> open = new HashMap<>();
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN) {
					open.merge(e.object(i), 1, Integer::sum);
					fromMain += e.wakeThread(i) == 0 ? 1 : 0;
				} else if (e.kind(i) == TASK_END) {
					assertTrue(open.merge(e.object(i), -1, Integer::sum) >= 0, "task_end before its task_begin");
					failedEnded |= e.object(i) == failed;
				}
			}
			open.values().removeIf(n -> n == 0);
			assertEquals(Map.of(), open, "tasks begun and not ended on " + trace.header().threads().get(e.thread()));
		}
		assertTrue(failedEnded, "the task that threw has no task_end");
		// main's submits: the pool's invoke, get and failed task, and the 16 stages (by the JDK's supplyAsync)
		assertTrue(fromMain >= 19, fromMain + " tasks begun from main's submits");
	}

	@Test
	@DisplayName("Arrays.parallelSort: the caller waits for the sort's root completion, at an unknown (JDK) site")
	void parallelSortRootIsWaitedFor() {
		// a completer's completion is on the task itself; the async stages complete futures, which are no tasks
		Set<Long> tasks = new HashSet<>();
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN) {
					tasks.add(e.object(i));
				}
			}
		}
		int completes = 0;
		int rootWaits = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == FUTURE_COMPLETE && tasks.contains(e.object(i))) {
					completes++;
				}
				if (e.kind(i) == FUTURE_GET && e.wakeThread(i) >= 0 && tasks.contains(e.object(i))
						&& trace.thread(e.wakeThread(i)).kind(e.wakeIndex(i)) == FUTURE_COMPLETE) {
					rootWaits++;
					assertEquals(-1, e.site(i));
					assertEquals("main", trace.header().threads().get(e.thread()).name());
				}
			}
		}
		assertTrue(completes >= 1);
		assertEquals(completes, rootWaits, "each completed sort is waited for once");
	}

	@Test
	@DisplayName("the simulator sees the parallelism: 2 processors finish sooner than 1, 4 sooner than 2")
	void predictsSpeedup() throws Exception {
		SpeedupCurve curve = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.NONE, 2)
				.sweep(new Simulator(trace), List.of(1, 2, 4), ProgressMonitor.NONE);
		double s2 = curve.points().get(1).speedup();
		double s4 = curve.points().get(2).speedup();
		assertTrue(s2 > 1.2, "speedup on 2: " + s2);
		assertTrue(s4 > s2, "speedup on 4: " + s4 + " on 2: " + s2);
	}
}
