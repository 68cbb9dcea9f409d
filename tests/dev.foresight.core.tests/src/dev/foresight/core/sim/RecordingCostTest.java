/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/** The recorder's cost per event by kind: its list form, and the simulator taking it off by the kind of event. */
class RecordingCostTest {

	@Test
	void bareNumberAppliesToEveryKindAndKindEntriesOverride() {
		RecordingCost c = RecordingCost.parse("120, queue_put=260,queue_take=250");
		assertEquals(120, c.of(EventKind.MONITOR_ENTER));
		assertEquals(120, c.of(EventKind.PARK));
		assertEquals(260, c.of(EventKind.QUEUE_PUT));
		assertEquals(250, c.of(EventKind.QUEUE_TAKE));
		assertEquals("120,queue_put=260,queue_take=250", c.toString());
		assertEquals(c, RecordingCost.parse(c.toString()));
		assertEquals(RecordingCost.uniform(0), RecordingCost.parse("0"));
	}

	@Test
	@DisplayName("compilation=NS is the recorder's own JIT compilation, kept apart from the costs per event")
	void compilationIsAnEntryOfItsOwn() {
		RecordingCost c = RecordingCost.parse("compilation=5000000,120,lock=80");
		assertEquals(5_000_000, c.compilationNanos());
		assertEquals(120, c.of(EventKind.THREAD_END));
		assertEquals(80, c.of(EventKind.LOCK));
		assertEquals("120,lock=80,compilation=5000000", c.toString());
		assertEquals(c, RecordingCost.parse(c.toString()));
		assertEquals(0, RecordingCost.parse("120").compilationNanos());
		assertTrue(assertThrows(IllegalArgumentException.class, () -> RecordingCost.parse("compilation=-1"))
				.getMessage().contains("must not be negative"));
	}

	@Test
	@DisplayName("clock=NS is the recorder's second clock reading, kept apart from the costs per event")
	void clockIsAnEntryOfItsOwn() {
		RecordingCost c = RecordingCost.parse("clock=28,120,monitor_enter=37");
		assertEquals(28, c.clockNanos());
		assertEquals(37, c.of(EventKind.MONITOR_ENTER));
		assertEquals("120,monitor_enter=37,clock=28", c.toString());
		assertEquals(c, RecordingCost.parse(c.toString()));
		assertEquals(0, RecordingCost.parse("120").clockNanos());
		assertTrue(assertThrows(IllegalArgumentException.class, () -> RecordingCost.parse("clock=-3"))
				.getMessage().contains("must not be negative"));
	}

	@Test
	@DisplayName("a monitor entry flagged timed_after loses the clock's cost too: 2 flagged and 2 plain entries")
	void flaggedEntriesLoseTheClocksCost() throws Exception {
		// seed-broberg.md 2: the recording's CPU times are the program's; what the recorder added is taken off, here
		// a second clock reading the recorder took for the entries of an inflated monitor only
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		for (int k = 0; k < 4; k++) {
			b.event(t, EventKind.MONITOR_ENTER, 9, 100, 0, k < 2 ? Event.TIMED_AFTER : 0);
			b.event(t, EventKind.MONITOR_EXIT, 9, 100, 0, 0);
		}
		b.end(t, 0);
		Trace trace = b.build();
		MachineModel one = MachineModel.ideal(1);
		double time = new Simulator(trace, RecordingCost.parse("0,monitor_enter=30,monitor_exit=30,clock=25"))
				.run(one, 1, SimulationModel.DIRECT, false).completionNanos();
		assertEquals(8 * (100 - 30) - 2 * 25, time, 1e-9);
		// without the clock entry the flag changes nothing
		assertEquals(8 * 70, new Simulator(trace, RecordingCost.parse("0,monitor_enter=30,monitor_exit=30"))
				.run(one, 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
	}

	@Test
	void badEntriesAreNamed() {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
				() -> RecordingCost.parse("100,queue=3"));
		assertTrue(e.getMessage().contains("'queue' in '100,queue=3' is not an event kind"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> RecordingCost.parse("lots"));
		assertTrue(e.getMessage().contains("'lots' is not a number"), e.getMessage());
		e = assertThrows(IllegalArgumentException.class, () -> RecordingCost.parse("park=-5"));
		assertTrue(e.getMessage().contains("must not be negative"), e.getMessage());
	}

	@Test
	@DisplayName("each event loses its own kind's cost: 4 notifies of 100 ns less 30, 4 unparks of 100 ns less 70")
	void simulatorTakesTheCostOfEachEventsKind() throws Exception {
		Trace trace = notifiesAndUnparks();
		RecordingCost cost = RecordingCost.parse("30,unpark=70");
		double time = new Simulator(trace, cost).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false)
				.completionNanos();
		// 4 x (100 - 30) + 4 x (100 - 70) + the end's 20 less 30, never below zero
		assertEquals(4 * 70 + 4 * 30, time, 1e-9);
		// one figure for all kinds gives another time: the kinds matter
		assertEquals(8 * 50, new Simulator(trace, 50).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("an event below its cost leaves the rest to its thread's next events: 10 + 300 + 200 less 3 x 100")
	void costAnEventCannotPayIsTakenOffTheNextEvents() throws Exception {
		// the recorder reads the CPU clock now and then and hands out estimates in between: the times of single
		// events are uneven, their sum per thread is right
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		b.event(t, EventKind.LOCK, 9, 10, 0, 0);
		b.event(t, EventKind.UNLOCK, 9, 300, 0, 0);
		b.end(t, 200);
		SimulatedRun r = new Simulator(b.build(), 100).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, true);
		assertEquals(210, r.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("the recorder's own statement in the trace is taken off by default; a trace without one loses nothing")
	void recordedCostIsTheDefault() throws Exception {
		Trace plain = notifiesAndUnparks();
		Trace stated = withProperty(plain, RecordingCost.PROPERTY, "30,unpark=70");
		assertEquals(RecordingCost.parse("30,unpark=70"), RecordingCost.recorded(stated.header()));
		assertEquals(RecordingCost.NONE, RecordingCost.recorded(plain.header()));
		// a malformed statement is not the user's input: it is ignored rather than failing every prediction
		assertEquals(RecordingCost.NONE,
				RecordingCost.recorded(withProperty(plain, RecordingCost.PROPERTY, "lots").header()));
		MachineModel one = MachineModel.ideal(1);
		assertEquals(4 * 70 + 4 * 30,
				new Simulator(stated).run(one, 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		assertEquals(820, new Simulator(plain).run(one, 1, SimulationModel.DIRECT, false).completionNanos(), 1e-9);
		// an explicit cost wins over the statement
		assertEquals(820, new Simulator(stated, RecordingCost.NONE).run(one, 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
	}

	/** One thread: 4 notifies and 4 unparks of 100 ns each, then its end after 20 ns. */
	private static Trace notifiesAndUnparks() {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		for (int k = 0; k < 4; k++) {
			b.event(t, EventKind.NOTIFY, -1, 100, 0, 0);
			b.event(t, EventKind.UNPARK, -1, 100, 0, 0);
		}
		b.end(t, 20);
		return b.build();
	}

	private static Trace withProperty(Trace t, String key, String value) {
		TraceHeader h = t.header();
		Map<String, String> p = new HashMap<>(h.properties());
		p.put(key, value);
		return new Trace(h.withProperties(p), t.streams());
	}

	@Test
	@DisplayName("the recorder's cost of a trace's events: each kind's count times its cost")
	void costOfEvents() {
		RecordingCost c = RecordingCost.parse("100,monitor_enter=40,monitor_exit=40,clock=30,compilation=9000");
		assertEquals(2 * 40 + 3 * 40 + 5 * 100, c.eventsNanos(java.util.Map.of(EventKind.MONITOR_ENTER, 2L,
				EventKind.MONITOR_EXIT, 3L, EventKind.PARK, 5L)), 0);
		assertEquals(0, RecordingCost.NONE.eventsNanos(java.util.Map.of(EventKind.PARK, 5L)), 0);
	}
}
