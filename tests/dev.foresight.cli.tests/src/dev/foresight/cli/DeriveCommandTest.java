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
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** {@code foresight derive} (issue 6, item 5; docs/taskgraph.md, "Deriving a model from a trace"). */
class DeriveCommandTest {

	private static final String FORK_JOIN = """
			graph "fj"

			dag {
				task main.0 2
				task main.1 3
				task main.2 1
				task worker.0 5
				main.0 -> main.1
				main.1 -> main.2
				main.0 -> worker.0
				worker.0 -> main.2
			}
			""";

	@TempDir
	Path dir;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	/** main works 2 ms, starts worker, works 3 ms, joins it, works 1 ms; worker works 5 ms. */
	private Path trace() throws Exception {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, -1, -1, 2_000_000, 2_000_000, 1, 0);
		worker.add(EventKind.THREAD_BEGIN, -1, -1, 0, 2_000_000, 0, 0, 0, 1);
		worker.add(EventKind.THREAD_END, -1, -1, 5_000_000, 7_000_000, 0, 0);
		main.add(EventKind.JOIN, -1, -1, 3_000_000, 7_000_000, 1, 0, 1, 1);
		main.add(EventKind.THREAD_END, -1, -1, 1_000_000, 8_000_000, 0, 0);
		TraceHeader h = new TraceHeader(1, "jvm", "os", 2, 0, List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "worker", 0, -1, false)), List.of(), Map.of());
		Path f = dir.resolve("fj.ftrace");
		FtraceWriter.write(new Trace(h, List.of(main.build(), worker.build())), f);
		return f;
	}

	@Test
	@DisplayName("derive -o writes the model, which foresight model then evaluates")
	void writesAModelThatEvaluates() throws Exception {
		Path model = dir.resolve("fj.taskgraph");
		assertEquals(0, run("derive", trace().toString(), "-o", model.toString()), err.toString());
		assertEquals(FORK_JOIN, Files.readString(model));
		assertEquals("wrote " + model + ": 4 tasks (0 short segments merged), 4 edges (2 between threads); work 11.000"
				+ " ms, critical path 8.000 ms, average parallelism 1.38\n", out.toString().replace("\r\n", "\n"));
		out.getBuffer().setLength(0);
		assertEquals(0, run("model", model.toString(), "--cpus", "1,2", "--json"), err.toString());
		JsonArray p = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions");
		assertEquals(11, p.get(0).getAsJsonObject().get("time").getAsDouble(), 1e-9);
		assertEquals(8, p.get(1).getAsJsonObject().get("time").getAsDouble(), 1e-9);
	}

	@Test
	@DisplayName("without -o the model goes to standard output and the summary to standard error")
	void printsToStdout() throws Exception {
		assertEquals(0, run("derive", trace().toString(), "--min-us", "0"), err.toString());
		assertEquals(FORK_JOIN, out.toString().replace("\r\n", "\n"));
		assertTrue(err.toString().startsWith("4 tasks"), err.toString());
	}

	@Test
	@DisplayName("bad input: a missing file, a file that is not a trace, a negative threshold")
	void badInput() throws Exception {
		Path none = dir.resolve("none.ftrace");
		assertEquals(1, run("derive", none.toString()));
		assertEquals("foresight: " + none + ": no such file", err.toString().strip());
		err.getBuffer().setLength(0);
		Path junk = dir.resolve("junk.ftrace");
		Files.writeString(junk, "not a trace");
		assertEquals(1, run("derive", junk.toString()));
		assertTrue(err.toString().startsWith("foresight: " + junk + ": byte offset"), err.toString());
		err.getBuffer().setLength(0);
		assertEquals(1, run("derive", trace().toString(), "--min-us", "-1"));
		assertTrue(err.toString().contains("--min-us must be a number of microseconds >= 0"), err.toString());
	}
}
