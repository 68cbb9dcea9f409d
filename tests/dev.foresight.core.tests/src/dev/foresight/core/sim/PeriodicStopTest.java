/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * A periodic task that the program stops ({@code future_complete} flagged {@link Event#CANCELLED}): the Direct model
 * begins none of its recorded runs after the stop (as the executor begins none), where they may go without another
 * thread missing an event of theirs. A pool thread runs task 7 every 2,100 ns, ten runs of 100 ns, each submitting
 * the next with a delay of 2,000 ns; main computes 10,000 ns and stops the task.
 */
class PeriodicStopTest {

	private static final long TASK = 7;
	private static final long QUEUE = 8;

	@Test
	@DisplayName("the runs after the stop are left out, and the thread held back for the next is let go at the stop")
	void runsAfterTheStopAreLeftOut() throws Exception {
		Trace t = periodic(-1);
		assertEquals(10_000, run(t, SimulationModel.DIRECT), 1e-9);
		// without the stop every recorded run replays: the last begins at 9 x 2,100 and ends 100 later
		assertEquals(19_000, run(withoutStop(), SimulationModel.DIRECT), 1e-9);
	}

	@Test
	@DisplayName("a run that another thread waits for an event of still runs, at its time, and the runs after it go")
	void aRunAnotherThreadWaitsForStillRuns() throws Exception {
		// run 7 puts an item that a consumer takes: runs 5 and 6 go, run 7 begins when due after the last run kept
		// (run 4's submit: 10,500), puts at 10,600, and runs 8 and 9 go
		assertEquals(10_600, run(periodic(7), SimulationModel.DIRECT), 1e-9);
	}

	@Test
	@DisplayName("the models that follow the recorded order replay every run")
	void otherModelsReplayEveryRun() throws Exception {
		for (SimulationModel m : new SimulationModel[] { SimulationModel.CLIENT_SERVER, SimulationModel.STRICT_SEQUENCE }) {
			assertEquals(19_000, run(periodic(-1), m), 1e-9, m.wireName());
		}
	}

	private static double run(Trace t, SimulationModel m) throws Exception {
		try (Simulator sim = new Simulator(t)) {
			return sim.run(MachineModel.ideal(2), 2, m, false).completionNanos();
		}
	}

	/** The program, with run {@code putIn} (-1: none) putting an item that a third thread takes. */
	private static Trace periodic(int putIn) {
		return build(putIn, Event.CANCELLED);
	}

	private static Trace withoutStop() {
		return build(-1, 0);
	}

	private static Trace build(int putIn, int stopFlags) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int pool = b.thread("pool", -1);
		int submit = b.event(main, EventKind.TASK_SUBMIT, TASK, 0, 0, 0);
		b.event(main, EventKind.FUTURE_COMPLETE, TASK, 10_000, 0, stopFlags);
		b.end(main, 0);
		int put = -1;
		for (int k = 0; k < 10; k++) {
			int begin = b.event(pool, EventKind.TASK_BEGIN, TASK, 0, 0, 0);
			b.link(pool, begin, k == 0 ? main : pool, submit);
			if (k == putIn) {
				put = b.event(pool, EventKind.QUEUE_PUT, QUEUE, 100, 0, 0);
				b.event(pool, EventKind.TASK_END, TASK, 0, 0, 0);
			} else {
				b.event(pool, EventKind.TASK_END, TASK, 100, 0, 0);
			}
			submit = b.event(pool, EventKind.TASK_SUBMIT, TASK, 0, 2_000, 0);
		}
		b.end(pool, 0);
		if (put >= 0) {
			int consumer = b.thread("consumer", -1);
			int take = b.event(consumer, EventKind.QUEUE_TAKE, QUEUE, 0, 0, 0);
			b.link(consumer, take, pool, put);
			b.end(consumer, 0);
		}
		return b.build();
	}
}
