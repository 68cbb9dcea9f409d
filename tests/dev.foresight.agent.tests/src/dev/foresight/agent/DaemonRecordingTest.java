/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.DaemonBeat;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The thread table says which threads are daemons, and a run does not wait for them: {@code DaemonBeat}'s heartbeat
 * sleeps for as long as the program runs, recorded on one CPU, yet two processors run the two workers' 2 x 100 ms side
 * by side.
 */
class DaemonRecordingTest {

	@Test
	void aDaemonHeartbeatDoesNotHoldTheRun(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("beat.ftrace");
		Recordings.Run r = Recordings.pinned(file, 60, DaemonBeat.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		Map<String, ThreadInfo> byName = t.header().threads().stream()
				.collect(Collectors.toMap(ThreadInfo::name, i -> i, (a, b) -> a));
		assertTrue(byName.get("heartbeat").daemon(), "the heartbeat is a daemon");
		for (String name : new String[] { "main", "worker-0", "worker-1" }) {
			assertEquals(false, byName.get(name).daemon(), name);
		}
		Recordings.assertTwoProcessorsOverlap(t);
	}
}
