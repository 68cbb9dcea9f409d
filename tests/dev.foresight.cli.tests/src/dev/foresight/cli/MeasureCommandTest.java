/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.ProgramRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** {@code foresight measure} and {@code predict --measured}. */
class MeasureCommandTest {

	@TempDir
	Path dir;
	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();

	private int run(String... args) {
		out.getBuffer().setLength(0);
		err.getBuffer().setLength(0);
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	private static String classes() throws Exception {
		return Path.of(BaselineFakeAgent.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
	}

	@Test
	@DisplayName("measure runs the program as often as asked, prints the table and writes the file")
	void measuresAndWrites() throws Exception {
		Path file = dir.resolve("fake.measured");
		assertEquals(0, run("measure", "-o", file.toString(), "--cpus", "1", "--runs", "2", "--", "-cp", classes(),
				BaselineFakeAgent.class.getName(), "0"), err.toString());
		MeasuredRuns runs = MeasuredFile.read(file);
		assertEquals(1, runs.points().size());
		assertEquals(2, runs.at(1).orElseThrow().runNanos().size());
		assertTrue(runs.command().endsWith("BaselineFakeAgent 0"), runs.command());
		assertTrue(out.toString().startsWith("  cpus  runs      time_ms"), out.toString());
		assertTrue(err.toString().contains("foresight: run 2 of 2 on 1 processor: "), err.toString());
		assertTrue(err.toString().contains("measured runs written to " + file), err.toString());
	}

	@Test
	@DisplayName("a program that fails stops the measurement with its exit code, and nothing is written")
	void failingProgram() throws Exception {
		Path file = dir.resolve("fails.measured");
		assertEquals(1, run("measure", "-o", file.toString(), "--cpus", "1", "--runs", "1", "--", "-cp", classes(),
				BaselineFakeAgent.class.getName(), "3"));
		assertEquals("foresight: run 1 on 1 processor failed with exit code 3\n", err.toString());
		assertFalse(Files.exists(file));
		assertEquals(1, run("measure", "--cpus", "0", "--", "-version"));
		assertTrue(err.toString().startsWith("foresight: cannot measure on 0 processors"), err.toString());
		assertEquals(1, run("measure", "--time-limit", "-1", "--", "-version"));
		assertTrue(err.toString().startsWith("foresight: --time-limit must be a number of seconds above 0"),
				err.toString());
	}

	@Test
	@DisplayName("predict --measured puts the measured times, speedups and errors beside the predictions")
	void predictBesideMeasured() throws Exception {
		Path trace = dir.resolve("two.ftrace");
		FtraceWriter.write(PredictCommandTest.twoWorkers(), trace);
		Path measured = dir.resolve("two.measured");
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 5 runs 25 26 24\n"
				+ "cpus 2 startup 5 runs 15 14 16 17\ncpus 3 startup 5 runs 12\n");
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0", "--json", "--measured",
				measured.toString()), err.toString());
		JsonObject two = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions").get(1)
				.getAsJsonObject();
		// medians 25 and 15.5 ms, less 5 ms of start-up
		assertEquals(10.5, two.get("measured_ms").getAsDouble(), 1e-9);
		assertEquals(9, two.get("measured_min_ms").getAsDouble(), 1e-9);
		assertEquals(20.0 / 10.5, two.get("measured_speedup").getAsDouble(), 1e-9);
		double predicted = two.get("time_ms").getAsDouble();
		assertEquals(predicted / 10.5 - 1, two.get("time_error").getAsDouble(), 1e-9);
		assertEquals(two.get("speedup").getAsDouble() / (20.0 / 10.5) - 1, two.get("speedup_error").getAsDouble(),
				1e-9);
		assertTrue(err.toString().contains(measured + " has runs on [3] processors, which --cpus does not predict"),
				err.toString());
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0", "--measured",
				measured.toString()), err.toString());
		assertTrue(out.toString().contains("measured (" + measured), out.toString());
		assertTrue(out.toString().contains(String.format(java.util.Locale.ROOT, "     2       10.500        9.000"
				+ "       12.000 %+10.1f%%     1.905", 100 * (predicted / 10.5 - 1))), out.toString());
	}

	@Test
	@DisplayName("runs that took no longer than the JVM's start-up are shown without a time and compared with nothing")
	void runsWithinTheStartUp() throws Exception {
		Path trace = dir.resolve("two.ftrace");
		FtraceWriter.write(PredictCommandTest.twoWorkers(), trace);
		Path measured = dir.resolve("version.measured");
		// what 'measure -- -version' wrote: each median less its start-up is negative
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 44.159 runs 35.381 29.823 29.952\n"
				+ "cpus 2 startup 34.844 runs 25.636 25.575 32.475\n");
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0", "--json", "--measured",
				measured.toString()), err.toString());
		JsonObject json = JsonParser.parseString(out.toString()).getAsJsonObject();
		for (int i = 0; i < 2; i++) {
			assertFalse(json.getAsJsonArray("predictions").get(i).getAsJsonObject().has("measured_ms"), out.toString());
		}
		assertTrue(err.toString().contains(measured + ": the runs on 1 and 2 processors took no longer than the JVM's "
				+ "start-up alone"), err.toString());

		StringWriter table = new StringWriter();
		MeasureCommand.table(new PrintWriter(table, true), MeasuredFile.read(measured));
		assertEquals(List.of("  cpus  runs      time_ms       min_ms       max_ms  startup_ms   speedup   steal",
				"     1     3            -            -            -      44.159         -       -",
				"     2     3            -            -            -      34.844         -       -"),
				table.toString().lines().toList());
	}

	@Test
	@DisplayName("a malformed .measured file is named with its line, before any simulation")
	void malformedMeasured() throws Exception {
		Path trace = dir.resolve("two.ftrace");
		FtraceWriter.write(PredictCommandTest.twoWorkers(), trace);
		Path measured = dir.resolve("bad.measured");
		Files.writeString(measured, "foresight-measured 1\ncpus 1 startup 5 runs 25 x\n");
		assertEquals(1, run("predict", trace.toString(), "--measured", measured.toString()));
		assertEquals("foresight: " + measured + ":2: not a time in milliseconds (a number >= 0): 'x'\n",
				err.toString());
	}

	@Test
	@DisplayName("measure --like runs the program a trace was recorded from and writes its runs beside the trace")
	void likeATrace() throws Exception {
		Trace two = PredictCommandTest.twoWorkers();
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		String line = String.join("\u001f", java, "-javaagent:/x/agent.jar=output=t.ftrace", "-cp", classes(),
				BaselineFakeAgent.class.getName(), "0");
		TraceHeader h = two.header();
		Path trace = dir.resolve("recorded.ftrace");
		FtraceWriter.write(new Trace(h.withProperties(Map.of(RecordedCommand.CMDLINE, line, RecordedCommand.DIR,
				dir.toString(), RecordedCommand.ENV, "FORESIGHT_A=1\u001fFORESIGHT_B=2")), two.streams()), trace);
		assertEquals(0, run("info", trace.toString()), err.toString());
		assertTrue(out.toString().contains("\nprogram  " + java + " -cp " + classes() + " "
				+ BaselineFakeAgent.class.getName() + " 0 (in " + dir + ", with FORESIGHT_A, FORESIGHT_B set; measure "
				+ "--like runs it again)\n"), out.toString());
		assertEquals(0, run("measure", "--like", trace.toString(), "--cpus", "1", "--runs", "1"), err.toString());
		MeasuredRuns runs = MeasuredFile.read(dir.resolve("recorded.measured"));
		assertEquals("-cp " + classes() + " " + BaselineFakeAgent.class.getName() + " 0", runs.command());

		Path plain = dir.resolve("plain.ftrace");
		FtraceWriter.write(two, plain);
		assertEquals(1, run("measure", "--like", plain.toString()));
		assertTrue(err.toString().startsWith("foresight: " + plain + " does not say how its program was started"),
				err.toString());
		// a trace imported from JFR: no command either, and the message says why
		Path imported = dir.resolve("imported.ftrace");
		FtraceWriter.write(new Trace(two.header().withProperties(Map.of("import.source", "jfr")), two.streams()),
				imported);
		assertEquals(1, run("measure", "--like", imported.toString()));
		assertTrue(err.toString().contains(" does not say how its program was started (imported from a JDK Flight "
				+ "Recorder file): give the arguments to java after '--'"), err.toString());
		assertEquals(1, run("measure", "--like", plain.toString(), "--", "-version"));
		assertTrue(err.toString().startsWith("foresight: give either --like TRACE or the arguments"), err.toString());
		assertEquals(1, run("measure"));
		assertTrue(err.toString().startsWith("foresight: give the program's arguments to java after '--'"),
				err.toString());

		// a command line Eclipse passed in an argument file: its options, the recorder's among them, are not known
		Path argfile = dir.resolve("argfile.ftrace");
		Map<String, String> argfileCommand = Map.of(RecordedCommand.CMDLINE, java + "\u001f@build/a.txt");
		FtraceWriter.write(new Trace(h.withProperties(argfileCommand), two.streams()), argfile);
		assertEquals(0, run("info", argfile.toString()), err.toString());
		assertTrue(out.toString().contains("(in .; from an argument file, which measure --like cannot run again)"),
				out.toString());
		assertEquals(1, run("measure", "--like", argfile.toString()));
		assertEquals("foresight: " + ProgramRuns.ARGUMENT_FILE + "@build/a.txt\n", err.toString());
		// a recorder that kept the file's words in its place says so, and the command runs again
		Map<String, String> kept = Map.of(RecordedCommand.CMDLINE, java + "\u001f-cp\u001fbin\u001fapp.Main",
				RecordedCommand.ARGFILES, "@build/a.txt");
		FtraceWriter.write(new Trace(h.withProperties(kept), two.streams()), argfile);
		assertEquals(0, run("info", argfile.toString()), err.toString());
		assertTrue(out.toString().contains(" -cp bin app.Main (in ., the words of @build/a.txt in their place; measure "
				+ "--like runs it again)"), out.toString());
	}
}
