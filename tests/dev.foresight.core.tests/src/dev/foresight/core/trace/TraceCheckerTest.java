/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** The consistency checker finds each kind of problem and nothing in a consistent trace. */
class TraceCheckerTest {

	private static Trace trace(ThreadEvents.Builder... streams) {
		List<ThreadInfo> threads = new java.util.ArrayList<>();
		List<ThreadEvents> built = new java.util.ArrayList<>();
		for (int i = 0; i < streams.length; i++) {
			threads.add(new ThreadInfo(i, "t" + i, -1, -1, false));
			built.add(streams[i].build());
		}
		return new Trace(new TraceHeader(1, "", "", 1, 0, threads, List.of(), Map.of()), built);
	}

	private static List<String> codes(Trace t) {
		return TraceChecker.check(t).stream().map(TraceProblem::code).toList();
	}

	@Test
	void consistentTraceHasNoProblems() {
		assertEquals(List.of(), TraceChecker.check(SampleTraces.createJoin()));
	}

	@Test
	void monitorHeldAtThreadEnd() {
		ThreadEvents.Builder b = ThreadEvents.builder(0);
		b.add(EventKind.MONITOR_ENTER, 5, -1, 0, 1, 0, 0);
		b.add(EventKind.THREAD_END, 1, -1, 0, 2, 0, 0);
		assertEquals(List.of("unreleased"), codes(trace(b)));
	}

	@Test
	void exitWithoutEnter() {
		ThreadEvents.Builder b = ThreadEvents.builder(0);
		b.add(EventKind.MONITOR_EXIT, 5, -1, 0, 1, 0, 0);
		assertEquals(List.of("release-without-acquire"), codes(trace(b)));
	}

	@Test
	void lockNeverUnlockedButFailedTryLockIsFine() {
		ThreadEvents.Builder b = ThreadEvents.builder(0);
		b.add(EventKind.TRY_LOCK, 6, -1, 0, 1, 0, Event.FAILED);
		b.add(EventKind.LOCK, 7, -1, 0, 2, 0, 0);
		assertEquals(List.of("unreleased"), codes(trace(b)));
	}

	@Test
	void negativeCpuAndBackwardsWall() {
		ThreadEvents.Builder b = ThreadEvents.builder(0);
		b.add(EventKind.YIELD, -1, -1, -5, 10, 0, 0);
		b.add(EventKind.YIELD, -1, -1, 0, 9, 0, 0);
		assertEquals(List.of("negative-cpu", "wall-backwards"), codes(trace(b)));
	}

	@Test
	void wakeLinksMustPointToAnEarlierReleaserOfTheRightKind() {
		ThreadEvents.Builder a = ThreadEvents.builder(0);
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		a.add(EventKind.UNPARK, 1, -1, 0, 50, 1, 0);
		a.add(EventKind.NOTIFY, 1, -1, 0, 60, 1, 0);
		b.add(EventKind.PARK, -1, -1, 0, 40, 0, 0, 0, 0);
		b.add(EventKind.PARK, -1, -1, 0, 70, 0, 0, 0, 1);
		b.add(EventKind.PARK, -1, -1, 0, 80, 0, 0, 0, 9);
		assertEquals(List.of("wake-after", "wake-kind", "bad-wake"), codes(trace(a, b)));
	}
}
