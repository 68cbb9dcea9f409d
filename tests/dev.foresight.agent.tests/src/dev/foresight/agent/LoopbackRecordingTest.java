/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.AllKinds;
import dev.foresight.agent.programs.LoopbackTurns;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The recorder counts the connections a program accepts from its own machine and makes to it ({@code LoopbackTurns}:
 * two accepted, one of them made by a channel's {@code connect}, the other by a socket's constructor, which is not a
 * call the recorder sees), for {@code predict}'s warning.
 */
class LoopbackRecordingTest {

	@Test
	@DisplayName("connections within the machine are counted, and a program without any has no count")
	void counted(@TempDir Path dir) throws Exception {
		Trace t = recorded(dir.resolve("loopback.ftrace"), LoopbackTurns.class.getName());
		assertEquals(new LoopbackConnections(2, 1, 4 * LoopbackTurns.REQUESTS), LoopbackConnections.of(t.header()));
		Trace none = recorded(dir.resolve("none.ftrace"), AllKinds.class.getName());
		assertNull(none.header().properties().get(LoopbackConnections.PROPERTY));
	}

	private static Trace recorded(Path file, String main) throws Exception {
		Recordings.Run r = Recordings.run(file, "", 60, main);
		assertEquals(0, r.exitCode(), r.stderr());
		return FtraceReader.read(file).trace();
	}
}
