/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.BARRIER_AWAIT;
import static dev.foresight.core.trace.EventKind.CONDITION_AWAIT;
import static dev.foresight.core.trace.EventKind.FUTURE_GET;
import static dev.foresight.core.trace.EventKind.INTERRUPT;
import static dev.foresight.core.trace.EventKind.JOIN;
import static dev.foresight.core.trace.EventKind.LATCH_AWAIT;
import static dev.foresight.core.trace.EventKind.PARK;
import static dev.foresight.core.trace.EventKind.QUEUE_TAKE;
import static dev.foresight.core.trace.EventKind.SEMAPHORE_ACQUIRE;
import static dev.foresight.core.trace.EventKind.SLEEP;
import static dev.foresight.core.trace.EventKind.TRY_LOCK;
import static dev.foresight.core.trace.EventKind.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.InterruptPace;
import dev.foresight.agent.programs.Interrupts;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;

/**
 * Records {@code Interrupts}: a sleep, a wait, a join and the java.util.concurrent waits that an interrupt ended are
 * recorded with the time they waited (they threw, and recorded nothing before) and linked to main's {@code interrupt}
 * of their thread, so that the replay ends them when main interrupts (issue 3: "sleep", "wait (with timeout and
 * whether it timed out)", "join", "each blocking operation records who released it").
 */
class InterruptRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		trace = Recordings.trace("dev.foresight.agent.programs.Interrupts", false);
	}

	/** The one event of {@code kind} at {@code method}'s site: its flags and argument. */
	private static long[] only(EventKind kind, String method) {
		return only(trace, kind, method);
	}

	private static long[] only(Trace t, EventKind kind, String method) {
		List<int[]> found = at(t, kind, method);
		assertEquals(1, found.size(), kind + " in " + method);
		int[] e = found.get(0);
		return new long[] { t.thread(e[0]).flags(e[1]), t.thread(e[0]).arg(e[1]) };
	}

	@Test
	@DisplayName("the trace is consistent: the interrupted wait took its monitor back")
	void consistent() {
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("an interrupted sleep: flagged FAILED, its argument the time it slept, not the ten minutes asked")
	void sleep() {
		long[] e = only(SLEEP, "sleepUntilInterrupted");
		assertEquals(Event.FAILED, e[0] & Event.FAILED);
		assertTrue(e[1] >= Interrupts.MAIN_CPU_NANOS / 2 && e[1] < 60_000_000_000L, e[1] + " ns");
	}

	@Test
	@DisplayName("an interrupted wait: timed out after the time it waited, flagged FAILED")
	void waitForNotify() {
		long[] e = only(WAIT, "waitUntilInterrupted");
		assertEquals(Event.TIMED_OUT | Event.FAILED, e[0] & (Event.TIMED_OUT | Event.FAILED));
		assertTrue(e[1] >= Interrupts.MAIN_CPU_NANOS / 2, e[1] + " ns");
	}

	@Test
	@DisplayName("an interrupted join of a thread still alive: timed out, flagged FAILED")
	void join() {
		long[] e = only(JOIN, "joinUntilInterrupted");
		assertEquals(Event.TIMED_OUT | Event.FAILED, e[0] & (Event.TIMED_OUT | Event.FAILED));
	}

	@Test
	@DisplayName("interrupted java.util.concurrent waits: each gave up (TIMED_OUT) after the time it waited")
	void concurrentWaits() {
		Object[][] expected = { { QUEUE_TAKE, "takeUntilInterrupted" }, { CONDITION_AWAIT, "awaitUntilInterrupted" },
				{ LATCH_AWAIT, "latchUntilInterrupted" }, { FUTURE_GET, "getUntilInterrupted" } };
		for (Object[] x : expected) {
			long[] e = only((EventKind) x[0], (String) x[1]);
			assertEquals(Event.TIMED_OUT, e[0] & Event.TIMED_OUT, (String) x[1]);
			assertTrue(e[1] >= Interrupts.MAIN_CPU_NANOS / 2, x[1] + ": " + e[1] + " ns");
		}
		// an exchange that met no one: a barrier wait of two that no arrival ends
		assertEquals(Event.TIMED_OUT, only(BARRIER_AWAIT, "exchangeUntilInterrupted")[0] & Event.TIMED_OUT);
		// the acquisitions that did not happen: flagged, the wait measured from their start
		assertEquals(Event.FAILED | Event.TIMED_OUT,
				only(SEMAPHORE_ACQUIRE, "acquireUntilInterrupted")[0] & (Event.FAILED | Event.TIMED_OUT));
		assertEquals(Event.FAILED | Event.TIMED_OUT,
				only(TRY_LOCK, "lockUntilInterrupted")[0] & (Event.FAILED | Event.TIMED_OUT));
		// a park no unpark released: the last, which the interrupt ended (a park may also return for no reason)
		List<int[]> parks = at(trace, PARK, "parkUntilInterrupted");
		int[] last = parks.get(parks.size() - 1);
		assertEquals(Event.FAILED | Event.TIMED_OUT, trace.thread(last[0]).flags(last[1]));
		assertTrue(trace.thread(last[0]).arg(last[1]) > 0);
	}

	@Test
	@DisplayName("main's thirteen interrupts are recorded, and each interrupted wait links to the one of its thread")
	void linkedToTheInterrupts() {
		List<int[]> interrupts = at(trace, INTERRUPT, "main");
		assertEquals(13, interrupts.size());
		Object[][] waits = { { SLEEP, "sleepUntilInterrupted" }, { SLEEP, "sleepForever" },
				{ SLEEP, "napUntilInterrupted" },
				{ WAIT, "waitUntilInterrupted" }, { JOIN, "joinUntilInterrupted" },
				{ QUEUE_TAKE, "takeUntilInterrupted" },
				{ CONDITION_AWAIT, "awaitUntilInterrupted" }, { LATCH_AWAIT, "latchUntilInterrupted" },
				{ SEMAPHORE_ACQUIRE, "acquireUntilInterrupted" }, { FUTURE_GET, "getUntilInterrupted" },
				{ TRY_LOCK, "lockUntilInterrupted" }, { BARRIER_AWAIT, "exchangeUntilInterrupted" } };
		for (Object[] w : waits) {
			List<int[]> found = at(trace, (EventKind) w[0], (String) w[1]);
			assertEquals(1, found.size(), (String) w[1]);
			assertInterruptedBy(found.get(0), (String) w[1]);
		}
		List<int[]> parks = at(trace, PARK, "parkUntilInterrupted");
		assertInterruptedBy(parks.get(parks.size() - 1), "parkUntilInterrupted");
	}

	/** Event {@code e} links to an {@code interrupt} whose argument is {@code e}'s thread. */
	private static void assertInterruptedBy(int[] e, String what) {
		int[] w = Recordings.wake(trace, e);
		assertNotNull(w, what + " has no wake link");
		assertEquals(INTERRUPT, Recordings.kind(trace, w), what);
		assertEquals(e[0], trace.thread(w[0]).arg(w[1]), what);
	}

	@Test
	@DisplayName("a future's cancel(true) and a pool's shutdownNow are recorded as interrupts, "
			+ "the tasks' sleeps linked")
	void cancelInterruptsTheTask() throws Exception {
		Trace cancelled = Recordings.trace("dev.foresight.agent.programs.CancelledTask", false);
		assertEquals(List.of(), TraceChecker.check(cancelled));
		List<int[]> sleeps = at(cancelled, SLEEP, "sleepUntilInterrupted");
		assertEquals(1, sleeps.size());
		int[] w = Recordings.wake(cancelled, sleeps.get(0));
		assertNotNull(w, "the task's sleep has no wake link");
		assertEquals(INTERRUPT, Recordings.kind(cancelled, w));
		assertEquals(-1, cancelled.thread(w[0]).arg(w[1]));
		// its object is the task the sleeping thread began
		long task = cancelled.thread(w[0]).object(w[1]);
		boolean began = false;
		ThreadEvents sleeper = cancelled.thread(sleeps.get(0)[0]);
		for (int i = 0; i < sleeps.get(0)[1]; i++) {
			began |= sleeper.kind(i) == EventKind.TASK_BEGIN && sleeper.object(i) == task;
		}
		assertTrue(began, "the interrupt's object is not the task the sleeper runs");
		// the other pool's shutdownNow: an interrupt of its thread, which the task's nap links to
		List<int[]> naps = at(cancelled, SLEEP, "napUntilInterrupted");
		assertEquals(1, naps.size());
		int[] stop = Recordings.wake(cancelled, naps.get(0));
		assertNotNull(stop, "the nap has no wake link");
		assertEquals(INTERRUPT, Recordings.kind(cancelled, stop));
		assertEquals(naps.get(0)[0], cancelled.thread(stop[0]).arg(stop[1]));
		double ms = new Simulator(TraceSurgery.withoutCompilers(cancelled))
				.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionMillis();
		long least = (Interrupts.MAIN_CPU_NANOS + Interrupts.AFTER_CPU_NANOS) / 1_000_000;
		assertTrue(ms >= least * 0.9 && ms < least * 1.5, ms + " ms");
	}

	@Test
	@DisplayName("recorded on one CPU, where the interrupt came late, the replay on two ends the sleep "
			+ "at the interrupt")
	void replayEndsTheSleepAtTheInterrupt() throws Exception {
		Trace paced = Recordings.trace("dev.foresight.agent.programs.InterruptPace", true);
		long slept = only(paced, SLEEP, "sleepUntilInterrupted")[1];
		double ms = new Simulator(TraceSurgery.withoutCompilers(paced))
				.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionMillis();
		// on one CPU main computed beside the other thread, so the sleep lasted about twice main's 200 ms; on two
		// processors main interrupts after 200 ms and the sleeper computes 200 ms more: 400 ms, where the recorded
		// sleep would give 600
		long cpuMs = InterruptPace.CPU_NANOS / 1_000_000;
		assertTrue(slept > 1.5 * InterruptPace.CPU_NANOS, "slept " + slept + " ns");
		assertTrue(ms >= 1.8 * cpuMs && ms < 2.5 * cpuMs, ms + " ms");
	}

	@Test
	@DisplayName("replayed on two processors, the interrupted threads compute after main did, not beside it")
	void replayWaitsForTheInterrupts() throws Exception {
		double ms = new Simulator(TraceSurgery.withoutCompilers(trace))
				.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionMillis();
		// main's 300 ms, then the sleeper's and the waiter's 300 ms side by side (600 ms); were their waits lost, the
		// three would share the two processors from the start and end together after 450 ms
		long least = (Interrupts.MAIN_CPU_NANOS + Interrupts.AFTER_CPU_NANOS) / 1_000_000;
		assertTrue(ms >= least * 0.9, ms + " ms");
	}
}
