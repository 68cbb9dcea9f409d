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
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The JDK's {@code HttpClient.send} is recorded as a network wait at the program's call ({@code HttpSends}): to a
 * server of the program's own it waits for the program's threads (flagged {@code LOCAL}, replayed without a device
 * wait); to another process's, it is I/O, with the time its thread then waited for a processor ({@code QUEUED}).
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
		} finally {
			server.getOutputStream().close();
			server.destroyForcibly();
		}
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
