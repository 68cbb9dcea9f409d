/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.TraceProblem;

/** A trace that deadlocks under every model is an error that names the cycle (issue 4, "Bad inputs"). */
class DeadlockTest {

	/**
	 * Over two hand-off queues, A takes from q1 what B puts after taking from q2 what A puts after its take: no order
	 * satisfies both.
	 */
	static Trace crossedTakes() {
		TraceBuilder b = new TraceBuilder();
		int sa = b.site("app.A", "run", "A.java", 10);
		int sb = b.site("app.B", "run", "B.java", 20);
		int a = b.thread("A", -1);
		int c = b.thread("B", -1);
		int ta = b.event(a, EventKind.QUEUE_TAKE, 1, sa, 100, 0, 0);
		int tb = b.event(c, EventKind.QUEUE_TAKE, 2, sb, 100, 0, 0);
		int pa = b.event(a, EventKind.QUEUE_PUT, 2, 100, 0, Event.HANDOFF);
		int pb = b.event(c, EventKind.QUEUE_PUT, 1, 100, 0, Event.HANDOFF);
		b.link(a, ta, c, pb);
		b.link(c, tb, a, pa);
		b.end(a, 10);
		b.end(c, 10);
		return b.build();
	}

	@Test
	@DisplayName("spec 3.7: deadlock under Direct, Client-Server and Strict Sequence names threads, objects, sites")
	void deadlockUnderEveryModelNamesTheCycle() {
		Simulator sim = new Simulator(crossedTakes());
		DeadlockException e = assertThrows(DeadlockException.class,
				() -> sim.runAuto(MachineModel.linuxServer(), 2, false));
		assertEquals(3, e.cycles().size());
		String msg = e.getMessage();
		assertTrue(msg.startsWith("the trace deadlocks under every model; direct: "), msg);
		for (SimulationModel m : SimulationModel.values()) {
			List<WaitEdge> cycle = e.cycles().get(m);
			assertEquals(2, cycle.size(), m + ": " + cycle);
			assertEquals(cycle.get(0).thread(), cycle.get(1).waitsFor());
			assertEquals(cycle.get(1).thread(), cycle.get(0).waitsFor());
		}
		assertTrue(msg.contains("A waits on queue 0x1 at app.A#run (A.java:10) for B"), msg);
		assertTrue(msg.contains("B waits on queue 0x2 at app.B#run (B.java:20) for A"), msg);
	}

	@Test
	@DisplayName("spec 3.6: Strict Sequence follows the recorded releases even when the recorder wrote them late")
	void strictFollowsCausalityNotRecordingOrder() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int w = b.thread("worker", -1);
		// the worker's first take is written before the put it consumed; the second put (queue of capacity 1) is
		// written before the take that made room for it
		int t1 = b.event(w, EventKind.QUEUE_TAKE, 5, 1_000, 0, 0);
		int p1 = b.event(main, EventKind.QUEUE_PUT, 5, 2_000, 1, 0);
		int p2 = b.event(main, EventKind.QUEUE_PUT, 5, 10, 1, 0);
		int t2 = b.event(w, EventKind.QUEUE_TAKE, 5, 10, 0, 0);
		b.link(w, t1, main, p1);
		b.link(w, t2, main, p2);
		b.end(main, 10);
		b.end(w, 3_000);
		Simulator sim = new Simulator(b.build());
		for (SimulationModel m : SimulationModel.values()) {
			// the worker cannot take before the first put at 2000 ns; the second put and take overlap: 2000 + 10 + 3000
			assertEquals(5_010, sim.run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("a trace no thread of which waits, and whose main thread's start is its own, names that thread")
	void aThreadThatNeverStartsIsNamedWhenNoneWaits() {
		// found by fuzzing: main's thread_begin names main's own thread_start, which can only come after it
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int s = b.event(main, EventKind.THREAD_START, -1, 10, main, 0);
		int begin = b.event(main, EventKind.THREAD_BEGIN, -1, 10, 0, 0);
		b.link(main, begin, main, s);
		b.end(main, 10);
		DeadlockException e = assertThrows(DeadlockException.class,
				() -> new Simulator(b.build()).runAuto(MachineModel.linuxServer(), 2, false));
		for (SimulationModel m : SimulationModel.values()) {
			assertEquals(List.of("main waits on its start by nobody"),
					e.cycles().get(m).stream().map(WaitEdge::toString).toList(), m.toString());
		}
	}

	@Test
	@DisplayName("a join of a thread the trace lacks returns, and the checker names it")
	void aJoinOfNoThreadReturns() throws DeadlockException {
		// found by fuzzing: the argument of a damaged join names thread 7 of a trace of one, or thread -5
		for (long joined : new long[] { 7, -5 }) {
			TraceBuilder b = new TraceBuilder();
			int main = b.thread("main", -1);
			b.event(main, EventKind.THREAD_BEGIN, -1, 0, 0, 0);
			b.event(main, EventKind.JOIN, -1, 1_000, joined, 0);
			b.end(main, 2_000);
			Trace trace = b.build();
			SimulatedRun run = new Simulator(trace).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, false);
			assertEquals(3_000, run.completionNanos(), 1e-6);
			assertEquals(List.of("join-unknown-thread"), TraceChecker.check(trace).stream().map(TraceProblem::code)
					.toList());
		}
	}
}
