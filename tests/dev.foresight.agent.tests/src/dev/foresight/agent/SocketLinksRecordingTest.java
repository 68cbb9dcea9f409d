/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.core.trace.EventKind.IO_BEGIN;
import static dev.foresight.core.trace.EventKind.IO_END;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.LoopbackTurns;
import dev.foresight.agent.programs.SocketTurns;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A read of a loopback socket is linked to the other end's write that supplied its first byte (the io_end of the read
 * to the io_begin of the write), through socket streams and channels, also where the program's call is not one the
 * recorder rewrites ({@code DataInputStream.readLong}): recorded on one CPU, a request and its answer are replayed in
 * turn, and records streamed one way still overlap. Without the links the replay waited each read's recorded wall time
 * (on one CPU, the other end's turn) beside the other end's work: {@code NetTour echo} in docs/accuracy.md was
 * predicted at 1.88 on two processors against 1.12 measured. A selector's select that found such bytes is linked to
 * the write that supplied them.
 */
class SocketLinksRecordingTest {

	@Test
	@DisplayName("each read is linked to the other thread's write in order, through streams and channels")
	void linkedInOrder(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("loopback.ftrace"), false, LoopbackTurns.class.getName());
		assertEquals(List.of(), TraceChecker.check(t));
		int linked = 0;
		for (ThreadEvents e : t.streams()) {
			int previous = -1;
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) != IO_END || e.wakeThread(i) < 0) {
					continue;
				}
				linked++;
				assertNotEquals(e.thread(), e.wakeThread(i), "a read linked to its own thread's write");
				ThreadEvents writer = t.thread(e.wakeThread(i));
				assertEquals(IO_BEGIN, writer.kind(e.wakeIndex(i)));
				assertTrue(e.wakeIndex(i) > previous, "reads linked out of their writes' order");
				previous = e.wakeIndex(i);
			}
		}
		assertEquals(4 * LoopbackTurns.REQUESTS, linked);
		assertEquals(linked, LoopbackConnections.of(t.header()).linked());
	}

	@Test
	@DisplayName("a request and its answer are replayed in turn; a stream one way overlaps")
	void turnsAndStream(@TempDir Path dir) throws Exception {
		Trace turns = recorded(dir.resolve("turns.ftrace"), true, SocketTurns.class.getName(), "turns");
		assertEquals(List.of(), TraceChecker.check(turns));
		// the reads inside DataInputStream record their own events, at the program's site
		Site site = null;
		for (ThreadEvents e : turns.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == IO_END && e.wakeThread(i) >= 0) {
					site = turns.header().site(e.site(i));
				}
			}
		}
		assertTrue(site != null && site.className().equals(SocketTurns.class.getName()), "site " + site);
		double alternating = speedupAt2(turns);
		assertTrue(alternating < 1.3, "request and answer overlap: speedup " + alternating);
		Trace stream = recorded(dir.resolve("stream.ftrace"), true, SocketTurns.class.getName(), "stream");
		assertEquals(List.of(), TraceChecker.check(stream));
		double streaming = speedupAt2(stream);
		assertTrue(streaming > 1.7, "records streamed one way do not overlap: speedup " + streaming);
	}

	@Test
	@DisplayName("a selector's select is linked to the write it found, and a request and its answer stay in turn")
	void selector(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("selector.ftrace"), true, SocketTurns.class.getName(), "selector");
		assertEquals(List.of(), TraceChecker.check(t));
		int selects = 0;
		int linked = 0;
		for (ThreadEvents e : t.streams()) {
			if (!t.header().threads().get(e.thread()).name().equals("server")) {
				continue;
			}
			for (int i = 0; i < e.size(); i++) {
				// a select's io_end carries the keys it found (1), a read's the bytes (8 or 0); where the next request
				// had come before the server read again, it read it without a select
				if (e.kind(i) == IO_END && e.arg(i) == 1) {
					selects++;
					if (e.wakeThread(i) >= 0) {
						assertEquals(Event.LOCAL, e.flags(i) & Event.LOCAL);
						linked++;
					}
				}
			}
		}
		assertTrue(selects >= SocketTurns.RECORDS / 10 && linked >= selects * 98 / 100,
				linked + " of " + selects + " linked");
		double speedup = speedupAt2(t);
		assertTrue(speedup < 1.3, "request and answer overlap: speedup " + speedup);
	}

	private static Trace recorded(Path file, boolean pinned, String main, String... args) throws Exception {
		Recordings.Run run = pinned ? Recordings.pinned(file, 60, main, args) : Recordings.run(file, "", 60, main);
		assertEquals(0, run.exitCode(), run.stderr());
		return FtraceReader.read(file).trace();
	}

	private static double speedupAt2(Trace t) throws Exception {
		Simulator sim = new Simulator(TraceSurgery.withoutCompilers(t));
		MachineModel m = MachineModel.linuxServer();
		return sim.run(m, 1, SimulationModel.DIRECT, false).completionNanos()
				/ sim.run(m, 2, SimulationModel.DIRECT, false).completionNanos();
	}
}
