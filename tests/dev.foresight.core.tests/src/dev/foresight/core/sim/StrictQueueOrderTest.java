/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Strict Sequence on bounded queues (spec 3.6: the model never deadlocks on a deadlock-free program): puts enter in
 * the order their takes consumed them, so one producer cannot fill the queue with elements the consumer may not take
 * yet.
 */
class StrictQueueOrderTest {

	private static final long QUEUE = 7;

	/**
	 * Producers A (10 ns before each put) and B (1 ns) share a queue of capacity {@code cap}; consumer S took A's,
	 * B's, A's and B's element in turn; B then works {@code tail} ns more. On more than one processor B is ready to
	 * put long before A.
	 */
	private static Trace alternatingProducers(long cap, long tail) {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("A", -1);
		int bb = b.thread("B", -1);
		int s = b.thread("S", -1);
		for (int round = 0; round < 2; round++) {
			int pa = b.event(a, EventKind.QUEUE_PUT, QUEUE, 10, cap, 0);
			b.link(s, b.event(s, EventKind.QUEUE_TAKE, QUEUE, 0, 0, 0), a, pa);
			int pb = b.event(bb, EventKind.QUEUE_PUT, QUEUE, 1, cap, 0);
			b.link(s, b.event(s, EventKind.QUEUE_TAKE, QUEUE, 0, 0, 0), bb, pb);
		}
		b.end(a, 0);
		b.end(bb, tail);
		b.end(s, 0);
		return b.build();
	}

	@Test
	@DisplayName("a fast producer does not fill a bounded queue ahead of the put the consumer waits for")
	void putsFollowTheirTakes() throws Exception {
		Simulator sim = new Simulator(alternatingProducers(1, 0));
		// before puts had tickets, B filled the queue with b1, A's a1 found no room and S waited for a1: a deadlock
		SimulatedRun three = sim.run(MachineModel.ideal(3), 3, SimulationModel.STRICT_SEQUENCE, false);
		// A's 20 ns are the longest thread; each of B's puts waits for the take of A's element before it
		assertEquals(20, three.completionNanos(), 1e-9);
		assertEquals(22, sim.run(MachineModel.ideal(3), 1, SimulationModel.STRICT_SEQUENCE, false).completionNanos(),
				1e-9);
	}

	@Test
	@DisplayName("one producer's elements go in in its program order, "
			+ "whatever order two consumers' takes were recorded in")
	void producerOrderBeforeTakeOrder() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int p = b.thread("P", -1);
		int c0 = b.thread("C0", -1);
		int c1 = b.thread("C1", -1);
		int p1 = b.event(p, EventKind.QUEUE_PUT, QUEUE, 1, 2, 0);
		int p2 = b.event(p, EventKind.QUEUE_PUT, QUEUE, 1, 2, 0);
		// C1's take of p2 was written before C0's take of p1: the order of the takes' records, not of the queue
		b.link(c1, b.event(c1, EventKind.QUEUE_TAKE, QUEUE, 0, 0, 0), p, p2);
		b.link(c0, b.event(c0, EventKind.QUEUE_TAKE, QUEUE, 1, 0, 0), p, p1);
		b.end(p, 0);
		b.end(c0, 5);
		b.end(c1, 5);
		// ranked by the takes alone, p1 would wait for p2, which comes after it in P: a deadlock
		SimulatedRun r = new Simulator(b.build()).run(MachineModel.ideal(3), 3, SimulationModel.STRICT_SEQUENCE,
				false);
		assertEquals(7, r.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("Direct takes whichever element is there, and the automatic choice keeps it")
	void directUnchanged() throws Exception {
		Simulator sim = new Simulator(alternatingProducers(1, 0));
		assertEquals(20, sim.run(MachineModel.ideal(3), 3, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		ChosenRun auto = sim.runAuto(MachineModel.ideal(3), 3, false);
		assertEquals(SimulationModel.DIRECT, auto.run().model());
		assertEquals(20, auto.run().completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("an unbounded queue's puts never wait, so they get no order")
	void unboundedPutsRunFree() throws Exception {
		SimulationModel strict = SimulationModel.STRICT_SEQUENCE;
		// B puts b1 and b2 at 1 and 2 and ends at 17; ordered after A's a2 (at 20), b2 would make it end at 35
		SimulatedRun r = new Simulator(alternatingProducers(0, 15)).run(MachineModel.ideal(3), 3, strict, false);
		assertEquals(17, r.threads().get(1).end(), 1e-9);
		assertEquals(20, r.completionNanos(), 1e-9);
		// on a bounded queue b2 enters after S took a2, as recorded
		SimulatedRun bounded = new Simulator(alternatingProducers(1, 15)).run(MachineModel.ideal(3), 3, strict, false);
		assertEquals(35, bounded.completionNanos(), 1e-9);
	}
}
