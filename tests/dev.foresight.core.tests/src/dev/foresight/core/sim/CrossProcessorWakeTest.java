/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Which releases cross processors: the synchronization latency t is "0 if both threads are on the same processor"
 * (seed-broberg.md 3.1, configuration), and a released thread runs where a processor is free. A release crosses when
 * it must wake an idle processor or preempt a thread on another one than its releaser's, not when the thread waits in
 * the queue for a busy one (docs/machine-format.md, sync-latency). Here the latency is 2,
 * a wake-up across processors costs the woken thread 3 of CPU time, nothing else costs anything, and thread "a" may
 * run on processor 0 only.
 */
class CrossProcessorWakeTest {

	private static final MachineModel MACHINE = MachineModel.ideal(2)
			.withCosts(new Costs(0, 0, 2, Integer.MAX_VALUE, 3))
			.withBindings(List.of(new BindingRule(BindingRule.Selector.THREAD_NAME, "a", List.of(0), 0)));

	/**
	 * w takes processor 0 and waits for a latch at 1; a, which may run on processor 0 only, runs there from 1 and
	 * opens the latch at 11, then works 5 more; {@code busy}, when given, keeps processor 1 busy until then.
	 */
	private static SimulatedRun run(long busy) throws DeadlockException {
		TraceBuilder b = new TraceBuilder();
		int w = b.thread("w", -1);
		int a = b.thread("a", -1);
		b.event(w, EventKind.LATCH_AWAIT, 7, 1, 0, 0);
		b.end(w, 1);
		b.event(a, EventKind.LATCH_COUNTDOWN, 7, 10, 0, 0);
		b.end(a, 5);
		if (busy > 0) {
			int x = b.thread("x", -1);
			b.end(x, busy);
		}
		Trace trace = b.build();
		return new Simulator(trace, 0).run(MACHINE, 2, SimulationModel.DIRECT, true);
	}

	@Test
	@DisplayName("released at 11 by the thread that took its processor, w runs on the idle one from 13 and ends at 17")
	void aReleaseToAnIdleProcessorCrosses() throws Exception {
		SimulatedRun r = run(0);
		// the latency (2) before it runs, then its wake-up cost (3) and its work (1)
		assertEquals(17, r.threads().get(0).end(), 1e-9);
		assertEquals(16, r.threads().get(1).end(), 1e-9);
		assertEquals(1, r.threads().get(0).intervals().get(r.threads().get(0).intervals().size() - 1).cpu());
	}

	@Test
	@DisplayName("with no processor idle at 11, w waits behind a on processor 0 and pays no cross-processor cost")
	void aReleaseWithNoIdleProcessorQueues() throws Exception {
		SimulatedRun r = run(30);
		assertEquals(16, r.threads().get(1).end(), 1e-9);
		assertEquals(17, r.threads().get(0).end(), 1e-9);
		assertEquals(0, r.threads().get(0).intervals().get(r.threads().get(0).intervals().size() - 1).cpu());
	}

	/**
	 * w (processor 1) waits for a latch at 1; a (processor 0) starts x (processor 1) at 2, which runs 30 there, and
	 * opens the latch at 12, then runs 5 more; the machine's scheduler is {@code scheduler}.
	 */
	private static SimulatedRun busyRun(SchedulerSettings scheduler) throws DeadlockException {
		TraceBuilder b = new TraceBuilder();
		int w = b.thread("w", -1);
		int a = b.thread("a", -1);
		int x = b.thread("x", a);
		b.event(w, EventKind.LATCH_AWAIT, 7, 1, 0, 0);
		b.end(w, 1);
		b.start(a, x, 2);
		b.end(x, 30);
		b.event(a, EventKind.LATCH_COUNTDOWN, 7, 10, 0, 0);
		b.end(a, 5);
		MachineModel machine = MachineModel.ideal(2).withScheduler(scheduler)
				.withCosts(new Costs(0, 0, 2, Integer.MAX_VALUE, 3))
				.withBindings(List.of(new BindingRule(BindingRule.Selector.THREAD_NAME, "a", List.of(0), 0),
						new BindingRule(BindingRule.Selector.THREAD_NAME, "w", List.of(1), 0),
						new BindingRule(BindingRule.Selector.THREAD_NAME, "x", List.of(1), 0)));
		return new Simulator(b.build(), 0).run(machine, 2, SimulationModel.DIRECT, true);
	}

	@Test
	@DisplayName("w, last on processor 1, released at 12 from processor 0 while both are busy, queues and pays no "
			+ "cross-processor cost: it runs 1 when x leaves processor 1 at 32 and ends at 33")
	void aReleaseToBusyProcessorsQueuesWhereverTheThreadRanLast() throws Exception {
		SimulatedRun r = busyRun(MachineModel.ideal(2).scheduler());
		List<StateInterval> ws = r.threads().get(0).intervals();
		assertEquals(1, ws.get(ws.size() - 1).cpu());
		assertEquals(32, r.threads().get(2).end(), 1e-9);
		assertEquals(33, r.threads().get(0).end(), 1e-9);
	}

	@Test
	@DisplayName("released at 12 from processor 0, w preempts x on processor 1: that processor is interrupted, so w "
			+ "spends the wake-up cost (3) before its work (1) and ends at 16; x ends at 36")
	void aReleaseThatPreemptsOnAnotherProcessorCostsTheWakeUp() throws Exception {
		SimulatedRun r = busyRun(new SchedulerSettings(SchedulerSettings.Policy.FAIR, 1_000, 0, true,
				SchedulerSettings.LockPolicy.RECORDED, 0));
		assertEquals(16, r.threads().get(0).end(), 1e-9);
		assertEquals(36, r.threads().get(2).end(), 1e-9);
	}
}
