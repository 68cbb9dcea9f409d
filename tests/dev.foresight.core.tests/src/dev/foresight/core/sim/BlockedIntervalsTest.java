/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;

/**
 * The simulated run's record of each thread (issue: "per thread: intervals running / runnable / blocked, with the
 * object and site it waits on"): what the timeline and the critical path show a user comes from these fields.
 */
class BlockedIntervalsTest {

	@Test
	@DisplayName("a thread blocked on a monitor and then on a join records both objects, their sites and times")
	void blockedIntervalsNameTheObjectAndTheSite() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int get = b.site("app.Cache", "get", "Cache.java", 40);
		int put = b.site("app.Cache", "put", "Cache.java", 52);
		int await = b.site("app.Main", "main", "Main.java", 9);
		int main = b.thread("main", -1);
		int worker = b.thread("worker", -1);
		b.event(worker, EventKind.MONITOR_ENTER, 0x1f, get, 0, 0, 0);
		b.event(main, EventKind.MONITOR_ENTER, 0x1f, put, 1, 0, 0);
		b.event(worker, EventKind.MONITOR_EXIT, 0x1f, get, 10, 0, 0);
		int end = b.end(worker, 30);
		b.event(main, EventKind.MONITOR_EXIT, 0x1f, put, 5, 0, 0);
		int j = b.event(main, EventKind.JOIN, -1, await, 1, worker, 0);
		b.link(main, j, worker, end);
		b.end(main, 0);
		SimulatedRun r = new Simulator(b.build()).run(MachineModel.ideal(2), 2, SimulationModel.DIRECT, true);
		List<StateInterval> in = r.threads().get(main).intervals();
		// main runs 0..1 and waits for the monitor worker holds until 10
		StateInterval monitor = in.get(1);
		assertEquals(ThreadState.BLOCKED, monitor.state());
		assertEquals(1, monitor.start(), 1e-9);
		assertEquals(10, monitor.end(), 1e-9);
		assertEquals("monitor 0x1f", monitor.object());
		assertEquals(put, monitor.site());
		// then runs 10..16 (its critical section and the work before the join), waits for worker's end at 40
		StateInterval join = in.get(3);
		assertEquals(ThreadState.BLOCKED, join.state());
		assertEquals(16, join.start(), 1e-9);
		assertEquals(40, join.end(), 1e-9);
		assertEquals("thread worker", join.object());
		assertEquals(await, join.site());
		assertEquals(-1, join.cpu());
		// the worker never waits: one running interval on a processor of its own
		List<StateInterval> w = r.threads().get(worker).intervals();
		assertEquals(ThreadState.RUNNING, w.get(0).state());
		assertEquals(-1, w.get(0).site());
		assertEquals("", w.get(0).object());
	}
}
