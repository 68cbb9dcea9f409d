/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.JfrRepository;
import dev.foresight.core.trace.samples.JfrSamples;

/**
 * {@code foresight record} end to end: it runs {@link RecordedProgram} under the agent the reactor built (the test
 * JVM's {@code foresight.agent.jar}, as the foresight script sets it) and {@code info} reads what it wrote.
 */
class RecordCommandTest {

	private static final String PROGRAM = RecordedProgram.class.getName();

	@TempDir
	Path dir;

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	@BeforeAll
	static void agentBuilt() {
		Path jar = Path.of(System.getProperty("foresight.agent.jar", "missing"));
		assertTrue(Files.isRegularFile(jar), "agent jar not built: " + jar);
	}

	private int run(String... args) {
		out.getBuffer().setLength(0);
		err.getBuffer().setLength(0);
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	/**
	 * {@code record OPTIONS -o trace -- -cp CLASSES RecordedProgram ARGS}; the program's home is the test's folder, so
	 * that the agent keeps its class cache there and not in the user's.
	 */
	private int record(Path trace, List<String> options, String... programArgs) throws Exception {
		List<String> args = new ArrayList<>(List.of("record", "-o", trace.toString()));
		args.addAll(options);
		args.addAll(List.of("--", "-Duser.home=" + dir, "-cp", classes(), PROGRAM));
		args.addAll(List.of(programArgs));
		return run(args.toArray(String[]::new));
	}

	private static String classes() throws Exception {
		return Path.of(RecordedProgram.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
	}

	private JsonObject info(Path trace) {
		assertEquals(0, run("info", trace.toString(), "--json"), err.toString());
		return JsonParser.parseString(out.toString()).getAsJsonObject();
	}

	/** The count of {@code kind} events at the program's sites in {@code method}, as info's sites give them. */
	private static int atProgram(JsonObject info, String method, String kind) {
		int n = 0;
		JsonArray sites = info.getAsJsonArray("sites");
		for (int i = 0; i < sites.size(); i++) {
			JsonObject s = sites.get(i).getAsJsonObject();
			if (s.get("class").getAsString().equals(PROGRAM) && s.get("method").getAsString().equals(method)
					&& s.get("kind").getAsString().equals(kind)) {
				n += s.get("count").getAsInt();
			}
		}
		return n;
	}

	/**
	 * The command's exit code is the program's own (3, not the 0 of a command that ran), and the trace holds what the
	 * program did: main and {@code locker}, and the 25 monitor entries and exits of {@code lock}, no others.
	 */
	@Test
	@DisplayName("record exits with the program's code and writes a trace of its two threads and 25 monitor entries")
	void recordsAProgramAndExitsWithItsCode() throws Exception {
		Path trace = dir.resolve("locks.ftrace");
		assertEquals(3, record(trace, List.of(), "locks", "25", "3"), err.toString());
		assertTrue(err.toString().contains("foresight: trace written to " + trace), err.toString());
		JsonObject o = info(trace);
		assertTrue(o.get("closed").getAsBoolean(), o.toString());
		assertEquals(2, o.get("threads").getAsInt(), o.toString());
		assertEquals(25, o.getAsJsonObject("kinds").get("monitor_enter").getAsInt(), o.toString());
		assertEquals(25, atProgram(o, "lock", "monitor_enter"), o.toString());
		assertEquals(25, atProgram(o, "lock", "monitor_exit"), o.toString());
		assertEquals(0, o.getAsJsonArray("problems").size(), o.toString());
	}

	/**
	 * {@code --exclude} reaches the agent: the program's class is not rewritten, so its 25 monitor entries are missing,
	 * while the thread, whose start the JDK's own hooks record, is still there.
	 */
	@Test
	@DisplayName("--exclude keeps the agent out of the program's class: its 25 monitor entries are not recorded")
	void excludedClassesAreNotRecorded() throws Exception {
		Path trace = dir.resolve("excluded.ftrace");
		assertEquals(0, record(trace, List.of("--exclude", PROGRAM), "locks", "25", "0"), err.toString());
		JsonObject o = info(trace);
		assertEquals(2, o.get("threads").getAsInt(), o.toString());
		assertFalse(o.getAsJsonObject("kinds").has("monitor_enter"), o.toString());
		JsonObject properties = o.getAsJsonObject("properties");
		assertEquals("0", properties.get("recorder.classes.rewritten").getAsString());
		assertTrue(properties.get("recorder.options").getAsString().endsWith(",exclude=" + PROGRAM), o.toString());
	}

	/**
	 * A program that deadlocks never ends by itself: {@code --time-limit} ends it with 124, and the trace is closed,
	 * readable and names both threads of the cycle, the monitors they wait for and where.
	 */
	@Test
	@DisplayName("--time-limit stops a deadlocked program with exit code 124, closes the trace and reports the cycle")
	void timeLimitStopsADeadlockAndReportsIt() throws Exception {
		Path trace = dir.resolve("deadlock.ftrace");
		long start = System.nanoTime();
		assertEquals(RecordCommand.EXIT_TIME_LIMIT, record(trace, List.of("--time-limit", "1.5"), "deadlock"),
				err.toString());
		double seconds = (System.nanoTime() - start) / 1e9;
		// 1.5 s and the JVM's start under the agent; without the limit the program never ends
		assertTrue(seconds < 30, seconds + " s");
		assertTrue(err.toString().contains("foresight: trace written to " + trace), err.toString());
		JsonObject o = info(trace);
		assertTrue(o.get("closed").getAsBoolean(), o.toString());
		JsonObject properties = o.getAsJsonObject("properties");
		assertEquals("1.5 s", properties.get("time.limit.reached").getAsString());
		String report = properties.get("deadlock").getAsString();
		assertTrue(report.contains("thread \"first\" waits for java.lang.Object@"), report);
		assertTrue(report.contains("held by \"second\" at " + PROGRAM + ".both(RecordedProgram.java:"), report);
		assertTrue(report.contains("thread \"second\" waits for java.lang.Object@"), report);
		assertTrue(report.contains("held by \"first\" at " + PROGRAM + ".both(RecordedProgram.java:"), report);
		// the text says so too
		assertEquals(0, run("info", trace.toString()), err.toString());
		assertTrue(out.toString().contains("note: deadlock = thread \""), out.toString());
		assertTrue(out.toString().contains("note: time.limit.reached = 1.5 s"), out.toString());
	}

	/**
	 * The time limit halts the JVM, which skips JFR's writing of the samples at its exit: they are put together from
	 * JFR's chunk files up to its last flush, so that the critical path of a program stopped at its limit can name the
	 * methods it was running, where the samples file was left empty and the command said it was written. (The limit
	 * leaves JFR time for flushes on a loaded machine: a JVM stopped before the first, about a second after JFR
	 * started, leaves no samples.)
	 */
	@Test
	void samplesOfAProgramStoppedAtTheTimeLimitAreRecovered() throws Exception {
		Path trace = dir.resolve("spin.ftrace");
		assertEquals(RecordCommand.EXIT_TIME_LIMIT, record(trace, List.of("--samples", "--time-limit", "4"), "spin"),
				err.toString());
		Path jfr = trace.resolveSibling("spin.ftrace.jfr");
		assertTrue(err.toString().contains("foresight: execution samples written to " + jfr + " (from JFR's chunks"),
				err.toString());
		assertFalse(Files.exists(JfrRepository.of(jfr)), "the chunks' folder is removed");
		// the chunk JFR was writing when the JVM stopped reads to its last flush, as a closed one
		List<ExecutionSample> samples = JfrSamples.read(jfr);
		assertTrue(samples.stream().anyMatch(x -> x.threadName().equals("spinner")
				&& x.className().equals(PROGRAM)), samples.size() + " samples");
		// the spinner spends much of its time in the recorder's hooks and the JDK code they call (the thread's CPU
		// clock), which are charged to the hooks' callers
		assertTrue(samples.stream().noneMatch(x -> x.className().startsWith("dev.foresight.agent.")
				|| x.className().equals("sun.management.ThreadImpl")), samples.toString());
	}

	/**
	 * {@code --pin-one-cpu} runs the program under {@code taskset -c 0}: the JVM sees one processor, and the agent
	 * found one allowed CPU and so read, rather than estimated, the CPU time of preempted threads.
	 */
	@Test
	@DisplayName("--pin-one-cpu runs the program on one CPU, which the trace's header says")
	void pinnedRecordingRunsOnOneCpu() throws Exception {
		assumeTrue(onPath("taskset"), "taskset is not installed");
		Path trace = dir.resolve("pinned.ftrace");
		assertEquals(0, record(trace, List.of("--pin-one-cpu"), "locks", "5", "0"), err.toString());
		JsonObject o = info(trace);
		assertEquals(1, o.get("cpus").getAsInt(), o.toString());
		// the agent read /proc/self/status: one processor allowed
		assertEquals("read", o.getAsJsonObject("properties").get("recorder.preemption.cpu").getAsString());
		assertEquals(5, atProgram(o, "lock", "monitor_enter"), o.toString());
	}

	private static boolean onPath(String command) {
		for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
			if (!d.isEmpty() && Files.isExecutable(Path.of(d, command))) {
				return true;
			}
		}
		return false;
	}
}
