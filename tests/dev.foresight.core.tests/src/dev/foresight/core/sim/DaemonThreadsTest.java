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
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * The JVM exits when its last non-daemon thread ends: a run does not wait for a daemon thread, which ends with it
 * (a heartbeat that sleeps in a loop would otherwise hold every run to its recorded length), but for the work a daemon
 * had done by the recorded end, unless time paces it. Nor do the analyses' graph's runs, its critical path and its
 * fluid completion time.
 */
class DaemonThreadsTest {

	/** main starts a heartbeat, then computes 100 ns; the heartbeat sleeps 50 ns ten times after 1 ns of work each. */
	private static Trace heartbeat(boolean daemon, boolean mainDaemon) {
		TraceBuilder b = new TraceBuilder();
		int main = mainDaemon ? b.daemonThread("main", -1) : b.thread("main", -1);
		int beat = daemon ? b.daemonThread("heartbeat", main) : b.thread("heartbeat", main);
		b.start(main, beat, 0);
		for (int i = 0; i < 10; i++) {
			b.event(beat, EventKind.SLEEP, -1, 1, 50, 0);
		}
		b.end(beat, 0);
		b.end(main, 100);
		return b.build();
	}

	private static SimulatedRun run(Trace t) throws Exception {
		return new Simulator(t).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false);
	}

	@Test
	@DisplayName("the run ends with main; the daemon still sleeping ends with it")
	void theRunDoesNotWaitForADaemon() throws Exception {
		SimulatedRun r = run(heartbeat(true, false));
		assertEquals(100, r.completionNanos(), 1e-9);
		assertEquals(100, r.threads().get(1).end(), 1e-9);
	}

	@Test
	@DisplayName("the graph's run and its critical path end with main too; the daemon's later work weighs nothing")
	void theAnalysesDoNotWaitForADaemon() {
		Trace t = heartbeat(true, false);
		assertEquals(100, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(t)).completion(), 1e-9);
		var report = CriticalPathAnalysis.analyze(TraceGraphs.of(t), t.header().sites(), 2, ProgressMonitor.NONE);
		assertEquals(100, report.completion(), 1e-9);
		// the heartbeat's work after main's end weighs nothing: none of it is in the report
		assertEquals(List.of(), report.segments().stream().filter(s -> s.thread() == 1 && s.end() > 100).toList());
		// a non-daemon heartbeat holds the graph's run as it holds the simulator's
		assertEquals(510, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(heartbeat(false, false))).completion(),
				1e-9);
	}

	/**
	 * main starts a daemon handler and ends after 10 ns of its own, recorded after ten handler events of 20 ns (work
	 * the program waited for by spinning, as the Disruptor's shutdown does); the handler has five more events after
	 * it, and with {@code pacedBy} one of its first ten is a wait of that kind that ran out.
	 */
	private static Trace handler(EventKind pacedBy) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int handler = b.daemonThread("handler", main);
		b.start(main, handler, 0);
		for (int i = 0; i < 10; i++) {
			if (pacedBy != null && i == 5) {
				b.timedOut(handler, pacedBy, 9, 20, 30, 30, 0);
			} else {
				b.event(handler, EventKind.YIELD, -1, 20, 0, 0);
			}
		}
		b.end(main, 10);
		for (int i = 0; i < 5; i++) {
			b.event(handler, EventKind.YIELD, -1, 20, 0, 0);
		}
		b.end(handler, 0);
		return b.build();
	}

	@Test
	@DisplayName("a daemon driven by no clock holds the run until it has done what it had done by main's recorded end")
	void aDaemonsWorkBeforeTheEndIsWaitedFor() throws Exception {
		SimulatedRun r = run(handler(null));
		// ten events of 20 ns on its own processor; main's 10 ns end long before
		assertEquals(200, r.completionNanos(), 1e-9);
		assertEquals(200, r.threads().get(1).end(), 1e-9);
		// a daemon whose rounds a wait that ran out paces is a timer's: the JVM's exit does not wait for it
		assertEquals(10, run(handler(EventKind.PARK)).completionNanos(), 1e-9);
		assertEquals(10, run(handler(EventKind.WAIT)).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a non-daemon heartbeat holds the run to its last sleep's end: 10 x 51 ns")
	void aNonDaemonIsWaitedFor() throws Exception {
		assertEquals(510, run(heartbeat(false, false)).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a trace whose threads are all daemons (none named otherwise) waits for every one")
	void allDaemonsAreWaitedFor() throws Exception {
		assertEquals(510, run(heartbeat(true, true)).completionNanos(), 1e-9);
	}
}
