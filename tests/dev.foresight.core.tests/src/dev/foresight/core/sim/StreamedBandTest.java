/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.sim.CpuGroups;
import dev.foresight.core.internal.sim.CpuTimes;
import dev.foresight.core.internal.sim.FileEvents;
import dev.foresight.core.internal.sim.PreparedTrace;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.ModelError;
import dev.foresight.core.sim.bench.SimBenchmark;
import dev.foresight.core.sim.bench.StreamBenchmark;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/**
 * The Monte Carlo band of a trace streamed from its file: the same samples, so the same band, as the trace read
 * into memory, under each of the three models (spec 3.6) and the automatic choice (spec 3.7); the same band for a
 * seed; the grouped CPU times it draws from kept off the heap.
 */
class StreamedBandTest {

	private static final List<Integer> CPUS = List.of(1, 2, 4);

	@TempDir
	Path dir;

	private Path file(Trace t, String name) throws Exception {
		Path f = dir.resolve(name + ".ftrace");
		FtraceWriter.write(t, f);
		return f;
	}

	/** The curve, or the deadlock's cycles. */
	private static Object sweep(Simulator sim, SimulationModel model, UncertaintyBand band, int workers)
			throws InterruptedException {
		try {
			return new SpeedupSweep(MachineModel.linuxServer(), model, band, workers).sweep(sim, CPUS,
					ProgressMonitor.NONE);
		} catch (DeadlockException e) {
			return e.cycles();
		}
	}

	@Test
	void streamedBandEqualsTheInMemoryBandUnderEveryModel() throws Exception {
		UncertaintyBand band = new UncertaintyBand(6, 9);
		int widened = 0;
		int k = 0;
		for (Trace t : StreamedSimulatorTest.traces()) {
			Path f = file(t, "b" + k++);
			Simulator memory = new Simulator(FtraceReader.read(f).trace(), 20);
			try (Simulator streamed = Simulator.stream(f, 20, dir)) {
				for (SimulationModel model : new SimulationModel[] { SimulationModel.DIRECT,
						SimulationModel.CLIENT_SERVER, SimulationModel.STRICT_SEQUENCE, null }) {
					Object a = sweep(memory, model, band, 2);
					assertEquals(a, sweep(streamed, model, band, 2), f.getFileName() + " " + model);
					if (a instanceof SpeedupCurve c) {
						for (SpeedupPoint p : c.points()) {
							assertTrue(p.low() <= p.time() && p.time() <= p.high(), p.toString());
							widened += p.low() < p.time() || p.high() > p.time() ? 1 : 0;
						}
					}
				}
			}
		}
		assertTrue(widened > 10, "the samples vary the times of most traces: " + widened + " points widened");
	}

	@Test
	void aCalibratedMachinesErrorWidensTheStreamedBandAsInMemory() throws Exception {
		Path f = file(SimulatorPropertiesTest.randomProgram(3, 8, 40, false), "calibrated");
		MachineModel calibrated = MachineModel.linuxServer().withError(new ModelError(-0.1, 0.3, 20));
		SpeedupSweep sweep = new SpeedupSweep(calibrated, null, UncertaintyBand.DEFAULT, 2);
		SpeedupCurve memory = sweep.sweep(new Simulator(FtraceReader.read(f).trace()), CPUS, ProgressMonitor.NONE);
		try (Simulator streamed = Simulator.stream(f, 0, dir)) {
			SpeedupCurve c = sweep.sweep(streamed, CPUS, ProgressMonitor.NONE);
			assertEquals(memory, c);
			for (SpeedupPoint p : c.points()) {
				assertTrue(p.low() <= p.time() * 0.9 + 1e-9 && p.high() >= p.time() * 1.3 - 1e-9, p.toString());
			}
		}
	}

	@Test
	void aSeedGivesOneBandOnAnyNumberOfWorkers() throws Exception {
		Path f = file(SimBenchmark.synthesize(20_000, 8, 4), "seed");
		try (Simulator one = Simulator.stream(f, 0, dir); Simulator two = Simulator.stream(f, 0, dir)) {
			Object a = sweep(one, null, new UncertaintyBand(8, 42), 1);
			assertEquals(a, sweep(two, null, new UncertaintyBand(8, 42), 2));
			assertEquals(a, sweep(one, null, new UncertaintyBand(8, 42), 2), "the groups made once serve again");
			assertNotEquals(a, sweep(two, null, new UncertaintyBand(8, 43), 2), "another seed, other samples");
		}
	}

	@Test
	void aSampleDrawsEachTimeFromItsGroupWhateverTheReadingOrder() throws Exception {
		Trace t = SimBenchmark.synthesize(5_000, 4, 2);
		PreparedTrace pt = new PreparedTrace(t);
		CpuGroups groups = new CpuGroups(pt, ColumnStore.HEAP);
		CpuTimes s = groups.sample(7);
		CpuTimes again = groups.sample(7);
		CpuTimes other = groups.sample(8);
		java.util.Set<Long> recorded = new java.util.HashSet<>();
		for (int th = 0; th < t.threadCount(); th++) {
			for (int i = 0; i < t.thread(th).size(); i++) {
				recorded.add(t.thread(th).cpuNanos(i));
			}
		}
		int differs = 0;
		for (int th = t.threadCount() - 1; th >= 0; th--) {
			for (int i = t.thread(th).size() - 1; i >= 0; i--) {
				long v = s.cpu(th, i);
				assertEquals(v, again.cpu(th, i));
				assertEquals(v, s.cpu(th, i), "a second read of the same event");
				assertTrue(recorded.contains(v));
				differs += v != other.cpu(th, i) ? 1 : 0;
			}
		}
		assertTrue(differs > 0 && groups.groups() > 1, differs + " draws differ, groups " + groups.groups());
	}

	@Test
	void threadsSharingABlockSlotReadTheirOwnDraws() throws Exception {
		// more threads than the sample's block slots (16,384 at most): threads t and t + slots take turns in one slot
		Trace t = SimBenchmark.synthesize(200_000, 16_500, 6);
		assertTrue(t.threadCount() > 16_384, "threads " + t.threadCount());
		CpuGroups groups = new CpuGroups(new PreparedTrace(t), ColumnStore.HEAP);
		CpuTimes inOrder = groups.sample(3);
		long[][] expected = new long[t.threadCount()][];
		for (int th = 0; th < t.threadCount(); th++) {
			expected[th] = new long[t.thread(th).size()];
			for (int i = 0; i < expected[th].length; i++) {
				expected[th][i] = inOrder.cpu(th, i);
			}
		}
		CpuTimes interleaved = groups.sample(3);
		int n = t.threadCount();
		for (int i = 0; i < 40; i++) {
			for (int k = 0; k < n; k++) {
				int th = k % 2 == 0 ? k / 2 : n - 1 - k / 2;
				if (i < expected[th].length) {
					assertEquals(expected[th][i], interleaved.cpu(th, i), th + " " + i);
				}
			}
		}
	}

	@Test
	void streamedGroupsKeepTheirColumnsOffTheHeap() throws Exception {
		Path f = dir.resolve("big.ftrace");
		long events = StreamBenchmark.write(f, 2_000_000, 16, 5);
		try (ColumnStore store = ColumnStore.mapped(dir)) {
			FileEvents ev = FileEvents.read(f, store, ProgressMonitor.NONE);
			PreparedTrace pt = new PreparedTrace(ev.scan().header(), ev, store);
			long mappedBytes = heldBytes(() -> new CpuGroups(pt, store));
			long heapBytes = heldBytes(() -> new CpuGroups(pt, ColumnStore.HEAP));
			// 12 bytes per event on the heap (a group id and a time), almost none when mapped
			assertTrue(heapBytes > 8 * events, "the measure sees heap columns: " + heapBytes);
			assertTrue(mappedBytes < events / 2, "mapped groups held " + mappedBytes + " bytes of heap for "
					+ events + " events");
		}
	}

	/** Heap still in use, after collections, while the groups that {@code make} makes are held and sampled. */
	private static long heldBytes(java.util.function.Supplier<CpuGroups> make) {
		long before = usedAfterGc();
		CpuGroups g = make.get();
		long sum = g.sample(1).cpu(0, 0);
		long after = usedAfterGc();
		assertTrue(sum >= 0 && g.groups() > 0);
		return after - before;
	}

	private static long usedAfterGc() {
		Runtime rt = Runtime.getRuntime();
		for (int k = 0; k < 3; k++) {
			System.gc();
		}
		return rt.totalMemory() - rt.freeMemory();
	}
}
