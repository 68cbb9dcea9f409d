/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.BindingRule;
import dev.foresight.core.machine.BindingRule.Selector;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Trace;

/**
 * A binding plan that selects threads by where they were started (issue: "thread name pattern or creation site ->
 * processor set"): two pool threads started in {@code Pool#spawn} and two others in {@code Main#main}, each
 * computing 100 ns without synchronization, on four processors of an ideal machine.
 */
class CreationSiteBindingTest {

	private int pool1;
	private int pool2;

	private Trace trace() {
		TraceBuilder b = new TraceBuilder();
		int spawn = b.site("app.Pool", "spawn", "Pool.java", 12);
		int main = b.site("app.Main", "main", "Main.java", 30);
		pool1 = b.thread("worker-a", -1, spawn);
		pool2 = b.thread("worker-b", -1, spawn);
		int other1 = b.thread("worker-c", -1, main);
		int other2 = b.thread("worker-d", -1, main);
		for (int t : new int[] { pool1, pool2, other1, other2 }) {
			b.end(t, 100);
		}
		return b.build();
	}

	private SimulatedRun run(BindingRule... plan) throws Exception {
		Trace trace = trace();
		MachineModel m = MachineModel.ideal(4).withBindings(List.of(plan));
		return new Simulator(trace).run(m, 4, SimulationModel.DIRECT, true);
	}

	@Test
	@DisplayName("a rule on Class#method puts the threads started there on its processor, and only them")
	void qualifiedMethodSelectsTheThreadsStartedThere() throws Exception {
		SimulatedRun free = run();
		assertEquals(100, free.completionNanos(), 1e-9);
		SimulatedRun bound = run(new BindingRule(Selector.CREATION_SITE, "app.Pool#spawn", List.of(2), 0));
		// the two pool threads share processor 2, one after the other (the ideal machine's slice is longer than
		// their work): they finish at 100 and 200; the others at 100 on processors of their own
		assertEquals(200, bound.completionNanos(), 1e-9);
		assertEquals(300, bound.threads().get(pool1).end() + bound.threads().get(pool2).end(), 1e-9);
		for (ThreadRun t : bound.threads()) {
			boolean pool = t.thread() == pool1 || t.thread() == pool2;
			for (StateInterval s : t.intervals()) {
				if (s.state() == ThreadState.RUNNING) {
					assertEquals(pool, s.cpu() == 2, t.name() + " ran on processor " + s.cpu());
				}
			}
		}
	}

	@Test
	@DisplayName("a rule on File:line selects the same threads; a rule on a site where nothing started selects none")
	void fileAndLineSelectsTheSameThreads() throws Exception {
		assertEquals(200, run(new BindingRule(Selector.CREATION_SITE, "Pool.java:12", List.of(0), 0))
				.completionNanos(), 1e-9);
		assertEquals(100, run(new BindingRule(Selector.CREATION_SITE, "Pool.java:13", List.of(0), 0))
				.completionNanos(), 1e-9);
		// the first matching rule wins: Main's threads on processor 1, the pool's spread by the second rule
		SimulatedRun r = run(new BindingRule(Selector.CREATION_SITE, "app.Main#main", List.of(1), 0),
				new BindingRule(Selector.THREAD_NAME, "worker-*", List.of(0, 3), 0));
		assertEquals(200, r.completionNanos(), 1e-9);
		assertTrue(r.threads().get(pool1).end() <= 100 + 1e-9 && r.threads().get(pool2).end() <= 100 + 1e-9);
	}
}
