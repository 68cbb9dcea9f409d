/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A wake-up granularity of 0 (a woken thread preempts any running thread, even one that started this instant): the
 * machine format allows it, and a processor can then be freed twice in one step of the simulation.
 */
class WakeupGranularityTest {

	/** Fair sharing with a 3 ms slice and wake-up preemption at once; no costs. */
	private static MachineModel machine(int processors) {
		return MachineModel.ideal(processors).withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR,
				3_000_000, 0, true, SchedulerSettings.LockPolicy.RECORDED));
	}

	@Test
	@DisplayName("five threads that start at once on two processors, each preempting the last one started")
	void threadsStartingAtOnce() throws Exception {
		TraceBuilder b = new TraceBuilder();
		for (int k = 0; k < 5; k++) {
			b.end(b.thread("worker" + k, -1), 1_000_000);
		}
		for (SimulationModel model : SimulationModel.values()) {
			SimulatedRun r = new Simulator(b.build()).run(machine(2), 2, model, false);
			// 5 ms of work on 2 processors, each thread whole once it runs: three rounds
			assertEquals(3_000_000, r.completionNanos(), 1e-6, model.wireName());
			assertEquals(5_000_000, r.busyNanos(), 1e-6, model.wireName());
		}
	}

	@Test
	@DisplayName("two puts without work between them wake two takers, the second preempting the first")
	void twoWakeupsOfOneInstant() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int busy = b.thread("busy", -1);
		int taker1 = b.thread("taker1", -1);
		int taker2 = b.thread("taker2", -1);
		long queue = 7;
		long reply = 8;
		int take1 = b.event(taker1, EventKind.QUEUE_TAKE, queue, 0, 0, 0);
		int take2 = b.event(taker2, EventKind.QUEUE_TAKE, queue, 0, 0, 0);
		int put1 = b.event(main, EventKind.QUEUE_PUT, queue, 10_000, 0, 0);
		int put2 = b.event(main, EventKind.QUEUE_PUT, queue, 0, 0, 0);
		b.link(taker1, take1, main, put1);
		b.link(taker2, take2, main, put2);
		int answer = b.event(busy, EventKind.QUEUE_PUT, reply, 1_000_000, 0, 0);
		int wait = b.event(main, EventKind.QUEUE_TAKE, reply, 0, 0, 0);
		b.link(main, wait, busy, answer);
		b.end(taker1, 1_000);
		b.end(taker2, 1_000);
		b.end(busy, 0);
		b.end(main, 0);
		Trace trace = b.build();
		SimulatedRun r = new Simulator(trace).run(machine(2), 2, SimulationModel.DIRECT, false);
		// the first taker preempts the busy thread at 10 us, the second the first taker, which runs when main waits;
		// both end at 11 us and the busy thread, 10 us done, ends at 11 + 990 us, releasing main
		assertEquals(1_001_000, r.completionNanos(), 1e-6);
		assertEquals(1_012_000, r.busyNanos(), 1e-6);
	}
}
