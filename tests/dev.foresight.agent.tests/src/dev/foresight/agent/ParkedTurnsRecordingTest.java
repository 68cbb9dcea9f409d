/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.agent.programs.ParkedTurns;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.StateInterval;
import dev.foresight.core.sim.ThreadState;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * {@code ParkedTurns} recorded on one CPU: turns handed over with park and unpark through a volatile field, which
 * follow one another on any number of processors. The replay must not overlap them where a thread found its turn
 * without parking (the other's unpark reached it while it ran).
 */
class ParkedTurnsRecordingTest {

	private static Trace trace;

	@BeforeAll
	static void record() throws Exception {
		trace = Recordings.trace(ParkedTurns.class.getName(), true);
	}

	@Test
	@DisplayName("each turn ends with an unpark of the other thread: 600 unparks")
	void unparksCounted() {
		long unparks = trace.streams().stream()
				.mapToLong(e -> IntStream.range(0, e.size()).filter(i -> e.kind(i) == EventKind.UNPARK).count()).sum();
		assertEquals(2 * ParkedTurns.TURNS, unparks);
	}

	@Test
	@DisplayName("two processors run the turns one at a time: under 20 % of the threads' running overlaps")
	void turnsDoNotOverlap() throws Exception {
		SimulatedRun run = new Simulator(trace).run(MachineModel.linuxServer(), 2, SimulationModel.DIRECT, true);
		List<StateInterval> a = running(run, "turn-0");
		List<StateInterval> b = running(run, "turn-1");
		double total = 0;
		for (StateInterval x : a) {
			total += x.end() - x.start();
		}
		// 300 turns of 0.2 ms each, and the parks' checks between them
		assertTrue(total > 0.9 * ParkedTurns.TURNS * ParkedTurns.TURN_NANOS, "turn-0 ran " + total + " ns");
		double overlap = 0;
		for (int i = 0, j = 0; i < a.size() && j < b.size();) {
			StateInterval x = a.get(i);
			StateInterval y = b.get(j);
			overlap += Math.max(0, Math.min(x.end(), y.end()) - Math.max(x.start(), y.start()));
			if (x.end() < y.end()) {
				i++;
			} else {
				j++;
			}
		}
		// a thread's check before it parks (10 to 50 us) runs beside the other's turn, as in the program: about a tenth
		// of the running time overlaps; turns replayed side by side overlapped by more than half (before the unparks
		// that found their thread running were replayed)
		assertTrue(overlap < 0.2 * total, "overlap " + overlap + " of " + total + " ns");
	}

	private static List<StateInterval> running(SimulatedRun run, String thread) {
		return run.threads().stream().filter(t -> t.name().equals(thread)).findFirst().orElseThrow().intervals()
				.stream().filter(x -> x.state() == ThreadState.RUNNING).toList();
	}
}
