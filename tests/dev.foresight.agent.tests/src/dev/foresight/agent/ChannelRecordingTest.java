/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.IO_BEGIN;
import static dev.foresight.core.trace.EventKind.IO_END;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.ChannelCalls;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code ChannelCalls}: the blocking calls of file channels, seekable byte channels, pipes and socket
 * channels are each an io_begin and an io_end at the program's call, the io_end carrying the bytes moved (-1 where
 * the call returns none), so that a channel's waits are replayed as I/O, not as work (issue 3: "io_begin, io_end
 * (file and socket streams and channels, so I/O waits are wall time, not CPU)").
 */
class ChannelRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("channels", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.ChannelCalls");
		assertEquals(0, run.exitCode(), run.stderr());
		assertEquals("moved 42", run.stdout().strip());
		trace = FtraceReader.read(file).trace();
		Files.delete(file);
	}

	/** The bytes each io_end of {@code method} carries, in the order of its thread. */
	private static List<Long> ends(String method) {
		return at(trace, IO_END, "ChannelCalls", method).stream().map(e -> trace.thread(e[0]).arg(e[1])).toList();
	}

	/**
	 * The wall nanoseconds of each I/O call of {@code method}, asserting that its events pair: each io_begin is
	 * followed on its thread by an io_end of the same site before any other event of that site, and none is unflagged
	 * FAILED.
	 */
	private static List<Long> paired(String method) {
		List<Long> durations = new ArrayList<>();
		List<int[]> begins = at(trace, IO_BEGIN, "ChannelCalls", method);
		assertEquals(begins.size(), at(trace, IO_END, "ChannelCalls", method).size(), method);
		for (int[] b : begins) {
			ThreadEvents e = trace.thread(b[0]);
			int end = b[1] + 1;
			while (end < e.size() && e.kind(end) != IO_END && e.kind(end) != IO_BEGIN) {
				end++;
			}
			assertTrue(end < e.size() && e.kind(end) == IO_END, method + ": an io_begin without its io_end");
			assertEquals(e.site(b[1]), e.site(end), method + ": an io_end at another site");
			assertEquals(0, e.flags(end) & Event.FAILED, method + ": a failed call");
			durations.add(e.wallNanos(end) - e.wallNanos(b[1]));
		}
		return durations;
	}

	@Test
	@DisplayName("every channel call ends: the trace is consistent")
	void consistent() {
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	@DisplayName("a file channel's three writes and one at a position (16 bytes each), and its force")
	void fileChannelWrites() {
		assertEquals(5, paired("fileWrites").size());
		assertEquals(List.of(16L, 16L, 16L, 16L, -1L), ends("fileWrites"));
	}

	@Test
	@DisplayName("a file channel's reads of 64 bytes, 32 at a time, the end, and a read of 8 at a position")
	void fileChannelReads() {
		assertEquals(4, paired("fileReads").size());
		assertEquals(List.of(32L, 32L, -1L, 8L), ends("fileReads"));
	}

	@Test
	@DisplayName("a seekable byte channel's write and read, called through the interface")
	void seekableByteChannel() {
		assertEquals(2, paired("seekableWriteAndRead").size());
		assertEquals(List.of(10L, 10L), ends("seekableWriteAndRead"));
	}

	@Test
	@DisplayName("a pipe's two writes of 5 bytes, and its two reads on the reader's thread, the first waiting")
	void pipeSinkAndSource() {
		assertEquals(2, paired("pipeWrites").size());
		assertEquals(List.of(5L, 5L), ends("pipeWrites"));
		List<Long> reads = paired("pipeReads");
		assertEquals(List.of(5L, 5L), ends("pipeReads"));
		// the reader started before the writer's sleep: its first read waited for the first write
		assertTrue(reads.get(0) >= ChannelCalls.PIPE_WAIT_MILLIS * 500_000L, "the first read took " + reads.get(0));
		int[] read = at(trace, IO_END, "ChannelCalls", "pipeReads").get(0);
		int[] write = at(trace, IO_END, "ChannelCalls", "pipeWrites").get(0);
		assertTrue(read[0] != write[0], "the pipe's reads and writes are on one thread");
	}

	@Test
	@DisplayName("a socket channel over loopback: connect and accept, the client's write, the server's two reads; "
			+ "the server channel's close")
	void socketChannelExchange() {
		assertEquals(3, paired("sockets").size());
		assertEquals(List.of(-1L, -1L, -1L), ends("sockets"));
		assertEquals(1, paired("socketWrite").size());
		assertEquals(List.of(12L), ends("socketWrite"));
		assertEquals(2, paired("socketReads").size());
		assertEquals(List.of(12L, -1L), ends("socketReads"));
	}
}
