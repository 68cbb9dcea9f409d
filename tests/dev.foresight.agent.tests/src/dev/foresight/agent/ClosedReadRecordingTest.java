/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.foresight.agent.programs.ClosedRead;
import dev.foresight.agent.programs.ClosedSelect;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A socket read that the program's close of the connection ended waited for that close, not for a device: its io_end
 * is linked to the close's io_begin ({@code ClosedRead}, recorded on one CPU, where the read waited while the two
 * workers took turns), whether the close ended the stream (the other end's) or made the read fail (its own end's);
 * likewise a select that found its channel at the end of the stream ({@code ClosedSelect}).
 */
class ClosedReadRecordingTest {

	@ParameterizedTest
	@CsvSource({ "peer, false", "local, true", "channel, true" })
	void theReadWaitsForTheClose(String mode, boolean failed, @TempDir Path dir) throws Exception {
		Path file = dir.resolve(mode + ".ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, ClosedRead.class.getName(), mode);
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		List<int[]> ends = ioEnds(t, "reader");
		assertEquals(1, ends.size(), "reads");
		assertWaitsForMainsClose(t, ends.get(0), failed ? Event.FAILED | Event.LOCAL : Event.LOCAL);
	}

	@Test
	void theSelectWaitsForTheClose(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("select.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, ClosedSelect.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		// the channel's accept, then a select and a read for the request and for the end of the stream
		List<int[]> ends = ioEnds(t, "server");
		assertEquals(5, ends.size(), "I/O calls");
		assertWaitsForMainsClose(t, ends.get(3), Event.LOCAL);
	}

	/** The io_ends of the thread named {@code name}, as {thread, index}. */
	private static List<int[]> ioEnds(Trace t, String name) {
		ThreadEvents events = t.streams().stream()
				.filter(e -> t.header().threads().get(e.thread()).name().equals(name)).findFirst().orElseThrow();
		List<int[]> ends = new ArrayList<>();
		for (int i = 0; i < events.size(); i++) {
			if (events.kind(i) == EventKind.IO_END) {
				ends.add(new int[] { events.thread(), i });
			}
		}
		return ends;
	}

	/** The call ending at {@code end} is linked to main's close, with {@code flags}, and no longer holds the run. */
	private static void assertWaitsForMainsClose(Trace t, int[] end, int flags) throws Exception {
		assertEquals(flags, t.thread(end[0]).flags(end[1]) & (Event.FAILED | Event.LOCAL), "flags");
		int[] close = Recordings.wake(t, end);
		assertNotNull(close, "the call is linked to nothing");
		assertEquals(EventKind.IO_BEGIN, Recordings.kind(t, close));
		assertEquals("main", t.header().threads().get(close[0]).name());
		// the workers' 2 x 100 ms overlap on two processors; the call's recorded 200 ms no longer holds the end
		Recordings.assertTwoProcessorsOverlap(t);
	}
}
