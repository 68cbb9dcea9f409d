/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.analysis.bound.ShapeMath;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** The contracts of critical-path, bound, allocate and whatif (issue 5) on a recorded-format trace. */
class AnalysisCommandsTest {

	private static final long MS = 1_000_000L;

	@TempDir
	Path dir;

	private Path trace;
	private Path machine;
	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	/**
	 * main prepares 100 ms, starts two workers (200 ms and 180 ms of app.Worker#run), joins them and reports 50 ms.
	 */
	@BeforeEach
	void writeTrace() throws IOException {
		List<Site> sites = List.of(new Site(0, "app.Main", "prepare", "Main.java", 10),
				new Site(1, "app.Main", "main", "Main.java", 5), new Site(2, "app.Main", "report", "Main.java", 20),
				new Site(3, "app.Worker", "run", "Worker.java", 30));
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "worker-1", 0, 1, false), new ThreadInfo(2, "worker-2", 0, 1, false));
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, -1, 0, 100 * MS, 100 * MS, 1, 0);
		main.add(EventKind.THREAD_START, -1, 1, 0, 100 * MS, 2, 0);
		main.add(EventKind.JOIN, -1, 1, 0, 300 * MS, 1, 0, 1, 1);
		main.add(EventKind.JOIN, -1, 1, 0, 300 * MS, 2, 0, 2, 1);
		main.add(EventKind.THREAD_END, -1, 2, 50 * MS, 350 * MS, 0, 0);
		ThreadEvents.Builder w1 = ThreadEvents.builder(1);
		w1.add(EventKind.THREAD_BEGIN, -1, -1, 0, 100 * MS, 0, 0, 0, 1);
		w1.add(EventKind.THREAD_END, -1, 3, 200 * MS, 300 * MS, 0, 0);
		ThreadEvents.Builder w2 = ThreadEvents.builder(2);
		w2.add(EventKind.THREAD_BEGIN, -1, -1, 0, 100 * MS, 0, 0, 0, 2);
		w2.add(EventKind.THREAD_END, -1, 3, 180 * MS, 280 * MS, 0, 0);
		machine = dir.resolve("free.machine");
		Files.writeString(machine, "processors 2\ncosts thread-creation=0ns context-switch=0ns sync-latency=0ns\n");
		trace = dir.resolve("prefix-suffix.ftrace");
		FtraceWriter.write(new Trace(new TraceHeader(1, "test", "test", 1, 0, threads, sites, Map.of()),
				List.of(main.build(), w1.build(), w2.build())), trace);
	}

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	private JsonObject json(String... args) {
		assertEquals(0, run(args), err.toString());
		return JsonParser.parseString(out.toString()).getAsJsonObject();
	}

	@Test
	void criticalPathJson() {
		JsonObject o = json("critical-path", trace.toString(), "--cpus", "2", "--json");
		assertEquals(2, o.get("cpus").getAsInt());
		assertEquals(350, o.get("completion_ms").getAsDouble(), 1e-6);
		assertEquals(350, o.get("unlimited_completion_ms").getAsDouble(), 1e-6);
		assertEquals(0, o.get("path_waiting_ms").getAsDouble(), 1e-6);
		JsonArray functions = o.getAsJsonArray("functions");
		assertEquals(3, functions.size());
		JsonObject first = functions.get(0).getAsJsonObject();
		assertEquals(List.of("class", "method", "file", "line", "calls", "time_ms", "weight"),
				List.copyOf(first.keySet()));
		assertEquals("app.Main", first.get("class").getAsString());
		assertEquals("prepare", first.get("method").getAsString());
		assertEquals("Main.java", first.get("file").getAsString());
		assertEquals(10, first.get("line").getAsInt());
		assertEquals(1, first.get("calls").getAsLong());
		assertEquals(100, first.get("time_ms").getAsDouble(), 1e-6);
		assertEquals(1, first.get("weight").getAsDouble(), 1e-12);
		double previous = Double.POSITIVE_INFINITY;
		for (var f : functions) {
			double w = f.getAsJsonObject().get("weight").getAsDouble();
			assertTrue(w <= previous, "sorted by weight descending");
			previous = w;
		}
	}

	@Test
	void aRecordingNotClosedIsAnalysedUpToWhereItsThreadsWereRecorded() throws IOException {
		byte[] whole = Files.readAllBytes(trace);
		Path cut = dir.resolve("cut.ftrace");
		Files.write(cut, java.util.Arrays.copyOf(whole, whole.length - 20));
		assertEquals(0, run("critical-path", cut.toString(), "--cpus", "2"), err.toString());
		assertTrue(err.toString().contains("foresight: warning: " + cut + ": the recording was not closed"),
				err.toString());
		assertTrue(out.toString().startsWith("predicted completion on 2 processors: "), out.toString());
	}

	@Test
	void criticalPathText() {
		assertEquals(0, run("critical-path", trace.toString(), "--cpus", "2"));
		assertTrue(out.toString().startsWith("predicted completion on 2 processors: 350.000 ms"), out.toString());
		assertTrue(out.toString().contains("app.Main#prepare (Main.java:10)"), out.toString());
	}

	@Test
	void boundJson() {
		JsonObject o = json("bound", trace.toString(), "--cpus", "2", "--latency-us", "0", "--json");
		assertEquals(2, o.get("cpus").getAsInt());
		assertEquals(3, o.get("threads").getAsInt());
		assertEquals(530, o.get("work_ms").getAsDouble(), 1e-6);
		assertEquals(350, o.get("optimal_ms").getAsDouble(), 1e-6);
		// 170 ms with one thread and 180 ms with two; the worst program with that profile on shape (2,1) spends
		// 4/3 slots per two-thread unit (spec section 7.4): 170 + 180 x 4/3 = 410 ms
		assertEquals(410, o.get("bound_ms").getAsDouble(), 1e-6);
		assertEquals(530 / 410.0, o.get("speedup").getAsDouble(), 1e-9);
		assertEquals(List.of(2, 1), o.getAsJsonArray("shape").asList().stream().map(e -> e.getAsInt()).toList());
	}

	@Test
	void allocateJsonAndPlanFile() throws IOException {
		Path plan = dir.resolve("plan.machine");
		JsonObject o = json("allocate", trace.toString(), "--cpus", "2", "--algorithm", "sga", "--json", "-o",
				plan.toString(), "--machine", machine.toString());
		assertEquals("sga", o.get("algorithm").getAsString());
		assertEquals(350, o.get("time_ms").getAsDouble(), 1e-6);
		assertEquals(410, o.get("bound_ms").getAsDouble(), 1e-6);
		assertEquals(false, o.get("improvable").getAsBoolean());
		assertEquals(3, o.getAsJsonArray("plan").size());
		String text = Files.readString(plan);
		assertTrue(text.contains("processors 2\n"), text);
		assertTrue(text.contains("bind thread \"worker-1\" cpus="), text);
		assertTrue(text.contains("sync-latency=0ns"), text);
	}

	@Test
	void whatIfJson() {
		JsonObject o = json("whatif", trace.toString(), "--method", "app.Main#report", "--cpus", "2", "--json",
				"--machine", machine.toString());
		JsonArray points = o.getAsJsonArray("points");
		assertEquals(11, points.size());
		JsonObject last = points.get(10).getAsJsonObject();
		assertEquals(100, last.get("percent").getAsInt());
		assertEquals(300, last.get("time_ms").getAsDouble(), 1e-6);
		assertEquals(350 / 300.0, last.get("speedup").getAsDouble(), 1e-9);
	}

	@Test
	void whatIfOfTheCriticalSectionsOfALine() throws IOException {
		// two threads compute 10 ms, then hold one monitor 5 ms, entered at app.Tally#add line 12
		List<Site> sites = List.of(new Site(0, "app.Tally", "add", "Tally.java", 12),
				new Site(1, "app.Tally", "add", "Tally.java", 14));
		List<ThreadEvents> streams = new java.util.ArrayList<>();
		for (int t = 0; t < 2; t++) {
			ThreadEvents.Builder b = ThreadEvents.builder(t);
			b.add(EventKind.MONITOR_ENTER, 7, 0, 10 * MS, (10 + 15 * t) * MS, 0, 0);
			b.add(EventKind.MONITOR_EXIT, 7, 1, 5 * MS, (15 + 15 * t) * MS, 0, 0);
			b.add(EventKind.THREAD_END, -1, -1, 0, (15 + 15 * t) * MS, 0, 0);
			streams.add(b.build());
		}
		Path tally = dir.resolve("tally.ftrace");
		FtraceWriter.write(new Trace(new TraceHeader(1, "test", "test", 1, 0, List.of(new ThreadInfo(0, "a", -1, -1,
				false), new ThreadInfo(1, "b", -1, -1, false)), sites, Map.of()), streams), tally);
		JsonObject o = json("whatif", tally.toString(), "--method", "app.Tally#add:12", "--cpus", "2", "--json",
				"--machine", machine.toString());
		assertEquals("app.Tally#add:12", o.get("method").getAsString());
		assertEquals(2, o.get("segments").getAsInt());
		JsonArray points = o.getAsJsonArray("points");
		// the sections wait for each other after the parallel 10 ms: 10 + 5 + 5, half as long 10 + 2.5 + 2.5
		assertEquals(20, points.get(0).getAsJsonObject().get("time_ms").getAsDouble(), 0.1);
		assertEquals(15, points.get(5).getAsJsonObject().get("time_ms").getAsDouble(), 0.1);
		assertEquals(1, run("whatif", tally.toString(), "--method", "app.Tally#add:14", "--cpus", "2"));
		assertTrue(err.toString().contains("foresight: no critical section is entered at line 14 of app.Tally#add"),
				err.toString());
	}

	@Test
	void defaultMachineAddsItsCosts() {
		JsonObject o = json("whatif", trace.toString(), "--method", "app.Main#report", "--cpus", "2", "--json");
		double time = o.getAsJsonArray("points").get(0).getAsJsonObject().get("time_ms").getAsDouble();
		assertTrue(time > 350 && time < 351, "a Linux server adds thread creation and switch costs: " + time);
	}

	@Test
	void errorsAreClear() throws IOException {
		Path bad = dir.resolve("bad.machine");
		Files.writeString(bad, "processors two\n");
		assertEquals(1, run("allocate", trace.toString(), "--cpus", "2", "--machine", bad.toString()));
		assertTrue(err.toString().contains("bad.machine:1:"), err.toString());
		assertEquals(1, run("whatif", trace.toString(), "--method", "app.Main#nothing", "--cpus", "2"));
		assertTrue(err.toString().contains("foresight: no recorded code runs in method app.Main#nothing"),
				err.toString());
		assertEquals(1, run("bound", trace.toString(), "--cpus", "0"));
		assertTrue(err.toString().contains("foresight: --cpus must lie between 1 and 65536, was 0"), err.toString());
		// found by fuzzing: a latency of NaN gave a NaN bound, and allocate on 100,000 processors ran for minutes
		assertEquals(1, run("bound", trace.toString(), "--cpus", "2", "--latency-us", "NaN"));
		assertTrue(err.toString().contains("foresight: --latency-us must lie between 0 and 3.6e9 (an hour), was NaN"),
				err.toString());
		assertEquals(1, run("allocate", trace.toString(), "--cpus", "100"));
		assertTrue(err.toString().contains("foresight: --cpus: the trace has "), err.toString());
		assertEquals(1, run("allocate", trace.toString(), "--cpus", "2", "--algorithm", "annealing"));
		assertTrue(err.toString().contains("unknown algorithm 'annealing'"), err.toString());
		assertEquals(1, run("critical-path", dir.resolve("missing.ftrace").toString(), "--cpus", "2"));
		assertTrue(err.toString().contains("missing.ftrace"), err.toString());
	}

	@Test
	void aTraceOfMoreThreadsThanTheBoundHandlesIsToldBeforeItsGraph() throws IOException {
		// 1,001 threads of two events each: bound and allocate (whose result holds the bound) refuse them up front,
		// naming the file, where a trace of 300,000 virtual threads took minutes to get there
		List<ThreadInfo> threads = new java.util.ArrayList<>();
		List<ThreadEvents> streams = new java.util.ArrayList<>();
		for (int t = 0; t <= ShapeMath.MAX_PROCESSES; t++) {
			threads.add(new ThreadInfo(t, "t" + t, -1, -1, t > 0));
			ThreadEvents.Builder b = ThreadEvents.builder(t);
			b.add(EventKind.THREAD_BEGIN, -1, -1, 0, t, 0, 0);
			b.add(EventKind.THREAD_END, -1, -1, MS, t + MS, 0, 0);
			streams.add(b.build());
		}
		Path many = dir.resolve("many.ftrace");
		FtraceWriter.write(new Trace(new TraceHeader(1, "test", "test", 1, 0, threads, List.of(), Map.of()), streams),
				many);
		String told = many + ": the bound handles 1 to 1000 threads; the program has 1001";
		assertEquals(1, run("bound", many.toString(), "--cpus", "2"));
		assertTrue(err.toString().contains(told), err.toString());
		err.getBuffer().setLength(0);
		assertEquals(1, run("allocate", many.toString(), "--cpus", "2"));
		assertTrue(err.toString().contains(told), err.toString());
	}
}
