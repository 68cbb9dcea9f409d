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
	void ioNestsAndEndsButNeverEndsUnbegunOrStaysOpenAtThreadEnd() {
		ThreadEvents.Builder nested = ThreadEvents.builder(0);
		nested.add(EventKind.IO_BEGIN, -1, -1, 0, 1, 0, 0);
		nested.add(EventKind.IO_BEGIN, -1, -1, 0, 2, 0, 0);
		nested.add(EventKind.IO_END, -1, -1, 0, 3, 10, 0);
		nested.add(EventKind.IO_END, -1, -1, 0, 4, -1, Event.FAILED);
		nested.add(EventKind.THREAD_END, -1, -1, 0, 5, 0, 0);
		assertEquals(List.of(), codes(trace(nested)));
		ThreadEvents.Builder bad = ThreadEvents.builder(0);
		bad.add(EventKind.IO_END, -1, -1, 0, 1, 10, 0);
		bad.add(EventKind.IO_BEGIN, -1, -1, 0, 2, 0, 0);
		bad.add(EventKind.THREAD_END, -1, -1, 0, 3, 0, 0);
		assertEquals(List.of("io-end-without-begin", "unfinished-io"), codes(trace(bad)));
		// a thread still running when the recording ended may be inside its call
		ThreadEvents.Builder running = ThreadEvents.builder(0);
		running.add(EventKind.IO_BEGIN, -1, -1, 0, 1, 0, 0);
		assertEquals(List.of(), codes(trace(running)));
	}

	@Test
	void tasksEndBeforeTheirThreadButMayEndOnAnother() {
		ThreadEvents.Builder ok = ThreadEvents.builder(0);
		ok.add(EventKind.TASK_BEGIN, 8, -1, 0, 1, 0, 0);
		ok.add(EventKind.TASK_BEGIN, 9, -1, 0, 2, 0, 0);
		ok.add(EventKind.TASK_END, 9, -1, 0, 3, 0, 0);
		ok.add(EventKind.TASK_END, 8, -1, 0, 4, 0, 0);
		// a fork/join task completed by this thread's call, not run by it
		ok.add(EventKind.TASK_END, 7, -1, 0, 5, 0, 0);
		ok.add(EventKind.THREAD_END, -1, -1, 0, 6, 0, 0);
		assertEquals(List.of(), codes(trace(ok)));
		ThreadEvents.Builder open = ThreadEvents.builder(0);
		open.add(EventKind.TASK_BEGIN, 8, -1, 0, 1, 0, 0);
		open.add(EventKind.TASK_BEGIN, 9, -1, 0, 2, 0, 0);
		open.add(EventKind.TASK_END, 9, -1, 0, 3, 0, 0);
		open.add(EventKind.THREAD_END, -1, -1, 0, 4, 0, 0);
		List<TraceProblem> problems = TraceChecker.check(trace(open));
		assertEquals(List.of("unfinished-task"), problems.stream().map(TraceProblem::code).toList());
		assertEquals("thread ended inside 1 task(s) it began, the first 8", problems.get(0).message());
		// a thread still running when the recording ended may be inside its task
		ThreadEvents.Builder running = ThreadEvents.builder(0);
		running.add(EventKind.TASK_BEGIN, 8, -1, 0, 1, 0, 0);
		assertEquals(List.of(), codes(trace(running)));
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

	/** Thread 0 a carrier (platform, no events), thread 1 the virtual thread of {@code v}. */
	private static List<String> mountCodes(ThreadEvents.Builder v) {
		List<ThreadInfo> threads = List.of(new ThreadInfo(0, "ForkJoinPool-1-worker-1", -1, -1, false),
				new ThreadInfo(1, "", -1, -1, true));
		Trace t = new Trace(new TraceHeader(2, "", "", 1, 0, threads, List.of(), Map.of()),
				List.of(ThreadEvents.builder(0).build(), v.build()));
		return codes(t);
	}

	/** A virtual thread's events: begin, mount, park, unmount, mount, unpark, unmount, end, on carrier 0. */
	private static ThreadEvents.Builder mounted() {
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		b.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1, 0, 0);
		b.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 2, 0, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 5, 7, 0, 0);
		b.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 20, 0, 0);
		b.add(EventKind.PARK, 3, -1, 0, 21, 0, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 5, 26, 0, 0);
		b.add(EventKind.THREAD_END, -1, -1, 0, 27, 0, 0);
		return b;
	}

	@Test
	void mountsThatAlternateHaveNoProblems() {
		assertEquals(List.of(), mountCodes(mounted()));
	}

	@Test
	void eventWhileUnmounted() {
		ThreadEvents.Builder b = mounted();
		b.add(EventKind.SLEEP, -1, -1, 0, 30, 0, 0);
		assertEquals(List.of("unmounted-event"), mountCodes(b));
	}

	@Test
	void mountTwiceAndUnmountUnmounted() {
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		b.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 1, 0, 0);
		b.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 2, 0, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 0, 3, 0, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 0, 4, 0, 0);
		assertEquals(List.of("mount-twice", "unmount-unmounted"), mountCodes(b));
	}

	@Test
	void carrierMustBeAPlatformThreadAndMountsOnlyOnVirtualOnes() {
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		b.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 1, 1, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 0, 2, 7, 0);
		assertEquals(List.of("bad-carrier", "bad-carrier"), mountCodes(b));
		ThreadEvents.Builder p = ThreadEvents.builder(0);
		p.add(EventKind.VTHREAD_MOUNT, -1, -1, 0, 1, 0, 0);
		p.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 0, 2, 0, 0);
		assertEquals(List.of("mount-platform", "mount-platform"), codes(trace(p)));
	}

	@Test
	void threadMountedWhenTheRecordingBeganStartsWithAnUnmount() {
		ThreadEvents.Builder b = ThreadEvents.builder(1);
		b.add(EventKind.PARK, 3, -1, 0, 1, 0, 0);
		b.add(EventKind.VTHREAD_UNMOUNT, -1, -1, 0, 2, 0, 0);
		b.add(EventKind.THREAD_END, -1, -1, 0, 3, 0, 0);
		assertEquals(List.of(), mountCodes(b));
	}
}
