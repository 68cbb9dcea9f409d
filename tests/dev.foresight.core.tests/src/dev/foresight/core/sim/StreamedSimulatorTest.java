/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CancellationException;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.sim.FileEvents;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.bench.SimBenchmark;
import dev.foresight.core.sim.bench.StreamBenchmark;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * A trace streamed from its file simulates exactly as the same file read into memory: same events and wake links,
 * same runs under every model and processor count, same deadlocks, same sweep.
 */
class StreamedSimulatorTest {

	private static final int[] CPUS = { 1, 2, 3, 8 };

	@TempDir
	Path dir;

	private Path file(Trace t, String name) throws IOException {
		Path f = dir.resolve(name + ".ftrace");
		FtraceWriter.write(t, f);
		return f;
	}

	/** Monitors and locks whose acquisitions waited (argument) and are linked by the reader, with equal wall times. */
	static Trace contended(long seed) {
		Random r = new Random(seed);
		TraceBuilder b = new TraceBuilder();
		int n = 5;
		for (int k = 0; k < n; k++) {
			b.thread("t" + k, -1);
		}
		int[] held = new int[n];
		Arrays.fill(held, -1);
		int[] owner = new int[4];
		Arrays.fill(owner, -1);
		for (int step = 0; step < 2_000; step++) {
			int t = r.nextInt(n);
			// a zero gap makes several events share a wall time, which the linker must treat like the reader
			long cpu = r.nextInt(4) == 0 ? 0 : r.nextInt(3_000);
			if (held[t] < 0) {
				int lock = 1 + r.nextInt(3);
				if (owner[lock] >= 0) {
					continue;
				}
				long waited = r.nextInt(3) == 0 ? 0 : r.nextInt(6_000);
				b.event(t, lock == 3 ? EventKind.LOCK : EventKind.MONITOR_ENTER, lock, cpu, waited, 0);
				held[t] = lock;
				owner[lock] = t;
			} else {
				b.event(t, held[t] == 3 ? EventKind.UNLOCK : EventKind.MONITOR_EXIT, held[t], cpu, 0, 0);
				owner[held[t]] = -1;
				held[t] = -1;
			}
		}
		for (int t = 0; t < n; t++) {
			if (held[t] >= 0) {
				b.event(t, held[t] == 3 ? EventKind.UNLOCK : EventKind.MONITOR_EXIT, held[t], 10, 0, 0);
			}
			b.end(t, 10);
		}
		return b.build();
	}

	/** Small traces of every kind the stream tests replay (the band's tests too). */
	static List<Trace> traces() {
		List<Trace> out = new ArrayList<>();
		out.add(PaperTraces.programP());
		out.add(PaperTraces.programQ());
		out.add(PaperTraces.programR());
		out.add(SimulatorPropertiesTest.randomProgram(7, 6, 40, true));
		out.add(SimulatorPropertiesTest.randomProgram(8, 3, 20, false));
		out.add(SimBenchmark.synthesize(20_000, 8, 3));
		out.add(contended(1));
		out.add(contended(2));
		out.addAll(InterruptedWaitTest.traces());
		return out;
	}

	@Test
	void columnsEqualTheReadersTraceWakeLinksIncluded() throws IOException {
		int k = 0;
		for (Trace t : traces()) {
			Path f = file(t, "t" + k++);
			Trace read = FtraceReader.read(f).trace();
			FileEvents ev = FileEvents.read(f, ColumnStore.HEAP, ProgressMonitor.NONE);
			assertEquals(read.header(), ev.scan().header());
			assertEquals(read.threadCount(), ev.threads());
			long linked = 0;
			for (int th = 0; th < read.threadCount(); th++) {
				ThreadEvents s = read.thread(th);
				assertEquals(s.size(), ev.size(th));
				for (int i = 0; i < s.size(); i++) {
					Event e = new Event(th, i, ev.kind(th, i), ev.object(th, i), ev.site(th, i), ev.cpuNanos(th, i),
							ev.wallNanos(th, i), ev.arg(th, i), ev.flags(th, i), ev.wakeThread(th, i),
							ev.wakeIndex(th, i));
					assertEquals(s.get(i), e);
					linked += s.wakeThread(i) >= 0 ? 1 : 0;
				}
			}
			assertTrue(linked > 0, "every test trace has wake links");
		}
	}

	@Test
	void streamedRunsEqualInMemoryRunsUnderEveryModel() throws Exception {
		MachineModel m = MachineModel.linuxServer();
		int k = 0;
		for (Trace t : traces()) {
			Path f = file(t, "r" + k++);
			Simulator memory = new Simulator(FtraceReader.read(f).trace(), 30);
			try (Simulator streamed = Simulator.stream(f, 30, dir)) {
				assertTrue(streamed.streamed());
				assertFalse(memory.streamed());
				for (int cpus : CPUS) {
					for (SimulationModel model : SimulationModel.values()) {
						assertEquals(outcome(memory, m, cpus, model), outcome(streamed, m, cpus, model),
								f.getFileName() + " " + model + " " + cpus);
					}
					assertEquals(auto(memory, m, cpus), auto(streamed, m, cpus));
				}
			}
		}
	}

	/** The run with its timeline, or the deadlock's cycles. */
	private static Object outcome(Simulator sim, MachineModel m, int cpus, SimulationModel model) {
		try {
			return sim.run(m, cpus, model, true);
		} catch (DeadlockException e) {
			return e.cycles();
		}
	}

	/** The model chosen and its run, or the deadlock's cycles. */
	private static Object auto(Simulator sim, MachineModel m, int cpus) {
		try {
			return sim.runAuto(m, cpus, false);
		} catch (DeadlockException e) {
			return e.cycles();
		}
	}

	@Test
	void benchmarkFileWrittenEventByEventHoldsTheInMemorySyntheticTrace() throws IOException {
		Path f = dir.resolve("bench.ftrace");
		assertEquals(20_000, StreamBenchmark.write(f, 20_000, 8, 3), 30);
		Trace expected = SimBenchmark.synthesize(20_000, 8, 3);
		Trace read = FtraceReader.read(f).trace();
		assertEquals(expected.threadCount(), read.threadCount());
		for (int t = 0; t < expected.threadCount(); t++) {
			ThreadEvents a = expected.thread(t);
			ThreadEvents b = read.thread(t);
			assertEquals(a.size(), b.size());
			for (int i = 0; i < a.size(); i++) {
				assertEquals(a.get(i), b.get(i));
			}
		}
	}

	@Test
	void deadlockingTraceDeadlocksTheSameWay() throws Exception {
		Path f = file(DeadlockTest.crossedTakes(), "dead");
		MachineModel m = MachineModel.linuxServer();
		DeadlockException a = assertThrows(DeadlockException.class,
				() -> new Simulator(FtraceReader.read(f).trace()).runAuto(m, 2, false));
		try (Simulator streamed = Simulator.stream(f, 0, dir)) {
			DeadlockException b = assertThrows(DeadlockException.class, () -> streamed.runAuto(m, 2, false));
			assertEquals(a.cycles(), b.cycles());
			assertEquals(a.getMessage(), b.getMessage());
			assertEquals(3, b.cycles().size());
		}
	}

	@Test
	void sweepEqualsTheInMemorySweep() throws Exception {
		Path f = file(SimBenchmark.synthesize(30_000, 12, 5), "sweep");
		SpeedupSweep sweep = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.NONE, 2);
		List<Integer> ns = List.of(1, 2, 4, 8, 16);
		Simulator memory = new Simulator(FtraceReader.read(f).trace());
		SpeedupCurve a = sweep.sweep(memory, ns, ProgressMonitor.NONE);
		try (Simulator streamed = Simulator.stream(f, 0, dir)) {
			assertEquals(a, sweep.sweep(streamed, ns, ProgressMonitor.NONE));
			assertThrows(IllegalStateException.class, streamed::trace);
			// the band too (StreamedBandTest compares it under every model)
			SpeedupSweep banded = new SpeedupSweep(MachineModel.linuxServer(), null, new UncertaintyBand(4, 1), 1);
			assertEquals(banded.sweep(memory, ns, ProgressMonitor.NONE),
					banded.sweep(streamed, ns, ProgressMonitor.NONE));
		}
		assertTrue(a.points().get(4).speedup() > 2, "the synthetic program scales: " + a);
	}

	@Test
	void truncatedFileStreamsToItsLastCompleteBlock() throws Exception {
		Path f = file(SimBenchmark.synthesize(40_000, 4, 9), "cut");
		byte[] all = Files.readAllBytes(f);
		// cut in the middle of the file: some event blocks are lost, so are the last events of some threads
		Files.write(f, Arrays.copyOf(all, all.length / 2));
		TraceReadResult read = FtraceReader.read(f);
		assertFalse(read.closed());
		MachineModel m = MachineModel.linuxServer();
		try (Simulator streamed = Simulator.stream(f, 0, dir)) {
			// both replay the part every thread's blocks cover (RecordingCut), and say so
			Simulator memory = new Simulator(read.trace(), RecordingCost.NONE, read.closed());
			List<String> warnings = new java.util.ArrayList<>(read.warnings());
			warnings.addAll(memory.warnings());
			assertEquals(warnings, streamed.warnings());
			assertTrue(streamed.warnings().stream().anyMatch(w -> w.contains("truncated at byte offset")));
			assertTrue(memory.warnings().get(0).startsWith("the recording was not closed: using its first"));
			for (int cpus : CPUS) {
				assertEquals(outcome(memory, m, cpus, SimulationModel.DIRECT),
						outcome(streamed, m, cpus, SimulationModel.DIRECT));
			}
		}
	}

	@Test
	void temporaryFilesAreGoneAfterClose() throws Exception {
		Path f = file(PaperTraces.programQ(), "q");
		Path tmp = Files.createDirectory(dir.resolve("tmp"));
		Simulator streamed = Simulator.stream(f, 0, tmp);
		List<Path> made;
		try (Stream<Path> s = Files.walk(tmp)) {
			made = s.filter(Files::isRegularFile).toList();
		}
		assertTrue(made.size() >= 10, "columns in files: " + made);
		streamed.close();
		try (Stream<Path> s = Files.list(tmp)) {
			assertEquals(List.of(), s.toList());
		}
	}

	@Test
	void badFileIsAnErrorNamingTheOffsetAndLeavesNoFiles() throws Exception {
		Path f = file(PaperTraces.programP(), "bad");
		byte[] all = Files.readAllBytes(f);
		all[20] ^= 0x55;
		Files.write(f, all);
		Path tmp = Files.createDirectory(dir.resolve("tmp2"));
		IOException e = assertThrows(IOException.class, () -> Simulator.stream(f, 0, tmp));
		assertTrue(e.getMessage().contains("byte offset") || e.getMessage().contains("offset"), e.getMessage());
		try (Stream<Path> s = Files.list(tmp)) {
			assertEquals(List.of(), s.toList());
		}
	}
	/**
	 * A monitor canceled during the preparation of a large file stops it at its next look (every 2^20 events), in the
	 * first pass or the second, and the temporary files go with it.
	 */
	@Test
	void aCanceledPreparationStopsAndLeavesNoFiles() throws Exception {
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		for (int i = 0; i < 600_000; i++) {
			main.add(EventKind.MONITOR_ENTER, 7, -1, 100, 1_000L * i, 0, 0);
			main.add(EventKind.MONITOR_EXIT, 7, -1, 100, 1_000L * i + 500, 0, 0);
		}
		main.add(EventKind.THREAD_END, -1, -1, 0, 700_000_000L, 0, 0);
		TraceHeader h = new TraceHeader(2, "jvm", "os", 1, 0, List.of(new ThreadInfo(0, "main", -1, -1, false)),
				List.of(), Map.of());
		Path f = file(new Trace(h, List.of(main.build())), "large");
		for (int looks : new int[] { 1, 2 }) {
			Path tmp = Files.createDirectory(dir.resolve("canceled" + looks));
			long[] worked = new long[1];
			ProgressMonitor canceledAtLook = new ProgressMonitor() {
				@Override
				public void begin(String task, long totalWork) {
					// counted by worked
				}

				@Override
				public void worked(long work) {
					worked[0] += work;
				}

				@Override
				public boolean isCanceled() {
					return worked[0] >= (long) looks << 20;
				}
			};
			assertThrows(CancellationException.class,
					() -> Simulator.stream(f, RecordingCost.NONE, tmp, canceledAtLook));
			assertEquals((long) looks << 20, worked[0], "the first look of pass " + looks);
			try (Stream<Path> s = Files.list(tmp)) {
				assertEquals(List.of(), s.toList());
			}
		}
	}
}
