/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.TakingTurns;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * A recording pinned to one CPU ({@code record --pin-one-cpu}, as VPPB recorded) charges each event the CPU time its
 * thread used since its previous one, not the wall time, where another thread took a turn in between: issue 3, "the
 * thread's CPU time consumed since its previous event". {@code TakingTurns}: on one CPU main, woken by the other
 * thread's exchange, computes its whole turn before the other thread leaves that exchange.
 */
class PinnedCpuRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		trace = Recordings.trace("dev.foresight.agent.programs.TakingTurns", true);
	}

	@Test
	@DisplayName("a recording on one CPU says that it reads the CPU clock of a preempted thread")
	void statesTheReading() {
		assertEquals("read", trace.header().properties().get("recorder.preemption.cpu"));
	}

	@Test
	@DisplayName("each of the other thread's turns is charged its own CPU time, not main's turn beside it")
	void chargesEachTurnItsCpuTime() {
		ThreadEvents other = trace.thread(trace.header().threads().stream().filter(t -> t.name().equals("other"))
				.findFirst().orElseThrow().id());
		long[] turns = new long[TakingTurns.TURNS];
		int n = 0;
		for (int i = 0; i < other.size(); i++) {
			if (other.kind(i) == EventKind.BARRIER_AWAIT) {
				turns[n++] = other.cpuNanos(i);
			}
		}
		assertEquals(TakingTurns.TURNS, n);
		// the first turns run while the JIT compiles the program and the hooks; with wall time as the estimate the
		// turns were charged about 550 and 50 us in alternation (main's turn in every other one), and not one near the
		// median
		long[] later = Arrays.copyOfRange(turns, 100, n);
		long median = Arrays.stream(later).sorted().toArray()[later.length / 2];
		long near = Arrays.stream(later).filter(c -> Math.abs(c - median) < median * 0.3).count();
		assertTrue(near >= 0.85 * later.length, near + " of " + later.length + " near " + median + ": "
				+ Arrays.toString(later));
	}

	@Test
	@DisplayName("replayed on two processors, the turns overlap: the speedup of the recorded program")
	void replayOverlapsTheTurns() throws Exception {
		Simulator sim = new Simulator(TraceSurgery.withoutCompilers(trace));
		double one = sim.run(MachineModel.linuxServer(), 1, SimulationModel.DIRECT, false).completionMillis();
		double two = sim.run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, false).completionMillis();
		// 550 us a turn on one processor, 300 on two: 1.83; about 1.4 with the turns charged in alternation
		assertTrue(one / two > 1.65, one + " / " + two + " ms");
	}
}
