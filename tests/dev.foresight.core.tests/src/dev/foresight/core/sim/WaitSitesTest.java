/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.WaitSites.WaitSite;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;

/** Where a simulated run's threads waited for each other ({@link WaitSites}). */
class WaitSitesTest {

	private static final long MS = 1_000_000L;

	private int lockSite;
	private int sleepSite;
	private int joinSite;

	/**
	 * Two threads and one monitor, taken at one site: a holds it 1-5 ms and again from 5.5 ms for 1 ms, b wants it at
	 * 2 ms and holds it 4 ms; both also sleep 3 ms at the end (recorded as a sleep at a site of its own), and a third
	 * thread waits for a's end in a join.
	 */
	private Trace twoThreadsOneLock() {
		TraceBuilder t = new TraceBuilder();
		lockSite = t.site("app.Tally", "add", "Tally.java", 12);
		sleepSite = t.site("app.Tally", "rest", "Tally.java", 30);
		joinSite = t.site("app.Main", "main", "Main.java", 8);
		int a = t.thread("a", -1);
		int b = t.thread("b", -1);
		int main = t.thread("main", -1);
		t.event(a, EventKind.MONITOR_ENTER, 7, lockSite, 1 * MS, 0, 0);
		t.event(a, EventKind.MONITOR_EXIT, 7, lockSite, 4 * MS, 0, 0);
		t.event(a, EventKind.MONITOR_ENTER, 7, lockSite, MS / 2, 0, 0);
		t.event(a, EventKind.MONITOR_EXIT, 7, lockSite, 1 * MS, 0, 0);
		t.event(b, EventKind.MONITOR_ENTER, 7, lockSite, 2 * MS, 0, 0);
		t.event(b, EventKind.MONITOR_EXIT, 7, lockSite, 4 * MS, 0, 0);
		for (int thread : new int[] { a, b }) {
			t.event(thread, EventKind.SLEEP, -1, sleepSite, 0, 3 * MS, 0);
			int end = t.end(thread, 0);
			if (thread == a) {
				t.link(main, t.event(main, EventKind.JOIN, -1, joinSite, 0, a, 0), a, end);
				t.end(main, 0);
			}
		}
		return t.build();
	}

	@Test
	void ranksTheSitesWhereThreadsBlockedOnSynchronization() throws Exception {
		Trace trace = twoThreadsOneLock();
		SimulatedRun run = new Simulator(trace, 0).run(MachineModel.ideal(3), 3, SimulationModel.DIRECT, true);
		List<WaitSite> sites = WaitSites.of(run, TraceSummary.of(trace), 10);
		// b waits 2 -> 5 ms, a's second entry 5.5 -> 9 ms; the sleeps and the join block too, but not on the lock
		assertEquals(1, sites.size(), () -> sites.toString());
		WaitSite w = sites.get(0);
		assertEquals(lockSite, w.site().id());
		assertEquals(EventKind.MONITOR_ENTER, w.kind());
		assertEquals(2, w.waits());
		assertEquals(6.5 * MS, w.blockedNanos(), 1);
		assertEquals(List.of("a", "b"), w.threads());
		assertEquals(List.of(), WaitSites.of(run, TraceSummary.of(trace), 0));
	}

	@Test
	void theWaitingThreadsTogetherRunAsOnOneProcessor() throws Exception {
		// spec 5 (allocation): threads bound to one processor of two take as long as on a one-processor machine
		Trace trace = twoThreadsOneLock();
		Simulator sim = new Simulator(trace, 0);
		// no costs, so that the thread left free (main, which only joins) adds nothing to either run
		MachineModel machine = MachineModel.ideal(2).withScheduler(MachineModel.linuxServer().scheduler());
		WaitSite w = WaitSites.of(sim.run(machine, 2, SimulationModel.DIRECT, true), TraceSummary.of(trace), 1)
				.get(0);
		MachineModel together = WaitSites.together(machine, 2, w.threads());
		assertEquals(2, together.processors());
		double bound = sim.run(together, 2, SimulationModel.DIRECT, false).completionNanos();
		double one = sim.run(machine, 1, SimulationModel.DIRECT, false).completionNanos();
		assertEquals(one, bound, 1);
		// the machine's own rules still apply after these
		assertEquals(machine.bindings().size() + 2, together.bindings().size());
	}
}
