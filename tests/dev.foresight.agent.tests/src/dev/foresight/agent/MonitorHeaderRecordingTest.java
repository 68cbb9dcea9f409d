/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.MONITOR_ENTER;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.AllKinds;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * Records {@code AllKinds} on a JVM whose monitors are all inflated from their first use ({@code -XX:LockingMode=0}):
 * the header then says nothing about waiting, the recorder must notice it at start-up and time every entry after
 * it, and the monitor events must be what they are on a JVM with thin monitors ({@code AllKindsRecordingTest}).
 */
class MonitorHeaderRecordingTest {

	private static final List<String> INFLATED = List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:LockingMode=0");

	@Test
	@EnabledIf(value = "accepted", disabledReason = "this JVM does not run with LockingMode=0 (deprecated in JDK 24)")
	void everyEntryIsTimedWhenTheHeaderDoesNotTell(@TempDir Path dir) throws Exception {
		Path f = dir.resolve("inflated.ftrace");
		Process p = Recordings.start(INFLATED, f, "", AllKinds.class.getName());
		p.getInputStream().transferTo(OutputStream.nullOutputStream());
		assertTrue(p.waitFor(60, TimeUnit.SECONDS));
		assertEquals(0, p.exitValue(), new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
		Trace t = FtraceReader.read(f).trace();
		assertEquals("unused", t.header().properties().get("recorder.monitor.header"));
		assertEquals(List.of(), TraceChecker.check(t));
		assertEquals(10, at(t, MONITOR_ENTER, "monitors").size());
		// every entry read the clock twice, and says so
		assertEquals(10, Recordings.flagged(t, at(t, MONITOR_ENTER, "monitors"), Event.TIMED_AFTER));
		Recordings.assertContendedEntryLinked(t);
	}

	/**
	 * Whether this JVM takes the option and keeps it: a later JDK may refuse it, or ignore it as obsolete and start
	 * with thin monitors, so the flags it runs with must say {@code LockingMode = 0}.
	 */
	static boolean accepted() {
		Path java = Path.of(System.getProperty("java.home"), "bin", "java");
		try {
			Process p = new ProcessBuilder(java.toString(), INFLATED.get(0), INFLATED.get(1), "-XX:+PrintFlagsFinal",
					"-version").redirectErrorStream(true).start();
			String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
			return p.waitFor(30, TimeUnit.SECONDS) && p.exitValue() == 0
					&& out.lines().anyMatch(l -> l.matches("\\s*int\\s+LockingMode\\s+=\\s+0\\s.*"));
		} catch (java.io.IOException | InterruptedException e) {
			return false;
		}
	}
}
