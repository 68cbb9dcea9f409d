/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.core.trace.samples.JfrSamples;
import jdk.jfr.Recording;

/**
 * {@code critical-path} with execution samples (issue 5): two threads burn CPU at the same time under a JFR recording
 * made in the test; the trace written beside it says the first one's work is longer, so it is the critical path.
 */
class SampledCriticalPathTest {

	private static final long MS = 1_000_000L;
	private static final long BURN_MS = 300;

	@TempDir
	Path dir;

	private static volatile long sink;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	@Test
	@DisplayName("6.4: the method burning CPU on the path is named, the one off the path weighs 0")
	void samplesNameTheBurningMethod() throws Exception {
		Path trace = dir.resolve("burn.ftrace");
		long origin = System.currentTimeMillis();
		long[] crunch = new long[2];
		long[] idle = new long[2];
		try (Recording r = new Recording()) {
			r.enable("jdk.ExecutionSample").withPeriod(Duration.ofMillis(10));
			r.start();
			Thread w1 = new Thread(() -> timed(crunch, origin, SampledCriticalPathTest::crunch), "fs-worker-1");
			Thread w2 = new Thread(() -> timed(idle, origin, SampledCriticalPathTest::idleHash), "fs-worker-2");
			w1.start();
			w2.start();
			w1.join();
			w2.join();
			r.stop();
			r.dump(JfrSamples.besideTrace(trace));
		}
		FtraceWriter.write(trace(origin, crunch, idle), trace);
		JsonObject o = json("critical-path", trace.toString(), "--cpus", "2", "--json");
		JsonArray functions = o.getAsJsonArray("functions");
		JsonObject first = functions.get(0).getAsJsonObject();
		assertEquals(SampledCriticalPathTest.class.getName(), first.get("class").getAsString(), o.toString());
		assertEquals("crunch", first.get("method").getAsString());
		assertEquals("SampledCriticalPathTest.java", first.get("file").getAsString());
		assertTrue(first.get("line").getAsInt() > 0);
		assertEquals(1, first.get("calls").getAsLong());
		assertEquals(1, first.get("weight").getAsDouble(), 1e-9);
		// the segment's CPU time (BURN_MS) is split by sample counts; nearly all of worker 1's samples are crunch
		assertTrue(first.get("time_ms").getAsDouble() > BURN_MS / 2.0, first.toString());
		JsonObject off = find(functions, "idleHash");
		assertEquals(0, off.get("weight").getAsDouble());
		assertEquals(0, off.get("calls").getAsLong());

		out.getBuffer().setLength(0);
		assertEquals(0, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "critical-path",
				trace.toString(), "--cpus", "2"));
		assertTrue(out.toString().contains("\nmethods from "), out.toString());
		assertTrue(out.toString().contains("#crunch (SampledCriticalPathTest.java:"), out.toString());
	}

	@Test
	void aMissingSamplesFileIsNamed() throws Exception {
		Path trace = dir.resolve("burn.ftrace");
		FtraceWriter.write(trace(System.currentTimeMillis(), new long[] { 0, 10 }, new long[] { 0, 10 }), trace);
		Path missing = dir.resolve("none.jfr");
		assertEquals(1, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "critical-path",
				trace.toString(), "--cpus", "2", "--samples", missing.toString()));
		assertEquals("foresight: " + missing + ": no such file", err.toString().strip());
	}

	/**
	 * A JVM killed while JFR recorded leaves an empty samples file beside its trace: the table is then the
	 * synchronization sites' with a warning, where the command failed. The same file asked for by name is an error.
	 */
	@Test
	void anEmptySamplesFileBesideTheTraceLeavesTheSiteLevelTable() throws Exception {
		Path trace = dir.resolve("killed.ftrace");
		FtraceWriter.write(trace(System.currentTimeMillis(), new long[] { 0, 10 }, new long[] { 0, 10 }), trace);
		Path empty = Files.createFile(JfrSamples.besideTrace(trace));
		assertEquals(0, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "critical-path",
				trace.toString(), "--cpus", "2"), err.toString());
		assertTrue(err.toString().startsWith("foresight: warning: " + empty + ": not a readable JFR recording: "),
				err.toString());
		assertTrue(err.toString().strip().endsWith("0 bytes; the table names the synchronization sites' methods"),
				err.toString());
		assertTrue(out.toString().contains("methods of the synchronization sites (no execution samples)"),
				out.toString());
		err.getBuffer().setLength(0);
		assertEquals(1, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), "critical-path",
				trace.toString(), "--cpus", "2", "--samples", empty.toString()));
		assertTrue(err.toString().startsWith("foresight: " + empty + ": not a readable JFR recording: "),
				err.toString());
	}

	/** main starts both workers at 0 and joins them; worker 1 works BURN_MS, worker 2 half of that. */
	private static Trace trace(long origin, long[] crunch, long[] idle) {
		long end = Math.max(crunch[1], idle[1]) + 5;
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, -1, -1, 0, 0, 1, 0);
		main.add(EventKind.THREAD_START, -1, -1, 0, 0, 2, 0);
		main.add(EventKind.JOIN, -1, -1, 0, end * MS, 1, 0, 1, 1);
		main.add(EventKind.JOIN, -1, -1, 0, end * MS, 2, 0, 2, 1);
		main.add(EventKind.THREAD_END, -1, -1, 0, end * MS, 0, 0);
		ThreadEvents.Builder w1 = ThreadEvents.builder(1);
		w1.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0, 0, 1);
		w1.add(EventKind.THREAD_END, -1, -1, BURN_MS * MS, (crunch[1] + 2) * MS, 0, 0);
		ThreadEvents.Builder w2 = ThreadEvents.builder(2);
		w2.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0, 0, 2);
		w2.add(EventKind.THREAD_END, -1, -1, BURN_MS / 2 * MS, (idle[1] + 2) * MS, 0, 0);
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "fs-main", -1, -1, false),
				new ThreadInfo(1, "fs-worker-1", 0, -1, false), new ThreadInfo(2, "fs-worker-2", 0, -1, false));
		return new Trace(new TraceHeader(1, "test", "test", 2, origin, threads, List.of(), Map.of()),
				List.of(main.build(), w1.build(), w2.build()));
	}

	private static void timed(long[] interval, long origin, Runnable work) {
		interval[0] = System.currentTimeMillis() - origin;
		work.run();
		interval[1] = System.currentTimeMillis() - origin;
	}

	private static void crunch() {
		long end = System.nanoTime() + BURN_MS * MS;
		long x = 1;
		while (System.nanoTime() < end) {
			for (int i = 0; i < 10_000; i++) {
				x = x * 6364136223846793005L + i;
			}
		}
		sink = x;
	}

	private static void idleHash() {
		long end = System.nanoTime() + BURN_MS * MS;
		long x = 7;
		while (System.nanoTime() < end) {
			for (int i = 0; i < 10_000; i++) {
				x = x * 2862933555777941757L + i;
			}
		}
		sink = x;
	}

	private JsonObject json(String... args) {
		assertEquals(0, Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args), err.toString());
		return JsonParser.parseString(out.toString()).getAsJsonObject();
	}

	private static JsonObject find(JsonArray functions, String method) {
		for (JsonElement f : functions) {
			if (f.getAsJsonObject().get("method").getAsString().equals(method)) {
				return f.getAsJsonObject();
			}
		}
		throw new AssertionError(method + " not in " + functions);
	}
}
