/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.criticalpath.CriticalPathAnalysis;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * The analyses' graph of a trace ({@code critical-path}, {@code bound}, {@code allocate}) keeps what the simulator
 * replays as delays: sleeps, I/O waits, timed waits that ran out. With a processor per thread the two agree.
 */
class AnalysisDelaysTest {

	/**
	 * main computes 10, sleeps 100, computes 5, waits 50 for I/O, computes 5 (ends at 170); its worker computes 30,
	 * polls 40 in vain, computes 20 (ends at 90).
	 */
	private static Trace trace() {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int worker = b.thread("worker", main);
		b.start(main, worker, 0);
		b.event(main, EventKind.SLEEP, -1, 10, 100, 0);
		b.event(worker, EventKind.QUEUE_TAKE, 6, 30, 40, Event.FAILED | Event.TIMED_OUT);
		b.event(main, EventKind.IO_BEGIN, -1, 5, 0, 0);
		b.pass(50);
		b.event(main, EventKind.IO_END, -1, 0, -1, 0);
		b.end(worker, 20);
		b.end(main, 5);
		return b.build();
	}

	@Test
	@DisplayName("a sleep, an I/O wait and a poll that ran out: the graph's run ends where the simulator's does")
	void graphAndSimulatorAgree() throws Exception {
		Trace trace = trace();
		ExecutionGraph graph = TraceGraphs.of(trace);
		GraphRun run = FluidSimulator.oneProcessorPerThread(graph);
		SimulatedRun simulated = new Simulator(trace).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false);
		assertEquals(170, run.completion(), 1e-9);
		assertEquals(170, simulated.completionNanos(), 1e-9);
		assertEquals(90, run.end(graph.end(1) - 1), 1e-9);
		assertEquals(90, simulated.threads().get(1).end(), 1e-9);
	}

	@Test
	@DisplayName("critical-path's completion on one processor per thread includes the waits, its weights only work")
	void criticalPathCompletion() {
		Trace trace = trace();
		var report = CriticalPathAnalysis.analyze(TraceGraphs.of(trace), trace.header().sites(), 2,
				ProgressMonitor.NONE);
		// on two processors nothing shares one: T_2 is the run's 170, of which main's 20 of work are critical
		assertEquals(170, report.completion(), 1e-9);
		// main's path: 10 of work, the 100 of its sleep, 5, the 50 of its I/O, 0 and 5
		assertEquals(150, report.pathWaiting(), 1e-9);
		double critical = report.segments().stream().mapToDouble(s -> s.weight() * (s.end() - s.start())).sum();
		assertEquals(20, critical, 1e-9);
		assertEquals(List.of(0), report.segments().stream().map(s -> s.thread()).distinct().toList());
	}
}
