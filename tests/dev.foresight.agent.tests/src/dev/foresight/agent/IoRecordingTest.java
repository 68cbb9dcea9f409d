/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.agent.Recordings.flagged;
import static dev.foresight.core.trace.EventKind.IO_BEGIN;
import static dev.foresight.core.trace.EventKind.IO_END;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.IoCalls;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code IoCalls}: I/O through readers, writers, data and buffered streams, random-access files and sockets,
 * and the wait for a child process, is io_begin and io_end at the program's call, a call that throws ends its I/O too
 * (flagged FAILED, with the time it waited), and streams over memory are not I/O (issue 3: "io_begin, io_end (file and
 * socket streams and channels, so I/O waits are wall time, not CPU)").
 */
class IoRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("iocalls", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.IoCalls");
		assertEquals(0, run.exitCode(), run.stderr());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
	}

	private static List<Long> args(List<int[]> events) {
		return events.stream().map(e -> trace.thread(e[0]).arg(e[1])).toList();
	}

	/** Wall nanoseconds from each io_begin of {@code method} to the io_end after it on its thread. */
	private static List<Long> durations(String method) {
		return at(trace, IO_END, method).stream().map(e -> {
			int b = e[1] - 1;
			while (trace.thread(e[0]).kind(b) != IO_BEGIN) {
				b--;
			}
			return trace.thread(e[0]).wallNanos(e[1]) - trace.thread(e[0]).wallNanos(b);
		}).toList();
	}

	@Test
	@DisplayName("every I/O call ends, also where it threw: the trace is consistent")
	void consistent() {
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("three reads of a closed stream: three io_end flagged FAILED, beside the file's write")
	void aCallThatThrowsEndsItsIo() {
		assertEquals(4, at(trace, IO_BEGIN, "failedReads").size());
		List<int[]> ends = at(trace, IO_END, "failedReads");
		assertEquals(4, ends.size());
		assertEquals(3, flagged(trace, ends, Event.FAILED));
	}

	@Test
	@DisplayName("a buffered writer's five writes and a buffered reader's six readLine calls (five lines, the end)")
	void readersAndWriters() {
		assertEquals(11, at(trace, IO_BEGIN, "linesWrittenAndRead").size());
		List<Long> ends = args(at(trace, IO_END, "linesWrittenAndRead"));
		assertEquals(List.of(-1L, -1L, -1L, -1L, -1L, 6L, 6L, 6L, 6L, 6L, -1L), ends);
	}

	@Test
	@DisplayName("data streams over buffered ones: two writes, two full reads of 100 and 50 bytes")
	void dataAndBufferedStreams() {
		assertEquals(4, at(trace, IO_BEGIN, "dataStreams").size());
		assertEquals(List.of(-1L, -1L, 100L, 50L), args(at(trace, IO_END, "dataStreams")));
	}

	@Test
	@DisplayName("a random-access file's write, read and full read")
	void randomAccessFile() {
		assertEquals(List.of(-1L, 32L, 32L), args(at(trace, IO_END, "randomAccess")));
	}

	@Test
	@DisplayName("streams over memory are not I/O")
	void memoryIsNotIo() {
		assertEquals(0, at(trace, IO_BEGIN, "inMemory").size());
	}

	@Test
	@DisplayName("accept, a read that times out after waiting, a reader's read; the client's connect, write, flush")
	void socketsWaitAsIo() {
		List<int[]> ends = at(trace, IO_END, "acceptWithTimeout");
		assertTrue(ends.size() >= 3, ends.size() + " I/O calls of the server");
		assertEquals(1, flagged(trace, ends, Event.FAILED));
		List<Long> waited = durations("acceptWithTimeout");
		long timedOut = waited.get(1);
		assertTrue(timedOut >= IoCalls.READ_TIMEOUT_MILLIS * 900_000L, "the timed-out read took " + timedOut + " ns");
		// the reader's read waited for the client's bytes, sent 3 timeouts after the connection
		assertTrue(waited.get(2) >= IoCalls.READ_TIMEOUT_MILLIS * 900_000L, "the reader's read took " + waited.get(2));
		assertEquals(3, at(trace, IO_END, "connectAndSend").size());
	}

	@Test
	@DisplayName("a select with nothing registered waits its timeout and finds no key")
	void selectorWaits() {
		assertEquals(List.of(0L), args(at(trace, IO_END, "selectTimeout")));
		assertTrue(durations("selectTimeout").get(0) >= IoCalls.SELECT_MILLIS * 900_000L);
	}

	@Test
	@DisplayName("the waits for two child processes: the exit code, then whether it exited within the timeout")
	void childProcessesAreWaitedForAsIo() {
		assertEquals(List.of(0L, 1L), args(at(trace, IO_END, "childProcesses")));
		// the child JVM's run beyond what start() waited for: 8 to 38 ms here
		assertTrue(durations("childProcesses").stream().allMatch(d -> d > 1_000_000L), durations("childProcesses")
				.toString());
	}

	@Test
	@DisplayName("an HTTP client's waits: the response code (200), the body's stream and its read, a URL's stream; "
			+ "and the server socket's close")
	void urlConnectionsWaitForTheAnswer() {
		List<int[]> ends = at(trace, IO_END, "httpAnswers");
		assertEquals(6, ends.size());
		assertEquals(200L, trace.thread(ends.get(0)[0]).arg(ends.get(0)[1]));
		assertEquals(0, flagged(trace, ends, Event.FAILED));
	}
}
