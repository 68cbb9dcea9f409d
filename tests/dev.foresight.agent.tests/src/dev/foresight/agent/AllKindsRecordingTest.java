/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent;

import static dev.foresight.agent.Recordings.at;
import static dev.foresight.agent.Recordings.flagged;
import static dev.foresight.agent.Recordings.kind;
import static dev.foresight.agent.Recordings.wake;
import static dev.foresight.core.trace.EventKind.*;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceChecker;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * Records {@code AllKinds} once and checks, per kind, the exact number of events at each site and which event
 * released each blocking one (seed-broberg.md 2.3-2.4: every primitive, its outcome, and 3.6: the activation that
 * satisfied each wait).
 */
class AllKindsRecordingTest {

	private static Trace trace;
	private static TraceReadResult result;

	@BeforeAll
	static void record() throws Exception {
		Path file = Files.createTempFile("allkinds", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.AllKinds");
		assertEquals(0, run.exitCode(), run.stderr());
		result = FtraceReader.read(file);
		trace = result.trace();
		Files.delete(file);
	}

	private static int count(EventKind kind, String method) {
		return at(trace, kind, method).size();
	}

	private static void releasedBy(EventKind waiter, String method, EventKind releaser) {
		List<int[]> waits = at(trace, waiter, method);
		assertTrue(!waits.isEmpty(), "no " + waiter + " in " + method);
		for (int[] w : waits) {
			int[] r = wake(trace, w);
			assertNotNull(r, waiter + " in " + method + " has no wake link");
			assertEquals(releaser, kind(trace, r), waiter + " in " + method);
		}
	}

	@Test
	@DisplayName("the recorder states its cost per event in the trace, which the simulator takes off by default")
	void recorderStatesItsCost() {
		RecordingCost stated = RecordingCost.recorded(trace.header());
		assertEquals(RecordingCost.parse(trace.header().properties().get(RecordingCost.PROPERTY)), stated);
		// a queue operation's hooks do more than a lock's
		assertTrue(stated.of(LOCK) > 0 && stated.of(QUEUE_PUT) > stated.of(LOCK), stated.toString());
		assertEquals(0, stated.compilationNanos());
	}

	@Test
	@DisplayName("a queue's capacity is asked once, not at every put: asking takes the queue's lock")
	void queueCapacityAskedOnce() throws Exception {
		Path file = Files.createTempFile("probe", ".ftrace");
		Recordings.Run run = Recordings.run(file, "", 60, "dev.foresight.agent.programs.QueueProbe");
		assertEquals(0, run.exitCode(), run.stderr());
		// remainingCapacity and size, once each, at the queue's first recorded operation
		assertEquals("asked 2", run.stdout().strip());
		Trace t = FtraceReader.read(file).trace();
		Files.delete(file);
		long puts = 0;
		for (int th = 0; th < t.threadCount(); th++) {
			ThreadEvents e = t.thread(th);
			for (int k = 0; k < e.size(); k++) {
				if (e.kind(k) == QUEUE_PUT) {
					assertEquals(8, e.arg(k), "capacity");
					puts++;
				}
			}
		}
		assertEquals(dev.foresight.agent.programs.QueueProbe.ITEMS, puts);
	}

	@Test
	@DisplayName("the recording was closed and is consistent (no unreleased acquire, no bad wake, no negative time)")
	void consistent() {
		assertTrue(result.closed());
		assertEquals(List.of(), result.warnings());
		assertEquals(List.of(), TraceChecker.check(trace));
	}

	@Test
	void monitorsCountEveryAcquisitionUncontendedToo() {
		assertEquals(10, count(MONITOR_ENTER, "monitors"));
		assertEquals(10, count(MONITOR_EXIT, "monitors"));
		assertEquals(5, count(MONITOR_ENTER, "syncMethod"));
		assertEquals(5, count(MONITOR_EXIT, "syncMethod"));
		// a monitor no thread waited for stays thin: its entries were timed with one clock reading, unflagged
		assertEquals(0, Recordings.flagged(trace, at(trace, MONITOR_ENTER, "monitors"), Event.TIMED_AFTER));
		assertEquals(0, Recordings.flagged(trace, at(trace, MONITOR_ENTER, "syncMethod"), Event.TIMED_AFTER));
	}

	@Test
	@DisplayName("wait -> notify: one wait released by notify, three by one notifyAll")
	void waitsAreReleasedByNotifyAndNotifyAll() {
		assertEquals(1, count(NOTIFY, "release"));
		List<int[]> waits = at(trace, WAIT, "waitFor");
		assertEquals(4, waits.size());
		long byNotify = waits.stream().filter(w -> kind(trace, wake(trace, w)) == NOTIFY).count();
		long byNotifyAll = waits.stream().filter(w -> kind(trace, wake(trace, w)) == NOTIFY_ALL).count();
		assertEquals(1, byNotify);
		assertEquals(3, byNotifyAll);
	}

	@Test
	void notifyAllReleasesThreeWaiters() {
		List<int[]> all = at(trace, NOTIFY_ALL, "release");
		assertEquals(1, all.size());
		assertEquals(3, trace.thread(all.get(0)[0]).arg(all.get(0)[1]), "threads released");
	}

	@Test
	void locksAndTryLockOutcomes() {
		assertEquals(10, count(LOCK, "locks"));
		assertEquals(11, count(UNLOCK, "locks"));
		// an uncontended non-fair ReentrantLock is tried first and timed once
		assertEquals(0, Recordings.flagged(trace, at(trace, LOCK, "locks"), Event.TIMED_AFTER));
		List<int[]> tries = at(trace, TRY_LOCK, "locks");
		assertEquals(1, tries.size());
		assertEquals(0, trace.thread(tries.get(0)[0]).flags(tries.get(0)[1]) & Event.FAILED);
		List<int[]> failed = at(trace, TRY_LOCK, "contendedLock");
		assertEquals(1, failed.size());
		assertEquals(Event.FAILED, trace.thread(failed.get(0)[0]).flags(failed.get(0)[1]) & Event.FAILED);
	}

	@Test
	@DisplayName("a lock that waited is linked to the holder's unlock")
	void contendedLockWaitsForUnlock() {
		List<int[]> locks = at(trace, LOCK, "contendedLock");
		assertEquals(1, locks.size());
		int[] r = wake(trace, locks.get(0));
		assertNotNull(r);
		assertEquals(UNLOCK, kind(trace, r));
		assertTrue(trace.header().site(trace.thread(r[0]).site(r[1])).method().contains("holdBriefly"));
	}

	@Test
	@DisplayName("a monitor entry that waited is timed and linked to the exit it waited for; the header was read")
	void contendedMonitorWaitsForExit() {
		Recordings.assertContendedEntryLinked(trace);
		// uncontended entries read the clock once (MarkWord): this JVM's headers must be readable
		assertEquals("read", trace.header().properties().get("recorder.monitor.header"));
	}

	@Test
	void readLocksAreShared() {
		List<int[]> locks = at(trace, LOCK, "readWrite");
		assertEquals(5, locks.size());
		long shared = locks.stream().filter(l -> (trace.thread(l[0]).flags(l[1]) & Event.SHARED) != 0).count();
		assertEquals(3, shared);
		// the read lock and the write lock are one lock: a reader waits for a writer
		assertEquals(1, locks.stream().map(l -> trace.thread(l[0]).object(l[1])).distinct().count());
		assertEquals(1, at(trace, UNLOCK, "readWrite").stream().map(l -> trace.thread(l[0]).object(l[1])).distinct()
				.count());
		// a read/write lock's acquisition may wait, so it is timed before and after, and says so
		assertEquals(5, Recordings.flagged(trace, locks, Event.TIMED_AFTER));
	}

	@Test
	void conditionAwaitIsReleasedBySignal() {
		assertEquals(1, count(CONDITION_SIGNAL, "condition"));
		releasedBy(CONDITION_AWAIT, "awaitSignal", CONDITION_SIGNAL);
	}

	@Test
	@DisplayName("who unparked whom: the park's wake is the unpark, whose argument is the parked thread")
	void parkIsReleasedByUnpark() {
		List<int[]> unparks = at(trace, UNPARK, "park");
		assertEquals(1, unparks.size());
		List<int[]> parks = at(trace, PARK, "parkUntilFlag");
		int[] last = parks.get(parks.size() - 1);
		assertArrayEquals(unparks.get(0), wake(trace, last));
		assertEquals(last[0], trace.thread(unparks.get(0)[0]).arg(unparks.get(0)[1]));
	}

	@Test
	void semaphoreAcquireWaitsForRelease() {
		assertEquals(1, count(SEMAPHORE_RELEASE, "semaphore"));
		assertEquals(1, count(SEMAPHORE_ACQUIRE, "acquireOne"));
		releasedBy(SEMAPHORE_ACQUIRE, "acquireOne", SEMAPHORE_RELEASE);
		// the acquire began with no permit free (the semaphore starts at 0) and took one
		int[] acquire = at(trace, SEMAPHORE_ACQUIRE, "acquireOne").get(0);
		Event e = trace.thread(acquire[0]).get(acquire[1]);
		assertTrue(e.has(Event.AVAILABLE));
		assertEquals(1, Event.permits(e.arg(), e.flags()));
		assertEquals(0, Event.available(e.arg(), e.flags()));
	}

	@Test
	@DisplayName("acquisitions of two permits: a try that took them, one that failed, one that ran out, one released")
	void severalPermitsAtATime() {
		List<int[]> tries = at(trace, SEMAPHORE_ACQUIRE, "tryTwo");
		assertEquals(2, tries.size());
		assertEquals(1, flagged(trace, tries, Event.FAILED));
		Event took = trace.thread(tries.get(0)[0]).get(tries.get(0)[1]);
		assertEquals(2, Event.permits(took.arg(), took.flags()));
		assertEquals(3, Event.available(took.arg(), took.flags()));
		List<int[]> timed = at(trace, SEMAPHORE_ACQUIRE, "waitForTwo");
		assertEquals(1, timed.size());
		assertEquals(1, flagged(trace, timed, Event.FAILED | Event.TIMED_OUT));
		assertEquals(1, flagged(trace, timed, Event.TIMED_OUT));
		assertWaitedTimeout(timed.get(0));
		releasedBy(SEMAPHORE_ACQUIRE, "takeTwo", SEMAPHORE_RELEASE);
		Event taken = trace.thread(at(trace, SEMAPHORE_ACQUIRE, "takeTwo").get(0)[0])
				.get(at(trace, SEMAPHORE_ACQUIRE, "takeTwo").get(0)[1]);
		assertEquals(2, Event.permits(taken.arg(), taken.flags()));
		assertEquals(1, Event.available(taken.arg(), taken.flags()));
		List<int[]> drained = at(trace, SEMAPHORE_ACQUIRE, "drainAll");
		assertEquals(1, drained.size());
		Event drain = trace.thread(drained.get(0)[0]).get(drained.get(0)[1]);
		assertEquals(1, Event.permits(drain.arg(), drain.flags()));
		assertEquals(1, Event.available(drain.arg(), drain.flags()));
	}

	@Test
	@DisplayName("a condition wait until a deadline: its timeout the time to the deadline, flagged when it ran out")
	void conditionDeadlines() {
		List<int[]> out = at(trace, CONDITION_AWAIT, "runsOut");
		assertEquals(1, out.size());
		assertEquals(1, flagged(trace, out, Event.TIMED_OUT));
		long timeout = trace.thread(out.get(0)[0]).arg(out.get(0)[1]);
		assertTrue(timeout > 0 && timeout <= 20_000_000L, "timeout " + timeout);
		assertNull(wake(trace, out.get(0)));
		List<int[]> inTime = at(trace, CONDITION_AWAIT, "signalledInTime");
		assertEquals(1, inTime.size());
		assertEquals(0, flagged(trace, inTime, Event.TIMED_OUT));
		releasedBy(CONDITION_AWAIT, "signalledInTime", CONDITION_SIGNAL);
	}

	@Test
	@DisplayName("which countdown released the await: the one that brought the count to 0")
	void latchAwaitIsReleasedByTheLastCountdown() {
		assertEquals(3, count(LATCH_COUNTDOWN, "latch"));
		List<int[]> awaits = at(trace, LATCH_AWAIT, "latch");
		assertEquals(1, awaits.size());
		int[] r = wake(trace, awaits.get(0));
		assertEquals(LATCH_COUNTDOWN, kind(trace, r));
		assertEquals(0, trace.thread(r[0]).arg(r[1]));
	}

	@Test
	void barrierWaitersAreReleasedByTheLastArrival() {
		List<int[]> awaits = at(trace, BARRIER_AWAIT, "meet");
		assertEquals(3, awaits.size());
		long linked = awaits.stream().filter(a -> wake(trace, a) != null).count();
		assertEquals(2, linked);
		int[] last = awaits.stream().filter(a -> wake(trace, a) == null).findFirst().orElseThrow();
		for (int[] a : awaits) {
			if (a != last) {
				assertArrayEquals(last, wake(trace, a));
			}
			// a CyclicBarrier's waiters take its lock back one after another
			assertEquals(Event.CHAINED, trace.thread(a[0]).flags(a[1]) & Event.CHAINED);
		}
	}

	@Test
	@DisplayName("a phaser's waiters are released by the last arrival all at once (not chained)")
	void phaserWaitersAreReleasedTogether() {
		List<int[]> awaits = at(trace, BARRIER_AWAIT, "advance");
		assertEquals(3, awaits.size());
		int[] last = awaits.stream().filter(a -> wake(trace, a) == null).findFirst().orElseThrow();
		for (int[] a : awaits) {
			if (a != last) {
				assertArrayEquals(last, wake(trace, a));
			}
			assertEquals(0, trace.thread(a[0]).flags(a[1]) & Event.CHAINED);
			assertEquals(3, trace.thread(a[0]).arg(a[1]), "parties");
		}
	}

	@Test
	@DisplayName("a phaser's arrivals without a wait are flagged ARRIVED, its wait apart AWAITED and linked to the end")
	void phaserArrivalsAndWaitsApart() {
		List<int[]> main = at(trace, BARRIER_AWAIT, "phaserParts");
		assertEquals(3, main.size());
		int[] arrive = main.get(0), await = main.get(1), leave = main.get(2);
		assertEquals(List.of(Event.ARRIVED, Event.AWAITED, Event.ARRIVED),
				main.stream().map(e -> trace.thread(e[0]).flags(e[1])).toList());
		assertEquals(List.of(4L, 0L, 1L), main.stream().map(e -> trace.thread(e[0]).arg(e[1])).toList());
		assertNull(wake(trace, arrive));
		assertNull(wake(trace, leave));
		List<int[]> workers = at(trace, BARRIER_AWAIT, "arriveThenLeave");
		assertEquals(6, workers.size());
		List<int[]> waits = workers.stream().filter(e -> trace.thread(e[0]).flags(e[1]) == 0).toList();
		assertEquals(3, waits.size());
		assertEquals(3, flagged(trace, workers, Event.ARRIVED));
		// phase 0 ended at its last arrival, main's or a worker's: every other arrival of it and main's wait apart
		// were released by that one
		Set<List<Integer>> ends = new HashSet<>();
		for (int[] w : waits) {
			int[] r = wake(trace, w);
			if (r != null) {
				ends.add(List.of(r[0], r[1]));
			}
		}
		int[] end = wake(trace, await);
		assertNotNull(end, "the wait apart is linked to the phase's end");
		ends.add(List.of(end[0], end[1]));
		assertEquals(1, ends.size());
		boolean mainEnded = Arrays.equals(end, arrive);
		assertTrue(mainEnded || waits.stream().anyMatch(w -> Arrays.equals(w, end)), "ended by " + end[0]);
		assertEquals(mainEnded ? 3 : 2, waits.stream().filter(w -> wake(trace, w) != null).count());
		assertEquals(4, trace.thread(waits.get(0)[0]).arg(waits.get(0)[1]), "parties");
	}

	@Test
	@DisplayName("each of three exchanges of two threads is a barrier of two, the second arrival releasing the first")
	void exchangesAreBarriersOfTwo() {
		List<int[]> awaits = at(trace, BARRIER_AWAIT, "swap");
		assertEquals(6, awaits.size());
		long linked = 0;
		for (int[] a : awaits) {
			assertEquals(2, trace.thread(a[0]).arg(a[1]), "parties");
			int[] r = wake(trace, a);
			if (r != null) {
				linked++;
				assertEquals(BARRIER_AWAIT, kind(trace, r));
				assertTrue(r[0] != a[0], "released by itself");
			}
		}
		assertEquals(3, linked);
	}

	@Test
	@DisplayName("timed exchanges are barriers of two; one that timed out is flagged, waited, and pairs no later one")
	void timedExchanges() {
		List<int[]> timed = at(trace, BARRIER_AWAIT, "timedSwap");
		assertEquals(6, timed.size());
		assertEquals(3, timed.stream().filter(a -> wake(trace, a) != null).count());
		assertEquals(0, flagged(trace, timed, Event.TIMED_OUT));
		List<int[]> lone = at(trace, BARRIER_AWAIT, "lonely");
		assertEquals(1, lone.size());
		assertEquals(1, flagged(trace, lone, Event.TIMED_OUT));
		assertNull(wake(trace, lone.get(0)));
		assertWaitedTimeout(lone.get(0));
		// counted as an arrival, the timed-out wait would pair the next two with no one
		List<int[]> again = at(trace, BARRIER_AWAIT, "reunite");
		assertEquals(2, again.size());
		assertEquals(1, again.stream().filter(a -> wake(trace, a) != null).count());
		for (int[] a : again) {
			int[] r = wake(trace, a);
			if (r != null) {
				assertTrue(again.stream().anyMatch(b -> Arrays.equals(b, r)), "released by the other");
			}
		}
	}

	@Test
	@DisplayName("waits at a broken barrier are flagged and waited, and the barrier's next generation pairs right")
	void brokenBarrierWaits() {
		List<int[]> impatient = at(trace, BARRIER_AWAIT, "impatient");
		List<int[]> patient = at(trace, BARRIER_AWAIT, "patient");
		assertEquals(1, impatient.size());
		assertEquals(2, patient.size(), "the patient one and the impatient one");
		assertEquals(2, flagged(trace, patient, Event.TIMED_OUT));
		assertTrue(patient.stream().allMatch(a -> wake(trace, a) == null));
		assertWaitedTimeout(impatient.get(0));
		// counted as arrivals, the broken waits would leave the next generation's waiters without their release
		List<int[]> regroup = at(trace, BARRIER_AWAIT, "regroup");
		assertEquals(3, regroup.size());
		assertEquals(0, flagged(trace, regroup, Event.TIMED_OUT));
		int[] last = regroup.stream().filter(a -> wake(trace, a) == null).findFirst().orElseThrow();
		for (int[] a : regroup) {
			if (a != last) {
				assertArrayEquals(last, wake(trace, a));
			}
		}
	}

	@Test
	@DisplayName("a phaser wait with a timeout: flagged when it ran out, linked to the arrival when the phase ended")
	void timedPhaserWaits() {
		List<int[]> vain = at(trace, BARRIER_AWAIT, "waitInVain");
		assertEquals(1, vain.size());
		assertEquals(1, flagged(trace, vain, Event.TIMED_OUT));
		assertEquals(1, flagged(trace, vain, Event.AWAITED));
		assertNull(wake(trace, vain.get(0)));
		assertWaitedTimeout(vain.get(0));
		List<int[]> inTime = at(trace, BARRIER_AWAIT, "waitInTime");
		assertEquals(1, inTime.size());
		assertEquals(0, flagged(trace, inTime, Event.TIMED_OUT));
		assertEquals(1, flagged(trace, inTime, Event.AWAITED));
		int[] r = wake(trace, inTime.get(0));
		assertNotNull(r);
		assertEquals(BARRIER_AWAIT, kind(trace, r));
		assertTrue((trace.thread(r[0]).flags(r[1]) & Event.ARRIVED) != 0, "released by the arrival");
	}

	@Test
	@DisplayName("which put each take consumed: the i-th take gets the i-th put's element")
	void takesAreLinkedToTheirPuts() {
		List<int[]> puts = at(trace, QUEUE_PUT, "queue");
		List<int[]> takes = at(trace, QUEUE_TAKE, "consume");
		assertEquals(20, puts.size());
		assertEquals(20, takes.size());
		for (int i = 0; i < 20; i++) {
			assertArrayEquals(puts.get(i), wake(trace, takes.get(i)), "take " + i);
		}
		assertEquals(4, trace.thread(puts.get(0)[0]).arg(puts.get(0)[1]), "capacity");
	}

	@Test
	@DisplayName("a blocking deque used as a stack: each take linked to the put of the element it got")
	void dequeTakesAreLinkedToTheirPuts() {
		List<int[]> puts = at(trace, QUEUE_PUT, "pushTen");
		List<int[]> takes = at(trace, QUEUE_TAKE, "popTen");
		assertEquals(10, puts.size());
		assertEquals(10, takes.size());
		Set<List<Integer>> linked = new HashSet<>();
		for (int[] t : takes) {
			int[] r = wake(trace, t);
			assertNotNull(r, "take " + t[1]);
			assertTrue(puts.stream().anyMatch(p -> Arrays.equals(p, r)), "take " + t[1] + " linked to a push");
			linked.add(List.of(r[0], r[1]));
		}
		assertEquals(10, linked.size());
		assertEquals(2, trace.thread(puts.get(0)[0]).arg(puts.get(0)[1]), "capacity");
		// push a, addLast b, offerFirst c, offerLast d; then pop (c), pollLast (d), pollFirst (a), takeLast (b)
		List<int[]> bothPuts = at(trace, QUEUE_PUT, "bothEnds");
		List<int[]> bothTakes = at(trace, QUEUE_TAKE, "bothEnds");
		assertEquals(4, bothPuts.size());
		assertEquals(6, bothTakes.size());
		int[] order = { 2, 3, 0, 1 };
		for (int i = 0; i < 4; i++) {
			assertArrayEquals(bothPuts.get(order[i]), wake(trace, bothTakes.get(i)), "take " + i);
		}
		assertEquals(2, flagged(trace, bothTakes, Event.FAILED));
		assertEquals(1, flagged(trace, bothTakes, Event.TIMED_OUT));
	}

	@Test
	@DisplayName("a SynchronousQueue's puts and a transfer wait for their takes: flagged HANDOFF, linked to the takes")
	void handOffsAreFlagged() {
		List<int[]> puts = at(trace, QUEUE_PUT, "handOff");
		List<int[]> takes = at(trace, QUEUE_TAKE, "receive");
		assertEquals(8, puts.size());
		assertEquals(8, takes.size());
		for (int i = 0; i < 8; i++) {
			assertEquals(Event.HANDOFF, trace.thread(puts.get(i)[0]).flags(puts.get(i)[1]) & Event.HANDOFF, "put " + i);
			assertArrayEquals(puts.get(i), wake(trace, takes.get(i)), "take " + i);
		}
	}

	@Test
	@DisplayName("adds to a blocking queue are puts, each linked to the take of its element")
	void addsArePuts() {
		List<int[]> puts = at(trace, QUEUE_PUT, "added");
		List<int[]> takes = at(trace, QUEUE_TAKE, "takeAdded");
		assertEquals(5, puts.size());
		assertEquals(5, takes.size());
		for (int i = 0; i < 5; i++) {
			assertArrayEquals(puts.get(i), wake(trace, takes.get(i)), "take " + i);
		}
		assertEquals(0, trace.thread(puts.get(0)[0]).arg(puts.get(0)[1]), "unbounded");
	}

	@Test
	@DisplayName("drainTo takes each element it moves, linked to its put: 20 puts into a queue of 4, 20 takes")
	void drainsAreTakes() {
		List<int[]> puts = at(trace, QUEUE_PUT, "produce");
		List<int[]> takes = at(trace, QUEUE_TAKE, "drained");
		assertEquals(20, puts.size());
		assertEquals(20, takes.size());
		for (int i = 0; i < 20; i++) {
			assertArrayEquals(puts.get(i), wake(trace, takes.get(i)), "take " + i);
		}
		assertEquals(4, trace.thread(puts.get(0)[0]).arg(puts.get(0)[1]), "capacity");
	}

	@Test
	void stampedLockReadAndWrite() {
		assertEquals(5, count(LOCK, "stamped"));
		assertEquals(5, count(UNLOCK, "stamped"));
	}

	@Test
	@DisplayName("a stamped lock's interruptible and tried acquisitions: shared or not, failed, timed out")
	void stampedLockTries() {
		assertStamped(LOCK, "holdRead", Event.SHARED);
		assertStamped(TRY_LOCK, "tryWriteBusy", Event.FAILED);
		assertStamped(TRY_LOCK, "waitWriteBusy", Event.FAILED | Event.TIMED_OUT);
		assertStamped(TRY_LOCK, "tryReadBeside", Event.SHARED);
		assertStamped(LOCK, "writeInterruptibly", 0);
		assertStamped(TRY_LOCK, "waitReadBusy", Event.SHARED | Event.FAILED | Event.TIMED_OUT);
		// a timed try that gave up holds its timeout, which the replay waits (its wait may hold others' turns)
		assertStamped(TRY_LOCK, "waitViewBusy", Event.SHARED | Event.FAILED | Event.TIMED_OUT);
		for (String method : List.of("waitWriteBusy", "waitReadBusy", "waitViewBusy")) {
			int[] e = at(trace, TRY_LOCK, method).get(0);
			assertEquals(TimeUnit.MILLISECONDS.toNanos(10), trace.thread(e[0]).arg(e[1]), method);
		}
	}

	@Test
	@DisplayName("a stamped lock's conversion is a release of one mode and a try of the other; its views are the lock")
	void stampedLockConversionsAndViews() {
		String[][] expected = { { "readFirst", "lock/shared", "lock/shared" },
				{ "upgradeOnly", "unlock/shared", "try_lock/" }, { "downgradeTo", "unlock/", "try_lock/shared" },
				{ "relaxTo", "unlock/shared" }, { "promoteOptimistic", "try_lock/" }, { "dropWrite", "unlock/" },
				{ "spareUnlock" }, { "upgradeBlocked", "try_lock/failed" }, { "dropReadOnce", "unlock/shared" },
				{ "viewRead", "lock/shared", "unlock/shared" }, { "viewWrite", "lock/", "unlock/" },
				{ "keepReading", "lock/shared", "unlock/shared" } };
		Set<Long> objects = new HashSet<>();
		for (String[] x : expected) {
			List<String> seen = new ArrayList<>();
			for (EventKind k : List.of(LOCK, TRY_LOCK, UNLOCK)) {
				for (int[] e : at(trace, k, x[0])) {
					int f = trace.thread(e[0]).flags(e[1]);
					seen.add(e[1] + " " + k.wireName() + "/" + ((f & Event.SHARED) != 0 ? "shared" : "")
							+ ((f & Event.FAILED) != 0 ? "failed" : ""));
					objects.add(trace.thread(e[0]).object(e[1]));
				}
			}
			// in the order of the thread's events
			seen.sort(Comparator.comparingInt(v -> Integer.parseInt(v.substring(0, v.indexOf(' ')))));
			assertEquals(Arrays.asList(x).subList(1, x.length), seen.stream().map(v -> v.substring(v.indexOf(' ') + 1))
					.toList(), x[0]);
		}
		assertEquals(1, objects.size(), "one lock: the views are recorded on it");
	}

	/** Event {@code e} (a wait that ran out) waited about its timeout of 20 ms: the wall time less the work before. */
	private static void assertWaitedTimeout(int[] e) {
		ThreadEvents t = trace.thread(e[0]);
		long waited = t.wallNanos(e[1]) - t.wallNanos(e[1] - 1) - t.cpuNanos(e[1]);
		assertTrue(waited >= 15_000_000L, "waited " + waited + " ns");
	}

	/** The one event of {@code kind} in {@code method}, with exactly these of the flags a stamped lock's can have. */
	private static void assertStamped(EventKind kind, String method, int flags) {
		List<int[]> found = at(trace, kind, method);
		assertEquals(1, found.size(), method);
		int mask = Event.SHARED | Event.FAILED | Event.TIMED_OUT;
		assertEquals(flags, trace.thread(found.get(0)[0]).flags(found.get(0)[1]) & mask, method);
	}

	@Test
	void sleepsAndYields() {
		List<int[]> sleeps = at(trace, SLEEP, "sleepYield");
		assertEquals(5, sleeps.size());
		assertEquals(2, count(YIELD, "sleepYield"));
		int[] s = sleeps.get(0);
		assertEquals(1_000_000, trace.thread(s[0]).arg(s[1]));
		// TimeUnit.MILLISECONDS.sleep(2) and MICROSECONDS.sleep(0)
		assertEquals(2_000_000, trace.thread(sleeps.get(3)[0]).arg(sleeps.get(3)[1]));
		assertEquals(0, trace.thread(sleeps.get(4)[0]).arg(sleeps.get(4)[1]));
		// TimeUnit.SECONDS.timedJoin(t, 60), linked to the thread's end, and MICROSECONDS.timedWait(o, 200)
		List<int[]> joins = at(trace, JOIN, "sleepYield");
		assertEquals(1, joins.size());
		assertEquals(THREAD_END, kind(trace, wake(trace, joins.get(0))));
		List<int[]> waits = at(trace, WAIT, "sleepYield");
		assertEquals(1, waits.size());
		assertEquals(Event.TIMED_OUT, trace.thread(waits.get(0)[0]).flags(waits.get(0)[1]) & Event.TIMED_OUT);
	}

	@Test
	@DisplayName("submit -> task_begin, complete -> get, for 5 callables")
	void executorTasksAndFutures() {
		List<int[]> submits = at(trace, TASK_SUBMIT, "futures");
		List<int[]> gets = at(trace, FUTURE_GET, "futures");
		assertEquals(5, submits.size());
		assertEquals(5, gets.size());
		for (int[] g : gets) {
			int[] c = wake(trace, g);
			assertNotNull(c);
			assertEquals(FUTURE_COMPLETE, kind(trace, c));
			assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(c[0]).object(c[1]));
		}
		for (int[] s : submits) {
			long task = trace.thread(s[0]).object(s[1]);
			assertEquals(1, beginsOf(task, s), "task_begin linked to submit of task " + task);
		}
	}

	@Test
	@DisplayName("a subclass of ThreadPoolExecutor: submit -> task_begin, complete -> get, for 4 tasks")
	void subclassedPoolTasksAndFutures() {
		List<int[]> submits = at(trace, TASK_SUBMIT, "countingPoolFutures");
		List<int[]> gets = at(trace, FUTURE_GET, "countingPoolFutures");
		assertEquals(4, submits.size());
		assertEquals(4, gets.size());
		for (int k = 0; k < 4; k++) {
			int[] g = gets.get(k);
			int[] c = wake(trace, g);
			assertNotNull(c, "get " + k + " without a wake link");
			assertEquals(FUTURE_COMPLETE, kind(trace, c));
			assertEquals(trace.thread(g[0]).object(g[1]), trace.thread(c[0]).object(c[1]));
			// the futures are got in the order of their submits: each get's object is its own task's
			assertEquals(trace.thread(submits.get(k)[0]).object(submits.get(k)[1]), trace.thread(g[0]).object(g[1]));
		}
		for (int[] s : submits) {
			long task = trace.thread(s[0]).object(s[1]);
			assertEquals(1, beginsOf(task, s), "task_begin linked to submit of task " + task);
		}
	}

	@Test
	@DisplayName("a future cancelled before its task began: no task_begin, and its get is linked to nothing")
	void cancelledFutureGetIsLinkedToNothing() {
		List<int[]> submits = at(trace, TASK_SUBMIT, "cancelledFuture");
		List<int[]> gets = at(trace, FUTURE_GET, "cancelledFuture");
		assertEquals(2, submits.size());
		assertEquals(2, gets.size());
		int[] first = submits.get(0);
		int[] second = submits.get(1);
		assertEquals(1, beginsOf(trace.thread(first[0]).object(first[1]), first));
		assertEquals(0, beginsOf(trace.thread(second[0]).object(second[1]), second));
		// the recorder's future keeps its submit's reference and its completion's in one slot: a get of a future
		// whose task never began must not take the submit's for a completion
		int[] cancelledGet = gets.get(0);
		assertEquals(trace.thread(second[0]).object(second[1]), trace.thread(cancelledGet[0]).object(cancelledGet[1]));
		assertNull(wake(trace, cancelledGet));
		int[] firstGet = gets.get(1);
		int[] c = wake(trace, firstGet);
		assertNotNull(c);
		assertEquals(FUTURE_COMPLETE, kind(trace, c));
	}

	private static int beginsOf(long task, int[] submit) {
		int n = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN && e.object(i) == task) {
					assertArrayEquals(submit, new int[] { e.wakeThread(i), e.wakeIndex(i) });
					n++;
				}
			}
		}
		return n;
	}

	@Test
	void completableFutureGetIsReleasedByComplete() {
		assertEquals(1, count(FUTURE_COMPLETE, "completable"));
		releasedBy(FUTURE_GET, "completable", FUTURE_COMPLETE);
	}

	@Test
	@DisplayName("fork/join: every fork is a task_submit, every join waits for that task's end")
	void forkJoin() {
		List<int[]> joins = at(trace, FUTURE_GET, "compute");
		// Fib(12) forks once in every task with n >= 2; there are F(13) - 1 = 232 such tasks
		assertEquals(232, joins.size());
		assertEquals(232, count(TASK_SUBMIT, "compute"));
		for (int[] j : joins) {
			int[] r = wake(trace, j);
			assertNotNull(r);
			assertEquals(TASK_END, kind(trace, r));
			assertEquals(trace.thread(j[0]).object(j[1]), trace.thread(r[0]).object(r[1]));
		}
	}

	@Test
	@DisplayName("Arrays.parallelSort: every JDK fork/join task that begins also ends, and was submitted first")
	void jdkForkJoinTasksBeginAndEnd() {
		int begins = 0;
		int ends = 0;
		int linked = 0;
		for (ThreadEvents e : trace.streams()) {
			for (int i = 0; i < e.size(); i++) {
				if (e.kind(i) == TASK_BEGIN) {
					begins++;
					linked += e.wakeThread(i) >= 0 ? 1 : 0;
				} else if (e.kind(i) == TASK_END) {
					ends++;
				}
			}
		}
		assertTrue(begins > 238 + 100, "parallelSort forked: " + begins + " tasks");
		assertEquals(begins, ends);
		// only the root tasks, run by their callers (invoke), were not submitted
		assertTrue(begins - linked <= 4, (begins - linked) + " tasks without submit");
	}

	@Test
	@DisplayName("4 writes and 3 reads (2 of 2048 bytes, then the end) as io_begin/io_end pairs")
	void ioCallsAreBracketed() {
		assertEquals(7, count(IO_BEGIN, "io"));
		List<int[]> ends = at(trace, IO_END, "io");
		assertEquals(7, ends.size());
		assertEquals(List.of(-1L, -1L, -1L, -1L, 2048L, 2048L, -1L),
				ends.stream().map(e -> trace.thread(e[0]).arg(e[1])).toList());
	}

	@Test
	@DisplayName("thread_start -> thread_begin and thread_end -> join, with the creation site")
	void threadsAndJoins() {
		List<int[]> joins = at(trace, JOIN, "waitNotify");
		assertEquals(1, joins.size());
		int[] end = wake(trace, joins.get(0));
		assertEquals(THREAD_END, kind(trace, end));
		int[] begin = { end[0], 0 };
		assertEquals(THREAD_BEGIN, kind(trace, begin));
		int[] start = wake(trace, begin);
		assertEquals(THREAD_START, kind(trace, start));
		assertEquals(end[0], trace.thread(start[0]).arg(start[1]));
		assertEquals("waitNotify", trace.header().site(trace.header().threads().get(end[0]).creationSite()).method());
		int main = trace.header().threads().stream().filter(t -> t.name().equals("main")).findFirst().orElseThrow()
				.id();
		assertEquals(-1, trace.header().threads().get(main).parent());
		assertNull(wake(trace, new int[] { main, 0 }), "main was not started during the recording");
	}
}
