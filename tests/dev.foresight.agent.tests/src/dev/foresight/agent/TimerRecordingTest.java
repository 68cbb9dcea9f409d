/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.TimerTicks;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code TimerTicks}: {@code java.util.Timer}'s thread waits for a task's time in {@code Object.wait} on its
 * queue, inside the JDK; those waits and the notifies that end them are recorded at the JDK's sites, so that the
 * replay waits for the ticks as the program did (issue 3: "instruments ... the JDK's synchronization points"; issue 4:
 * "timed-out waits are delays"). Without them the three ticks of 100 ms replayed in a few milliseconds.
 */
class TimerRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("timer", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.TimerTicks");
		assertEquals(0, run.exitCode(), run.stderr());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
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
	@DisplayName("replayed on one processor, the program takes its three periods, not the few ms of its CPU time")
	void replayWaitsForTheTicks() throws Exception {
		double ms = new Simulator(TraceSurgery.withoutCompilers(trace))
				.run(MachineModel.linuxServer(), 1, SimulationModel.DIRECT, false).completionMillis();
		long periods = TimerTicks.TICKS * TimerTicks.PERIOD_MILLIS;
		assertTrue(ms >= 0.9 * periods && ms < 2 * periods, ms + " ms");
	}
}
