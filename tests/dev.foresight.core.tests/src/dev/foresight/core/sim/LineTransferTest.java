/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * The machine's {@code sync-transfer} cost: an operation on an object last used on another processor pays it, one on
 * an object last used on the same processor does not, and one processor never pays it.
 */
class LineTransferTest {

	private static final MachineModel TRANSFER_7 = MachineModel.ideal(4).withCosts(Costs.NONE.withTransfer(7));

	private static SimulatedRun run(Trace trace, MachineModel m, int cpus) throws Exception {
		return new Simulator(trace).run(m, cpus, SimulationModel.DIRECT, false);
	}

	/** A holds monitor 5 from 0 to 10 and takes it again at 12 until 14; B takes it at 20 until 30. */
	private static Trace takeTurns() {
		TraceBuilder b = new TraceBuilder();
		int a = b.thread("A", -1);
		int t = b.thread("B", -1);
		b.event(a, EventKind.MONITOR_ENTER, 5, 0, 0, 0);
		b.event(a, EventKind.MONITOR_EXIT, 5, 10, 0, 0);
		b.event(a, EventKind.MONITOR_ENTER, 5, 2, 0, 0);
		b.event(a, EventKind.MONITOR_EXIT, 5, 2, 0, 0);
		b.end(a, 0);
		b.event(t, EventKind.MONITOR_ENTER, 5, 20, 0, 0);
		b.event(t, EventKind.MONITOR_EXIT, 5, 10, 0, 0);
		b.end(t, 0);
		return b.build();
	}

	@Test
	@DisplayName("the monitor comes from A's processor to B's: B's critical section is 7 longer, A's are not")
	void crossingPays() throws Exception {
		SimulatedRun r = run(takeTurns(), TRANSFER_7, 2);
		// A never finds the monitor on another processor: 0..10, 12..14
		assertEquals(14, r.threads().get(0).end(), 1e-9);
		// B enters at 20, where A (processor 0) used it last: 7 + 10 in the critical section
		assertEquals(37, r.threads().get(1).end(), 1e-9);
		assertEquals(30, run(takeTurns(), MachineModel.ideal(4), 2).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("on one processor nothing moves between caches")
	void oneProcessorPaysNothing() throws Exception {
		assertEquals(run(takeTurns(), MachineModel.ideal(4), 1).completionNanos(),
				run(takeTurns(), TRANSFER_7, 1).completionNanos(), 1e-9);
	}
}
