/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.PeriodicStop;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The program's stops of its periodic tasks are recorded, and a run on two processors runs none of the recorded runs
 * after them: {@code PeriodicStop}'s two tasks run every 5 ms for as long as the workers compute, twice as long on the
 * recording's one CPU, yet two processors end with the workers.
 */
class PeriodicStopRecordingTest {

	@Test
	void stoppedPeriodicTasksDoNotHoldTheRun(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("periodic.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, PeriodicStop.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		// one stop per task, on main: the cancel stops the fixed rate, the shutdown the fixed delay
		List<int[]> stops = at(t, EventKind.FUTURE_COMPLETE, "PeriodicStop", "main");
		Set<Long> stopped = new HashSet<>();
		Set<Integer> lines = new HashSet<>();
		for (int[] s : stops) {
			assertTrue((t.thread(s[0]).flags(s[1]) & Event.CANCELLED) != 0, "a stop flagged CANCELLED");
			stopped.add(t.thread(s[0]).object(s[1]));
			lines.add(t.header().site(t.thread(s[0]).site(s[1])).line());
		}
		assertEquals(2, stops.size());
		assertEquals(2, stopped.size());
		assertEquals(2, lines.size(), "the cancel's line and the shutdown's");
		Set<Long> begun = new HashSet<>();
		t.streams().forEach(e -> {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == EventKind.TASK_BEGIN) {
					begun.add(e.object(i));
				}
			}
		});
		assertTrue(begun.containsAll(stopped), "the stops carry the tasks' ids");
		// the program's threads alone: the recorder's compilation is long beside 200 ms
		Trace program = TraceSurgery.withoutCompilers(t);
		Recordings.assertTwoProcessorsOverlap(program);
		// on two processors the tasks stop with the workers, where the recorded runs all replayed held the run to the
		// recording's length
		double two = twoProcessors(program);
		double allRuns = twoProcessors(TraceSurgery.withoutFlags(program, Event.CANCELLED));
		assertTrue(two < 0.8 * allRuns, "stopped: " + two / 1e6 + " ms, every run: " + allRuns / 1e6 + " ms");
	}

	private static double twoProcessors(Trace t) throws Exception {
		try (Simulator sim = new Simulator(t)) {
			return sim.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionNanos();
		}
	}
}
