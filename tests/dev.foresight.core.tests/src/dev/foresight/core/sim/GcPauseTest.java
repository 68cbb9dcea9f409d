/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static dev.foresight.core.sim.JvmProperties.GC_PAUSE_PROPERTY;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;

/**
 * The recorded run's stop-the-world collection time is serial time in every simulated run, as far as the program's
 * own allocation accounts for it ({@link CollectorPauses}).
 */
class GcPauseTest {

	/** Two independent threads of 10 ms each, with the given header properties. */
	private static Trace twoThreads(Map<String, String> properties) {
		return twoThreads(properties, 1);
	}

	/** Two independent threads of {@code scale} x 10 ms each, with the given header properties. */
	static Trace twoThreads(Map<String, String> properties, long scale) {
		TraceBuilder b = new TraceBuilder();
		for (String name : new String[] { "a", "b" }) {
			int t = b.thread(name, -1);
			b.event(t, EventKind.NOTIFY, -1, 4_000_000 * scale, 0, 0);
			b.end(t, 6_000_000 * scale);
		}
		Trace plain = b.build();
		return new Trace(plain.header().withProperties(properties), plain.streams());
	}

	/** The completion of {@code trace} on {@code cpus} processors of an ideal machine, Direct model. */
	static double time(Trace trace, int cpus) throws Exception {
		return new Simulator(trace).run(MachineModel.ideal(2), cpus, SimulationModel.DIRECT, false)
				.completionNanos();
	}

	@Test
	@DisplayName("5 ms of pauses lengthen 20 ms on one processor to 25 and 10 ms on two to 15: speedup 1.67, not 2")
	void pausesAreSerial() throws Exception {
		Trace none = twoThreads(Map.of());
		Trace paused = twoThreads(Map.of(GC_PAUSE_PROPERTY, "5"));
		assertEquals(20_000_000, time(none, 1), 1e-6);
		assertEquals(10_000_000, time(none, 2), 1e-6);
		assertEquals(25_000_000, time(paused, 1), 1e-6);
		assertEquals(15_000_000, time(paused, 2), 1e-6);
	}

	@Test
	void unreadableValuesCountAsNoPause() {
		assertEquals(0, CollectorPauses.recordedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "soon")).header()));
		assertEquals(0, CollectorPauses.recordedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "-3")).header()));
		assertEquals(2_500_000, CollectorPauses.recordedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "2.5")).header()));
		// found by fuzzing: these added 9,223,372,036,854.8 ms to every predicted run
		for (String v : new String[] { "Infinity", "1e400", "NaN", "9223372036854775807" }) {
			assertEquals(0, CollectorPauses.recordedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, v)).header()), v);
		}
	}

	/** {@link #twoThreads} with a 12 ms pause of {@code count} collections and the given allocation figures (MB). */
	private static Trace allocating(long count, long totalMb, long recorderMb, long edenMb) {
		Map<String, String> p = new java.util.HashMap<>(Map.of(GC_PAUSE_PROPERTY, "12",
				CollectorPauses.COUNT_PROPERTY, String.valueOf(count),
				CollectorPauses.ALLOCATED_PROPERTY, String.valueOf(totalMb << 20),
				CollectorPauses.RECORDER_ALLOCATED_PROPERTY, String.valueOf(recorderMb << 20)));
		if (edenMb > 0) {
			p.put(CollectorPauses.EDEN_PROPERTY, String.valueOf(edenMb << 20));
		}
		return twoThreads(p);
	}

	@Test
	@DisplayName("a collection the recorder's allocation caused is not replayed: 100 MB allocated, 21 the recorder's, "
			+ "a 101 MB eden")
	void aCollectionOfTheRecordersAllocationIsLeftOut() throws Exception {
		// the recording of 30,000 virtual threads (docs/accuracy.md): the program alone never fills the eden
		Trace t = allocating(1, 100, 21, 101);
		assertEquals(0, CollectorPauses.replayedNanos(t.header()));
		assertEquals(20_000_000, time(t, 1), 1e-6);
		assertEquals(10_000_000, time(t, 2), 1e-6);
		assertEquals(12_000_000, CollectorPauses.recordedNanos(t.header()), "the recorded pauses stay readable");
	}

	@Test
	@DisplayName("of 10 collections of a 100 MB eden, the program's 900 MB of 1000 account for 9: 10.8 of 12 ms")
	void thePausesScaleWithTheProgramsCollections() throws Exception {
		Trace t = allocating(10, 1000, 100, 100);
		assertEquals(10_800_000, CollectorPauses.replayedNanos(t.header()));
		assertEquals(30_800_000, time(t, 1), 1e-6);
		// a program that allocated just under 9 edens makes 8
		assertEquals(9_600_000, CollectorPauses.replayedNanos(allocating(10, 1000, 101, 100).header()));
	}

	@Test
	@DisplayName("an eden that grew during the run counts as the run's allocation over its collections, "
			+ "if that is less")
	void aGrownEdenCountsAsTheAverage() {
		// G1: 5 collections in 660 MB, 300 MB of eden at the end; 132 MB between two, the program's 460 fill it 3 times
		assertEquals(7_200_000, CollectorPauses.replayedNanos(allocating(5, 660, 200, 300).header()));
	}

	@Test
	@DisplayName("without the eden's size, the allocation between collections is the run's over its collections")
	void withoutTheEdenTheCollectionsBoundIt() {
		// 4 collections of 400 MB: at most 100 MB between two; the program's 250 MB fill it twice
		assertEquals(6_000_000, CollectorPauses.replayedNanos(allocating(4, 400, 150, 0).header()));
		assertEquals(0, CollectorPauses.replayedNanos(allocating(4, 400, 400, 0).header()));
		assertEquals(0, CollectorPauses.replayedNanos(allocating(4, 400, 500, 0).header()), "more than the run's");
	}

	@Test
	@DisplayName("a trace without the recorder's allocation, or with unreadable figures, replays every pause")
	void withoutTheFiguresEveryPauseIsReplayed() {
		assertEquals(12_000_000, CollectorPauses.replayedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "12",
				CollectorPauses.COUNT_PROPERTY, "3", CollectorPauses.ALLOCATED_PROPERTY, "1000")).header()));
		assertEquals(12_000_000, CollectorPauses.replayedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "12",
				CollectorPauses.COUNT_PROPERTY, "many", CollectorPauses.ALLOCATED_PROPERTY, "1000",
				CollectorPauses.RECORDER_ALLOCATED_PROPERTY, "10")).header()));
		assertEquals(12_000_000, CollectorPauses.replayedNanos(twoThreads(Map.of(GC_PAUSE_PROPERTY, "12",
				CollectorPauses.COUNT_PROPERTY, "0", CollectorPauses.ALLOCATED_PROPERTY, "1000",
				CollectorPauses.RECORDER_ALLOCATED_PROPERTY, "10")).header()), "no count: nothing to divide");
	}
}
