/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.replay.ReplayPredictor;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceWriter;

/** Virtual thread mounts carry no timing: a trace predicts the same with and without them. */
class PlacementEventsTest {

	/**
	 * Two threads that work, sleep, take and release a lock; with {@code mounts}, each unmounts before its sleep and
	 * mounts after it, the unmount carrying the work before the sleep as the recorder writes it.
	 */
	private static Trace trace(boolean mounts) {
		return trace(mounts, 1);
	}

	/** {@link #trace(boolean)} with every CPU time times {@code f}. */
	private static Trace trace(boolean mounts, double f) {
		TraceBuilder b = new TraceBuilder();
		int[] ts = { b.thread("A", -1), b.thread("B", -1) };
		// the carrier: a thread of the table without events
		int c = b.thread("ForkJoinPool-1-worker-1", -1);
		for (int t : ts) {
			b.event(t, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
			if (mounts) {
				b.event(t, EventKind.VTHREAD_MOUNT, -1, 0, c, 0);
				b.event(t, EventKind.VTHREAD_UNMOUNT, -1, Math.round(1_000 * f), c, 0);
				b.event(t, EventKind.VTHREAD_MOUNT, -1, 0, c, 0);
				b.event(t, EventKind.SLEEP, -1, 0, 5_000, 0);
			} else {
				b.event(t, EventKind.SLEEP, -1, Math.round(1_000 * f), 5_000, 0);
			}
			b.critical(t, 7, Math.round(400 * f), Math.round(300 * f));
			if (mounts) {
				b.event(t, EventKind.VTHREAD_UNMOUNT, -1, Math.round(200 * f), c, 0);
				b.end(t, 0);
			} else {
				b.end(t, Math.round(200 * f));
			}
		}
		return b.build();
	}

	@Test
	@DisplayName("mounts change no prediction, with or without a recording cost taken off every event")
	void mountsCarryNoTime() throws Exception {
		for (RecordingCost cost : new RecordingCost[] { RecordingCost.NONE, RecordingCost.uniform(50) }) {
			for (SimulationModel m : SimulationModel.values()) {
				for (int cpus : new int[] { 1, 2 }) {
					double with = new Simulator(trace(true), cost).run(MachineModel.ideal(2), cpus, m, false)
							.completionNanos();
					double without = new Simulator(trace(false), cost).run(MachineModel.ideal(2), cpus, m, false)
							.completionNanos();
					assertEquals(without, with, 1e-9, m + " on " + cpus + " with cost " + cost);
				}
			}
		}
	}

	@Test
	@DisplayName("a what-if's work replayed on a trace with mounts predicts as the trace with that work recorded")
	void whatIfWorkGoesPastMountsAsRecordedTimeDoes() throws Exception {
		// the what-if replays the graph's changed work on the trace's one preparation (Simulator.runAuto with an
		// EventWork): the work before an unmount goes on to the sleep after the mount, as the recorded time does
		Trace mounted = trace(true);
		ExecutionGraph graph = TraceGraphs.of(mounted);
		long[] half = new long[graph.size()];
		for (int s = 0; s < half.length; s++) {
			half[s] = graph.work(s) / 2;
		}
		MachineModel m = MachineModel.ideal(2);
		ReplayPredictor predictor = new ReplayPredictor(mounted, m);
		for (int cpus = 1; cpus <= 2; cpus++) {
			double recorded = new Simulator(trace(false, 0.5)).runAuto(m, cpus, false).run().completionNanos();
			assertEquals(recorded, predictor.completion(graph.withWork(half), cpus), 1e-9, cpus + " processors");
			assertEquals(new Simulator(mounted).runAuto(m, cpus, false).run().completionNanos(),
					predictor.completion(graph, cpus), 1e-9, "unchanged work, " + cpus + " processors");
		}
	}

	@Test
	@DisplayName("a trace streamed from its file predicts the same as in memory: mounts are kinds 32 and 33")
	void streamedMountsKeepTheirKinds(@TempDir Path dir) throws Exception {
		Path file = dir.resolve("mounts.ftrace");
		FtraceWriter.write(trace(true), file);
		for (SimulationModel m : SimulationModel.values()) {
			MachineModel machine = MachineModel.linuxServer();
			double inMemory = new Simulator(trace(true)).run(machine, 2, m, false).completionNanos();
			try (Simulator s = Simulator.stream(file, 0, dir)) {
				assertEquals(inMemory, s.run(machine, 2, m, false).completionNanos(), 1e-9, m.toString());
			}
		}
	}
}
