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
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;

/**
 * Waits that an interrupt ended, linked to the {@code interrupt} that ended them (issue 4: "waits that depend on
 * state the trace does not hold follow the recorded wake dependencies"): the replay ends each when the interrupting
 * thread's interrupt has run, under every model, whatever the recording waited; one without its link keeps the
 * recorded wait. In each trace the interrupter computes 300 ns and interrupts; the recording waited 1,000 ns (a
 * loaded machine); the interrupted thread then computes 100 ns.
 */
class InterruptedWaitTest {

	private static final long BEFORE = 300, RECORDED_WAIT = 1_000, AFTER = 100;
	private static final long MONITOR = 7, LOCK = 8, CONDITION = 9, OBJECT = 5;

	/** A kind, its flags and argument as the recorder writes them for a wait that an interrupt ended. */
	private record Interrupted(EventKind kind, int flags, long arg) {
	}

	private static final List<Interrupted> KINDS = List.of(
			new Interrupted(EventKind.SLEEP, Event.FAILED, RECORDED_WAIT),
			new Interrupted(EventKind.JOIN, Event.FAILED | Event.TIMED_OUT, 0),
			new Interrupted(EventKind.PARK, Event.FAILED | Event.TIMED_OUT, RECORDED_WAIT),
			new Interrupted(EventKind.QUEUE_TAKE, Event.FAILED | Event.TIMED_OUT, RECORDED_WAIT),
			new Interrupted(EventKind.QUEUE_PUT, Event.FAILED | Event.TIMED_OUT, 1),
			new Interrupted(EventKind.SEMAPHORE_ACQUIRE, Event.FAILED | Event.TIMED_OUT, 1),
			new Interrupted(EventKind.LATCH_AWAIT, Event.TIMED_OUT, RECORDED_WAIT),
			new Interrupted(EventKind.BARRIER_AWAIT, Event.TIMED_OUT, 2),
			new Interrupted(EventKind.FUTURE_GET, Event.TIMED_OUT, RECORDED_WAIT),
			new Interrupted(EventKind.TRY_LOCK, Event.FAILED | Event.TIMED_OUT, 0));

	/** Interrupter (thread 0) and interrupted thread (1), the wait of {@code w} linked to the interrupt or not. */
	private static Trace trace(Interrupted w, boolean linked) {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int waiter = b.thread("waiter", main);
		b.start(main, waiter, 0);
		int interrupt = b.event(main, EventKind.INTERRUPT, 900, BEFORE, waiter, 0);
		b.pass(RECORDED_WAIT - BEFORE);
		long object = w.kind == EventKind.JOIN ? main : w.kind == EventKind.TRY_LOCK ? LOCK : OBJECT;
		int i = b.event(waiter, w.kind, object, 0, w.arg, w.flags);
		if (linked) {
			b.link(waiter, i, main, interrupt);
		}
		b.end(waiter, AFTER);
		b.end(main, 0);
		return b.build();
	}

	/**
	 * A wait or await, which takes its monitor or lock back: the interrupter holds it from 250 ns to 350 ns, so the
	 * interrupted thread goes on at 350 ns.
	 */
	private static Trace monitorTrace(EventKind kind, boolean linked) {
		boolean monitor = kind == EventKind.WAIT;
		EventKind enter = monitor ? EventKind.MONITOR_ENTER : EventKind.LOCK;
		EventKind exit = monitor ? EventKind.MONITOR_EXIT : EventKind.UNLOCK;
		long lock = monitor ? MONITOR : LOCK;
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int waiter = b.thread("waiter", main);
		b.start(main, waiter, 0);
		b.event(waiter, enter, lock, 0, 0, 0);
		b.event(main, enter, lock, 250, 0, 0);
		int interrupt = b.event(main, EventKind.INTERRUPT, 900, 50, waiter, 0);
		b.event(main, exit, lock, 50, 0, 0);
		b.pass(RECORDED_WAIT - BEFORE);
		int i = b.event(waiter, kind, monitor ? lock : CONDITION, 0, RECORDED_WAIT, Event.TIMED_OUT | Event.FAILED);
		if (linked) {
			b.link(waiter, i, main, interrupt);
		}
		b.event(waiter, exit, lock, AFTER, 0, 0);
		b.end(waiter, 0);
		b.end(main, 0);
		return b.build();
	}

	/** A trace of each kind of wait that an interrupt ended, linked (the stream tests replay them too). */
	static List<Trace> traces() {
		List<Trace> out = new java.util.ArrayList<>();
		for (Interrupted w : KINDS) {
			out.add(trace(w, true));
		}
		out.add(monitorTrace(EventKind.WAIT, true));
		out.add(monitorTrace(EventKind.CONDITION_AWAIT, true));
		return out;
	}

	private static double waiterEnd(Trace t, SimulationModel model) throws Exception {
		assertEquals(List.of(), TraceChecker.check(t));
		return new Simulator(t).run(MachineModel.ideal(2), 2, model, false).threads().get(1).end();
	}

	@Test
	@DisplayName("every interrupted wait ends at its interrupt (300 ns), not after the 1,000 ns it waited, "
			+ "in every model")
	void endsAtTheInterrupt() throws Exception {
		for (Interrupted w : KINDS) {
			for (SimulationModel model : SimulationModel.values()) {
				assertEquals(BEFORE + AFTER, waiterEnd(trace(w, true), model), 1e-9, w.kind + " " + model);
			}
		}
	}

	@Test
	@DisplayName("without its link (an interrupt the JDK made) the wait keeps its recorded length")
	void unlinkedKeepsTheRecordedWait() throws Exception {
		for (Interrupted w : KINDS) {
			// the argument where it is the time waited, else the wall time since the thread's previous event
			assertEquals(RECORDED_WAIT + AFTER, waiterEnd(trace(w, false), SimulationModel.DIRECT), 1e-9,
					w.kind.wireName());
		}
	}

	@Test
	@DisplayName("an interrupted wait or await ends at the interrupt and takes its monitor or lock back when free")
	void takesTheLockBack() throws Exception {
		for (EventKind kind : List.of(EventKind.WAIT, EventKind.CONDITION_AWAIT)) {
			for (SimulationModel model : SimulationModel.values()) {
				// interrupted at 300 ns, the lock free at 350 ns, then 100 ns inside
				assertEquals(350 + AFTER, waiterEnd(monitorTrace(kind, true), model), 1e-9, kind + " " + model);
			}
			// unlinked: the recorded 1,000 ns from the wait's start at 0, then 100 ns
			assertEquals(RECORDED_WAIT + AFTER, waiterEnd(monitorTrace(kind, false), SimulationModel.DIRECT), 1e-9,
					kind.wireName());
		}
	}

	@Test
	@DisplayName("a thread that interrupts itself: its next sleep ends at once")
	void selfInterrupt() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("main", -1);
		int interrupt = b.event(t, EventKind.INTERRUPT, 900, 10, t, 0);
		int sleep = b.event(t, EventKind.SLEEP, -1, 20, 0, Event.FAILED);
		b.link(t, sleep, t, interrupt);
		b.end(t, 5);
		Trace trace = b.build();
		assertEquals(List.of(), TraceChecker.check(trace));
		for (SimulationModel model : SimulationModel.values()) {
			assertEquals(35, new Simulator(trace).run(MachineModel.ideal(1), 1, model, false).completionNanos(), 1e-9,
					model.wireName());
		}
	}
}
