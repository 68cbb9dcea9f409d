/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_BASELINE_WIDE_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.COMPILER_CPU_PROPERTY;
import static dev.foresight.core.sim.JvmProperties.GC_PAUSE_PROPERTY;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import jdk.jfr.Recording;

/** The contract of {@code foresight info}, {@code export} and {@code record} (issue: CLI contract). */
class TraceCommandsTest {

	@TempDir
	Path dir;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	/** main starts a worker that enters a monitor twice; 2 ms of CPU in all. */
	private Path trace() throws Exception {
		return trace(Map.of());
	}

	/** {@link #trace()} with the given header properties. */
	private Path trace(Map<String, String> properties) throws Exception {
		Site lock = new Site(0, "app.Worker", "run", "Worker.java", 12);
		Site start = new Site(1, "app.Main", "main", "Main.java", 5);
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, 2, 1, 500_000, 1_000_000, 1, 0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, 2, 1, 0, 1_100_000, 0, 0, 0, 1);
		for (int i = 0; i < 2; i++) {
			worker.add(EventKind.MONITOR_ENTER, 7, 0, 500_000, 2_000_000 + i * 10, 0, 0);
			worker.add(EventKind.MONITOR_EXIT, 7, 0, 250_000, 3_000_000 + i * 10, 0, 0);
		}
		TraceHeader h = new TraceHeader(1, "jvm", "os", 2, 0, List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "worker", 0, 1, false)), List.of(lock, start), properties);
		Path f = dir.resolve("t.ftrace");
		FtraceWriter.write(new Trace(h, List.of(main.build(), worker.build())), f);
		return f;
	}

	@Test
	void infoJsonHasTheKeysScriptsUse() throws Exception {
		assertEquals(0, run("info", trace().toString(), "--json"));
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(2, o.get("threads").getAsInt());
		assertEquals(7, o.get("events").getAsInt());
		assertEquals(2, o.getAsJsonObject("kinds").get("monitor_enter").getAsInt());
		assertEquals(2.0, o.get("cpu_ms").getAsDouble(), 1e-9);
		assertEquals(3.00001, o.get("wall_ms").getAsDouble(), 1e-9);
		JsonArray sites = o.getAsJsonArray("sites");
		assertEquals(4, sites.size());
		JsonObject top = sites.get(0).getAsJsonObject();
		assertEquals("app.Worker", top.get("class").getAsString());
		assertEquals("run", top.get("method").getAsString());
		assertEquals("Worker.java", top.get("file").getAsString());
		assertEquals(12, top.get("line").getAsInt());
		assertEquals(2, top.get("count").getAsInt());
		assertTrue(top.get("kind").getAsString().startsWith("monitor_"));
		assertEquals(0, o.getAsJsonArray("problems").size());
	}

	@Test
	@DisplayName("info names the program's callers sampled behind a JDK method's monitor site")
	void infoNamesTheCallersOfJdkMonitorSites() throws Exception {
		// site 0 taken for a JDK method's monitor, site 1 for the program's line that called it
		Path t = trace(Map.of(SiteCallers.PROPERTY, "0:1*5"));
		assertEquals(0, run("info", t.toString(), "--json"));
		JsonArray sites = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("sites");
		int withCallers = 0;
		for (int i = 0; i < sites.size(); i++) {
			JsonObject site = sites.get(i).getAsJsonObject();
			if (site.get("class").getAsString().equals("app.Worker")) {
				JsonArray callers = site.getAsJsonArray("callers");
				assertEquals(1, callers.size());
				JsonObject c = callers.get(0).getAsJsonObject();
				assertEquals("app.Main", c.get("class").getAsString());
				assertEquals("main", c.get("method").getAsString());
				assertEquals("Main.java", c.get("file").getAsString());
				assertEquals(5, c.get("line").getAsInt());
				assertEquals(5, c.get("samples").getAsInt());
				withCallers++;
			} else {
				assertFalse(site.has("callers"), site.toString());
			}
		}
		// the entries and the exits at that site
		assertEquals(2, withCallers);
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", t.toString()));
		assertTrue(out.toString().contains("app.Worker.run(Worker.java:12)\n"
				+ "            called from app.Main.main(Main.java:5): 5 of 5 sampled entries\n"), out.toString());
	}

	@Test
	@DisplayName("info lists the compare-and-set calls the recorder counted per site, and warns when they are frequent "
			+ "(30 in 2 ms of CPU: 15 per ms)")
	void infoListsCountedCompareAndSetCalls() throws Exception {
		assertEquals(0, run("info", trace(Map.of(AtomicCalls.PROPERTY, "1:4 0:26")).toString(), "--json"));
		JsonArray atomics = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("atomics");
		assertEquals(2, atomics.size());
		JsonObject top = atomics.get(0).getAsJsonObject();
		assertEquals("app.Worker", top.get("class").getAsString());
		assertEquals("run", top.get("method").getAsString());
		assertEquals(12, top.get("line").getAsInt());
		assertEquals(26, top.get("count").getAsInt());
		assertEquals(4, atomics.get(1).getAsJsonObject().get("count").getAsInt());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", trace(Map.of(AtomicCalls.PROPERTY, "1:4 0:26")).toString()));
		assertTrue(out.toString().contains("compare-and-set calls and spins, counted (most frequent first):\n"
				+ "        26  app.Worker.run(Worker.java:12)\n         4  app.Main.main(Main.java:5)\n"
				+ "warning: the program called compare-and-set or spun 30 times (15 per ms of its CPU time; 26 at "
				+ "app.Worker.run(Worker.java:12))"), out.toString());
		out.getBuffer().setLength(0);
		// 16 calls in 2 ms: listed, not warned about
		assertEquals(0, run("info", trace(Map.of(AtomicCalls.PROPERTY, "0:16")).toString()));
		assertTrue(out.toString().contains("        16  app.Worker.run(Worker.java:12)"), out.toString());
		assertFalse(out.toString().contains("warning"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", trace().toString(), "--json"));
		assertEquals(0, JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("atomics").size());
	}

	@Test
	void infoTextNamesKindsAndSites() throws Exception {
		assertEquals(0, run("info", trace().toString()));
		assertTrue(out.toString().contains("monitor_enter      2"), out.toString());
		assertTrue(out.toString().contains("app.Worker.run(Worker.java:12)"), out.toString());
		assertTrue(out.toString().contains("consistency: ok"), out.toString());
	}

	@Test
	@DisplayName("info names what the run spent outside its threads: the compilers' CPU and the collector's pauses")
	void infoTextNamesCompilersAndPauses() throws Exception {
		assertEquals(0, run("info", trace(Map.of(COMPILER_CPU_PROPERTY, "12.5,40.0",
				GC_PAUSE_PROPERTY, "7", RecordingCost.PROPERTY, "75,lock=36")).toString()));
		assertTrue(out.toString().contains("recorder's stated cost, ns per event: 75,lock=36"), out.toString());
		assertTrue(out.toString().contains("JIT compilers' CPU time: 12.5 ms, 40.0 ms "
				+ "(replayed as threads of their own)"), out.toString());
		assertTrue(out.toString().contains("collector pauses: 7 ms "
				+ "(replayed as serial time: 7.0 ms, the program's part)"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", trace(Map.of(COMPILER_CPU_PROPERTY, "12.5,40.0",
				COMPILER_BASELINE_PROPERTY, "5.0,9.0", COMPILER_BASELINE_WIDE_PROPERTY, "6.0,12.5",
				COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "2")).toString()));
		assertTrue(out.toString().contains("in a run without the recorder 5.0 ms, 9.0 ms, which are replayed as "
				+ "threads of their own)\n  on 2 processors without the recorder: 6.0 ms, 12.5 ms"), out.toString());
		out.getBuffer().setLength(0);
		// found by fuzzing: "NaN ms (replayed as threads of their own)", which predict ignores
		assertEquals(0, run("info", trace(Map.of(COMPILER_CPU_PROPERTY, "NaN")).toString()));
		assertTrue(out.toString().contains("JIT compilers' CPU time: NaN (not a list of times from 0 to 2^53 ns: not "
				+ "replayed)"), out.toString());
		out.getBuffer().setLength(0);
		// found by fuzzing: without the count, "on null processors"
		assertEquals(0, run("info", trace(Map.of(COMPILER_CPU_PROPERTY, "12.5,40.0",
				COMPILER_BASELINE_PROPERTY, "5.0,9.0", COMPILER_BASELINE_WIDE_PROPERTY, "6.0,12.5")).toString()));
		assertTrue(out.toString().contains("\n  on several processors (the trace does not say how many) without the "
				+ "recorder: 6.0 ms, 12.5 ms"), out.toString());
		out.getBuffer().setLength(0);
		// two collections of 50 MB, of which the recorder's 30 MB account for one
		assertEquals(0, run("info", trace(Map.of(GC_PAUSE_PROPERTY, "8", CollectorPauses.COUNT_PROPERTY, "2",
				CollectorPauses.ALLOCATED_PROPERTY, "100000000", CollectorPauses.RECORDER_ALLOCATED_PROPERTY,
				"30000000", CollectorPauses.EDEN_PROPERTY, "50000000")).toString()));
		assertTrue(out.toString().contains(
				"collector pauses: 8 ms in 2 collections (replayed as serial time: 4.0 ms, the program's part)"),
				out.toString());
		assertTrue(out.toString().contains("heap allocation: 100.0 MB, 30.0 MB of it the recorder's"),
				out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", trace().toString()));
		assertFalse(out.toString().contains("JIT compilers"), out.toString());
	}

	@Test
	@DisplayName("info's text shows the first 40 arguments of a long command, its JSON all of them")
	void infoCutsALongCommand() throws Exception {
		List<String> words = new ArrayList<>(List.of("/jdk/bin/java", "-m", "jdk.compiler/com.sun.tools.javac.Main"));
		for (int i = 0; i < 300; i++) {
			words.add("src/F" + i + ".java");
		}
		Path t = trace(Map.of(RecordedCommand.CMDLINE, String.join("\u001f", words), RecordedCommand.DIR, "/p"));
		assertEquals(0, run("info", t.toString()));
		assertTrue(out.toString().contains(
				"program  /jdk/bin/java -m jdk.compiler/com.sun.tools.javac.Main src/F0.java"), out.toString());
		assertTrue(out.toString().contains("src/F37.java ... and 262 more arguments (in /p;"), out.toString());
		assertFalse(out.toString().contains("src/F38.java"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", t.toString(), "--json"));
		assertEquals(302, JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonObject("program")
				.getAsJsonArray("args").size());
	}

	/**
	 * A trace with three inconsistencies: main exits monitor 9, which it never entered; the worker enters monitor 7
	 * twice, exits it once and ends; its second entry says it was woken by an event main does not have. info still
	 * reads it (exit 0), and its text and JSON name each problem with its code, thread and event, in the checker's
	 * order (per thread: monitors, then wake links).
	 */
	@Test
	@DisplayName("info names each consistency problem of a trace: its code, thread and event")
	void infoNamesConsistencyProblems() throws Exception {
		Site lock = new Site(0, "app.Worker", "run", "Worker.java", 12);
		Site start = new Site(1, "app.Main", "main", "Main.java", 5);
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		main.add(EventKind.THREAD_START, 2, 1, 500_000, 1_000_000, 1, 0);
		main.add(EventKind.MONITOR_EXIT, 9, 1, 10_000, 1_200_000, 0, 0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, 2, 1, 0, 1_100_000, 0, 0, 0, 1);
		worker.add(EventKind.MONITOR_ENTER, 7, 0, 500_000, 2_000_000, 0, 0);
		worker.add(EventKind.MONITOR_ENTER, 7, 0, 10_000, 2_100_000, 0, 0, 0, 5);
		worker.add(EventKind.MONITOR_EXIT, 7, 0, 250_000, 3_000_000, 0, 0);
		worker.add(EventKind.THREAD_END, -1, -1, 0, 3_100_000, 0, 0);
		TraceHeader h = new TraceHeader(1, "jvm", "os", 2, 0, List.of(new ThreadInfo(0, "main", -1, -1, false),
				new ThreadInfo(1, "worker", 0, 1, false)), List.of(lock, start), Map.of());
		Path f = dir.resolve("bad-locks.ftrace");
		FtraceWriter.write(new Trace(h, List.of(main.build(), worker.build())), f);
		List<String> problems = List.of(
				"release-without-acquire (thread 0, event 2): monitor_exit of 9 not entered",
				"unreleased (thread 1, event 4): thread ended holding monitor 7",
				"bad-wake (thread 1, event 2): monitor_enter woken by missing event 0:5");
		assertEquals(0, run("info", f.toString()), err.toString());
		assertTrue(out.toString().endsWith("consistency: 3 problems\n  " + String.join("\n  ", problems) + "\n"),
				out.toString());
		assertFalse(out.toString().contains("consistency: ok"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", f.toString(), "--json"), err.toString());
		JsonArray json = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("problems");
		assertEquals(problems, json.asList().stream().map(p -> p.getAsString()).toList());
	}

	/**
	 * {@code info --stream} summarizes the file in one pass without reading it into memory (automatic for a file too
	 * large for the heap): the same summary, mounts and warnings, and it says that the consistency check was left out.
	 */
	@Test
	void infoStreamedGivesTheSameSummaryAndSaysTheCheckWasLeftOut() throws Exception {
		for (Path f : List.of(trace(), mountedTrace())) {
			out.getBuffer().setLength(0);
			assertEquals(0, run("info", f.toString(), "--json"), err.toString());
			JsonObject read = JsonParser.parseString(out.toString()).getAsJsonObject();
			out.getBuffer().setLength(0);
			assertEquals(0, run("info", f.toString(), "--json", "--stream"), err.toString());
			JsonObject streamed = JsonParser.parseString(out.toString()).getAsJsonObject();
			assertFalse(read.get("streamed").getAsBoolean());
			assertTrue(streamed.get("streamed").getAsBoolean());
			assertTrue(streamed.get("problems").isJsonNull(), "not checked");
			for (String key : List.of("threads", "daemon_threads", "events", "kinds", "cpu_ms", "wall_ms", "sites",
					"virtual_threads", "mounts", "carriers", "bytes", "closed", "warnings", "properties")) {
				assertEquals(read.get(key), streamed.get(key), key);
			}
			// the mounted trace's virtual thread is a daemon, as every virtual thread is
			assertEquals(read.get("virtual_threads").getAsInt(), read.get("daemon_threads").getAsInt());
			out.getBuffer().setLength(0);
			assertEquals(0, run("info", f.toString(), "--stream"), err.toString());
			assertTrue(out.toString().contains("\nconsistency: not checked (the trace was summarized from its file"),
					out.toString());
		}
	}

	@Test
	void infoOnAGarbageFileNamesFileAndOffset() throws Exception {
		Path f = dir.resolve("bad.ftrace");
		Files.writeString(f, "not a trace");
		assertEquals(1, run("info", f.toString()));
		assertTrue(err.toString().startsWith("foresight: " + f + ": byte offset 0: not an .ftrace file"),
				err.toString());
	}

	@Test
	void exportChromeWritesTraceEventJson() throws Exception {
		Path json = dir.resolve("t.json");
		assertEquals(0, run("export", trace().toString(), "--format", "chrome", "-o", json.toString()));
		JsonObject o = JsonParser.parseString(Files.readString(json)).getAsJsonObject();
		JsonArray events = o.getAsJsonArray("traceEvents");
		// 2 thread names, 7 event slices, and one wake flow (start and finish) for the worker's thread_begin
		assertEquals(2 + 7 + 2, events.size());
		assertEquals("thread_name", events.get(0).getAsJsonObject().get("name").getAsString());
	}

	@Test
	void exportChromeKeepsATimeWindow() throws Exception {
		Path json = dir.resolve("w.json");
		// 1.05 to 2.5 ms: the worker's begin (1.1 ms) and first monitor entry (2.0 ms); the begin's wake arrow would
		// start at main's thread_start (1.0 ms), outside
		assertEquals(0, run("export", trace().toString(), "--format", "chrome", "-o", json.toString(), "--from", "1.05",
				"--to", "2.5"));
		assertEquals(2 + 2, JsonParser.parseString(Files.readString(json)).getAsJsonObject()
				.getAsJsonArray("traceEvents").size());
		// 0.5 to 1.2 ms: the start and the begin, and the arrow between them
		assertEquals(0, run("export", trace().toString(), "--format", "chrome", "-o", json.toString(), "--from", "0.5",
				"--to", "1.2"));
		JsonArray events = JsonParser.parseString(Files.readString(json)).getAsJsonObject()
				.getAsJsonArray("traceEvents");
		assertEquals(2 + 2 + 2, events.size());
		assertEquals("thread_start", events.get(2).getAsJsonObject().get("name").getAsString());
		assertEquals(1, run("export", trace().toString(), "--format", "chrome", "-o", json.toString(), "--from", "2",
				"--to", "1"));
		assertTrue(err.toString().contains("--from must be at least 0 and --to not below it"), err.toString());
	}

	/**
	 * An export larger than the Perfetto UI opens in a browser says so and how to make it smaller; the small export of
	 * the test trace says nothing more than where it wrote.
	 */
	@Test
	void exportWarnsWhenTheJsonIsTooLargeForTheBrowser() throws Exception {
		Path json = dir.resolve("big.json");
		String warning = ExportCommand.largeWarning(json, 1_938_116_732L, ExportCommand.LARGE_BYTES);
		assertTrue(warning.startsWith("foresight: warning: " + json + " is 1.9 GB, more than the Perfetto UI opens"),
				warning);
		assertTrue(warning.contains("--from and --to") && warning.contains("trace_processor --httpd"), warning);
		assertEquals(null, ExportCommand.largeWarning(json, ExportCommand.LARGE_BYTES, ExportCommand.LARGE_BYTES));
		assertEquals(0, run("export", trace().toString(), "--format", "chrome", "-o", json.toString()));
		assertEquals("foresight: wrote " + json, err.toString().strip());
	}

	@Test
	void exportRejectsUnknownFormats() throws Exception {
		assertEquals(1, run("export", trace().toString(), "--format", "svg", "-o", dir.resolve("x").toString()));
		assertTrue(err.toString().contains("unknown export format 'svg'"), err.toString());
	}

	@Test
	void recordNamesTheTraceAfterTheMainClass() {
		assertTrue(RecordCommand.defaultName(List.of("-cp", "classes", "app.Main", "4")).matches(
				"Main-\\d{8}-\\d{6}\\.ftrace"));
		assertTrue(RecordCommand.defaultName(List.of("-Xmx1g", "-jar", "lib/app.jar")).startsWith("app-"));
	}

	@Test
	void recordRefusesAnOutputItCannotWriteBeforeTheProgramRuns() throws Exception {
		// the agent would have let the program run unrecorded, and the command exit with the program's 0
		Path missing = dir.resolve("no-such-dir").resolve("t.ftrace");
		assertEquals(1, run("record", "-o", missing.toString(), "--", "-version"));
		assertEquals("foresight: " + missing + ": cannot write the trace, " + missing.getParent() + " does not exist",
				err.toString().strip());
		err.getBuffer().setLength(0);
		assertEquals(1, run("record", "-o", dir.toString(), "--", "-version"));
		assertEquals("foresight: " + dir + ": is a directory, not a file", err.toString().strip());
	}

	@Test
	void anImportedTraceSaysWhereItComesFromAndWhatItLacks() throws Exception {
		// virtual threads recorded without jdk.VirtualThreadStart and jdk.VirtualThreadEnd: both commands warn
		Path jfr = dir.resolve("vt.jfr");
		try (Recording r = new Recording()) {
			r.enable("jdk.ThreadSleep").withThreshold(Duration.ZERO).withStackTrace();
			r.enable("jdk.ThreadPark").withThreshold(Duration.ZERO);
			r.enable("jdk.CPUInformation");
			r.start();
			List<Thread> ts = new ArrayList<>();
			for (int i = 0; i < 8; i++) {
				ts.add(Thread.ofVirtual().start(() -> {
					try {
						Thread.sleep(1);
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
					}
				}));
			}
			for (Thread t : ts) {
				t.join();
			}
			r.stop();
			r.dump(jfr);
		}
		Path trace = dir.resolve("vt.ftrace");
		assertEquals(0, run("import-jfr", jfr.toString(), "-o", trace.toString()));
		String warning = "warning: the recording has virtual threads but not their starts and ends (enable "
				+ "jdk.VirtualThreadStart and jdk.VirtualThreadEnd)";
		assertTrue(err.toString().contains("foresight: " + warning), err.toString());
		assertEquals(0, run("info", trace.toString()));
		// the processors are the machine's hardware threads (JFR's CPU information)
		assertTrue(out.toString().matches("(?s).*\\nimported from the JDK Flight Recorder file vt\\.jfr, "
				+ "on [1-9][0-9]* processors; it lacks uncontended monitor enters.*"), out.toString());
		assertTrue(out.toString().contains("\n" + warning), out.toString());
		// and so does a prediction from it
		err.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0"));
		assertTrue(err.toString().contains("warning: " + trace + ": imported from the JDK Flight Recorder file vt.jfr, "
				+ "without wake links"), err.toString());
	}

	@Test
	void filesThatCannotBeReadOrWrittenAreNamed() throws Exception {
		Path notJfr = trace();
		assertEquals(1, run("import-jfr", notJfr.toString(), "-o", dir.resolve("x.ftrace").toString()));
		assertEquals("foresight: " + notJfr + ": Not a Flight Recorder file", err.toString().strip());
		err.getBuffer().setLength(0);
		Path json = dir.resolve("no-such-dir").resolve("t.json");
		assertEquals(1, run("export", trace().toString(), "--format", "chrome", "-o", json.toString()));
		assertEquals("foresight: " + json + ": cannot write the export, " + json.getParent() + " does not exist",
				err.toString().strip());
		err.getBuffer().setLength(0);
		assertEquals(1, run("info", dir.toString()));
		assertEquals("foresight: " + dir + ": is a directory, not a file", err.toString().strip());
	}

	@Test
	@DisplayName("record --baseline runs a second baseline on N processors, at most the machine's, only when pinned")
	void theSecondBaselineRunsOnTheProcessorsTheProgramSees() {
		assertEquals(2, RecordCommand.wideCpus(true, 2, 16));
		assertEquals(2, RecordCommand.wideCpus(true, 4, 2));
		assertEquals(0, RecordCommand.wideCpus(true, 4, 1));
		assertEquals(0, RecordCommand.wideCpus(true, 1, 16));
		assertEquals(0, RecordCommand.wideCpus(true, null, 16));
		assertEquals(0, RecordCommand.wideCpus(false, 4, 16));
	}

	@Test
	void recordWithoutJavaArgumentsIsAUsageError() {
		assertEquals(2, run("record"));
		assertTrue(err.toString().contains("JAVA_ARG"), err.toString());
	}

	/** Thread 0 a carrier without events, thread 1 a virtual thread mounted twice on it. */
	private Path mountedTrace() throws Exception {
		ThreadEvents.Builder v = ThreadEvents.builder(1);
		v.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_000, 0, 0);
		v.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 1_000, 0, 0);
		v.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 5_000, 6_000, 0, 0);
		v.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 20_000, 0, 0);
		v.add(EventKind.SLEEP, -1, -1, 0, 20_500, 14_000, 0);
		v.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 3_000, 23_500, 0, 0);
		v.add(EventKind.THREAD_END, -1, -1, 0, 23_500, 0, 0);
		TraceHeader h = new TraceHeader(2, "jvm", "os", 2, 0, List.of(
				new ThreadInfo(0, "ForkJoinPool-1-worker-1", -1, -1, false), new ThreadInfo(1, "vt", -1, -1, true)),
				List.of(), Map.of());
		Path f = dir.resolve("v.ftrace");
		FtraceWriter.write(new Trace(h, List.of(ThreadEvents.builder(0).build(), v.build())), f);
		return f;
	}

	@Test
	void infoCountsMountsAndCarriers() throws Exception {
		assertEquals(0, run("info", mountedTrace().toString()));
		String text = out.toString();
		assertTrue(text.contains("vthread_mount      2"), text);
		assertTrue(text.contains("vthread_unmount    2"), text);
		assertTrue(text.contains("virtual threads 1, mounted 2 times on 1 carriers"), text);
		assertTrue(text.contains("consistency: ok"), text);
		out.getBuffer().setLength(0);
		assertEquals(0, run("info", mountedTrace().toString(), "--json"));
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(2, o.getAsJsonObject("kinds").get("vthread_unmount").getAsInt());
		assertEquals(1, o.get("virtual_threads").getAsInt());
		assertEquals(2, o.get("mounts").getAsInt());
		assertEquals(1, o.get("carriers").getAsInt());
	}

	@Test
	void exportChromeShowsCarriers() throws Exception {
		Path json = dir.resolve("v.json");
		assertEquals(0, run("export", mountedTrace().toString(), "--format", "chrome", "-o", json.toString()));
		JsonArray events = JsonParser.parseString(Files.readString(json)).getAsJsonObject().getAsJsonArray(
				"traceEvents");
		int mounts = 0;
		int carrierSlices = 0;
		for (int i = 0; i < events.size(); i++) {
			JsonObject e = events.get(i).getAsJsonObject();
			if (e.get("name").getAsString().startsWith("vthread_")) {
				mounts++;
				assertEquals("ForkJoinPool-1-worker-1", e.getAsJsonObject("args").get("carrier").getAsString());
			}
			if (e.has("cat") && e.get("cat").getAsString().equals("carrier")) {
				carrierSlices++;
				assertEquals(0, e.get("tid").getAsInt());
				assertEquals("vt", e.get("name").getAsString());
			}
		}
		assertEquals(4, mounts);
		// the carrier ran the virtual thread twice: 1 to 6 us and 20 to 23.5 us
		assertEquals(2, carrierSlices);
	}
}
