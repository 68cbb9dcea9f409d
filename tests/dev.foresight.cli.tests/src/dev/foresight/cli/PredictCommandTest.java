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
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.CollectorPauses;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.sim.ParallelCpu;
import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.AtomicCalls;
import dev.foresight.core.trace.LoopbackConnections;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** {@code foresight predict}: the contract of issue 4 ("CLI contract"). */
class PredictCommandTest {

	private final StringWriter out = new StringWriter();
	private final StringWriter err = new StringWriter();
	private Path dir;

	private int run(String... args) {
		return Main.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
	}

	@AfterEach
	void clean() throws Exception {
		if (dir != null) {
			try (var files = Files.walk(dir)) {
				files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
			}
		}
	}

	private Path file(String name) throws Exception {
		if (dir == null) {
			dir = Files.createTempDirectory("predict");
		}
		return dir.resolve(name);
	}

	/** {@link #twoWorkers()} with {@code properties} in its header. */
	private static Trace twoWorkers(Map<String, String> properties) {
		Trace t = twoWorkers();
		return new Trace(t.header().withProperties(properties), t.streams());
	}

	/** Main starts two workers of 9.51 ms CPU each (ten steps of 0.5 to 1.4 ms) and joins them. */
	static Trace twoWorkers() {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder[] w = { ThreadEvents.builder(1), ThreadEvents.builder(2) };
		long clock = 0;
		main.add(EventKind.THREAD_BEGIN, -1, 0, 0, 0, 0, 0);
		int[] starts = new int[2];
		for (int k = 0; k < 2; k++) {
			starts[k] = main.add(EventKind.THREAD_START, -1, 0, 100_000, clock += 100_000, k + 1, 0);
			w[k].add(EventKind.THREAD_BEGIN, -1, 1, 0, clock, 0, 0, 0, starts[k]);
		}
		int[] ends = new int[2];
		for (int k = 0; k < 2; k++) {
			for (int i = 0; i < 10; i++) {
				long cpu = 500_000 + 100_000 * i;
				w[k].add(EventKind.MONITOR_ENTER, 7, 2, cpu, clock += cpu, 0, 0);
				w[k].add(EventKind.MONITOR_EXIT, 7, 3, 1_000, clock += 1_000, 0, 0);
			}
			ends[k] = w[k].add(EventKind.THREAD_END, -1, 1, 0, clock, 0, 0);
		}
		for (int k = 0; k < 2; k++) {
			main.add(EventKind.JOIN, -1, 0, 10_000, clock += 10_000, k + 1, 0, k + 1, ends[k]);
		}
		main.add(EventKind.THREAD_END, -1, 0, 0, clock, 0, 0);
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "w1", 0, -1, false),
						new ThreadInfo(2, "w2", 0, -1, false)),
				List.of(new dev.foresight.core.trace.Site(0, "app.Main", "main", "Main.java", 5),
						new dev.foresight.core.trace.Site(1, "app.Worker", "run", "Worker.java", 9),
						new dev.foresight.core.trace.Site(2, "app.Worker", "step", "Worker.java", 12),
						new dev.foresight.core.trace.Site(3, "app.Worker", "step", "Worker.java", 14)),
				Map.of());
		return new Trace(h, List.of(main.build(), w[0].build(), w[1].build()));
	}

	@Test
	@DisplayName("a band without the machine's measured model error says so; with an error line it does not")
	void anUncalibratedBandSaysSo() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "5"), err.toString());
		assertTrue(out.toString().contains("\n" + PredictCommand.UNCALIBRATED_BAND + "\n"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "5", "--json"));
		assertFalse(JsonParser.parseString(out.toString()).getAsJsonObject().get("band_model_error").getAsBoolean());
		Path machine = file("measured.machine");
		Files.writeString(machine, "processors 2\nerror low=-10% high=20% runs=30\n");
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "5", "--machine",
				machine.toString()), err.toString());
		assertFalse(out.toString().contains(PredictCommand.UNCALIBRATED_BAND), out.toString());
		// no band, nothing to say about it
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0"), err.toString());
		assertFalse(out.toString().contains(PredictCommand.UNCALIBRATED_BAND), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "5", "--json", "--machine",
				machine.toString()), err.toString());
		assertTrue(JsonParser.parseString(out.toString()).getAsJsonObject().get("band_model_error").getAsBoolean());
	}

	/** {@code --cpus} takes ranges beside single counts, so that a sweep of every count need not be typed out. */
	@Test
	void cpusTakesRanges() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1..3,8", "--json", "--samples", "0"),
				err.toString());
		JsonArray p = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions");
		List<Integer> counts = new java.util.ArrayList<>();
		p.forEach(e -> counts.add(e.getAsJsonObject().get("cpus").getAsInt()));
		assertEquals(List.of(1, 2, 3, 8), counts);
		assertEquals("foresight: --cpus: the range '4..2' must go up, by at most 4096 counts", refused(trace, "4..2"));
		assertEquals("foresight: --cpus: 'two' is neither a processor count (N) nor a range (N..M)",
				refused(trace, "1,two"));
		assertEquals("foresight: --cpus: the number of processors must be positive, not 0", refused(trace, "0..2"));
		// found by fuzzing: no count ran an empty sweep, another script's digit read as a count, a count of
		// millions allocated its processors
		assertEquals("foresight: --cpus: no processor count given", refused(trace, ","));
		assertEquals("foresight: --cpus: '\u0663' is neither a processor count (N) nor a range (N..M)",
				refused(trace, "\u0663"));
		assertEquals("foresight: --cpus: at most 65536 processors, not 100000", refused(trace, "100000"));
	}

	/** What {@code predict trace --cpus cpus} says as it fails with exit code 1. */
	private String refused(Path trace, String cpus) {
		err.getBuffer().setLength(0);
		assertEquals(1, run("predict", trace.toString(), "--cpus", cpus));
		return err.toString().strip();
	}

	@Test
	void jsonHasModelAndPredictionsRelativeToOneProcessor() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,4", "--json", "--samples", "10"),
				err.toString());
		JsonObject json = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals("direct", json.get("model").getAsString());
		JsonArray p = json.getAsJsonArray("predictions");
		assertEquals(3, p.size());
		JsonObject one = p.get(0).getAsJsonObject();
		JsonObject two = p.get(1).getAsJsonObject();
		assertEquals(1, one.get("cpus").getAsInt());
		assertEquals(1.0, one.get("speedup").getAsDouble(), 1e-12);
		// 2 x 9.51 ms of work + 0.22 ms of main + 2 thread starts of 50 us, plus 2 us per context switch
		assertEquals(19.34, one.get("time_ms").getAsDouble(), 0.05);
		double speedup = two.get("speedup").getAsDouble();
		assertTrue(speedup > 1.9 && speedup < 2.0, out.toString());
		assertEquals(speedup / 2, two.get("efficiency").getAsDouble(), 1e-12);
		// past two workers only main's own processor helps: under 1 % more
		double four = p.get(2).getAsJsonObject().get("time_ms").getAsDouble();
		assertTrue(four <= two.get("time_ms").getAsDouble() && four > 0.99 * two.get("time_ms").getAsDouble());
		assertTrue(two.get("low_ms").getAsDouble() <= two.get("time_ms").getAsDouble());
		assertTrue(two.get("high_ms").getAsDouble() >= two.get("time_ms").getAsDouble());
		// processor time: one processor is busy the whole run; two do the same work, each busy most of the run
		assertEquals(one.get("time_ms").getAsDouble(), one.get("cpu_ms").getAsDouble(), 1e-6);
		double cpu2 = two.get("cpu_ms").getAsDouble();
		assertTrue(cpu2 >= 19.0 && cpu2 <= 2 * two.get("time_ms").getAsDouble(), out.toString());
	}

	@Test
	@DisplayName("compilers beside a short program (8 ms beside 19.3 ms) are a warm-up warning; 5 ms are not")
	void shortProgramsAreWarnedAbout() throws Exception {
		Path trace = file("short.ftrace");
		for (String compilers : List.of("8.0", "5.0")) {
			err.getBuffer().setLength(0);
			out.getBuffer().setLength(0);
			FtraceWriter.write(twoWorkers(Map.of(COMPILER_CPU_PROPERTY, compilers, WorkScale.RECORDED_PROPERTY,
					"19.3")), trace);
			assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json"), err.toString());
			JsonArray warnings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings");
			boolean warned = warnings.toString().contains("the JIT compilers used 8 ms of CPU time beside the "
					+ "program's 19 ms (41 %)");
			assertEquals(compilers.equals("8.0"), warned, warnings.toString());
			assertEquals(compilers.equals("8.0") ? 1 : 0, warnings.size(), warnings.toString());
		}
	}

	@Test
	@DisplayName("frequent compare-and-set calls (250 in 19.3 ms of CPU) are warned about, naming the busiest site; "
			+ "rare ones (100) are not")
	void frequentCompareAndSetCallsAreWarnedAbout() throws Exception {
		Path trace = file("cas.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(AtomicCalls.PROPERTY, "3:150 2:100")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2"), err.toString());
		assertTrue(err.toString().contains("warning: " + trace + ": the program called compare-and-set or spun 250 "
				+ "times (13 per ms of its CPU time; 150 at app.Worker.step(Worker.java:14))"), err.toString());
		// and in the JSON, as it was said
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json"), err.toString());
		JsonArray warnings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings");
		assertEquals(1, warnings.size());
		assertTrue(warnings.get(0).getAsString().startsWith("the program called compare-and-set or spun 250 times"),
				warnings::toString);
		err.getBuffer().setLength(0);
		out.getBuffer().setLength(0);
		FtraceWriter.write(twoWorkers(Map.of(AtomicCalls.PROPERTY, "2:100")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json"), err.toString());
		assertFalse(err.toString().contains("compare-and-set"), err.toString());
		assertEquals(0, JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings").size());
	}

	@Test
	@DisplayName("a program that connected to its own machine is warned about; one with no such connection is not")
	void loopbackConnectionsAreWarnedAbout() throws Exception {
		Path trace = file("loopback.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(LoopbackConnections.PROPERTY, "accepted:2,connected:1")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json"), err.toString());
		JsonArray warnings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings");
		assertEquals(1, warnings.size(), warnings.toString());
		assertTrue(warnings.get(0).getAsString().startsWith("the program connected within its own machine "
				+ "(connections accepted: 2, made: 1)"), warnings::toString);
		assertTrue(err.toString().contains("warning: " + trace + ": the program connected within its own"),
				err.toString());
		out.getBuffer().setLength(0);
		FtraceWriter.write(twoWorkers(Map.of()), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json"), err.toString());
		assertEquals(0, JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings").size());
	}

	@Test
	@DisplayName("compilers of a second run without the recorder on two processors (4 and 4 ms against 2 and 2) scale "
			+ "the compilers of every run on two or more by 2")
	void compilersOfAWideBaselineAreScaled() throws Exception {
		Path trace = file("wide.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(COMPILER_CPU_PROPERTY, "6,2",
				COMPILER_BASELINE_PROPERTY, "2,2", COMPILER_BASELINE_WIDE_PROPERTY, "4,4",
				COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "2")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,4", "--json"), err.toString());
		JsonArray p = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions");
		assertEquals(List.of(1.0, 2.0, 2.0), p.asList().stream()
				.map(e -> e.getAsJsonObject().get("compilers_scale").getAsDouble()).toList());
		// one processor does the workers, main and the compilers of the run on one: 19.34 + 4 ms
		assertEquals(23.34, p.get(0).getAsJsonObject().get("time_ms").getAsDouble(), 0.05);
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2"), err.toString());
		assertTrue(out.toString().contains("JIT compilers replayed beside the recorded threads: 2.0 ms, 2.0 ms "
				+ "(measured in a run without the recorder)\n  scaled by 2.00 on 2 processors"), out.toString());
	}

	@Test
	@DisplayName("predict says what it replays from outside the recorded threads: compilers and collector pauses")
	void compilersAndPausesAreNamed() throws Exception {
		Path trace = file("jit.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(COMPILER_CPU_PROPERTY, "6,2", GC_PAUSE_PROPERTY,
				"1")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--recording-cost", "0,compilation=4000000"),
				err.toString());
		// 4 ms of the recorder's own compilation come off 6 and 2 in proportion: 3 and 1 are left
		assertTrue(out.toString().contains("JIT compilers replayed beside the recorded threads: 3.0 ms, 1.0 ms"),
				out.toString());
		assertTrue(out.toString().contains("collector pauses added as serial time: 1.0 ms"), out.toString());
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json"), err.toString());
		JsonObject json = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(List.of(6.0, 2.0), json.getAsJsonArray("compilers_ms").asList().stream()
				.map(e -> e.getAsDouble()).toList());
		assertEquals(1.0, json.get("gc_pause_ms").getAsDouble(), 1e-9);
		// one processor does the workers, main, the compilers and the pause: 19.34 + 8 + 1 ms
		assertEquals(28.34, json.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms").getAsDouble(),
				0.05);
	}

	@Test
	@DisplayName("a collection the recorder's allocation caused is left out and named, in memory and streamed")
	void aPauseOfTheRecordersAllocationIsLeftOut() throws Exception {
		Path trace = file("alloc.ftrace");
		// one collection of a 64 MB eden in a run that allocated 80 MB, 30 of them the recorder's
		FtraceWriter.write(twoWorkers(Map.of(GC_PAUSE_PROPERTY, "7", CollectorPauses.COUNT_PROPERTY, "1",
				CollectorPauses.ALLOCATED_PROPERTY, "80000000", CollectorPauses.RECORDER_ALLOCATED_PROPERTY,
				"30000000", CollectorPauses.EDEN_PROPERTY, "64000000")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1"), err.toString());
		assertTrue(out.toString().contains("collector pauses added as serial time: 0.0 ms of the 7.0 ms recorded"),
				out.toString());
		for (String form : List.of("--json", "--stream")) {
			out.getBuffer().setLength(0);
			String[] args = form.equals("--json")
					? new String[] { "predict", trace.toString(), "--cpus", "1", "--json" }
					: new String[] { "predict", trace.toString(), "--cpus", "1", "--json", form };
			assertEquals(0, run(args), err.toString());
			JsonObject json = JsonParser.parseString(out.toString()).getAsJsonObject();
			assertEquals(0.0, json.get("gc_pause_ms").getAsDouble(), 1e-9, form);
			assertEquals(7.0, json.get("gc_pause_recorded_ms").getAsDouble(), 1e-9, form);
			// the workers and main on one processor, no pause: 19.34 ms
			assertEquals(19.34, json.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms")
					.getAsDouble(), 0.05, form);
		}
	}

	@Test
	void streamedPredictionEqualsTheInMemoryOneBandIncluded() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,4", "--json", "--samples", "12", "--seed",
				"5"), err.toString());
		JsonObject memory = JsonParser.parseString(out.toString()).getAsJsonObject();
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,4", "--json", "--samples", "12", "--seed",
				"5", "--stream"), err.toString());
		JsonObject streamed = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(false, memory.get("streamed").getAsBoolean());
		assertEquals(true, streamed.get("streamed").getAsBoolean());
		assertEquals(memory.get("model"), streamed.get("model"));
		assertEquals(memory.get("reason"), streamed.get("reason"));
		JsonArray a = memory.getAsJsonArray("predictions");
		JsonArray b = streamed.getAsJsonArray("predictions");
		assertEquals(3, b.size());
		for (int k = 0; k < 3; k++) {
			JsonObject x = a.get(k).getAsJsonObject();
			JsonObject y = b.get(k).getAsJsonObject();
			// the same samples in both forms: the band too is equal, not just close
			for (String key : List.of("cpus", "time_ms", "speedup", "efficiency", "low_ms", "high_ms")) {
				assertEquals(x.get(key), y.get(key), key);
			}
			double time = y.get("time_ms").getAsDouble();
			assertTrue(y.get("low_ms").getAsJsonPrimitive().isNumber(), y.toString());
			assertTrue(y.get("low_ms").getAsDouble() <= time && time <= y.get("high_ms").getAsDouble(), y.toString());
		}
		assertEquals(19.34, b.get(0).getAsJsonObject().get("time_ms").getAsDouble(), 0.05);
	}

	@Test
	void streamedPredictionWithDefaultSamplesHasANumericBand() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2,4", "--stream", "--json"), err.toString());
		JsonArray p = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions");
		for (int k = 0; k < p.size(); k++) {
			JsonObject y = p.get(k).getAsJsonObject();
			double time = y.get("time_ms").getAsDouble();
			assertTrue(y.get("low_ms").getAsJsonPrimitive().isNumber(), y.toString());
			assertTrue(y.get("high_ms").getAsJsonPrimitive().isNumber(), y.toString());
			assertTrue(y.get("low_ms").getAsDouble() <= time && time <= y.get("high_ms").getAsDouble(), y.toString());
		}
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "2", "--stream"), err.toString());
		String[] lines = out.toString().split("\\R");
		assertTrue(lines[1].startsWith("streamed: "), lines[1]);
		String[] row = lines[4].trim().split("\\s+");
		assertEquals(6, row.length, lines[4]);
		assertTrue(Double.parseDouble(row[4]) <= Double.parseDouble(row[1]), lines[4]);
		assertTrue(Double.parseDouble(row[5]) >= Double.parseDouble(row[1]), lines[4]);
	}

	@Test
	void recordingCostPerKindComesOffThatKindOnly() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		// 20 monitor enters lose 100 us each: 2 ms less than the 19.34 ms of the plain prediction
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0",
				"--recording-cost", "0,monitor_enter=100000"), err.toString());
		JsonObject one = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions")
				.get(0).getAsJsonObject();
		assertEquals(17.34, one.get("time_ms").getAsDouble(), 0.05);
	}

	@Test
	@DisplayName("without --recording-cost, what the trace's recorder states is taken off, in memory and streamed")
	void recordedCostIsTheDefault() throws Exception {
		Path trace = file("stated.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(RecordingCost.PROPERTY, "0,monitor_enter=100000")), trace);
		// as recordingCostPerKindComesOffThatKindOnly: 20 monitor enters of 100 us off the plain 19.34 ms
		for (String how : new String[] { "--seed=1", "--stream" }) {
			out.getBuffer().setLength(0);
			assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0", how),
					err.toString());
			JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
			assertEquals("0,monitor_enter=100000", o.get("recording_cost").getAsString());
			// and the 3 switches of the recording
			assertEquals(3, o.get("recorded_switches").getAsLong(), how);
			assertEquals(17.34, o.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms").getAsDouble(),
					0.05, how);
		}
		// 0 takes nothing off; the table says what it took off
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0",
				"--recording-cost", "0"), err.toString());
		assertEquals(19.34, JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("predictions")
				.get(0).getAsJsonObject().get("time_ms").getAsDouble(), 0.05);
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--samples", "0"), err.toString());
		assertTrue(out.toString().contains("recorder's cost taken off, ns per event: 0,monitor_enter=100000"),
				out.toString());
	}

	@Test
	@DisplayName("--work-scale: by default the recorder's whole cost measured by record --baseline comes off, 4 ms of "
			+ "which 2 are its stated cost per event; none or a given factor instead")
	void workScaleTakesTheRecordersWholeCostOff() throws Exception {
		Path trace = file("scaled.ftrace");
		// 19.24 ms recorded, 2 ms of stated cost: the program used 14 ms with the recorder, 10 without
		FtraceWriter.write(twoWorkers(Map.of(RecordingCost.PROPERTY, "0,monitor_enter=100000",
				WorkScale.RECORDED_PROPERTY, "14.0", WorkScale.BASELINE_PROPERTY, "10.0")), trace);
		for (String how : new String[] { "--seed=1", "--stream" }) {
			out.getBuffer().setLength(0);
			assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0", how),
					err.toString());
			JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
			assertEquals(15.24 / 17.24, o.get("work_scale").getAsDouble(), 1e-9, how);
			assertTrue(o.get("work_scale_measured").getAsBoolean(), how);
			// the plain 19.34 ms less the recorder's 4 ms
			assertEquals(15.34, o.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms").getAsDouble(),
					0.05, how);
		}
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--samples", "0"), err.toString());
		assertTrue(out.toString().contains("CPU times scaled by 0.884: the program used 10 ms of CPU without the "
				+ "recorder and 14 ms with it; its recorded 19 ms replay as 15 ms"), out.toString());
		// none: only the stated cost per event comes off, as for a trace without a baseline
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0", "--work-scale",
				"none"), err.toString());
		JsonObject none = JsonParser.parseString(out.toString()).getAsJsonObject();
		assertEquals(1.0, none.get("work_scale").getAsDouble());
		assertFalse(none.get("work_scale_measured").getAsBoolean());
		assertEquals(17.34, none.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms").getAsDouble(),
				0.05);
		// a given factor: the workers' 17.24 ms halved
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0", "--work-scale",
				"0.5"), err.toString());
		assertEquals(17.34 - 17.24 / 2, JsonParser.parseString(out.toString()).getAsJsonObject()
				.getAsJsonArray("predictions").get(0).getAsJsonObject().get("time_ms").getAsDouble(), 0.05);
		assertEquals(1, run("predict", trace.toString(), "--work-scale", "fast"));
		assertTrue(err.toString().contains("--work-scale: 'fast' is not measured, none or a number above 0 and at "
				+ "most 1000"), err.toString());
		assertEquals(1, run("predict", trace.toString(), "--work-scale", "-1"));
		// a factor of 1e30 made every run's clock wait for ages
		assertEquals(1, run("predict", trace.toString(), "--work-scale", "1e30"));
		// and 2^31 band samples ran out of heap after minutes
		assertEquals(1, run("predict", trace.toString(), "--samples", "2147483647"));
		assertTrue(err.toString().contains("the number of samples must lie between 0 and 10000"), err.toString());
	}

	@Test
	@DisplayName("a program that used a fifth more CPU time on two processors without the recorder is warned of, where "
			+ "two processors or more are predicted")
	void parallelCpuTimeIsWarnedOf() throws Exception {
		Path trace = file("wide.ftrace");
		FtraceWriter.write(twoWorkers(Map.of(WorkScale.BASELINE_PROPERTY, "400.0", ParallelCpu.PROPERTY, "620.0",
				JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "2")), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1,2", "--json", "--samples", "0"), err.toString());
		JsonObject o = JsonParser.parseString(out.toString()).getAsJsonObject();
		JsonObject wide = o.getAsJsonObject("program_cpu_wide");
		assertEquals(2, wide.get("cpus").getAsInt());
		assertEquals(400.0, wide.get("alone_ms").getAsDouble());
		assertEquals(620.0, wide.get("wide_ms").getAsDouble());
		String warning = "without the recorder the program used 620 ms of CPU time on 2 processors against 400 ms on "
				+ "one (+55 %)";
		assertTrue(o.getAsJsonArray("warnings").toString().contains(warning), o.toString());
		assertTrue(err.toString().contains("foresight: warning: ") && err.toString().contains(warning),
				err.toString());
		// one processor only: nothing to warn of, the figures are still in the JSON
		err.getBuffer().setLength(0);
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "1", "--json", "--samples", "0"), err.toString());
		assertFalse(err.toString().contains(warning), err.toString());
		assertEquals(620.0, JsonParser.parseString(out.toString()).getAsJsonObject()
				.getAsJsonObject("program_cpu_wide").get("wide_ms").getAsDouble());
		// a trace without the runs has none
		Path plain = file("plain.ftrace");
		FtraceWriter.write(twoWorkers(), plain);
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", plain.toString(), "--cpus", "1,2", "--json", "--samples", "0"), err.toString());
		assertTrue(JsonParser.parseString(out.toString()).getAsJsonObject().get("program_cpu_wide").isJsonNull());
	}

	@Test
	void tablePrintsOneRowPerProcessorCount() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(0, run("predict", trace.toString(), "--cpus", "2,1", "--model", "strict"), err.toString());
		String[] lines = out.toString().split("\\R");
		assertEquals("model: strict (strict: asked for)", lines[0]);
		// the builder's trace is a uni-processor recording: its two workers were switched off their processor 3 times
		assertEquals("context switches in the recorded CPU times (not charged again where a run makes them): 3",
				lines[1]);
		assertTrue(lines[2].trim().startsWith("cpus"), lines[2]);
		assertTrue(lines[3].trim().startsWith("1 "), lines[3]);
		assertTrue(lines[4].trim().startsWith("2 "), lines[4]);
	}

	@Test
	void badInputsAreErrorsNamingWhatIsWrong() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		assertEquals(1, run("predict", trace.toString(), "--cpus", "2,0"));
		assertTrue(err.toString().contains("foresight: --cpus: the number of processors must be positive, not 0"),
				err.toString());
		assertEquals(1, run("predict", trace.toString(), "--model", "fast"));
		assertTrue(err.toString().contains("--model: 'fast' is not one of"), err.toString());
		assertEquals(1, run("predict", trace.toString(), "--recording-cost", "100,monitor=5"));
		assertTrue(err.toString().contains("--recording-cost: 'monitor' in '100,monitor=5' is not an event kind"),
				err.toString());
		Path machine = file("bad.machine");
		Files.writeString(machine, "processors 4\ncosts context-switch=fast\n");
		assertEquals(1, run("predict", trace.toString(), "--machine", machine.toString()));
		assertTrue(err.toString().contains("bad.machine:2:22: expected a duration"), err.toString());
	}

	@Test
	void filesThatCannotBeReadAreNamedWithTheReason() throws Exception {
		Path trace = file("two.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		Path missing = file("missing.ftrace");
		assertEquals(1, run("predict", missing.toString()));
		assertEquals("foresight: " + missing + ": no such file", err.toString().strip());
		err.getBuffer().setLength(0);
		// a directory opens as a stream on Linux and failed at its first read with a bare "Is a directory"
		assertEquals(1, run("predict", dir.toString(), "--stream"));
		assertEquals("foresight: " + dir + ": is a directory, not a file", err.toString().strip());
		err.getBuffer().setLength(0);
		assertEquals(1, run("predict", trace.toString(), "--machine", dir.toString()));
		assertEquals("foresight: " + dir + ": is a directory, not a file", err.toString().strip());
		err.getBuffer().setLength(0);
		assertEquals(1, run("predict", trace.toString(), "--machine", file("none.machine").toString()));
		assertEquals("foresight: " + file("none.machine") + ": no such file", err.toString().strip());
	}

	/**
	 * A trace of a newer format version (byte 4, the version, set to 9) is refused with exit code 1 and a message
	 * naming the file, the byte offset of the version and the versions this reader knows, read into memory (with
	 * --json) and streamed; nothing is predicted from it.
	 */
	@Test
	@DisplayName("predict refuses a trace of a newer format version, naming the file and the byte offset")
	void aTraceOfANewerVersionIsAnErrorNamingFileAndOffset() throws Exception {
		Path trace = file("newer.ftrace");
		FtraceWriter.write(twoWorkers(), trace);
		byte[] bytes = Files.readAllBytes(trace);
		bytes[4] = 9;
		Files.write(trace, bytes);
		for (String mode : new String[] { "--json", "--stream" }) {
			out.getBuffer().setLength(0);
			err.getBuffer().setLength(0);
			assertEquals(1, run("predict", trace.toString(), "--cpus", "1,2", "--samples", "0", mode));
			assertTrue(err.toString().startsWith("foresight: " + trace + ": byte offset 4: unsupported .ftrace "
					+ "version 9 (this reader knows versions 1 to "), mode + ": " + err);
			assertEquals(1, err.toString().strip().lines().count(), mode + ": " + err);
			assertEquals("", out.toString(), mode);
		}
	}

	@Test
	void aTruncatedTraceIsPredictedWithOneWarningNamingTheFileOnce() throws Exception {
		Path whole = file("whole.ftrace");
		FtraceWriter.write(twoWorkers(), whole);
		byte[] bytes = Files.readAllBytes(whole);
		Path cut = file("cut.ftrace");
		Files.write(cut, java.util.Arrays.copyOf(bytes, bytes.length - 20));
		assertEquals(0, run("predict", cut.toString(), "--cpus", "1", "--samples", "0"));
		String warning = err.toString().lines().filter(l -> l.contains("truncated")).findFirst().orElseThrow();
		assertTrue(warning.startsWith("foresight: warning: " + cut + ": truncated at byte offset "), warning);
		assertEquals(warning.indexOf(cut.toString()), warning.lastIndexOf(cut.toString()), warning);
		// the JSON holds the same warnings
		out.getBuffer().setLength(0);
		assertEquals(0, run("predict", cut.toString(), "--cpus", "1", "--samples", "0", "--json"));
		JsonArray warnings = JsonParser.parseString(out.toString()).getAsJsonObject().getAsJsonArray("warnings");
		assertTrue(warnings.asList().stream().anyMatch(w -> w.getAsString().contains(": truncated at byte offset ")),
				warnings::toString);
	}

	@Test
	void deadlockUnderEveryModelNamesTheCycle() throws Exception {
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		int ta = a.add(EventKind.QUEUE_TAKE, 1, 0, 10, 10, 0, 0);
		int tb = b.add(EventKind.QUEUE_TAKE, 2, 1, 10, 20, 0, 0);
		int pa = a.add(EventKind.QUEUE_PUT, 2, 0, 10, 30, 0, Event.HANDOFF);
		int pb = b.add(EventKind.QUEUE_PUT, 1, 1, 10, 40, 0, Event.HANDOFF);
		a.setWake(ta, 1, pb);
		b.setWake(tb, 0, pa);
		a.add(EventKind.THREAD_END, -1, 0, 1, 50, 0, 0);
		b.add(EventKind.THREAD_END, -1, 1, 1, 60, 0, 0);
		TraceHeader h = new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "A", -1, -1, false), new ThreadInfo(1, "B", -1, -1, false)),
				List.of(new dev.foresight.core.trace.Site(0, "app.A", "run", "A.java", 3),
						new dev.foresight.core.trace.Site(1, "app.B", "run", "B.java", 4)),
				Map.of());
		Path trace = file("dead.ftrace");
		FtraceWriter.write(new Trace(h, List.of(a.build(), b.build())), trace);
		assertEquals(1, run("predict", trace.toString(), "--cpus", "2"));
		String msg = err.toString();
		assertTrue(msg.startsWith("foresight: the trace deadlocks under every model; direct: A waits on queue 0x1 "
				+ "at app.A#run (A.java:3) for B -> B waits on queue 0x2 at app.B#run (B.java:4) for A"), msg);
	}

	@Test
	void seamComputesTheSameCurveAsTheCommand() throws Exception {
		MachineModel m = MachineModel.linuxServer().withCosts(Costs.NONE);
		SpeedupCurve c = PredictCommand.predict(twoWorkers(), m, List.of(2), null, UncertaintyBand.NONE, 1);
		assertEquals(1, c.points().size());
		// without costs the workers overlap: w2 starts at 0.2 ms and takes main's processor at once (the default
		// machine's woken threads preempt), works 9.51 ms; main's joins ran when w1 ended, before w2 did
		assertEquals(9.71, c.points().get(0).time(), 1e-3);
	}
}
