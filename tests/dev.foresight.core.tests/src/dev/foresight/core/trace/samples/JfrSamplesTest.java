/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.samples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import jdk.jfr.Recording;

/** Reading execution samples from a JFR recording made in the test. */
class JfrSamplesTest {

	@TempDir
	Path dir;

	private static volatile long sink;

	@Test
	void samplesNameTheBurningMethodAndItsThread() throws Exception {
		Path file = dir.resolve("t.ftrace.jfr");
		Thread burner = new Thread(() -> burn(400), "burner");
		long before = System.currentTimeMillis();
		try (Recording r = new Recording()) {
			r.enable(JfrSamples.EXECUTION_SAMPLE).withPeriod(Duration.ofMillis(10));
			r.start();
			burner.start();
			burner.join();
			r.stop();
			r.dump(file);
		}
		long after = System.currentTimeMillis();
		List<ExecutionSample> mine = JfrSamples.read(file).stream()
				.filter(s -> s.jvmThreadId() == burner.threadId()).toList();
		assertTrue(mine.size() >= 5, "too few samples of the burner: " + mine.size());
		long inBurn = mine.stream().filter(s -> s.method().equals("burn") || s.method().equals("step")).count();
		assertTrue(inBurn * 2 > mine.size(), inBurn + " of " + mine.size() + " samples in burn/step");
		for (ExecutionSample s : mine) {
			assertEquals("burner", s.threadName());
			assertTrue(s.epochNanos() >= before * 1_000_000L && s.epochNanos() <= (after + 1) * 1_000_000L);
		}
		assertEquals(getClass().getName(), mine.get(0).className());
	}

	@Test
	void aDamagedFileIsNamed() throws IOException {
		Path file = Files.writeString(dir.resolve("bad.jfr"), "not a recording");
		IOException e = assertThrows(IOException.class, () -> JfrSamples.read(file));
		assertTrue(e.getMessage().startsWith(file + ": not a readable JFR recording"), e.getMessage());
	}

	@Test
	void theJfrFileLiesBesideTheTrace() {
		assertEquals(Path.of("out", "run.ftrace.jfr"), JfrSamples.besideTrace(Path.of("out", "run.ftrace")));
	}

	private static void burn(long millis) {
		long end = System.nanoTime() + millis * 1_000_000L;
		long x = 1;
		while (System.nanoTime() < end) {
			x = step(x);
		}
		sink = x;
	}

	private static long step(long x) {
		for (int i = 0; i < 1000; i++) {
			x = x * 6364136223846793005L + i;
		}
		return x;
	}
}
