/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.stream.Stream;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import dev.foresight.core.analytic.adve.AdvePredictor;
import dev.foresight.core.analytic.adve.Parallelism;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.TaskGraphParser;
import dev.foresight.core.model.io.TaskGraphPrinter;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** The trace-to-task-graph derivation (issue 6, item 5; docs/taskgraph.md, "Deriving a model from a trace"). */
class TraceDerivationTest {

	/**
	 * Times are whole nanoseconds turned into milliseconds, so sums agree to rounding: 1e-6 ms (one nanosecond) is the
	 * tolerance for work and critical paths.
	 */
	private static final double NS = 1e-6;

	@Test
	@DisplayName("a fork-join trace derives the expected dag, printed")
	void forkJoinText() {
		DerivedModel d = TraceDerivation.derive(DerivationTraces.forkJoin(), "fork-join", 0);
		assertEquals("""
				graph "fork-join"

				dag {
					task main.0 2
					task main.1 1
					task main.2 3
					task main.3 1
					task w1.0 5
					task w2.0 4
					main.0 -> main.1
					main.1 -> main.2
					main.2 -> main.3
					main.0 -> w1.0
					main.1 -> w2.0
					w1.0 -> main.3
					w2.0 -> main.3
				}
				""", TaskGraphPrinter.print(d.graph()));
		assertEquals(6, d.tasks());
		assertEquals(7, d.edges());
		assertEquals(4, d.crossEdges());
		// main's empty segment between its two joins is merged into the last one (an exact merge)
		assertEquals(1, d.merged());
		assertEquals(16, d.workMillis(), NS);
		assertEquals(8, d.criticalPathMillis(), NS);
	}

	static Stream<Arguments> programs() {
		Map<String, Function<LongSupplier, Trace>> programs = Map.of("nested", DerivationTraces::nested, "handoff",
				DerivationTraces::handoff, "latch", DerivationTraces::latch, "executor", DerivationTraces::executor,
				"last event waits", DerivationTraces::lastEventWaits);
		return programs.entrySet().stream().sorted(Map.Entry.comparingByKey()).flatMap(e -> Stream.of(1L, 2L, 3L, 4L)
				.map(seed -> Arguments.of(e.getKey(), seed, e.getValue().apply(DerivationTraces.work(seed)))));
	}

	@ParameterizedTest(name = "{0}, seed {1}")
	@MethodSource("programs")
	@DisplayName("total work = trace CPU; Adve critical path = Strict Sequence replay on one processor per thread")
	void criticalPathIsTheIdealReplay(String program, long seed, Trace trace) throws Exception {
		DerivedModel d = TraceDerivation.derive(trace, program, 0);
		Parallelism p = new AdvePredictor(d.graph(), Bindings.of(d.graph(), Map.of())).parallelism();
		assertEquals(cpuMillis(trace), p.work(), NS);
		assertEquals(cpuMillis(trace), d.workMillis(), NS);
		int n = trace.threadCount();
		double replay = new Simulator(trace).run(MachineModel.ideal(n), n, SimulationModel.STRICT_SEQUENCE, false)
				.completionMillis();
		assertEquals(replay, p.criticalPath(), NS);
		assertEquals(replay, d.criticalPathMillis(), NS);
	}

	@ParameterizedTest(name = "{0}, seed {1}")
	@MethodSource("programs")
	@DisplayName("the printed graph parses back to the same model")
	void roundTrip(String program, long seed, Trace trace) {
		for (long min : new long[] { 0, TraceDerivation.DEFAULT_MIN_NANOS, 2_000_000 }) {
			TaskGraph g = TraceDerivation.derive(trace, program, min).graph();
			assertEquals(g, TaskGraphParser.parse("derived.taskgraph", TaskGraphPrinter.print(g)).graph());
		}
	}

	/**
	 * main: 1000 us, starts a, 4 us, starts b, 2000 us, joins a, 3 us, joins b, 1000 us; a works 3000 us, b 2500 us.
	 * The 4 us segment ends where b's start leaves, so it joins the previous segment (b starts 4 us later than
	 * recorded); the 3 us segment ends where nothing leaves, so it joins the next one (it waits for b too).
	 */
	@Test
	@DisplayName("short segments merge by the documented rule; paths grow by less than the threshold per edge")
	void shortSegmentsMerge() {
		TraceScript s = new TraceScript();
		int main = s.thread("main", -1);
		int a = s.thread("a", main);
		int b = s.thread("b", main);
		s.begin(main);
		s.start(main, a, 1_000);
		s.start(main, b, 4);
		int ea = s.end(a, 3_000);
		int eb = s.end(b, 2_500);
		s.join(main, a, ea, 2_000);
		s.join(main, b, eb, 3);
		s.end(main, 1_000);
		Trace t = s.build();
		DerivedModel exact = TraceDerivation.derive(t, "m", 0);
		DerivedModel merged = TraceDerivation.derive(t, "m", 10_000);
		assertEquals(7, exact.tasks());
		assertEquals(5.003, exact.criticalPathMillis(), NS);
		assertEquals(5, merged.tasks());
		assertEquals(2, merged.merged());
		assertEquals(5.007, merged.criticalPathMillis(), NS);
		assertEquals(exact.workMillis(), merged.workMillis(), NS);
		assertEquals(List.of("main.0 -> main.1", "main.1 -> main.2", "main.0 -> a.0", "main.0 -> b.0",
				"a.0 -> main.2", "b.0 -> main.2"), edges(merged.graph()));
		assertTrue(merged.criticalPathMillis() - exact.criticalPathMillis() < merged.crossEdges() * 0.010);
	}

	@Test
	@DisplayName("a contended lock is not an edge: the derived critical path ignores the wait a replay shows")
	void locksAreNotEdges() throws Exception {
		TraceScript s = new TraceScript();
		int x = s.thread("x", -1);
		int y = s.thread("y", -1);
		for (int t : new int[] { x, y }) {
			s.begin(t);
			s.event(t, EventKind.MONITOR_ENTER, 3, 0, 0, 0);
			s.event(t, EventKind.MONITOR_EXIT, 3, 5_000, 0, 0);
			s.end(t, 0);
		}
		Trace t = s.build();
		DerivedModel d = TraceDerivation.derive(t, "lock", 0);
		assertEquals(2, d.tasks());
		assertEquals(5, d.criticalPathMillis(), NS);
		assertEquals(10, new Simulator(t).run(MachineModel.ideal(2), 2, SimulationModel.STRICT_SEQUENCE, false)
				.completionMillis(), NS);
	}

	@Test
	@DisplayName("wake links that form a cycle are an error naming the tasks")
	void cycleIsAnError() {
		TraceScript s = new TraceScript();
		int a = s.thread("a", -1);
		int b = s.thread("b", -1);
		s.begin(a);
		s.begin(b);
		s.event(a, EventKind.LATCH_AWAIT, 1, 10, 0, 0);
		s.event(b, EventKind.LATCH_AWAIT, 2, 10, 0, 0);
		int ca = s.event(a, EventKind.LATCH_COUNTDOWN, 2, 10, 0, 0);
		int cb = s.event(b, EventKind.LATCH_COUNTDOWN, 1, 10, 0, 0);
		s.link(a, 1, b, cb);
		s.link(b, 1, a, ca);
		DerivationException e = assertThrows(DerivationException.class, () -> TraceDerivation.derive(s.build(), "c",
				0));
		assertTrue(e.getMessage().contains("form a cycle: a.1 -> b.1 -> a.1")
				|| e.getMessage().contains("form a cycle: b.1 -> a.1 -> b.1"), e.getMessage());
	}

	@Test
	@DisplayName("a wake link to an event the trace lacks (a truncated recording) is ignored and reported")
	void danglingLinkIsReported() {
		TraceScript s = new TraceScript();
		int a = s.thread("a", -1);
		int b = s.thread("b", -1);
		s.begin(a);
		s.begin(b);
		s.waitFor(a, EventKind.FUTURE_GET, 1, 10, b, 7);
		s.end(a, 10);
		DerivedModel d = TraceDerivation.derive(s.build(), "d", 0);
		assertEquals(1, d.ignoredLinks());
		assertEquals(List.of("thread a event 1 (future_get): its wake link names event 7 of thread b, which the trace"
				+ " does not hold; ignored"), d.warnings());
		assertEquals(0.02, d.criticalPathMillis(), NS);
	}

	@Test
	@DisplayName("thread names become valid, unique task names")
	void names() {
		TraceScript s = new TraceScript();
		for (String name : new String[] { "pool-1 thread", "9lives", "worker", "worker", "" }) {
			int t = s.thread(name, -1);
			s.begin(t);
			s.end(t, 1);
		}
		TaskGraph g = TraceDerivation.derive(s.build(), "n", 0).graph();
		String text = TaskGraphPrinter.print(g);
		for (String task : new String[] { "pool_1_thread.0", "_9lives.0", "worker_2.0", "worker_3.0", "thread.0" }) {
			assertTrue(text.contains("task " + task + " 0.001\n"), text);
		}
		assertEquals(g, TaskGraphParser.parse("n.taskgraph", text).graph());
	}

	@Test
	@DisplayName("a negative threshold is refused")
	void negativeThreshold() {
		assertThrows(IllegalArgumentException.class, () -> TraceDerivation.derive(DerivationTraces.forkJoin(), "x",
				-1));
	}

	private static double cpuMillis(Trace t) {
		return t.streams().stream().mapToLong(ThreadEvents::totalCpuNanos).sum() / 1e6;
	}

	private static List<String> edges(TaskGraph g) {
		dev.foresight.core.model.Node.Dag dag = (dev.foresight.core.model.Node.Dag) g.body().children().get(0);
		return dag.edges().stream().map(e -> e.from() + " -> " + e.to()).toList();
	}
}
