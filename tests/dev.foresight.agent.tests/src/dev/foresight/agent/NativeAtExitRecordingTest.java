/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.NativeAtExit;
import dev.foresight.core.sim.ExitWait;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The recorder notes the program's threads still in native code at its close, for which the JVM's exit waits
 * ({@link ExitWait}); the wait itself is timed on the program run without the recorder (docs/accuracy.md, "The JVM's
 * exit waits for threads in native code").
 */
class NativeAtExitRecordingTest {

	@Test
	@DisplayName("a thread blocked in accept at the end is noted by name, at a return from main and at System.exit")
	void blockedInAccept(@TempDir Path dir) throws Exception {
		for (String mode : new String[] { "accept", "exit" }) {
			ExitWait w = ExitWait.of(recorded(dir.resolve(mode + ".ftrace"), mode).header());
			assertEquals(new ExitWait(1, "acceptor"), w, mode);
		}
	}

	@Test
	@DisplayName("after a virtual thread's socket read the JDK's poller is in native code; without, nothing is noted")
	void virtualThreadsPollerAndNone(@TempDir Path dir) throws Exception {
		ExitWait virtual = ExitWait.of(recorded(dir.resolve("virtual.ftrace"), "virtual").header());
		assertTrue(virtual.threads() >= 1, virtual.toString());
		assertFalse(virtual.names().contains("virtual-reader"), virtual.names());
		Trace none = recorded(dir.resolve("none.ftrace"), "none");
		assertEquals("0", none.header().properties().get(ExitWait.COUNT_PROPERTY));
		assertNull(none.header().properties().get(ExitWait.THREADS_PROPERTY));
		assertEquals(ExitWait.NONE, ExitWait.of(none.header()));
	}

	@Test
	@DisplayName("without the recorder, a thread in accept holds the JVM's exit about ExitWait.WAIT_NANOS longer")
	void theExitWaits() throws Exception {
		long[] accept = new long[3];
		long[] none = new long[3];
		for (int i = 0; i < 3; i++) {
			accept[i] = exitNanos("accept");
			none[i] = exitNanos("none");
		}
		Arrays.sort(accept);
		Arrays.sort(none);
		long waited = accept[1] - none[1];
		assertTrue(waited > 0.6 * ExitWait.WAIT_NANOS && waited < 1.4 * ExitWait.WAIT_NANOS,
				"exit " + accept[1] / 1e6 + " ms against " + none[1] / 1e6 + " ms");
	}

	private static Trace recorded(Path file, String mode) throws Exception {
		Recordings.Run r = Recordings.run(file, "", 60, NativeAtExit.class.getName(), mode);
		assertEquals(0, r.exitCode(), r.stderr());
		return FtraceReader.read(file).trace();
	}

	/** Nanoseconds from the program's last line to its process's end, run without the recorder. */
	private static long exitNanos(String mode) throws Exception {
		Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
				Recordings.classes().toString(), NativeAtExit.class.getName(), mode).redirectErrorStream(true).start();
		try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
				StandardCharsets.UTF_8))) {
			String line;
			while ((line = out.readLine()) != null && !line.equals("end")) {
				// the program says nothing else unless it fails, which its exit code tells
			}
			long end = System.nanoTime();
			assertTrue(p.waitFor(60, TimeUnit.SECONDS), mode + " did not end");
			long exit = System.nanoTime() - end;
			assertEquals(0, p.exitValue(), mode);
			return exit;
		} finally {
			p.destroyForcibly();
		}
	}
}
