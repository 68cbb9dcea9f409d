/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.BusyMonitor;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The writer gives the arrays of full blocks back to the threads' encoders ({@code BlockArrays}): a recording of
 * millions of events allocates a small part of what one new array per block did (about 6 bytes per event), and every
 * event of every block written from a reused array reads back.
 */
class BlockArraysRecordingTest {

	@Test
	@DisplayName("3.2 M monitor events: the recorder allocates under 3 bytes per event (about 7 with a new array per "
			+ "block), and the trace reads whole")
	void fullBlocksReuseArrays() throws Exception {
		Path file = Files.createTempFile("busy", ".ftrace");
		try {
			Recordings.Run run = Recordings.run(file, "", 120, BusyMonitor.class.getName());
			assertEquals(0, run.exitCode(), run.stderr());
			TraceReadResult read = FtraceReader.read(file);
			assertTrue(read.closed());
			assertEquals(List.of(), read.warnings());
			Trace trace = read.trace();
			long entries = (long) BusyMonitor.THREADS * BusyMonitor.ENTRIES;
			long found = 0;
			for (ThreadInfo t : trace.header().threads()) {
				ThreadEvents events = trace.thread(t.id());
				if (t.name().startsWith("busy-")) {
					for (int i = 0; i < events.size(); i++) {
						found += events.kind(i) == EventKind.MONITOR_ENTER ? 1 : 0;
					}
				}
			}
			assertEquals(entries, found);
			assertEquals(List.of(), TraceChecker.check(trace));
			String allocated = trace.header().properties().get(CollectorPauses.RECORDER_ALLOCATED_PROPERTY);
			long recorder = Long.parseLong(allocated);
			double perEvent = (double) recorder / trace.eventCount();
			assertTrue(perEvent < 3, String.format("the recorder allocated %.2f bytes per event (%d bytes, %d events)",
					perEvent, recorder, trace.eventCount()));
		} finally {
			Files.deleteIfExists(file);
		}
	}
}
