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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/**
 * {@code info}'s list of thread pools, {@code predict --pool NAME=SIZE} and {@code whatif --pool NAME} (DESIGN.md:
 * "resize a pool").
 */
class PoolOptionTest {

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();
	private Path dir;
	private Path trace;

	private int run(String... args) {
		out.getBuffer().setLength(0);
		err.getBuffer().setLength(0);
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	@BeforeEach
	void write() throws Exception {
		dir = Files.createTempDirectory("pool");
		trace = dir.resolve("pool.ftrace");
		FtraceWriter.write(pooled(), trace);
	}

	@AfterEach
	void clean() throws Exception {
		try (var files = Files.walk(dir)) {
			files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
		}
	}

	/**
	 * main submits sixteen tasks of 1 ms CPU to a pool of two threads, which it starts at its first two submits, and
	 * then gets their futures; thread k % 2 ran task k, as recorded on one processor.
	 */
	private static Trace pooled() {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		List<ThreadEvents.Builder> w = List.of(ThreadEvents.builder(1), ThreadEvents.builder(2));
		long clock = 0;
		main.add(EventKind.THREAD_BEGIN, -1, 0, 0, 0, 0, 0);
		List<Integer> submits = new ArrayList<>();
		for (int k = 0; k < 16; k++) {
			submits.add(main.add(EventKind.TASK_SUBMIT, 100 + k, 0, 20_000, clock += 20_000, 0, 0));
			if (k < 2) {
				int start = main.add(EventKind.THREAD_START, 50 + k, 0, 0, clock, k + 1, 0);
				w.get(k).add(EventKind.THREAD_BEGIN, 50 + k, 0, 0, clock, 0, 0, 0, start);
			}
		}
		List<Integer> completes = new ArrayList<>();
		for (int k = 0; k < 16; k++) {
			ThreadEvents.Builder b = w.get(k % 2);
			b.add(EventKind.TASK_BEGIN, 100 + k, -1, 0, clock, 0, 0, 0, submits.get(k));
			completes.add(b.add(EventKind.FUTURE_COMPLETE, 200 + k, -1, 1_000_000, clock += 1_000_000, 0, 0));
			b.add(EventKind.TASK_END, 100 + k, -1, 0, clock, 0, 0);
		}
		for (int k = 0; k < 16; k++) {
			main.add(EventKind.FUTURE_GET, 200 + k, 1, 0, clock, 0, 0, 1 + k % 2, completes.get(k));
		}
		main.add(EventKind.THREAD_END, -1, 0, 0, clock, 0, 0);
		for (ThreadEvents.Builder b : w) {
			b.add(EventKind.THREAD_END, 50 + b.thread() - 1, -1, 0, clock, 0, 0);
		}
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "pool-1-thread-1", 0, 0, false),
						new ThreadInfo(2, "pool-1-thread-2", 0, 0, false)),
				List.of(new Site(0, "app.Main", "main", "Main.java", 12), new Site(1, "app.Main", "main", "Main.java",
						15)),
				Map.of());
		return new Trace(h, List.of(main.build(), w.get(0).build(), w.get(1).build()));
	}

	@Test
	@DisplayName("info lists the pool: its name for --pool, threads, tasks and their CPU time, in text and JSON")
	void infoListsThePools() {
		assertEquals(0, run("info", trace.toString()), err.toString());
		assertTrue(out.toString().contains("thread pools (predict --pool NAME=SIZE gives one another size):\n"
				+ "  pool-1-thread-*          2 threads, 16 tasks, 16.000 ms of CPU in tasks\n"), out.toString());
		assertEquals(0, run("info", trace.toString(), "--json"), err.toString());
		JsonObject pool = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("pools").get(0)
				.getAsJsonObject();
		assertEquals("pool-1-thread-*", pool.get("name").getAsString());
		assertEquals(2, pool.get("threads").getAsInt());
		assertEquals(16, pool.get("tasks").getAsInt());
		assertEquals(16.0, pool.get("task_cpu_ms").getAsDouble(), 1e-9);
		assertTrue(pool.get("resizable").getAsBoolean());
		assertTrue(pool.get("problem").isJsonNull());
	}

	private double time(int cpus, String... more) {
		List<String> args = new ArrayList<>(List.of("predict", trace.toString(), "--cpus", "1," + cpus, "--samples",
				"0", "--json"));
		args.addAll(List.of(more));
		assertEquals(0, run(args.toArray(String[]::new)), err.toString());
		JsonObject j = JsonParser.parseString(out.toString()).getAsJsonObject();
		return j.getAsJsonArray("predictions").get(1).getAsJsonObject().get("time_ms").getAsDouble();
	}

	@Test
	@DisplayName("predict --pool: eight threads run the sixteen 1 ms tasks in 2.6 ms on 8 processors, two in 8.1")
	void predictWithAResizedPool() {
		double two = time(8);
		double eight = time(8, "--pool", "pool-1-thread-*=8");
		// the default machine: two threads run eight tasks each after the first submits (20 us each)
		assertEquals(8.09, two, 0.05);
		// eight run two rounds, the first begun after main has started the six threads more (50 us each)
		assertEquals(2.57, eight, 0.05);
		JsonObject j = JsonParser.parseString(out.toString()).getAsJsonObject();
		JsonObject pool = j.getAsJsonArray("pools").get(0).getAsJsonObject();
		assertEquals("pool-1-thread-*", pool.get("name").getAsString());
		assertEquals(2, pool.get("recorded_threads").getAsInt());
		assertEquals(8, pool.get("threads").getAsInt());
		assertEquals(16, pool.get("tasks").getAsInt());
		assertEquals(0, run("predict", trace.toString(), "--cpus", "8", "--samples", "0", "--pool",
				"pool-1-thread-*=1"), err.toString());
		assertTrue(out.toString().contains("pool pool-1-thread-*: 1 thread instead of the recorded 2 (what if): its "
				+ "16 tasks dealt as its queue would hand them out; compare with --pool pool-1-thread-*=2, the "
				+ "recorded size dealt the same way"), out.toString());
		assertTrue(!out.toString().contains("may cap"), out.toString());
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,8", "--samples", "0"), err.toString());
		assertTrue(out.toString().contains("\npool pool-1-thread-* ran its 16 tasks on 2 threads: on more processors "
				+ "its size may cap the speedup; whatif --pool pool-1-thread-* predicts it with other sizes, predict "
				+ "--pool pool-1-thread-*=SIZE the curve"), out.toString());
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0"), err.toString());
		assertTrue(!out.toString().contains("may cap"), "no more processors than its threads: " + out);
		// one thread: the sixteen tasks one after another
		assertEquals(16.02, time(8, "--pool", "pool-1-thread-*=1"), 0.05);
	}

	@Test
	@DisplayName("an unknown pool, a size of 0 and --stream are errors saying why")
	void badPoolsAreErrors() {
		assertEquals(1, run("predict", trace.toString(), "--pool", "pool-2-thread-*=4"));
		assertTrue(err.toString().contains("--pool: no pool named pool-2-thread-*; the trace's pools: "
				+ "pool-1-thread-*"), err.toString());
		assertEquals(1, run("predict", trace.toString(), "--pool", "pool-1-thread-*=0"));
		assertTrue(err.toString().contains("--pool: a pool's size must be within 1..4096, was 0"), err.toString());
		assertEquals(1, run("predict", trace.toString(), "--stream", "--pool", "pool-1-thread-*=4"));
		assertTrue(err.toString().contains("--pool needs the trace in memory: leave out --stream"), err.toString());
	}

	@Test
	@DisplayName("whatif --pool: the program on 8 processors with 1, 2, 4, 8, 16 threads, against the recorded 2")
	void whatIfPoolPredictsEverySize() {
		assertEquals(0, run("whatif", trace.toString(), "--pool", "pool-1-thread-*", "--cpus", "8", "--json"),
				err.toString());
		JsonObject j = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals("pool-1-thread-*", j.get("pool").getAsString());
		assertEquals(2, j.get("recorded_threads").getAsInt());
		assertEquals(16, j.get("tasks").getAsInt());
		List<Integer> threads = new ArrayList<>();
		j.getAsJsonArray("points").forEach(p -> threads.add(p.getAsJsonObject().get("threads").getAsInt()));
		assertEquals(List.of(1, 2, 4, 8, 16), threads);
		// as predict --pool gives them
		JsonObject eight = j.getAsJsonArray("points").get(3).getAsJsonObject();
		assertEquals(2.57, eight.get("time_ms").getAsDouble(), 0.05);
		assertEquals(8.09 / 2.57, eight.get("speedup").getAsDouble(), 0.05);
		assertEquals(0, run("whatif", trace.toString(), "--pool", "pool-1-thread-*", "--cpus", "8", "--sizes", "3"),
				err.toString());
		String[] lines = out.toString().split("\\R");
		assertEquals("pool pool-1-thread-* on 8 processors: 2 threads recorded, 16 tasks dealt as its queue would hand "
				+ "them out; speedup against the recorded number dealt the same way", lines[0]);
		assertEquals(4, lines.length, out.toString());
		assertTrue(lines[2].trim().startsWith("2 ") && lines[2].endsWith("1.0000  (recorded)"), lines[2]);
		assertTrue(lines[3].trim().startsWith("3 "), lines[3]);
		assertEquals(1, run("whatif", trace.toString(), "--cpus", "8"));
		assertTrue(err.toString().contains("give either --method or --pool"), err.toString());
		assertEquals(1, run("whatif", trace.toString(), "--pool", "nothing-*", "--cpus", "8"));
		assertTrue(err.toString().contains("--pool: no pool named nothing-*; the trace's pools: pool-1-thread-*"),
				err.toString());
	}
}
