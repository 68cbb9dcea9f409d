/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.AtomicLoops;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The recorder counts the program's compare-and-set calls and spins per site (no events): an atomic's and a variable
 * handle's compare-and-set, an atomic update, {@code Thread.onSpinWait}, each the exact number of times it ran.
 */
class AtomicCountsRecordingTest {

	@Test
	void compareAndSetCallsAndSpinsAreCountedAtTheirSites(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("atomics.ftrace");
		Recordings.Run r = Recordings.run(file, "", 60, AtomicLoops.class.getName());
		assertEquals(0, r.exitCode(), r.stderr());
		Trace t = FtraceReader.read(file).trace();
		assertEquals(java.util.List.of(), TraceChecker.check(t));
		Map<String, Long> byMethod = new TreeMap<>();
		for (AtomicCalls.Count c : AtomicCalls.of(t.header()).counts()) {
			assertEquals(AtomicLoops.class.getName(), c.site().className());
			byMethod.merge(c.site().method(), c.count(), Long::sum);
		}
		assertEquals(Map.of("casLoop", (long) AtomicLoops.CAS, "handleLoop", (long) AtomicLoops.HANDLE, "spin",
				(long) AtomicLoops.SPINS, "update", (long) AtomicLoops.UPDATES), byMethod);
		assertEquals(AtomicLoops.CAS + AtomicLoops.HANDLE + AtomicLoops.SPINS + AtomicLoops.UPDATES,
				AtomicCalls.of(t.header()).total());
	}
}
