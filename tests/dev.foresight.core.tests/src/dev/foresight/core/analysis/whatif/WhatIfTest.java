/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.criticalpath.ExtendedCriticalPath;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.TraceFixtures;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.replay.ReplayPredictor;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** Causal what-if curves, and their agreement with the critical-path weights. */
class WhatIfTest {

	private static final double MS = TraceFixtures.MS;

	@Test
	@DisplayName("what-if: the serial prefix 0..100 % faster on 2 processors shortens the run from 350 to 250 ms")
	void prefixCurve() {
		Trace trace = TraceFixtures.prefixSuffix();
		ExecutionGraph graph = TraceGraphs.of(trace);
		boolean[] prepare = Selections.method(graph, trace.header().sites(), "app.Main#prepare");
		WhatIfCurve curve = new WhatIf(WhatIf.SHARED).curve(graph, prepare, "app.Main#prepare", 2,
				WhatIf.tenPercentSteps(), ProgressMonitor.NONE);
		assertEquals(11, curve.points().size());
		assertEquals(1, curve.segments());
		for (int i = 0; i <= 10; i++) {
			assertEquals(i * 10, curve.points().get(i).percent());
			assertEquals((350 - 10 * i) * MS, curve.points().get(i).time(), 1e-3);
			assertEquals(350.0 / (350 - 10 * i), curve.points().get(i).speedup(), 1e-9);
		}
	}

	@Test
	@DisplayName("what-if: the workers 50 % faster on 2 processors give 250 ms; on 1 processor 340 ms")
	void workerCurve() {
		Trace trace = TraceFixtures.prefixSuffix();
		ExecutionGraph graph = TraceGraphs.of(trace);
		boolean[] run = Selections.method(graph, trace.header().sites(), "app.Worker#run");
		WhatIf whatIf = new WhatIf(WhatIf.SHARED);
		assertEquals(250 * MS, whatIf.curve(graph, run, "run", 2, new int[] { 50 }, ProgressMonitor.NONE).points()
				.get(1).time(), 1e-3);
		assertEquals(340 * MS, whatIf.curve(graph, run, "run", 1, new int[] { 50 }, ProgressMonitor.NONE).points()
				.get(1).time(), 1e-3);
	}

	@Test
	@DisplayName("6.1 against the simulator: shortening a weight-w segment by a small d shortens the run by about w d")
	void weightsPredictTheSimulatedGain() {
		Trace trace = TraceFixtures.prefixSuffix();
		ExecutionGraph graph = TraceGraphs.of(trace);
		for (int cpus = 1; cpus <= 3; cpus++) {
			double[] w = new ExtendedCriticalPath(FluidSimulator.oneProcessorPerThread(graph)).weights(cpus,
					ProgressMonitor.NONE);
			double base = FluidSimulator.shared(graph, cpus).completion();
			for (int s = 0; s < graph.size(); s++) {
				if (graph.work(s) == 0) {
					continue;
				}
				long d = TraceFixtures.MS;
				long[] work = new long[graph.size()];
				for (int i = 0; i < work.length; i++) {
					work[i] = graph.work(i) - (i == s ? d : 0);
				}
				double gain = base - FluidSimulator.shared(graph.withWork(work), cpus).completion();
				assertEquals(w[s] * d, gain, 0.05 * d, "P=" + cpus + " segment " + s);
			}
		}
	}

	@Test
	@DisplayName("what-if on the segment between two sites: from the last join (site 1) to the end (site 2)")
	void segmentBetweenSites() {
		ExecutionGraph graph = TraceGraphs.of(TraceFixtures.prefixSuffix());
		boolean[] between = Selections.between(graph, 1, 2);
		assertEquals(1, java.util.stream.IntStream.range(0, between.length).filter(s -> between[s]).count());
		assertTrue(between[TraceGraphs.segment(graph, 0, 5)]);
		WhatIfCurve curve = new WhatIf(WhatIf.SHARED).curve(graph, between, "1-2", 2, new int[] { 100 },
				ProgressMonitor.NONE);
		assertEquals(300 * MS, curve.points().get(1).time(), 1e-3);
		assertThrows(IllegalArgumentException.class, () -> Selections.between(graph, 2, 0));
	}

	@Test
	void unknownMethodIsNamed() {
		Trace trace = TraceFixtures.prefixSuffix();
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Selections.method(TraceGraphs.of(trace), trace.header().sites(), "app.Main#nothing"));
		assertTrue(e.getMessage().startsWith("no recorded code runs in method app.Main#nothing; methods with sites: "
				+ "app.Main#main, app.Main#prepare"), e.getMessage());
	}

	@Test
	void badPercentIsRejected() {
		ExecutionGraph graph = TraceGraphs.of(TraceFixtures.prefixSuffix());
		assertThrows(IllegalArgumentException.class, () -> new WhatIf(WhatIf.SHARED).curve(graph,
				new boolean[graph.size()], "x", 2, new int[] { 120 }, ProgressMonitor.NONE));
		assertEquals(List.of(0, 10), new WhatIf(WhatIf.SHARED)
				.curve(graph, new boolean[graph.size()], "x", 2, new int[] { 10 }, ProgressMonitor.NONE).points()
				.stream().map(p -> p.percent()).toList());
	}

	/**
	 * Two threads each compute 10 ms, then hold one monitor 5 ms, entered at app.Tally#add line 12 and left at
	 * line 14.
	 */
	private static Trace tally() {
		long ms = TraceFixtures.MS;
		List<Site> sites = List.of(new Site(0, "app.Tally", "add", "Tally.java", 12),
				new Site(1, "app.Tally", "add", "Tally.java", 14));
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "a", -1, -1, false), new ThreadInfo(1, "b", -1, -1,
				false));
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		a.add(EventKind.MONITOR_ENTER, 7, 0, 10 * ms, 10 * ms, 0, 0);
		a.add(EventKind.MONITOR_EXIT, 7, 1, 5 * ms, 15 * ms, 0, 0);
		a.add(EventKind.THREAD_END, -1, -1, 0, 15 * ms, 0, 0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		b.add(EventKind.MONITOR_ENTER, 7, 0, 10 * ms, 25 * ms, 0, 0);
		b.add(EventKind.MONITOR_EXIT, 7, 1, 5 * ms, 30 * ms, 0, 0);
		b.add(EventKind.THREAD_END, -1, -1, 0, 30 * ms, 0, 0);
		return new Trace(new TraceHeader(1, "test", "test", 1, 0, threads, sites, Map.of()),
				List.of(a.build(), b.build()));
	}

	@Test
	@DisplayName("what-if on the critical sections entered at a line: two 5 ms sections after 10 ms in parallel")
	void criticalSectionsOfALine() {
		Trace trace = tally();
		ExecutionGraph graph = TraceGraphs.of(trace);
		boolean[] held = Selections.target(trace, graph, "app.Tally#add:12");
		// the trace simulator, which replays the monitor, on a machine without costs
		WhatIf whatIf = new WhatIf(new ReplayPredictor(trace, MachineModel.ideal(2)));
		WhatIfCurve curve = whatIf.curve(graph, held, "app.Tally#add:12", 2, new int[] { 50, 100 },
				ProgressMonitor.NONE);
		assertEquals(2, curve.segments());
		// the sections serialize after the parallel part: 10 + 5 + 5, then 10 + 2.5 + 2.5, then 10
		assertEquals(20 * TraceFixtures.MS, curve.points().get(0).time(), 1e-3);
		assertEquals(15 * TraceFixtures.MS, curve.points().get(1).time(), 1e-3);
		assertEquals(10 * TraceFixtures.MS, curve.points().get(2).time(), 1e-3);
		// the method without a line: its sections and the work before and after them
		boolean[] method = Selections.target(trace, graph, "app.Tally#add");
		for (int s = 0; s < graph.size(); s++) {
			assertTrue(method[s] || !held[s], "segment " + s);
		}
		assertTrue(java.util.stream.IntStream.range(0, graph.size()).filter(s -> method[s]).count() > 2);
		// the line where the monitor is left begins no critical section
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> Selections.target(trace, graph, "app.Tally#add:14"));
		assertEquals("no critical section is entered at line 14 of app.Tally#add", e.getMessage());
	}

	@Test
	@DisplayName("an error of a step's prediction says what the predictor said, whichever thread ran the step")
	void aPredictionsErrorReachesTheCallerAsThrown() {
		ExecutionGraph graph = TraceGraphs.of(TraceFixtures.prefixSuffix());
		boolean[] none = new boolean[graph.size()];
		// eleven steps on the common pool: a worker's exception used to come back as a copy whose message began with
		// its class's name ("java.lang.IllegalStateException: the simulation deadlocks ...")
		for (int round = 0; round < 20; round++) {
			IllegalStateException e = assertThrows(IllegalStateException.class, () -> new WhatIf((g, cpus) -> {
				throw new IllegalStateException("the simulation deadlocks");
			}).curve(graph, none, "nothing", 2, new int[] { 10, 20, 30, 40, 50, 60, 70, 80, 90, 100 },
					ProgressMonitor.NONE));
			assertEquals("the simulation deadlocks", e.getMessage());
		}
	}
}
