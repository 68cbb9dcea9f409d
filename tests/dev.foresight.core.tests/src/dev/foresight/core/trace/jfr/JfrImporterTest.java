/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import jdk.jfr.Recording;

/** A JFR recording of sleeps and a thread start becomes a trace that says what it lacks. */
class JfrImporterTest {

	@TempDir
	Path dir;

	@Test
	void sleepsAndThreadsAreImported() throws Exception {
		Path file = dir.resolve("r.jfr");
		try (Recording r = new Recording()) {
			r.enable("jdk.ThreadSleep").withThreshold(Duration.ZERO).withStackTrace();
			r.enable("jdk.ThreadStart");
			r.enable("jdk.ThreadEnd");
			r.start();
			Thread t = new Thread(JfrImporterTest::sleepThreeTimes, "sleeper");
			t.start();
			t.join();
			r.stop();
			r.dump(file);
		}
		Trace trace = JfrImporter.read(file);
		ThreadEvents sleeper = null;
		for (int i = 0; i < trace.threadCount(); i++) {
			if (trace.header().threads().get(i).name().equals("sleeper")) {
				sleeper = trace.thread(i);
			}
		}
		assertTrue(sleeper != null, "the sleeper thread was imported");
		List<EventKind> kinds = new java.util.ArrayList<>();
		for (int i = 0; i < sleeper.size(); i++) {
			kinds.add(sleeper.kind(i));
		}
		assertEquals(List.of(EventKind.THREAD_BEGIN, EventKind.SLEEP, EventKind.SLEEP, EventKind.SLEEP,
				EventKind.THREAD_END), kinds);
		assertEquals(2_000_000, sleeper.arg(1));
		assertEquals("sleepThreeTimes", trace.header().site(sleeper.site(1)).method());
		assertTrue(trace.header().properties().get("import.lacks").contains("wake links"));
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	private static void sleepThreeTimes() {
		try {
			for (int i = 0; i < 3; i++) {
				Thread.sleep(2);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
