/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.StoppedBeats;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Loops paced by time that the program stops end with the stop on more processors: {@code StoppedBeats}' heartbeat
 * (sleeps until interrupted), poller (until a flag, then joined) and timer (cancelled) run for as long as the workers
 * compute, twice as long on the recording's one CPU, yet two processors end with the workers.
 */
class StoppedBeatsRecordingTest {

	@Test
	void loopsStoppedByTheProgramEndWithTheStop(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("beats.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, StoppedBeats.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		// the heartbeat's last sleep is the one main's interrupt ended
		int beat = t.header().threads().stream().filter(i -> i.name().equals("heartbeat")).mapToInt(ThreadInfo::id)
				.findFirst().orElseThrow();
		ThreadEvents e = t.thread(beat);
		int last = e.size() - 2;
		assertEquals(EventKind.SLEEP, e.kind(last));
		int[] waker = Recordings.wake(t, new int[] { beat, last });
		assertNotNull(waker, "the last sleep is linked");
		assertEquals(EventKind.INTERRUPT, t.thread(waker[0]).kind(waker[1]));
		// the program's threads alone (the recorder's compilation is long beside 200 ms), on the default machine
		try (Simulator sim = new Simulator(TraceSurgery.withoutCompilers(t))) {
			double one = sim.run(MachineModel.linuxServer(), 1, SimulationModel.DIRECT, false).completionNanos();
			double two = sim.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionNanos();
			assertTrue(two < 0.7 * one, "1: " + one / 1e6 + " ms, 2: " + two / 1e6 + " ms");
		}
	}
}
