/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.NOTIFY_ALL;
import static dev.foresight.core.trace.EventKind.WAIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.PipeTurns;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A pipe's reader and writer take turns through the pipe's monitor, its waits and its notifies, all inside the JDK
 * ({@code PipeTurns}, recorded on one CPU): without them the two were replayed side by side, twice as fast on two
 * processors as the program ran.
 */
class PipeRecordingTest {

	private static Trace recorded(String options) throws Exception {
		Path file = Files.createTempFile("pipe", ".ftrace");
		Recordings.Run run = Recordings.pinned(file, options, 60, PipeTurns.class.getName());
		assertEquals(0, run.exitCode(), run.stderr());
		Trace t = FtraceReader.read(file).trace();
		Files.delete(file);
		return t;
	}

	@Test
	@DisplayName("the pipe's waits and notifies are recorded, and two processors run the turns about as fast as one")
	void turnsThroughThePipe() throws Exception {
		Trace seen = recorded("");
		String pipe = "java.io.PipedInputStream";
		// the reader waits in read, the writer in awaitSpace, each after notifying the other
		for (String method : List.of("read", "awaitSpace")) {
			assertTrue(at(seen, WAIT, pipe, method).size() >= 10, method + " waits");
			assertTrue(at(seen, NOTIFY_ALL, pipe, method).size() >= 10, method + " notifies");
		}
		assertEquals(List.of(), TraceChecker.check(seen));
		double speedup = speedupAt2(seen);
		// 400 records of 0.2 ms on each side, eight at a time on one side while the other waits
		assertTrue(speedup < 1.3, "speedup " + speedup);
		// the pipe left out: the writer and the reader side by side
		double blind = speedupAt2(recorded("exclude=java.io.Piped"));
		assertTrue(blind > 1.5, "speedup without the pipe " + blind);
	}

	private static double speedupAt2(Trace t) throws Exception {
		Simulator sim = new Simulator(TraceSurgery.withoutCompilers(t));
		MachineModel m = MachineModel.linuxServer();
		return sim.run(m, 1, SimulationModel.DIRECT, false).completionNanos()
				/ sim.run(m, 2, SimulationModel.DIRECT, false).completionNanos();
	}
}
