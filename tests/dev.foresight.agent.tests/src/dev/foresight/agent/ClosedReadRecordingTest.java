/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.foresight.agent.programs.ClosedRead;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A socket read that the program's close of the connection ended waited for that close, not for a device: its io_end
 * is linked to the close's io_begin ({@code ClosedRead}, recorded on one CPU, where the read waited while the two
 * workers took turns), whether the close ended the stream (the other end's) or made the read fail (its own end's).
 */
class ClosedReadRecordingTest {

	@ParameterizedTest
	@CsvSource({ "peer, false", "local, true", "channel, true" })
	void theReadWaitsForTheClose(String mode, boolean failed, @TempDir Path dir) throws Exception {
		Path file = dir.resolve(mode + ".ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, ClosedRead.class.getName(), mode);
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		ThreadEvents reader = t.streams().stream()
				.filter(e -> t.header().threads().get(e.thread()).name().equals("reader")).findFirst().orElseThrow();
		List<Integer> ends = new ArrayList<>();
		for (int i = 0; i < reader.size(); i++) {
			if (reader.kind(i) == EventKind.IO_END) {
				ends.add(i);
			}
		}
		assertEquals(1, ends.size(), "reads");
		int[] read = { reader.thread(), ends.get(0) };
		assertEquals(failed ? Event.FAILED | Event.LOCAL : Event.LOCAL, reader.flags(read[1]) & (Event.FAILED | Event.LOCAL),
				"flags");
		int[] close = Recordings.wake(t, read);
		assertNotNull(close, "the read is linked to nothing");
		assertEquals(EventKind.IO_BEGIN, Recordings.kind(t, close));
		assertEquals("main", t.header().threads().get(close[0]).name());
		// the workers' 2 x 100 ms overlap on two processors; the reader's recorded 200 ms no longer holds the end
		Simulator sim = new Simulator(t);
		double one = sim.run(MachineModel.ideal(2), 1, SimulationModel.DIRECT, false).completionNanos();
		double two = sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos();
		assertTrue(two < 0.75 * one, "1: " + one / 1e6 + " ms, 2: " + two / 1e6 + " ms");
	}
}
