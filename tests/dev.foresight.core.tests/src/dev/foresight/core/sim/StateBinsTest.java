/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;

/** The timeline's bins: the state a thread spent the most time in per bin of a window (spec seed-broberg.md 3.5). */
class StateBinsTest {

	private static final byte R = (byte) ThreadState.RUNNING.ordinal();
	private static final byte Q = (byte) ThreadState.RUNNABLE.ordinal();
	private static final byte B = (byte) ThreadState.BLOCKED.ordinal();
	private static final byte N = StateBins.NONE;

	/** a: running 0..10, blocked 10..30, running 30..40; b: from 20, runnable 20..25, running 25..40. */
	private static SimulatedRun handMade() {
		ThreadRun a = new ThreadRun(0, "a", 0, 40, List.of(interval(0, 10, ThreadState.RUNNING),
				interval(10, 30, ThreadState.BLOCKED), interval(30, 40, ThreadState.RUNNING)));
		ThreadRun b = new ThreadRun(1, "b", 20, 40,
				List.of(interval(20, 25, ThreadState.RUNNABLE), interval(25, 40, ThreadState.RUNNING)));
		return new SimulatedRun(SimulationModel.DIRECT, 1, 40, 0, 0, List.of(a, b), List.of());
	}

	private static StateInterval interval(double start, double end, ThreadState state) {
		return new StateInterval(start, end, state, state == ThreadState.RUNNING ? 0 : -1,
				state == ThreadState.BLOCKED ? "monitor 0x1" : "", -1);
	}

	@Test
	void eachBinHoldsTheStateWithTheMostTime() {
		byte[][] bins = StateBins.of(handMade(), 0, 2, 0, 40, 4);
		assertArrayEquals(new byte[] { R, B, B, R }, bins[0]);
		assertArrayEquals(new byte[] { N, N, R, R }, bins[1], "b starts at 20; in 20..30 it ran 5 of its 10");
		// 0..40 in 8 bins of 5: b is runnable in 20..25, then runs
		assertArrayEquals(new byte[] { N, N, N, N, Q, R, R, R }, StateBins.of(handMade(), 1, 1, 0, 40, 8)[0]);
		// a window: 5..15 in two bins, and one bin over the whole run (blocked 20 of 40, running 20: a tie)
		assertArrayEquals(new byte[] { R, B }, StateBins.of(handMade(), 0, 1, 5, 15, 2)[0]);
		assertArrayEquals(new byte[] { R }, StateBins.of(handMade(), 0, 1, 0, 40, 1)[0], "ties: the lower ordinal");
		// past the end of the list: fewer rows
		assertEquals(1, StateBins.of(handMade(), 1, 5, 0, 40, 4).length);
		assertThrows(IllegalArgumentException.class, () -> StateBins.of(handMade(), 0, 1, 10, 10, 4));
	}

	@Test
	void theIntervalAtATime() {
		ThreadRun a = handMade().threads().get(0);
		assertEquals(ThreadState.BLOCKED, StateBins.at(a, 10).state());
		assertEquals("monitor 0x1", StateBins.at(a, 29.9).object());
		assertEquals(ThreadState.RUNNING, StateBins.at(a, 0).state());
		assertNull(StateBins.at(a, 40));
		assertNull(StateBins.at(handMade().threads().get(1), 19));
	}

	@Test
	void twoThreadsOnOneProcessorTakeTurns() throws Exception {
		// two threads of 10 ms each on one processor with 3 ms slices: each waits for the processor half the time
		TraceBuilder t = new TraceBuilder();
		t.end(t.thread("a", -1), 10_000_000);
		t.end(t.thread("b", -1), 10_000_000);
		SimulatedRun run = new Simulator(t.build(), 0).run(MachineModel.ideal(1)
				.withScheduler(MachineModel.linuxServer().scheduler()), 1, SimulationModel.DIRECT, true);
		byte[][] bins = StateBins.of(run, 0, 2, 0, run.completionNanos(), 20);
		for (int thread = 0; thread < 2; thread++) {
			int running = 0;
			for (byte s : bins[thread]) {
				running += s == R ? 1 : 0;
				assertEquals(true, s == R || s == Q || s == N, "running or waiting for the processor");
			}
			assertEquals(10, running, 1, "half of the 20 bins of 20 ms");
		}
	}
}
