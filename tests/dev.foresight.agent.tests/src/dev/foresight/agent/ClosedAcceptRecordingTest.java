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

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.foresight.agent.programs.ClosedAccept;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * An accept that another thread's close of the server socket ended waited for that close, not for a device: its
 * io_end is linked to the close's io_begin ({@code ClosedAccept}, recorded on one CPU, where the acceptor's last
 * accept waited while the two workers took turns).
 */
class ClosedAcceptRecordingTest {

	@ParameterizedTest
	@ValueSource(strings = { "socket", "channel" })
	void theLastAcceptWaitsForTheClose(String mode, @TempDir Path dir) throws Exception {
		Path file = dir.resolve(mode + ".ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, ClosedAccept.class.getName(), mode);
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		ThreadEvents acceptor = t.streams().stream()
				.filter(e -> t.header().threads().get(e.thread()).name().equals("acceptor")).findFirst().orElseThrow();
		List<Integer> ends = new ArrayList<>();
		for (int i = 0; i < acceptor.size(); i++) {
			if (acceptor.kind(i) == EventKind.IO_END) {
				ends.add(i);
			}
		}
		assertEquals(ClosedAccept.CONNECTIONS + 1, ends.size(), "accepts");
		int[] last = { acceptor.thread(), ends.get(ends.size() - 1) };
		assertEquals(Event.FAILED | Event.LOCAL, acceptor.flags(last[1]));
		int[] close = Recordings.wake(t, last);
		assertNotNull(close, "the failed accept is linked to nothing");
		assertEquals(EventKind.IO_BEGIN, Recordings.kind(t, close));
		assertEquals("main", t.header().threads().get(close[0]).name());
		// the workers' 2 x 100 ms overlap on two processors; the acceptor's recorded 200 ms no longer holds the end
		Recordings.assertTwoProcessorsOverlap(t);
	}
}
