/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.PoolCurve;
import dev.foresight.core.analysis.result.PoolPoint;
import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.PoolWhatIf;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;

/**
 * A pool given another size ({@link PoolResize}): the tasks dealt again, the threads it gains started and linked,
 * the trace still consistent, and the simulated times those of the dealing (DESIGN.md, the user's path, step 4:
 * "resize a pool"; spec seed-broberg.md section 3.3, executors run their tasks on their pool threads).
 */
class PoolResizeTest {

	private static final long TASK = 1_000;

	/**
	 * main submits eight tasks of 1,000 ns (10 ns a submit), starting the pool's two threads at its first two (as a
	 * ThreadPoolExecutor does), then gets each task's future in turn; the threads ran tasks 1, 3, 5, 7 and 2, 4, 6, 8.
	 */
	private static Trace recorded() {
		TraceBuilder b = new TraceBuilder();
		int site = b.site("app.Main", "main", "Main.java", 12);
		int main = b.thread("main", -1);
		int[] workers = { b.thread("pool-1-thread-1", main, site), b.thread("pool-1-thread-2", main, site) };
		int[] submits = new int[8];
		for (int k = 0; k < 8; k++) {
			submits[k] = b.event(main, EventKind.TASK_SUBMIT, 100 + k, site, 10, 0, 0);
			if (k < 2) {
				b.start(main, workers[k], 0);
			}
		}
		int[] completes = new int[8];
		for (int k = 0; k < 8; k++) {
			int w = workers[k % 2];
			int begin = b.event(w, EventKind.TASK_BEGIN, 100 + k, 0, 0, 0);
			b.link(w, begin, main, submits[k]);
			completes[k] = b.event(w, EventKind.FUTURE_COMPLETE, 200 + k, TASK, 0, 0);
			b.event(w, EventKind.TASK_END, 100 + k, 0, 0, 0);
		}
		for (int k = 0; k < 8; k++) {
			int get = b.event(main, EventKind.FUTURE_GET, 200 + k, site, 0, 0, 0);
			b.link(main, get, workers[k % 2], completes[k]);
		}
		b.end(main, 0);
		b.end(workers[0], 0);
		b.end(workers[1], 0);
		return b.build();
	}

	private static double completion(Trace trace, int cpus) throws Exception {
		return new Simulator(trace).run(MachineModel.ideal(cpus), cpus, SimulationModel.DIRECT, false)
				.completionNanos();
	}

	@Test
	@DisplayName("the recorded pool is found by its threads' name, with its tasks, their CPU time and its waiters")
	void thePoolIsFound() {
		List<Pool> pools = Pools.of(recorded());
		assertEquals(1, pools.size());
		Pool pool = pools.get(0);
		assertEquals("pool-1-thread-*", pool.name());
		assertEquals(List.of(1, 2), pool.workers());
		assertEquals(8, pool.tasks());
		assertEquals(8 * TASK, pool.taskCpuNanos());
		assertTrue(pool.resizable(), pool.problem());
		// main's gets at the site, released by the pool's threads' completions
		assertEquals(Map.of(0, List.of("pool-1-thread-*")), Pools.releasing(recorded(), pools, Set.of(0, 5)));
		assertEquals(Map.of(), Pools.releasing(recorded(), pools, Set.of(5)));
	}

	@Test
	@DisplayName("on 8 processors: two threads end at 4,020 ns, four at 2,040, one at 8,010, tasks after their submits")
	void resizedPoolsRunTheirTasksOnThatManyThreads() throws Exception {
		Trace trace = recorded();
		// thread 1 runs tasks 1, 3, 5, 7 from 10 ns, thread 2 tasks 2, 4, 6, 8 from 20 ns; main's gets wait for them
		assertEquals(4_020, completion(trace, 8), 1e-9);
		assertEquals(4_020, completion(PoolResize.apply(trace, Map.of("pool-1-thread-*", 2)), 8), 1e-9);
		// four threads: tasks 1..4 submitted at 10, 20, 30, 40 ns, 5..8 after them on the same threads
		Trace four = PoolResize.apply(trace, Map.of("pool-1-thread-*", 4));
		assertEquals(2_040, completion(four, 8), 1e-9);
		// one thread: the eight tasks one after another from 10 ns
		Trace one = PoolResize.apply(trace, Map.of("pool-1-thread-*", 1));
		assertEquals(8_010, completion(one, 8), 1e-9);
		// on one processor the pool's size changes nothing: all the work is main's 80 ns and the tasks' 8,000
		assertEquals(8_080, completion(four, 1), 1e-9);
		assertEquals(8_080, completion(one, 1), 1e-9);
	}

	@Test
	@DisplayName("the threads a pool gains are named after its own, started by its creator at its site, and linked")
	void gainedThreadsAreStartedAndLinked() {
		Trace four = PoolResize.apply(recorded(), Map.of("pool-1-thread-*", 4));
		assertEquals(5, four.threadCount());
		ThreadInfo third = four.header().threads().get(3);
		assertEquals(new ThreadInfo(3, "pool-1-thread-3", 0, 0, false), third);
		assertEquals("pool-1-thread-4", four.header().threads().get(4).name());
		// the starts follow main's start of the second thread: submit, start, submit, start, start, start
		assertEquals(EventKind.THREAD_START, four.thread(0).kind(4));
		assertEquals(3, four.thread(0).arg(4));
		assertEquals(4, four.thread(0).arg(5));
		assertEquals(0, four.thread(3).wakeThread(0));
		assertEquals(4, four.thread(3).wakeIndex(0));
		// each thread: begin, two tasks of three events, end; every wake link still names its releaser
		for (int t = 1; t <= 4; t++) {
			assertEquals(8, four.thread(t).size(), "thread " + t);
		}
		assertEquals(List.of(), TraceChecker.check(four));
		assertEquals(List.of(), TraceChecker.check(PoolResize.apply(recorded(), Map.of("pool-1-thread-*", 1))));
		assertEquals(recorded().eventCount() + 2 * 3, four.eventCount());
	}

	@Test
	@DisplayName("the threads a pool loses keep no events, and their starts' CPU time goes to main's next event")
	void lostThreadsLoseTheirStarts() {
		Trace one = PoolResize.apply(recorded(), Map.of("pool-1-thread-*", 1));
		assertEquals(3, one.threadCount());
		assertEquals(0, one.thread(2).size());
		// one start, the second thread's begin and end
		assertEquals(recorded().eventCount() - 3, one.eventCount());
		assertEquals(recorded().thread(0).totalCpuNanos(), one.thread(0).totalCpuNanos());
		long work = 0;
		for (int t = 0; t < one.threadCount(); t++) {
			work += one.thread(t).totalCpuNanos();
		}
		assertEquals(80 + 8 * TASK, work);
	}

	@Test
	@DisplayName("a pool whose threads do more than run tasks, an unknown name and a size of 0 are errors saying why")
	void badResizesAreErrors() {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int worker = b.thread("ForkJoinPool-1-worker-1", main);
		int submit = b.event(main, EventKind.TASK_SUBMIT, 7, 10, 0, 0);
		b.start(main, worker, 0);
		b.event(worker, EventKind.PARK, -1, 5, 0, 0);
		int begin = b.event(worker, EventKind.TASK_BEGIN, 7, 0, 0, 0);
		b.link(worker, begin, main, submit);
		b.event(worker, EventKind.TASK_END, 7, 100, 0, 0);
		b.end(worker, 0);
		b.end(main, 0);
		Trace parks = b.build();
		Pool pool = Pools.of(parks).get(0);
		assertFalse(pool.resizable());
		assertEquals("thread ForkJoinPool-1-worker-1 has a park event outside its tasks: its threads do more than run "
				+ "tasks", pool.problem());
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> PoolResize.apply(parks, Map.of("ForkJoinPool-1-worker-*", 2)));
		assertEquals("pool ForkJoinPool-1-worker-* cannot be given another size: " + pool.problem(), e.getMessage());
		e = assertThrows(IllegalArgumentException.class,
				() -> PoolResize.apply(recorded(), Map.of("pool-2-thread-*", 2)));
		assertEquals("no pool named pool-2-thread-*; the trace's pools: pool-1-thread-*", e.getMessage());
		e = assertThrows(IllegalArgumentException.class,
				() -> PoolResize.apply(recorded(), Map.of("pool-1-thread-*", 0)));
		assertEquals("a pool's size must be within 1..4096, was 0", e.getMessage());
	}

	@Test
	@DisplayName("a task submitted by a task is dealt when that task reaches the submit: to the thread free then")
	void aStageIsDealtWhenItsSubmitterSubmitsIt() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int[] w = { b.thread("pool-1-thread-1", main), b.thread("pool-1-thread-2", main) };
		int a = b.event(main, EventKind.TASK_SUBMIT, 1, 10, 0, 0);
		b.start(main, w[0], 0);
		int x = b.event(main, EventKind.TASK_SUBMIT, 2, 10, 0, 0);
		b.start(main, w[1], 0);
		// A runs 100 ns, submits B, runs 100 ns more; X runs 1,000 ns; the recording ran B on X's thread after X
		b.link(w[0], b.event(w[0], EventKind.TASK_BEGIN, 1, 0, 0, 0), main, a);
		int submitB = b.event(w[0], EventKind.TASK_SUBMIT, 3, 100, 0, 0);
		b.event(w[0], EventKind.TASK_END, 1, 100, 0, 0);
		b.link(w[1], b.event(w[1], EventKind.TASK_BEGIN, 2, 0, 0, 0), main, x);
		b.event(w[1], EventKind.TASK_END, 2, 1_000, 0, 0);
		b.link(w[1], b.event(w[1], EventKind.TASK_BEGIN, 3, 0, 0, 0), w[0], submitB);
		b.event(w[1], EventKind.TASK_END, 3, 100, 0, 0);
		b.end(w[0], 0);
		b.end(w[1], 0);
		b.end(main, 0);
		Trace trace = b.build();
		// replayed as recorded, B waits for X: 1,020 + 100 ns
		assertEquals(1_120, completion(trace, 2), 1e-9);
		// dealt again at the same size, B is ready at 110 ns and goes to A's thread, free at 210 ns; X ends last
		Trace dealt = PoolResize.apply(trace, Map.of("pool-1-thread-*", 2));
		assertEquals(1_020, completion(dealt, 2), 1e-9);
		assertEquals(List.of(), TraceChecker.check(dealt));
		assertEquals(EventKind.TASK_BEGIN, dealt.thread(1).kind(4));
		assertEquals(3, dealt.thread(1).object(4));
	}

	/**
	 * Two tasks on two threads; in the second, {@code kind} waits for an event of the first (a lock it released, or a
	 * future it completed).
	 */
	private static Trace tasksWaitingForEachOther(EventKind release, EventKind wait) {
		TraceBuilder b = new TraceBuilder();
		int site = b.site("app.Main", "work", "Main.java", 30);
		int main = b.thread("main", -1);
		int[] w = { b.thread("pool-1-thread-1", main), b.thread("pool-1-thread-2", main) };
		int[] submits = new int[2];
		for (int k = 0; k < 2; k++) {
			submits[k] = b.event(main, EventKind.TASK_SUBMIT, k, 10, 0, 0);
			b.start(main, w[k], 0);
		}
		b.link(w[0], b.event(w[0], EventKind.TASK_BEGIN, 0, 0, 0, 0), main, submits[0]);
		b.event(w[0], release == EventKind.MONITOR_EXIT ? EventKind.MONITOR_ENTER : EventKind.LATCH_COUNTDOWN, 9,
				50, 0, 0);
		int released = b.event(w[0], release, 9, 50, 0, 0);
		b.event(w[0], EventKind.TASK_END, 0, 0, 0, 0);
		b.link(w[1], b.event(w[1], EventKind.TASK_BEGIN, 1, 0, 0, 0), main, submits[1]);
		b.link(w[1], b.event(w[1], wait, 9, site, 10, 0, 0), w[0], released);
		if (wait == EventKind.MONITOR_ENTER) {
			b.event(w[1], EventKind.MONITOR_EXIT, 9, 50, 0, 0);
		}
		b.event(w[1], EventKind.TASK_END, 1, 0, 0, 0);
		b.end(w[0], 0);
		b.end(w[1], 0);
		b.end(main, 0);
		return b.build();
	}

	@Test
	@DisplayName("tasks that wait for each other's results keep their pool's size; tasks that share a lock do not")
	void tasksWaitingForEachOtherKeepTheSize() throws Exception {
		Pool latched = Pools.of(tasksWaitingForEachOther(EventKind.LATCH_COUNTDOWN, EventKind.LATCH_AWAIT)).get(0);
		assertEquals("a task of thread pool-1-thread-2 waits for another task of the pool (latch_await "
				+ "(app.Main.work:30)): dealt to other threads, the tasks could wait for each other",
				latched.problem());
		Trace locked = tasksWaitingForEachOther(EventKind.MONITOR_EXIT, EventKind.MONITOR_ENTER);
		Pool pool = Pools.of(locked).get(0);
		assertTrue(pool.resizable(), pool.problem());
		// on one thread the second task's entry (its event 6) no longer waits for the first's exit: the link goes
		Trace one = PoolResize.resize(locked, pool, 1);
		assertEquals(List.of(), TraceChecker.check(one));
		assertEquals(EventKind.MONITOR_ENTER, one.thread(1).kind(6));
		assertEquals(-1, one.thread(1).wakeThread(6));
		assertEquals(1, locked.thread(2).wakeThread(2), "as recorded, the first thread's exit released it");
		// the two tasks one after the other from the first submit: 10 + 100 + 60 ns
		assertEquals(170, completion(one, 2), 1e-9);
	}

	@Test
	@DisplayName("a pool whose second thread a task of its first started gains threads started by that task")
	void threadsStartedByATaskAreStartedByItWhereItRuns() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int[] w = { b.thread("pool-1-thread-1", main), b.thread("pool-1-thread-2", main) };
		int a = b.event(main, EventKind.TASK_SUBMIT, 1, 10, 0, 0);
		b.start(main, w[0], 0);
		// task A submits B and starts the second thread for it (a ThreadPoolExecutor below its core size does)
		b.link(w[0], b.event(w[0], EventKind.TASK_BEGIN, 1, 0, 0, 0), main, a);
		int submitB = b.event(w[0], EventKind.TASK_SUBMIT, 2, 100, 0, 0);
		b.start(w[0], w[1], 0);
		b.event(w[0], EventKind.TASK_END, 1, 100, 0, 0);
		b.link(w[1], b.event(w[1], EventKind.TASK_BEGIN, 2, 0, 0, 0), w[0], submitB);
		b.event(w[1], EventKind.TASK_END, 2, 1_000, 0, 0);
		b.end(w[0], 0);
		b.end(w[1], 0);
		b.end(main, 0);
		Trace three = PoolResize.apply(b.build(), Map.of("pool-1-thread-*", 3));
		assertEquals(List.of(), TraceChecker.check(three));
		// A runs on the first thread: begin, A's begin, submit, start of the second, start of the third, A's end
		assertEquals(EventKind.THREAD_START, three.thread(1).kind(4));
		assertEquals(3, three.thread(1).arg(4));
		assertEquals(new ThreadInfo(3, "pool-1-thread-3", 1, -1, false), three.header().threads().get(3));
		assertEquals(1, three.thread(3).wakeThread(0));
		assertEquals(4, three.thread(3).wakeIndex(0));
		// B from 110 ns on the second thread; the third has nothing to run
		assertEquals(1_110, completion(three, 4), 1e-9);
	}

	@Test
	@DisplayName("PoolWhatIf: 1, 2, 4, ... up to twice the processors and the recorded size; speedups against it")
	void poolWhatIfPredictsEachSize() throws Exception {
		Trace trace = recorded();
		Pool pool = Pools.of(trace).get(0);
		assertArrayEquals(new int[] { 1, 2, 4, 8, 16 }, PoolWhatIf.sizes(pool, 8));
		assertArrayEquals(new int[] { 1, 2 }, PoolWhatIf.sizes(pool, 1));
		PoolCurve curve = PoolWhatIf.curve(trace, pool, new int[] { 1, 4 }, 8, MachineModel.ideal(8),
				ProgressMonitor.NONE);
		assertEquals(List.of(1, 2, 4), curve.points().stream().map(PoolPoint::threads).toList(), "the recorded 2 too");
		// the times of resizedPoolsRunTheirTasksOnThatManyThreads, with the recorded size as the reference
		assertEquals(8_010, curve.points().get(0).time(), 1e-9);
		assertEquals(4_020, curve.points().get(1).time(), 1e-9);
		assertEquals(2_040, curve.points().get(2).time(), 1e-9);
		assertEquals(4_020.0 / 2_040, curve.points().get(2).speedup(), 1e-12);
		assertEquals(1.0, curve.points().get(1).speedup(), 1e-12);
		assertThrows(IllegalArgumentException.class, () -> PoolWhatIf.curve(trace, pool, new int[] { 0 }, 8,
				MachineModel.ideal(8), ProgressMonitor.NONE));
	}
}
