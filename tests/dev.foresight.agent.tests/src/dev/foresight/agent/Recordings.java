/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;

/** Runs test programs in a JVM of their own under the agent built by the reactor. */
final class Recordings {

	/** What a recorded run left. */
	record Run(int exitCode, Path trace, String stdout, String stderr) {
	}

	/** The class cache the recordings of this test run share (so that most of them use cached classes). */
	private static final Path CACHE = cacheDir();

	private Recordings() {
	}

	private static Path cacheDir() {
		try {
			Path dir = Files.createTempDirectory("foresight-test-classes");
			Runtime.getRuntime().addShutdownHook(new Thread(() -> {
				try (java.util.stream.Stream<Path> files = Files.walk(dir)) {
					files.sorted(java.util.Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
				} catch (IOException e) {
					// left in the temporary directory
				}
			}));
			return dir;
		} catch (IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	static Path agentJar() {
		Path jar = Path.of(System.getProperty("foresight.agent.jar", "missing"));
		assertTrue(Files.isRegularFile(jar), "agent jar not built: " + jar);
		return jar;
	}

	static Path classes() {
		Path dir = Path.of(System.getProperty("foresight.test.classes", "missing"));
		assertTrue(Files.isDirectory(dir), "test classes not found: " + dir);
		return dir;
	}

	/** Starts {@code main} with the agent writing to {@code trace}; {@code options} are extra agent options. */
	static Process start(Path trace, String options, String main, String... args) throws IOException {
		return start(List.of(), trace, options, main, args);
	}

	/** As {@link #start(Path, String, String, String...)}, with extra JVM options. */
	static Process start(List<String> jvm, Path trace, String options, String main, String... args)
			throws IOException {
		return new ProcessBuilder(command(jvm, trace, options, main, args)).start();
	}

	/**
	 * The trace of {@code main} recorded to its end (at most a minute) with the default options, all its threads on
	 * CPU 0 ({@code taskset}) when {@code pinned}; the program must exit with 0.
	 */
	static Trace trace(String main, boolean pinned) throws Exception {
		Path file = Files.createTempFile("recorded", ".ftrace");
		try {
			Run run = pinned ? pinned(file, 60, main) : run(file, "", 60, main);
			assertEquals(0, run.exitCode(), run.stderr());
			return FtraceReader.read(file).trace();
		} finally {
			Files.deleteIfExists(file);
		}
	}

	/** Runs {@code main} recorded to the end (at most {@code seconds}), all its threads on CPU 0 ({@code taskset}). */
	static Run pinned(Path trace, int seconds, String main, String... args) throws Exception {
		return pinned(trace, "", seconds, main, args);
	}

	/** As {@link #pinned(Path, int, String, String...)}, with the agent's {@code options}. */
	static Run pinned(Path trace, String options, int seconds, String main, String... args) throws Exception {
		List<String> cmd = new ArrayList<>(List.of("taskset", "-c", "0"));
		cmd.addAll(command(List.of(), trace, options, main, args));
		return finish(new ProcessBuilder(cmd).start(), trace, seconds, main);
	}

	private static List<String> command(List<String> jvm, Path trace, String options, String main, String... args) {
		List<String> cmd = new ArrayList<>();
		cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		cmd.add("-Xmx512m");
		cmd.addAll(jvm);
		// the class cache of this test run unless the test chooses one: never the user's
		String all = options.contains("cache=") ? options : options + (options.isEmpty() ? "" : ",") + "cache=" + CACHE;
		cmd.add("-javaagent:" + agentJar() + "=output=" + trace + "," + all);
		cmd.add("-cp");
		cmd.add(classes().toString());
		cmd.add(main);
		cmd.addAll(List.of(args));
		return cmd;
	}

	/** Runs to the end (at most {@code seconds}). */
	static Run run(Path trace, String options, int seconds, String main, String... args) throws Exception {
		return run(List.of(), trace, options, seconds, main, args);
	}

	/** As {@link #run(Path, String, int, String, String...)}, with extra JVM options. */
	static Run run(List<String> jvm, Path trace, String options, int seconds, String main, String... args)
			throws Exception {
		return finish(start(jvm, trace, options, main, args), trace, seconds, main);
	}

	/** Runs {@code java} with {@code arguments} (the agent's options among them) to the end. */
	static Run java(List<String> arguments, Path trace, int seconds) throws Exception {
		List<String> cmd = new ArrayList<>();
		cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
		cmd.add("-Xmx512m");
		cmd.addAll(arguments);
		return finish(new ProcessBuilder(cmd).start(), trace, seconds, String.join(" ", arguments));
	}

	private static Run finish(Process p, Path trace, int seconds, String what) throws Exception {
		if (!p.waitFor(seconds, TimeUnit.SECONDS)) {
			p.destroyForcibly();
			throw new AssertionError(what + " did not finish in " + seconds + " s");
		}
		return new Run(p.exitValue(), trace, new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
				new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
	}

	/** Events of {@code kind} whose site is in a method whose name contains {@code method}. */
	static List<int[]> at(Trace t, EventKind kind, String method) {
		List<int[]> found = new ArrayList<>();
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				Site s = t.header().site(e.site(i));
				if (e.kind(i) == kind && s != null && s.method().contains(method)) {
					found.add(new int[] { e.thread(), i });
				}
			}
		}
		return found;
	}

	/** Events of {@code kind} at sites of a class whose name ends with {@code cls}, in the method {@code method}. */
	static List<int[]> at(Trace t, EventKind kind, String cls, String method) {
		List<int[]> found = new ArrayList<>();
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				Site s = t.header().site(e.site(i));
				if (e.kind(i) == kind && s != null && s.className().endsWith(cls) && s.method().equals(method)) {
					found.add(new int[] { e.thread(), i });
				}
			}
		}
		return found;
	}

	/** The event a wake link of event {@code ref} points to, as {thread, index}, or null. */
	static int[] wake(Trace t, int[] ref) {
		ThreadEvents e = t.thread(ref[0]);
		return e.wakeThread(ref[1]) < 0 ? null : new int[] { e.wakeThread(ref[1]), e.wakeIndex(ref[1]) };
	}

	static EventKind kind(Trace t, int[] ref) {
		return t.thread(ref[0]).kind(ref[1]);
	}

	/** How many of {@code events} ({thread, index}) carry {@code flag}. */
	static long flagged(Trace t, List<int[]> events, int flag) {
		return events.stream().filter(e -> (t.thread(e[0]).flags(e[1]) & flag) != 0).count();
	}

	/**
	 * Asserts that two processors run {@code t} in under three quarters of one processor's time (an ideal machine):
	 * the two workers' CPU time overlaps, and no wait replayed at its recorded length holds the end.
	 */
	static void assertTwoProcessorsOverlap(Trace t) throws Exception {
		Simulator sim = new Simulator(t);
		double one = sim.run(MachineModel.ideal(2), 1, SimulationModel.DIRECT, false).completionNanos();
		double two = sim.run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false).completionNanos();
		assertTrue(two < 0.75 * one, "1: " + one / 1e6 + " ms, 2: " + two / 1e6 + " ms");
	}

	/**
	 * Asserts that {@code AllKinds.contendedMonitor}'s one entry waited (its holder kept the monitor 2 ms after the
	 * entry began to wait) and is linked to the holder's exit.
	 */
	static void assertContendedEntryLinked(Trace t) {
		List<int[]> enters = at(t, EventKind.MONITOR_ENTER, "contendedMonitor");
		assertEquals(1, enters.size());
		int[] enter = enters.get(0);
		assertTrue(t.thread(enter[0]).arg(enter[1]) >= 1_000_000, "waited " + t.thread(enter[0]).arg(enter[1]));
		// the wait inflated the monitor, so the entry was timed after it too, with a second clock reading
		assertEquals(1, flagged(t, enters, Event.TIMED_AFTER));
		int[] r = wake(t, enter);
		assertNotNull(r);
		assertEquals(EventKind.MONITOR_EXIT, kind(t, r));
		assertTrue(t.header().site(t.thread(r[0]).site(r[1])).method().contains("holdMonitor"));
	}
}
