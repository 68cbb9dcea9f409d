/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.HttpSends;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.ThreadRun;
import dev.foresight.core.sim.ThreadState;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The JDK's {@code HttpClient.send} is recorded as a network wait at the program's call ({@code HttpSends}): to a
 * server of the program's own it waits for the program's threads (flagged {@code LOCAL}, replayed without a device
 * wait); to another process's, it is I/O, with the time its thread then waited for a processor ({@code QUEUED}).
 * Inside the client, its selector thread's {@code select} is a network wait and its hand-off of each answer to a
 * worker a task; a send's end is linked to the worker's completion of its response.
 */
class HttpSendRecordingTest {

	@Test
	@DisplayName("each send to the program's own server is an I/O call between its threads")
	void toTheProgramsServer(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("inprocess.ftrace"), "inprocess");
		List<int[]> ends = sends(t);
		assertEquals(HttpSends.SENDS, ends.size());
		for (int[] e : ends) {
			int flags = t.thread(e[0]).flags(e[1]);
			assertTrue((flags & Event.LOCAL) != 0, "send " + e[1] + " not local");
		}
		assertLinkedToTheClient(t, ends);
	}

	@Test
	@DisplayName("each send to another process's server is I/O that waited for a device, its run-queue delay apart")
	void toAnotherProcess(@TempDir Path dir) throws Exception {
		Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				Recordings.classes().toString(), HttpSends.class.getName(), "serve").start();
		try {
			String port = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.US_ASCII))
					.readLine();
			Trace t = recorded(dir.resolve("to.ftrace"), "to", port);
			List<int[]> ends = sends(t);
			assertEquals(HttpSends.SENDS, ends.size());
			long waited = 0;
			for (int[] e : ends) {
				var events = t.thread(e[0]);
				int flags = events.flags(e[1]);
				assertEquals(0, flags & Event.LOCAL, "send " + e[1] + " local");
				assertEquals(Event.QUEUED, flags & Event.QUEUED, "send " + e[1] + " without its run-queue delay");
				assertTrue(events.arg(e[1]) >= 0);
				int begin = e[1] - 1;
				while (events.kind(begin) != EventKind.IO_BEGIN) {
					begin--;
				}
				waited += Event.ioWait(events.wallNanos(begin), events.wallNanos(e[1]), events.cpuNanos(e[1]),
						events.arg(e[1]), flags);
			}
			// the server answers each 2 ms after the request came
			assertTrue(waited >= HttpSends.SENDS * 2_000_000L, "waited " + waited / 1e6 + " ms in all");
			assertLinkedToTheClient(t, ends);
		} finally {
			server.getOutputStream().close();
			server.destroyForcibly();
		}
	}

	@Test
	@DisplayName("sendAsync: the client's selector waits for each answer and hands it to a worker; main waits for that")
	void asyncToAnotherProcess(@TempDir Path dir) throws Exception {
		Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				Recordings.classes().toString(), HttpSends.class.getName(), "serve").start();
		try {
			String port = new BufferedReader(new InputStreamReader(server.getInputStream(), StandardCharsets.US_ASCII))
					.readLine();
			Trace t = recorded(dir.resolve("async.ftrace"), "async", port);
			assertEquals(List.of(), TraceChecker.check(t));
			int selector = thread(t, "HttpClient-\\d+-SelectorManager");
			ThreadEvents sel = t.thread(selector);
			long waited = 0;
			for (int i = 0; i + 1 < sel.size(); i++) {
				if (sel.kind(i) == EventKind.IO_BEGIN && sel.kind(i + 1) == EventKind.IO_END
						&& sel.wakeThread(i + 1) < 0) {
					waited += Event.ioWait(sel.wallNanos(i), sel.wallNanos(i + 1), sel.cpuNanos(i + 1),
							sel.arg(i + 1), sel.flags(i + 1));
				}
			}
			assertTrue(waited >= HttpSends.SENDS * 2_000_000L, "the selector waited " + waited / 1e6 + " ms");
			int handed = 0;
			for (ThreadEvents e : t.streams()) {
				for (int i = 0; i < e.size(); i++) {
					if (e.kind(i) == EventKind.TASK_BEGIN && e.wakeThread(i) == selector) {
						handed++;
					}
				}
			}
			assertTrue(handed >= HttpSends.SENDS, handed + " tasks handed over by the selector");
			// replayed, main waits for the answers, which it did not while the selector's waits went unrecorded
			SimulatedRun run = new Simulator(TraceSurgery.withoutCompilers(t)).run(MachineModel.linuxServer(), 2,
					SimulationModel.DIRECT, true);
			ThreadRun main = run.threads().stream().filter(r -> r.name().equals("main")).findFirst().orElseThrow();
			assertTrue(main.timeIn(ThreadState.BLOCKED) >= HttpSends.SENDS * 2e6,
					"main blocked " + main.timeIn(ThreadState.BLOCKED) / 1e6 + " ms");
		} finally {
			server.getOutputStream().close();
			server.destroyForcibly();
		}
	}

	/**
	 * Nearly every send's end linked to a future_complete of a thread of the client: a sender that sees its result
	 * set before the worker notes the completion goes on unlinked.
	 */
	private static void assertLinkedToTheClient(Trace t, List<int[]> ends) {
		assertEquals(List.of(), TraceChecker.check(t));
		int linked = 0;
		for (int[] e : ends) {
			int[] w = Recordings.wake(t, e);
			if (w != null) {
				assertEquals(EventKind.FUTURE_COMPLETE, Recordings.kind(t, w));
				String by = t.header().threads().get(w[0]).name();
				assertTrue(by.startsWith("HttpClient-"), "send " + e[1] + " linked to " + by);
				linked++;
			}
		}
		assertTrue(linked >= ends.size() * 9 / 10, linked + " of " + ends.size() + " sends linked");
	}

	/** The id of the one thread whose name matches {@code regex}. */
	private static int thread(Trace t, String regex) {
		return t.header().threads().stream().filter(i -> i.name().matches(regex)).mapToInt(i -> i.id()).findFirst()
				.orElseThrow(() -> new AssertionError("no thread " + regex));
	}

	/** The io_ends of the program's sends, as thread and index. */
	private static List<int[]> sends(Trace t) {
		return Recordings.at(t, EventKind.IO_END, HttpSends.class.getName(), "send");
	}

	private static Trace recorded(Path file, String... args) throws Exception {
		Recordings.Run r = Recordings.run(file, "", 60, HttpSends.class.getName(), args);
		assertEquals(0, r.exitCode(), r.stderr());
		return FtraceReader.read(file).trace();
	}
}
