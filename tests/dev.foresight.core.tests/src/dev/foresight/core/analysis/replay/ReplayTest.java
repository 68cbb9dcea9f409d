/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.allocation.AllocationSearch;
import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.criticalpath.ExtendedCriticalPath;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphBuilder;
import dev.foresight.core.analysis.graph.TraceFixtures;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.analysis.whatif.Selections;
import dev.foresight.core.analysis.whatif.WhatIf;
import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** The analyses predicting with the trace simulator (issue 4) through the adapters. */
class ReplayTest {

	private static final double MS = TraceFixtures.MS;

	@Test
	@DisplayName("allocation tests are simulated runs with one binding rule per thread")
	void allocationThroughTheSimulator() {
		Trace trace = TraceFixtures.prefixSuffix();
		ReplayAllocationProblem problem = new ReplayAllocationProblem(trace, MachineModel.ideal(2));
		assertEquals(350 * MS, problem.evaluate(new int[] { 0, 0, 1 }), 1e-3);
		assertEquals(530 * MS, problem.evaluate(new int[] { 0, 0, 0 }), 1e-3);
		// a shadow processor is one more simulated processor
		assertEquals(350 * MS, problem.evaluate(new int[] { 0, 1, 2 }), 1e-3);
		AllocationResult greedy = new AllocationSearch().run(problem, 2, Algorithm.GREEDY, ProgressMonitor.NONE);
		assertEquals(350 * MS, greedy.time(), 1e-3);
		assertTrue(!greedy.plan().get(1).equals(greedy.plan().get(2)), "the workers run apart: " + greedy.plan());
	}

	@Test
	@DisplayName("what-if through the simulator: the serial suffix 100 % faster gives 300 ms on 2 processors")
	void whatIfThroughTheSimulator() {
		Trace trace = TraceFixtures.prefixSuffix();
		ExecutionGraph graph = TraceGraphs.of(trace);
		boolean[] report = Selections.method(graph, trace.header().sites(), "app.Main#report");
		var curve = new WhatIf(new ReplayPredictor(trace, MachineModel.ideal(2))).curve(graph, report,
				"app.Main#report", 2, new int[] { 50, 100 }, ProgressMonitor.NONE);
		assertEquals(350 * MS, curve.points().get(0).time(), 1e-3);
		assertEquals(325 * MS, curve.points().get(1).time(), 1e-3);
		assertEquals(300 * MS, curve.points().get(2).time(), 1e-3);
	}

	@Test
	@DisplayName("6.1 against the trace simulator: shortening a weight-w segment by d shortens the run by w d")
	void weightsAgainstTheSimulator() {
		Trace trace = TraceFixtures.prefixSuffix();
		ExecutionGraph graph = TraceGraphs.of(trace);
		for (int cpus = 1; cpus <= 2; cpus++) {
			ReplayPredictor predictor = new ReplayPredictor(trace, MachineModel.ideal(cpus));
			double[] w = new ExtendedCriticalPath(FluidSimulator.oneProcessorPerThread(graph)).weights(cpus,
					ProgressMonitor.NONE);
			double base = predictor.completion(graph, cpus);
			for (int s = 0; s < graph.size(); s++) {
				if (graph.work(s) == 0) {
					continue;
				}
				long d = TraceFixtures.MS;
				long[] work = new long[graph.size()];
				for (int i = 0; i < work.length; i++) {
					work[i] = graph.work(i) - (i == s ? d : 0);
				}
				double gain = base - predictor.completion(graph.withWork(work), cpus);
				assertEquals(w[s] * d, gain, 0.05 * d, "P=" + cpus + " segment " + s);
			}
		}
	}

	@Test
	@DisplayName("a lock-only program written as a trace replays with its locks: "
			+ "two 5-unit critical sections serialize")
	void graphAsTrace() {
		GraphBuilder b = ExecutionGraph.builder();
		for (int t = 0; t < 2; t++) {
			b.addThread();
			b.segment(t, 1);
			b.segment(t, 5, ExecutionGraph.NONE, 0, 0, ExecutionGraph.NONE);
			b.segment(t, 2);
		}
		Trace trace = GraphTraces.of(b.build(), 1000);
		assertEquals(4, trace.thread(0).size()); // begin, enter, exit, end
		ReplayAllocationProblem problem = new ReplayAllocationProblem(trace, MachineModel.ideal(2));
		// 1 unit, then one thread holds the lock 1-6, the other 6-11, then 2 units: 13 units of 1 us
		assertEquals(13_000, problem.evaluate(new int[] { 0, 1 }), 1e-6);
		assertEquals(16_000, problem.evaluate(new int[] { 0, 0 }), 1e-6);
	}

	@Test
	@DisplayName("a binding plan prints as a .machine file that reads back")
	void planRoundTrips() throws Exception {
		Trace trace = TraceFixtures.prefixSuffix();
		AllocationResult result = new AllocationResult("sga", 2, List.of(0, 0, 1), 350 * MS, 3, Double.NaN);
		List<String> warnings = new ArrayList<>();
		MachineModel plan = BindingPlans.plan(MachineModel.linuxServer(), result, trace.header().threads(), warnings);
		assertTrue(warnings.isEmpty(), warnings.toString());
		String text = MachineFormat.print(plan);
		assertTrue(text.contains("processors 2\n"), text);
		assertTrue(text.contains("bind thread \"worker-2\" cpus=1"), text);
		assertEquals(plan.bindings(), MachineFormat.parse(text, "plan.machine").bindings());
	}

	@Test
	@DisplayName("A deadlock found while searching a binding names the trace's threads")
	void aDeadlockNamesTheThreads() {
		// A and B each take from the queue the other puts into after its take
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
		Trace trace = new Trace(new TraceHeader(1, "jvm", "os", 1, 0,
				List.of(new ThreadInfo(0, "A", -1, -1, false), new ThreadInfo(1, "B", -1, -1, false)),
				List.of(new Site(0, "app.A", "run", "A.java", 3), new Site(1, "app.B", "run", "B.java", 4)), Map.of()),
				List.of(a.build(), b.build()));
		ReplayAllocationProblem problem = new ReplayAllocationProblem(trace, MachineModel.linuxServer());
		IllegalStateException e = assertThrows(IllegalStateException.class, () -> problem.evaluate(new int[] { 0, 1 }));
		assertTrue(e.getMessage().contains("direct: A waits on queue 0x1 at app.A#run (A.java:3) for B -> B waits on "
				+ "queue 0x2 at app.B#run (B.java:4) for A"), e.getMessage());
	}

	@Test
	@DisplayName("a binding's deadlock names the threads as the trace does, in the objects they wait on too")
	void aBindingsDeadlockNamesTheTracesThreads() {
		// found by fuzzing: main joins b, which joins main; the message said "main waits on thread t1 for b"
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 10, 10, 0, 0);
		main.add(EventKind.JOIN, -1, -1, 10, 20, 1, 0, 1, 1);
		main.add(EventKind.THREAD_END, -1, -1, 10, 30, 0, 0);
		b.add(EventKind.THREAD_BEGIN, -1, -1, 10, 10, 0, 0);
		b.add(EventKind.JOIN, -1, -1, 10, 20, 0, 0, 0, 2);
		b.add(EventKind.THREAD_END, -1, -1, 10, 30, 0, 0);
		Trace trace = new Trace(new TraceHeader(3, "test", "test", 2, 0, List.of(new ThreadInfo(0, "main", -1, -1,
				false), new ThreadInfo(1, "b", 0, -1, false)), List.of(), Map.of()), List.of(main.build(), b.build()));
		ReplayAllocationProblem problem = new ReplayAllocationProblem(trace, MachineModel.ideal(2));
		IllegalStateException e = assertThrows(IllegalStateException.class,
				() -> problem.evaluate(new int[] { 0, 1 }));
		assertTrue(e.getMessage().contains("main waits on thread b for b"), e.getMessage());
		assertTrue(!e.getMessage().contains("thread t"), e.getMessage());
	}
}
