/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.DelayedStages;
import dev.foresight.agent.programs.TimeoutStages;
import dev.foresight.agent.programs.TimerTicks;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;

/**
 * Delays the JDK waits out inside its own code (issue 3: "instruments ... the JDK's synchronization points"; issue 4:
 * "timed-out waits are delays"). {@code TimerTicks}: {@code java.util.Timer}'s thread waits for a task's time in
 * {@code Object.wait} on its queue; those waits and the notifies that end them are recorded at the JDK's sites.
 * {@code DelayedStages}: a {@code CompletableFuture.delayedExecutor}'s delay is recorded as its task's submit delay.
 * {@code TimeoutStages}: a future's {@code orTimeout} and {@code completeOnTimeout} are tasks with that delay, which
 * the completion at the timeout runs in.
 * Without them the replays took a few milliseconds where the programs wait 300 ms.
 */
class JdkDelaysRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		trace = Recordings.trace("dev.foresight.agent.programs.TimerTicks", false);
	}

	@Test
	@DisplayName("the timer thread's waits for its ticks, timed out after about a period, and the notifies of Timer")
	void waitsAndNotifies() {
		assertEquals(List.of(), TraceChecker.check(trace));
		List<int[]> waits = at(trace, EventKind.WAIT, "TimerThread", "mainLoop");
		long ticks = waits.stream().filter(w -> (trace.thread(w[0]).flags(w[1]) & Event.TIMED_OUT) != 0
				&& trace.thread(w[0]).arg(w[1]) >= TimerTicks.PERIOD_MILLIS * 1_000_000L / 2).count();
		assertTrue(ticks >= TimerTicks.TICKS, waits.size() + " waits, " + ticks + " timed out after a tick's time");
		// the schedule's notify, and the cancel's (through the timer's cleaner)
		assertEquals(1, at(trace, EventKind.NOTIFY, "Timer", "sched").size());
		assertEquals(1, at(trace, EventKind.NOTIFY, "Timer$ThreadReaper", "run").size());
	}

	@Test
	@DisplayName("replayed on one processor, the program takes the waits for its ticks, not the few ms of its CPU time")
	void replayWaitsForTheTicks() throws Exception {
		// at a fixed rate a tick that came late shortens the wait for the next (on a loaded machine), so the replay
		// takes the waits the timer asked for, which are the periods on a machine that ran it on time
		long asked = 0;
		for (int[] w : at(trace, EventKind.WAIT, "TimerThread", "mainLoop")) {
			if ((trace.thread(w[0]).flags(w[1]) & Event.TIMED_OUT) != 0) {
				asked += trace.thread(w[0]).arg(w[1]);
			}
		}
		assertTrue(asked >= TimerTicks.PERIOD_MILLIS * 1_000_000L, asked + " ns asked for");
		assertReplayTakes(trace, asked / 1_000_000);
	}

	@Test
	@DisplayName("a delayed executor's stages: each submit carries the delay, and the replay takes the three delays")
	void delayedExecutorStages() throws Exception {
		Trace delayed = Recordings.trace("dev.foresight.agent.programs.DelayedStages", false);
		assertEquals(List.of(), TraceChecker.check(delayed));
		List<int[]> submits = at(delayed, EventKind.TASK_SUBMIT, "DelayedStages", "main");
		assertEquals(DelayedStages.STAGES, submits.size());
		for (int[] s : submits) {
			assertEquals(DelayedStages.DELAY_MILLIS * 1_000_000L, delayed.thread(s[0]).arg(s[1]));
		}
		assertReplayTakes(delayed, DelayedStages.STAGES * DelayedStages.DELAY_MILLIS);
	}

	@Test
	@DisplayName("a future's completeOnTimeout and orTimeout: the replay takes the three timeouts, not the ten seconds "
			+ "of a timeout that a completion came before")
	void timeouts() throws Exception {
		Trace timed = Recordings.trace("dev.foresight.agent.programs.TimeoutStages", false);
		assertEquals(List.of(), TraceChecker.check(timed));
		List<int[]> submits = at(timed, EventKind.TASK_SUBMIT, "TimeoutStages", "main");
		assertEquals(4, submits.size());
		assertReplayTakes(timed, 3 * TimeoutStages.TIMEOUT_MILLIS);
	}

	/** The replay on one processor takes at least 90 % of {@code millis} and less than twice as long. */
	private static void assertReplayTakes(Trace t, long millis) throws Exception {
		double ms = new Simulator(TraceSurgery.withoutCompilers(t))
				.run(MachineModel.linuxServer(), 1, SimulationModel.DIRECT, false).completionMillis();
		assertTrue(ms >= 0.9 * millis && ms < 2 * millis, ms + " ms");
	}
}
