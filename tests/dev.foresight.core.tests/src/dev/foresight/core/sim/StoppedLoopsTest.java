/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A loop paced by time that another thread stops: a beat thread waits 2,000 ns (a sleep, or a timed wait on a monitor
 * that runs out) and computes 100 ns, ten rounds, until main, after 10,000 ns of work, interrupts or notifies it.
 * Recorded on one processor the loop ran its ten rounds; on two, the Direct model goes from the round under way at
 * 10,000 ns to the loop's last wait, which the stop ended, as the program does.
 */
class StoppedLoopsTest {

	private static final long MONITOR = 7;
	private static final long LATCH = 8;

	@Test
	@DisplayName("a sleeping loop that an interrupt stops ends with the interrupt")
	void anInterruptedSleepLoopEndsWithTheInterrupt() throws Exception {
		assertEquals(10_000, run(sleeper(-1), SimulationModel.DIRECT), 1e-9);
		// rounds that count down a latch the first round's countdown opened change nothing another thread sees
		assertEquals(10_000, run(sleeper(0), SimulationModel.DIRECT), 1e-9);
	}

	@Test
	@DisplayName("a loop of timed waits that a notify stops ends with the notify")
	void aNotifiedWaitLoopEndsWithTheNotify() throws Exception {
		assertEquals(10_000, run(waiter(), SimulationModel.DIRECT), 1e-9);
	}

	@Test
	@DisplayName("a loop whose rounds another thread waits for, and the other models, replay every round")
	void loopsOthersWaitForAndOtherModelsReplayEveryRound() throws Exception {
		// ten rounds of 2,100 ns, then the last wait, whose interrupt came long before
		assertEquals(21_000, run(sleeper(9), SimulationModel.DIRECT), 1e-9);
		for (SimulationModel m : new SimulationModel[] { SimulationModel.CLIENT_SERVER,
				SimulationModel.STRICT_SEQUENCE }) {
			assertEquals(21_000, run(sleeper(-1), m), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("a sleeping loop that its joiner stops through a flag ends after the sleep under way at the join")
	void aFlagsLoopEndsAfterTheSleepUnderWayAtTheJoin() throws Exception {
		// main joins at 10,000 ns, in the beat's fifth sleep (8,400 to 10,400), after which it computes 100 ns and ends
		assertEquals(10_500, run(flagged(18_950), SimulationModel.DIRECT), 1e-9);
		// where main began its join in the recording before the loop's last sleep began, the loop ran a count of its
		// own: every round replays
		assertEquals(21_000, run(flagged(500), SimulationModel.DIRECT), 1e-9);
	}

	@Test
	@DisplayName("the analyses' graph gives a stopped loop's waits no time")
	void theAnalysesGiveAStoppedLoopsWaitsNoTime() {
		// the beat's rounds run back to back (900 ns) and its last sleep waits for main's interrupt at 10,000 ns
		assertEquals(10_000, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(sleeper(-1))).completion(), 1e-9);
		assertEquals(10_000, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(waiter())).completion(), 1e-9);
		// rounds another thread waits for keep their waits
		assertEquals(21_000, FluidSimulator.oneProcessorPerThread(TraceGraphs.of(sleeper(9))).completion(), 1e-9);
	}

	private static double run(Trace t, SimulationModel m) throws Exception {
		try (Simulator sim = new Simulator(t)) {
			return sim.run(MachineModel.ideal(2), 2, m, false).completionNanos();
		}
	}

	/**
	 * The sleeping beat; with {@code opening} at 0 or more, each round counts down a latch, which that round's
	 * countdown opens for a third thread's await.
	 */
	private static Trace sleeper(int opening) {
		boolean counting = opening >= 0;
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int beat = b.thread("beat", -1);
		int interrupt = b.event(main, EventKind.INTERRUPT, 900, 10_000, beat, 0);
		b.end(main, 0);
		int countdown = -1;
		for (int k = 0; k < 10; k++) {
			b.event(beat, EventKind.SLEEP, -1, k == 0 ? 0 : 100, 2_000, 0);
			if (counting) {
				int c = b.event(beat, EventKind.LATCH_COUNTDOWN, LATCH, 0, 0, 0);
				countdown = k == opening ? c : countdown;
			}
		}
		int last = b.event(beat, EventKind.SLEEP, -1, 100, 2_000, Event.FAILED);
		b.link(beat, last, main, interrupt);
		b.end(beat, 0);
		if (counting) {
			int listener = b.thread("listener", -1);
			int await = b.event(listener, EventKind.LATCH_AWAIT, LATCH, 0, 0, 0);
			b.link(listener, await, beat, countdown);
			b.end(listener, 0);
		}
		return b.build();
	}

	/**
	 * The sleeping beat, ended by a flag that main sets before it joins the beat; main computed 10,000 ns, recorded
	 * as ending at {@code joinedAt} (its join began then).
	 */
	private static Trace flagged(long joinedAt) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int beat = b.thread("beat", -1);
		for (int k = 0; k < 10; k++) {
			b.pass(2_000);
			b.event(beat, EventKind.SLEEP, -1, k == 0 ? 0 : 100, 2_000, 0);
		}
		int end = b.end(beat, 100);
		int work = b.event(main, EventKind.YIELD, -1, 10_000, 0, 0);
		b.wall(main, work, joinedAt);
		b.join(main, beat, end, 0);
		b.end(main, 0);
		return b.build();
	}

	/** The beat waiting on a monitor, which it leaves to compute; main takes it to notify. */
	private static Trace waiter() {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int beat = b.thread("beat", -1);
		b.event(main, EventKind.MONITOR_ENTER, MONITOR, 10_000, 0, 0);
		int notify = b.event(main, EventKind.NOTIFY, MONITOR, 0, 0, 0);
		b.event(main, EventKind.MONITOR_EXIT, MONITOR, 0, 0, 0);
		b.end(main, 0);
		b.event(beat, EventKind.MONITOR_ENTER, MONITOR, 0, 0, 0);
		for (int k = 0; k < 10; k++) {
			b.event(beat, EventKind.WAIT, MONITOR, 0, 2_000, Event.TIMED_OUT);
			b.event(beat, EventKind.MONITOR_EXIT, MONITOR, 0, 0, 0);
			b.event(beat, EventKind.MONITOR_ENTER, MONITOR, 100, 0, 0);
		}
		int last = b.event(beat, EventKind.WAIT, MONITOR, 0, 2_000, 0);
		b.link(beat, last, main, notify);
		b.event(beat, EventKind.MONITOR_EXIT, MONITOR, 0, 0, 0);
		b.end(beat, 0);
		return b.build();
	}
}
