/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.core.trace.EventKind.PARK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.SpinParks;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * A timed park holds its timeout ({@code SpinParks}, recorded on one CPU beside a computing thread): a
 * {@code parkNanos(1)} once stood for a deadline, and the replay waited as long as the recording had, the other
 * thread's turn included.
 */
class SpinParksRecordingTest {

	@Test
	@DisplayName("parkNanos(1) holds one nanosecond, parkUntil the time to its deadline")
	void timeouts() throws Exception {
		Path file = Files.createTempFile("spinparks", ".ftrace");
		Trace t;
		try {
			Recordings.Run run = Recordings.pinned(file, 60, SpinParks.class.getName());
			assertEquals(0, run.exitCode(), run.stderr());
			t = FtraceReader.read(file).trace();
		} finally {
			Files.deleteIfExists(file);
		}
		List<int[]> parks = Recordings.at(t, PARK, "lambda");
		assertEquals(SpinParks.PAUSES + 1, parks.size());
		long waited = 0;
		for (int k = 0; k < parks.size(); k++) {
			ThreadEvents e = t.thread(parks.get(k)[0]);
			int i = parks.get(k)[1];
			assertEquals(Event.TIMED_OUT, e.flags(i) & Event.TIMED_OUT, "park " + k + " timed out");
			if (k < SpinParks.PAUSES) {
				assertEquals(1, e.arg(i), "park " + k);
				waited += e.wallNanos(i) - e.wallNanos(Math.max(0, i - 1));
			} else {
				assertTrue(e.arg(i) > 0 && e.arg(i) <= SpinParks.DEADLINE_MILLIS * 1_000_000L, "deadline " + e.arg(i));
			}
		}
		// the pauses did wait for the other thread's turns, which the argument leaves out
		assertTrue(waited > 1_000_000L, "pauses took " + waited + " ns");
	}
}
