/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.core.trace.EventKind.LOCK;
import static dev.foresight.core.trace.EventKind.MONITOR_ENTER;
import static dev.foresight.core.trace.EventKind.MONITOR_EXIT;
import static dev.foresight.core.trace.EventKind.UNLOCK;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.agent.programs.FilteredAlpha;
import dev.foresight.agent.programs.FilteredBeta;
import dev.foresight.agent.programs.Filtering;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;

/**
 * The agent's {@code include} and {@code exclude} options (class name prefixes separated by {@code ;}) choose the
 * application classes the recorder instruments: an excluded class's sites are left out of the trace, and with
 * {@code include} only the classes it matches are recorded, an exclusion winning over an inclusion. Recorded with
 * {@code Filtering}, whose three classes synchronize a known number of times at sites of their own.
 */
class ClassPatternsRecordingTest {

	private static final String PROGRAMS = "dev.foresight.agent.programs.";
	private static final String MAIN = PROGRAMS + "Filtering";
	/** Events at each site of the program: kind, class, method. */
	private static final Object[][] SITES = { { MONITOR_ENTER, "Filtering", "own" },
			{ MONITOR_EXIT, "Filtering", "own" }, { MONITOR_ENTER, "FilteredAlpha", "enter" },
			{ MONITOR_EXIT, "FilteredAlpha", "enter" }, { LOCK, "FilteredBeta", "lockAndEnter" },
			{ UNLOCK, "FilteredBeta", "lockAndEnter" }, { MONITOR_ENTER, "FilteredBeta", "lockAndEnter" },
			{ MONITOR_EXIT, "FilteredBeta", "lockAndEnter" } };

	@TempDir
	Path dir;

	/** The events at each of {@link #SITES} when {@code Filtering} is recorded with {@code options}. */
	private List<Integer> counts(String options) throws Exception {
		Recordings.Run run = Recordings.run(dir.resolve("t.ftrace"), options, 60, MAIN);
		assertEquals(0, run.exitCode(), run.stderr());
		// the program runs the same whatever is recorded
		int beta = 2 * FilteredBeta.TIMES;
		assertEquals(Filtering.OWN + " " + FilteredAlpha.CALLS + " " + beta, run.stdout().strip());
		Trace t = FtraceReader.read(run.trace()).trace();
		assertEquals(List.of(), TraceChecker.check(t));
		return List.of(SITES).stream().map(s -> at(t, (EventKind) s[0], (String) s[1], (String) s[2]).size())
				.toList();
	}

	/** Expected counts at {@link #SITES} with each class recorded or not. */
	private static List<Integer> expected(boolean main, boolean alpha, boolean beta) {
		int m = main ? Filtering.OWN : 0, a = alpha ? FilteredAlpha.CALLS : 0, b = beta ? FilteredBeta.TIMES : 0;
		return List.of(m, m, a, a, b, b, b, b);
	}

	@Test
	@DisplayName("without patterns all three classes are recorded")
	void allApplicationClassesByDefault() throws Exception {
		assertEquals(expected(true, true, true), counts(""));
	}

	@Test
	@DisplayName("exclude: the excluded class's synchronized method is not recorded, the two other classes are")
	void excludeLeavesOneClassOut() throws Exception {
		assertEquals(expected(true, false, true), counts("exclude=" + PROGRAMS + "FilteredAlpha"));
	}

	@Test
	@DisplayName("include: only the included class is recorded, not the main class nor the other one")
	void includeRestrictsToTheMatchedClass() throws Exception {
		assertEquals(expected(false, false, true), counts("include=" + PROGRAMS + "FilteredBeta"));
	}

	@Test
	@DisplayName("include of two names separated by ;: both recorded, the third class not")
	void includeOfTwoPatterns() throws Exception {
		assertEquals(expected(true, false, true), counts("include=" + MAIN + ";" + PROGRAMS + "FilteredBeta"));
	}

	@Test
	@DisplayName("a pattern is a prefix: include of ...Filtered matches the two Filtered classes, an exclusion wins")
	void patternsArePrefixesAndExclusionWins() throws Exception {
		assertEquals(expected(false, true, true), counts("include=" + PROGRAMS + "Filtered"));
		assertEquals(expected(false, true, false), counts("include=" + PROGRAMS + "Filtered,exclude=" + PROGRAMS
				+ "FilteredBeta"));
	}
}
