/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.WokenSelects;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A select that another thread's {@code wakeup} ended waited for that call, not for a device: its io_end is linked to
 * the wakeup's io_begin ({@code WokenSelects}, recorded on one CPU, where each select waited while main made the next
 * task).
 */
class WokenSelectRecordingTest {

	@Test
	@DisplayName("a select that main's wakeup ended is linked to it, and the loop overlaps main on two processors")
	void selectsWaitForTheirWakeups(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("woken.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, WokenSelects.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		ThreadEvents loop = t.streams().stream()
				.filter(e -> t.header().threads().get(e.thread()).name().equals("loop")).findFirst().orElseThrow();
		int linked = 0;
		for (int i = 0; i < loop.size(); i++) {
			if (loop.kind(i) != EventKind.IO_END) {
				continue;
			}
			assertEquals(0, loop.arg(i), "keys");
			// a select that began after main's wakeup returned at once, and is linked to nothing
			int[] wakeup = Recordings.wake(t, new int[] { loop.thread(), i });
			if (wakeup != null) {
				linked++;
				assertEquals(Event.LOCAL, loop.flags(i) & Event.LOCAL, "select " + i + " not local");
				assertEquals(EventKind.IO_BEGIN, Recordings.kind(t, wakeup));
				assertEquals("main", t.header().threads().get(wakeup[0]).name());
				// the wakeup itself waits for no device
				ThreadEvents main = t.thread(wakeup[0]);
				assertEquals(EventKind.IO_END, main.kind(wakeup[1] + 1));
				assertEquals(Event.LOCAL, main.flags(wakeup[1] + 1) & Event.LOCAL);
			}
		}
		// main wakes the loop once it waits: every task's select (and the last one, unless the loop saw main's end
		// with its last task)
		assertTrue(linked >= WokenSelects.TASKS, linked + " selects linked");
		assertOverlaps(t);
	}

	@Test
	@DisplayName("selects of 1 ms that ran out before the woken one are flagged, and wait for the wakeup in the replay")
	void timedOutSelectsWaitForTheWakeup(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("timed.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, WokenSelects.class.getName(), "timed");
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		ThreadEvents loop = t.streams().stream()
				.filter(e -> t.header().threads().get(e.thread()).name().equals("loop")).findFirst().orElseThrow();
		int timedOut = 0;
		for (int i = 0; i < loop.size(); i++) {
			if (loop.kind(i) == EventKind.IO_END && (loop.flags(i) & Event.TIMED_OUT) != 0) {
				timedOut++;
				assertEquals(0, loop.arg(i), "keys");
				assertEquals(-1, loop.wakeThread(i), "a select that ran out is linked");
			}
		}
		// main's 20 ms of work between wakeups: the loop's 1 ms selects run out many times
		assertTrue(timedOut >= WokenSelects.TASKS, timedOut + " selects ran out");
		assertOverlaps(t);
	}

	/** 10 x 20 ms of main's and of the loop's, one after the other on one processor, side by side on two. */
	private static void assertOverlaps(Trace t) throws Exception {
		Simulator sim = new Simulator(t);
		double one = sim.run(MachineModel.ideal(2), 1, SimulationModel.DIRECT, false).completionNanos();
		double two = sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos();
		assertTrue(two < 0.75 * one, "1: " + one / 1e6 + " ms, 2: " + two / 1e6 + " ms");
	}
}
