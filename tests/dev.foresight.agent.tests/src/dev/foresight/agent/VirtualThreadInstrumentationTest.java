/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.core.trace.EventKind.VTHREAD_MOUNT;
import static dev.foresight.core.trace.EventKind.VTHREAD_UNMOUNT;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarOutputStream;
import java.util.zip.ZipEntry;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.VirtualStarts;
import dev.foresight.agent.runtime.VirtualThreadHooks;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * VirtualThread, loaded at every JVM start, is instrumented only before the first virtual thread is made (its
 * re-transformation took 10 to 15 ms of every recording's start): a program that makes virtual threads each way the
 * JDK offers has every one of them recorded, and a program without them leaves the class alone. Both with the agent's
 * jar appended to the boot class path at run time and on it from the start behind another jar. A program that makes
 * virtual threads also gets the compiler directive that keeps the recorder's methods out of line.
 */
class VirtualThreadInstrumentationTest {

	/** The property that says whether the compiler directive for virtual threads was added (JitDirective). */
	private static final String VIRTUAL_DIRECTIVE = "recorder.jit.directive.virtual";

	@Test
	void everyVirtualThreadIsRecordedHoweverItIsMade(@TempDir Path dir) throws Exception {
		Trace t = record(dir, List.of(), "dev.foresight.agent.programs.VirtualStarts");
		assertEquals("before the first virtual thread", t.header().properties().get(
				VirtualThreadHooks.INSTRUMENTED_PROPERTY));
		// and the recorder's methods are kept out of line of the compiled code (both blocks of the directive added)
		assertEquals("2 compiler directives added", t.header().properties().get(VIRTUAL_DIRECTIVE));
		int virtual = 0;
		for (ThreadInfo info : t.header().threads()) {
			if (!info.virtual()) {
				continue;
			}
			virtual++;
			ThreadEvents e = t.thread(info.id());
			int mounts = 0;
			int unmounts = 0;
			for (int i = 0; i < e.size(); i++) {
				mounts += e.kind(i) == VTHREAD_MOUNT ? 1 : 0;
				unmounts += e.kind(i) == VTHREAD_UNMOUNT ? 1 : 0;
			}
			assertEquals(EventKind.THREAD_BEGIN, e.kind(0), info.name());
			assertEquals(EventKind.THREAD_END, e.kind(e.size() - 1), info.name());
			assertEquals(mounts, unmounts, info.name());
			assertTrue(mounts >= 2, info.name() + " mounted " + mounts + " times");
		}
		assertEquals(VirtualStarts.THREADS, virtual);
	}

	@Test
	void aProgramWithoutVirtualThreadsLeavesTheClassAlone(@TempDir Path dir) throws Exception {
		// the agent's jar second on the boot class path: the agent finds its own among the entries
		Path other = dir.resolve("other.jar");
		try (JarOutputStream jar = new JarOutputStream(Files.newOutputStream(other))) {
			jar.putNextEntry(new ZipEntry("placeholder.txt"));
			jar.write(new byte[] { 'x' });
			jar.closeEntry();
		}
		Trace t = record(dir,
				List.of("-Xbootclasspath/a:" + other + java.io.File.pathSeparator + Recordings.agentJar()),
				"dev.foresight.agent.programs.AllKinds");
		assertEquals("not: no virtual thread was made", t.header().properties().get(
				VirtualThreadHooks.INSTRUMENTED_PROPERTY));
		assertTrue(t.header().threads().stream().noneMatch(ThreadInfo::virtual));
		assertEquals(null, t.header().properties().get(VIRTUAL_DIRECTIVE));
	}

	private static Trace record(Path dir, List<String> jvm, String main) throws Exception {
		Path file = dir.resolve("vt.ftrace");
		Recordings.Run run = Recordings.run(jvm, file, "", 60, main);
		assertEquals(0, run.exitCode(), run.stderr());
		assertTrue(!run.stderr().contains("could not start"), run.stderr());
		var r = FtraceReader.read(file);
		assertTrue(r.closed());
		assertEquals(List.of(), TraceChecker.check(r.trace()));
		return r.trace();
	}
}
