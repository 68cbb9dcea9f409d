/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.core.trace.EventKind.MONITOR_ENTER;
import static dev.foresight.core.trace.EventKind.MONITOR_EXIT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.LoadOrder;
import dev.foresight.agent.programs.ManyClasses;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The class cache ({@code ClassCache}): a class the recorder rewrote is taken from the cache by the next recording,
 * with that recording's site ids, and an entry that cannot be read is a miss; and classes the recorder meets while the
 * program runs (many new ones, ones defined without a name).
 */
class ClassCacheRecordingTest {

	@Test
	void aCachedClassGetsTheSiteIdsOfTheRecordingThatLoadsIt(@TempDir Path dir) throws Exception {
		String cache = "cache=" + dir.resolve("cache");
		Trace first = record(dir.resolve("ab.ftrace"), cache, "AB");
		Trace second = record(dir.resolve("ba.ftrace"), cache, "BA");
		assertEquals("0", first.header().properties().get("recorder.classes.cached"));
		// both classes with a synchronized block came from the cache (the main class has none: never rewritten)
		assertEquals("2", second.header().properties().get("recorder.classes.cached"));
		// and the main class, without synchronization, was known to need nothing
		assertEquals("0", first.header().properties().get("recorder.classes.known.plain"));
		assertEquals("1", second.header().properties().get("recorder.classes.known.plain"));
		assertTrue(first.header().properties().get("recorder.class.cache").startsWith(dir.resolve("cache").toString()));
		// the rewriter runs in the first recording only, which keeps it off the optimizing compiler
		assertEquals("1 compiler directives added", first.header().properties().get("recorder.jit.directive"));
		assertTrue(second.header().properties().get("recorder.jit.directive").startsWith("not added"));
		for (Trace t : List.of(first, second)) {
			assertEquals(List.of(), TraceChecker.check(t));
			assertEquals(3, count(t, MONITOR_ENTER, "$A"));
			assertEquals(3, count(t, MONITOR_EXIT, "$A"));
			assertEquals(5, count(t, MONITOR_ENTER, "$B"));
			assertEquals(5, count(t, MONITOR_EXIT, "$B"));
		}
		// sites are numbered as classes are rewritten: A's block first in the first recording, B's in the second
		assertTrue(site(first, "$A").id() < site(first, "$B").id());
		assertTrue(site(second, "$B").id() < site(second, "$A").id());
		assertEquals(site(first, "$A").line(), site(second, "$A").line());
		assertEquals(site(first, "$B").line(), site(second, "$B").line());
	}

	@Test
	@DisplayName("the cache's thread leaves the common pool's parallelism to the program's main")
	void theCachesThreadLeavesTheCommonPoolAlone(@TempDir Path dir) throws Exception {
		// a wait in a java.util.concurrent queue would initialize ForkJoinPool, and with it the common pool, while
		// the program's class initialization sleeps: before main sets the parallelism
		Recordings.Run run = Recordings.run(dir.resolve("t.ftrace"), "cache=" + dir.resolve("cache"), 30,
				"dev.foresight.agent.programs.CommonPoolSetUp");
		assertEquals(0, run.exitCode(), run.stderr());
		assertEquals("13", run.stdout().strip());
	}

	@Test
	void anEntryThatCannotBeReadIsAMissAndIsWrittenAgain(@TempDir Path dir) throws Exception {
		Path cacheDir = dir.resolve("cache");
		record(dir.resolve("1.ftrace"), "cache=" + cacheDir, "AB");
		List<Path> entries = entries(cacheDir);
		assertFalse(entries.isEmpty());
		for (Path e : entries) {
			byte[] b = Files.readAllBytes(e);
			Files.write(e, java.util.Arrays.copyOf(b, b.length / 2));
		}
		Trace t = record(dir.resolve("2.ftrace"), "cache=" + cacheDir, "BA");
		assertEquals("0", t.header().properties().get("recorder.classes.cached"));
		assertEquals(List.of(), TraceChecker.check(t));
		assertEquals(3, count(t, MONITOR_ENTER, "$A"));
		assertEquals(5, count(t, MONITOR_ENTER, "$B"));
		Trace again = record(dir.resolve("3.ftrace"), "cache=" + cacheDir, "AB");
		assertEquals("2", again.header().properties().get("recorder.classes.cached"));
	}

	@Test
	void otherAgentsEntriesAreRemovedAndTheCacheCanBeTurnedOff(@TempDir Path dir) throws Exception {
		Path cacheDir = dir.resolve("cache");
		Path stale = Files.createDirectories(cacheDir.resolve("0123abcd"));
		Files.write(stale.resolve("Old-1-2.class"), new byte[] { 1, 2, 3 });
		Trace t = record(dir.resolve("1.ftrace"), "cache=" + cacheDir, "AB");
		assertFalse(Files.exists(stale), "the directory of another agent's entries is removed");
		assertTrue(Files.isDirectory(Path.of(t.header().properties().get("recorder.class.cache"))));

		// an empty directory is not the working directory: the recorder says so and the program runs unrecorded
		Recordings.Run empty = Recordings.run(dir.resolve("none.ftrace"), "cache=", 60, LoadOrder.class.getName(),
				"AB");
		assertEquals(0, empty.exitCode(), empty.stderr());
		assertTrue(empty.stderr().contains("cache needs a directory, or off"), empty.stderr());
		assertFalse(Files.exists(dir.resolve("none.ftrace")));

		Trace off = record(dir.resolve("2.ftrace"), "cache=off", "BA");
		assertEquals("off", off.header().properties().get("recorder.class.cache"));
		assertEquals("0", off.header().properties().get("recorder.classes.cached"));
		assertEquals(5, count(off, MONITOR_ENTER, "$B"));
	}

	@Test
	void aRecordingWithAWarmCacheAddsTheDirectiveOnceItRewritesManyClasses(@TempDir Path dir) throws Exception {
		String cache = "cache=" + dir.resolve("cache");
		record(dir.resolve("1.ftrace"), cache, "AB");
		// 30 classes the cache does not hold: the rewriter gets busy after all
		Recordings.Run r = Recordings.run(dir.resolve("2.ftrace"), cache, 60, ManyClasses.class.getName(), "30");
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(dir.resolve("2.ftrace")).trace();
		// the 30 copies, and the program itself (it reads a class file: an I/O call)
		assertEquals("31", t.header().properties().get("recorder.classes.rewritten"));
		assertEquals("0", t.header().properties().get("recorder.classes.cached"));
		assertEquals(30, count(t, MONITOR_ENTER, "LoadOrder$A"));
		assertEquals("1 compiler directives added", t.header().properties().get("recorder.jit.directive"));
	}

	@Test
	void aClassDefinedWithoutANameIsRecordedToo(@TempDir Path dir) throws Exception {
		Recordings.Run r = Recordings.run(dir.resolve("t.ftrace"), "cache=off", 60, ManyClasses.class.getName(), "3",
				"unnamed");
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(dir.resolve("t.ftrace")).trace();
		assertEquals(3, count(t, MONITOR_ENTER, "LoadOrder$A"));
		assertEquals(3, count(t, MONITOR_EXIT, "LoadOrder$A"));
	}

	private static Trace record(Path trace, String options, String order) throws Exception {
		Recordings.Run r = Recordings.run(trace, options, 60, LoadOrder.class.getName(), order);
		assertEquals(0, r.exitCode(), r.stderr());
		return FtraceReader.read(trace).trace();
	}

	private static List<Path> entries(Path cacheDir) throws Exception {
		try (Stream<Path> files = Files.walk(cacheDir)) {
			return files.filter(f -> f.getFileName().toString().contains("LoadOrder$")).toList();
		}
	}

	/** Events of {@code kind} at a site of the class whose name ends with {@code suffix}. */
	private static long count(Trace t, EventKind kind, String suffix) {
		long n = 0;
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				Site s = t.header().site(e.site(i));
				if (e.kind(i) == kind && s != null && s.className().endsWith(suffix)) {
					n++;
				}
			}
		}
		return n;
	}

	/** The monitor entry site of the class whose name ends with {@code suffix}. */
	private static Site site(Trace t, String suffix) {
		for (ThreadEvents e : t.streams()) {
			for (int i = 0; i < e.size(); i++) {
				Site s = t.header().site(e.site(i));
				if (e.kind(i) == MONITOR_ENTER && s != null && s.className().endsWith(suffix)) {
					return s;
				}
			}
		}
		throw new AssertionError("no monitor entry in a class ending with " + suffix);
	}
}
