/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The {@code .measured} file ({@link MeasuredFile}) and what {@link MeasuredRuns} derives from it. */
class MeasuredFileTest {

	private static final String TEXT = """
			# a comment
			foresight-measured 1
			command: -cp classes sample.PrimeCounter 4 2000000

			cpus 1 startup 40 runs 840 860 1040
			cpus 2 startup 30 runs 450 430 470 480 steal 0.0125
			""";

	@Test
	@DisplayName("medians less the start-up, their spread, and the speedup over one processor")
	void readsTimesAndSpeedups() throws Exception {
		MeasuredRuns runs = MeasuredFile.parse(TEXT, "<text>");
		assertEquals("-cp classes sample.PrimeCounter 4 2000000", runs.command());
		assertEquals(List.of(1, 2), runs.points().stream().map(MeasuredRuns.Point::cpus).toList());
		MeasuredRuns.Point one = runs.at(1).orElseThrow();
		// median of 840, 860, 1040 is 860 ms, less 40 ms of start-up
		assertEquals(820e6, one.time().median(), 1);
		assertEquals(800e6, one.time().min(), 1);
		assertEquals(1000e6, one.time().max(), 1);
		// median of four runs: (450 + 470) / 2 = 460, less 30
		assertEquals(430e6, runs.at(2).orElseThrow().time().median(), 1);
		assertEquals(820.0 / 430.0, runs.speedup(2).orElseThrow(), 1e-9);
		assertEquals(1.0, runs.speedup(1).orElseThrow(), 1e-12);
		// the hypervisor's share during the runs on two processors; not said for one
		assertEquals(0.0125, runs.at(2).orElseThrow().steal(), 1e-12);
		assertTrue(Double.isNaN(one.steal()));
		assertTrue(runs.speedup(4).isEmpty());
	}

	@Test
	@DisplayName("runs no longer than the JVM's start-up alone have no time: no speedup, no check, and a note")
	void runsWithinTheStartUp() throws Exception {
		// java -version measured against itself: the runs' median (30 ms) less the start-up's (44 ms) is negative
		MeasuredRuns runs = MeasuredFile.parse("""
				foresight-measured 1
				cpus 1 startup 44 runs 35 30 29
				cpus 2 startup 20 runs 26 25 32
				cpus 4 startup 20 runs 20 20 20
				""", "<text>");
		assertFalse(runs.at(1).orElseThrow().timed());
		assertTrue(runs.at(2).orElseThrow().timed());
		// a median equal to the start-up leaves nothing either
		assertFalse(runs.at(4).orElseThrow().timed());
		assertEquals(List.of(1, 4), runs.untimed());
		// before, two negative medians made a speedup of 1.54
		assertTrue(runs.speedup(1).isEmpty());
		assertTrue(runs.speedup(2).isEmpty());
		assertEquals("the runs on 1 and 4 processors took no longer than the JVM's start-up alone (java -version), so "
				+ "they have no time of their own to compare with a prediction; give the program more work to measure it",
				runs.untimedNote());
		assertTrue(MeasuredFile.parse("foresight-measured 1\ncpus 1 startup 44 runs 30\n", "<one>").untimedNote()
				.startsWith("the runs on 1 processor took"));
		assertNull(MeasuredFile.parse(TEXT, "<text>").untimedNote());
	}

	@Test
	@DisplayName("what it writes reads back the same")
	void roundTrip() throws Exception {
		MeasuredRuns runs = MeasuredFile.parse(TEXT, "<text>");
		MeasuredRuns again = MeasuredFile.parse(MeasuredFile.format(runs), "<again>");
		assertEquals(runs, again);
	}

	@Test
	@DisplayName("a malformed file names the source and line of its error")
	void errorsNameTheLine() {
		assertError("<t>:1: not a measured-runs file", "cpus 1 startup 1 runs 2\n");
		assertError("<t>:2: written by a newer Foresight (version 2)",
				"# c\nforesight-measured 2\ncpus 1 startup 1 runs 2");
		assertError("<t>:2: expected 'cpus N startup MS runs MS...'", "foresight-measured 1\ncpus 1 startup 1 runs\n");
		assertError("<t>:3: not a time in milliseconds", "foresight-measured 1\ncpus 1 startup 1 runs 2\n"
				+ "cpus 2 startup 1 runs 3 -4\n");
		assertError("<t>:3: processor counts must increase", "foresight-measured 1\ncpus 2 startup 1 runs 2\n"
				+ "cpus 2 startup 1 runs 3\n");
		assertError("<t>:2: the processor count is not a whole number",
				"foresight-measured 1\ncpus x startup 1 runs 2");
		assertError("<t>:2: expected 'command:' or", "foresight-measured 1\nspeedup 2\n");
		assertError("<t>:2: expected one share after 'steal'", "foresight-measured 1\ncpus 1 startup 1 runs 2 steal\n");
		assertError("<t>:2: not a share of processor time (0 to 1): '2'",
				"foresight-measured 1\ncpus 1 startup 1 runs 2 steal 2\n");
		assertError("<t>:2: no run times after 'runs'", "foresight-measured 1\ncpus 1 startup 1 runs steal 0.1\n");
		assertError("<t>:2: no measured runs", "foresight-measured 1\n");
		assertError("<t>:1: empty", "");
	}

	private static void assertError(String start, String text) {
		MeasuredFormatException e = assertThrows(MeasuredFormatException.class, () -> MeasuredFile.parse(text, "<t>"));
		assertTrue(e.getMessage().startsWith(start), e.getMessage());
	}

	@Test
	@DisplayName("runs on one processor and more without a named collector get a note: the JVM would pick two")
	void collectorNote() throws Exception {
		assertTrue(MeasuredFile.parse(TEXT, "<text>").collectorNote().startsWith("the JVM picks the Serial collector "
				+ "on one processor and G1 on more"));
		assertNull(ProgramRuns.collectorNote(List.of(1, 2), "-XX:+UseSerialGC -cp c Main"));
		assertNull(ProgramRuns.collectorNote(List.of(1, 2), "-cp c -XX:+UseParallelGC Main"));
		assertNotNull(ProgramRuns.collectorNote(List.of(1, 2), "-cp c Main -XX:+UseG1GCx"));
		assertNull(ProgramRuns.collectorNote(List.of(2, 4), "-cp c Main"));
		assertNull(ProgramRuns.collectorNote(List.of(1), "-cp c Main"));
	}
}
