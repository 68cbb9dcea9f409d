/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.machine.Costs;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.machine.SchedulerSettings;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/** The replay semantics of each kind of event (spec 3.5, adapted to the JVM), on small traces in nanoseconds. */
class PrimitiveSemanticsTest {

	private static SimulatedRun run(Trace trace, MachineModel m, int cpus) throws Exception {
		return new Simulator(trace).run(m, cpus, SimulationModel.DIRECT, false);
	}

	private static MachineModel latency(long nanos) {
		return MachineModel.ideal(4).withCosts(new Costs(0, 0, nanos, Integer.MAX_VALUE));
	}

	/** T1 holds L 0..10, then takes it again at 11; T2 asks for it at 1. */
	private static Trace relock(int flags) {
		return relock(EventKind.LOCK, EventKind.UNLOCK, flags);
	}

	private static Trace relock(EventKind acquire, EventKind release, int flags) {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("T1", -1);
		int t2 = b.thread("T2", -1);
		b.event(t1, acquire, 9, 0, 0, flags);
		b.event(t2, acquire, 9, 1, 0, flags);
		b.event(t1, release, 9, 10, 0, 0);
		b.event(t1, acquire, 9, 1, 0, flags);
		b.event(t1, release, 9, 10, 0, 0);
		b.end(t1, 0);
		b.event(t2, release, 9, 10, 0, 0);
		b.end(t2, 0);
		return b.build();
	}

	@Test
	@DisplayName("non-fair locks barge: the releaser takes the lock again before the woken waiter arrives")
	void nonFairLockBarges() throws Exception {
		SimulatedRun r = run(relock(0), latency(2), 2);
		assertEquals(21, r.threads().get(0).end(), 1e-9);
		// T2 retries at 12 (wake-up latency 2), finds the lock taken, gets it at 21 + 2
		assertEquals(33, r.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("monitors barge like non-fair locks: the releaser enters again before the woken waiter arrives")
	void monitorBarges() throws Exception {
		SimulatedRun r = run(relock(EventKind.MONITOR_ENTER, EventKind.MONITOR_EXIT, 0), latency(2), 2);
		assertEquals(21, r.threads().get(0).end(), 1e-9);
		assertEquals(33, r.completionNanos(), 1e-9);
		// without the latency the waiter is back at 10, before the releaser's second entry at 11, and gets it first
		SimulatedRun prompt = run(relock(EventKind.MONITOR_ENTER, EventKind.MONITOR_EXIT, 0), latency(0), 2);
		assertEquals(20, prompt.threads().get(1).end(), 1e-9);
	}

	@Test
	@DisplayName("fair locks hand off in FIFO order: the waiter gets the lock at the release")
	void fairLockHandsOff() throws Exception {
		SimulatedRun r = run(relock(Event.FAIR), latency(2), 2);
		assertEquals(22, r.threads().get(1).end(), 1e-9);
		assertEquals(34, r.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a wake-up across processors costs the woken thread the machine's wake-up cost, on one it does not")
	void crossProcessorWakeupCost() throws Exception {
		MachineModel m = MachineModel.ideal(4).withCosts(new Costs(0, 0, 2, Integer.MAX_VALUE, 5));
		SimulatedRun r = run(relock(Event.FAIR), m, 2);
		// T2 gets the lock at T1's release at 10, arrives at 12 and runs 5 + 10
		assertEquals(27, r.threads().get(1).end(), 1e-9);
		// T1 asked again at 11; T2's release at 27 reaches it at 29, then 5 + 10
		assertEquals(44, r.completionNanos(), 1e-9);
		// on one processor nothing crosses: the same time as without the cost
		assertEquals(run(relock(Event.FAIR), latency(2), 1).completionNanos(), run(relock(Event.FAIR), m, 1)
				.completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("read locks are shared, a write lock excludes")
	void readWriteLock() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int r1 = b.thread("r1", -1);
		int r2 = b.thread("r2", -1);
		int w = b.thread("w", -1);
		b.event(r1, EventKind.LOCK, 4, 0, 0, Event.SHARED);
		b.event(r2, EventKind.LOCK, 4, 0, 0, Event.SHARED);
		b.event(r1, EventKind.UNLOCK, 4, 10, 0, Event.SHARED);
		b.event(r2, EventKind.UNLOCK, 4, 10, 0, Event.SHARED);
		b.event(w, EventKind.LOCK, 4, 1, 0, 0);
		b.event(w, EventKind.UNLOCK, 4, 5, 0, 0);
		b.end(r1, 0);
		b.end(r2, 0);
		b.end(w, 0);
		assertEquals(15, run(b.build(), MachineModel.ideal(3), 3).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("readers parked behind a write lock all get in at its release: each woken reader wakes the next, as "
			+ "a shared acquisition of an AbstractQueuedSynchronizer does; before, the second waited for the first's "
			+ "release")
	void readersParkedBehindAWriterWakeOneAnother() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int w = b.thread("w", -1);
		int r1 = b.thread("r1", -1);
		int r2 = b.thread("r2", -1);
		b.event(w, EventKind.LOCK, 4, 0, 0, 0);
		b.event(r1, EventKind.LOCK, 4, 1, 0, Event.SHARED);
		b.event(r2, EventKind.LOCK, 4, 2, 0, Event.SHARED);
		b.event(w, EventKind.UNLOCK, 4, 10, 0, 0);
		b.end(w, 0);
		b.event(r1, EventKind.UNLOCK, 4, 10, 0, Event.SHARED);
		b.event(r2, EventKind.UNLOCK, 4, 10, 0, Event.SHARED);
		b.end(r1, 0);
		b.end(r2, 0);
		SimulatedRun r = run(b.build(), MachineModel.ideal(3), 3);
		assertEquals(20, r.threads().get(r1).end(), 1e-9);
		assertEquals(20, r.threads().get(r2).end(), 1e-9);
		// with the wake-up latency (2) each hop of the chain waits for it: r1 at 12, r2 at 14
		SimulatedRun late = run(b.build(), latency(2), 3);
		assertEquals(22, late.threads().get(r1).end(), 1e-9);
		assertEquals(24, late.threads().get(r2).end(), 1e-9);
	}

	@Test
	@DisplayName("semaphores count permits: two recorded holders at once mean 2 permits; four workers, two at a time")
	void semaphorePermits() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int[] t = new int[4];
		for (int k = 0; k < 4; k++) {
			t[k] = b.thread("w" + k, -1);
		}
		for (int pair = 0; pair < 4; pair += 2) {
			b.event(t[pair], EventKind.SEMAPHORE_ACQUIRE, 3, 0, 1, 0);
			b.event(t[pair + 1], EventKind.SEMAPHORE_ACQUIRE, 3, 0, 1, 0);
			b.event(t[pair], EventKind.SEMAPHORE_RELEASE, 3, 10, 1, 0);
			b.event(t[pair + 1], EventKind.SEMAPHORE_RELEASE, 3, 10, 1, 0);
			b.end(t[pair], 0);
			b.end(t[pair + 1], 0);
		}
		assertEquals(20, run(b.build(), MachineModel.ideal(4), 4).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a recording that held one permit at a time, whose acquires saw 2 available, replays 2 permits")
	void semaphorePermitsTheAcquiresSaw() throws Exception {
		for (boolean known : new boolean[] { false, true }) {
			TraceBuilder b = new TraceBuilder();
			for (int k = 0; k < 4; k++) {
				int t = b.thread("w" + k, -1);
				// one holder at a time, as on one processor: each acquire saw both permits free
				b.event(t, EventKind.SEMAPHORE_ACQUIRE, 3, 0, known ? 1 + (2L << 16) : 1, known ? Event.AVAILABLE : 0);
				b.event(t, EventKind.SEMAPHORE_RELEASE, 3, 10, 1, 0);
				b.end(t, 0);
			}
			assertEquals(known ? 20 : 40, run(b.build(), MachineModel.ideal(4), 4).completionNanos(), 1e-9);
		}
		assertEquals(3, Event.permits(3 + (5L << 16), Event.AVAILABLE));
		assertEquals(5, Event.available(3 + (5L << 16), Event.AVAILABLE));
		assertEquals(-1, Event.available(7, 0));
		assertEquals(7, Event.permits(7, 0));
	}

	@Test
	@DisplayName("a latch opens at its last countdown; a barrier trips when all parties arrived")
	void latchAndBarrier() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int[] works = { 5, 15, 10 };
		for (int k = 0; k < 3; k++) {
			int t = b.thread("w" + k, -1);
			b.event(t, EventKind.BARRIER_AWAIT, 8, works[k], 3, 0);
			b.event(t, EventKind.LATCH_COUNTDOWN, 7, 1, 2 - k, 0);
			b.end(t, 0);
		}
		b.event(main, EventKind.LATCH_AWAIT, 7, 1, 0, 0);
		b.end(main, 3);
		// the barrier trips at 15, the latch opens at 16, main ends at 19
		assertEquals(19, run(b.build(), MachineModel.ideal(4), 4).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a barrier with recorded wake links trips at its last arrival under every model")
	void barrierUnderEveryModel() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int[] works = { 5, 15, 10 };
		int[] t = new int[3];
		int[] await = new int[3];
		for (int k = 0; k < 3; k++) {
			t[k] = b.thread("w" + k, -1);
		}
		for (int k : new int[] { 0, 2, 1 }) {
			await[k] = b.event(t[k], EventKind.BARRIER_AWAIT, 8, works[k], 3, 0);
		}
		// w1 arrived last: its await released the two others
		b.link(t[0], await[0], t[1], await[1]);
		b.link(t[2], await[2], t[1], await[1]);
		for (int k = 0; k < 3; k++) {
			b.end(t[k], 1);
		}
		Trace trace = b.build();
		for (SimulationModel model : SimulationModel.values()) {
			SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(3), 3, model, false);
			assertEquals(16, r.completionNanos(), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("a phaser's arrival without a wait goes on; its wait without an arrival waits for the last arrival")
	void phaserArrivalsAndWaitsApart() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int w1 = b.thread("w1", -1);
		int w2 = b.thread("w2", -1);
		// main arrives at 1 and goes on (Phaser.arrive), then at 3 waits for the phase's end (awaitAdvance); w1
		// arrives and waits at 5; w2 arrives last at 8 and ends the phase
		b.event(main, EventKind.BARRIER_AWAIT, 8, 1, 3, Event.ARRIVED);
		int await = b.event(main, EventKind.BARRIER_AWAIT, 8, 2, 0, Event.AWAITED);
		int waits = b.event(w1, EventKind.BARRIER_AWAIT, 8, 5, 3, 0);
		int last = b.event(w2, EventKind.BARRIER_AWAIT, 8, 8, 3, 0);
		b.link(main, await, w2, last);
		b.link(w1, waits, w2, last);
		for (int t : new int[] { main, w1, w2 }) {
			b.end(t, 1);
		}
		Trace trace = b.build();
		for (SimulationModel model : SimulationModel.values()) {
			// had main's arrival waited, main would end at 11; had its wait arrived, w1's arrival would end the phase
			// at 5 and w2 wait for ever
			SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(3), 3, model, false);
			assertEquals(9, r.completionNanos(), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("an exchange that timed out waited its timeout and met no one: a later pair still meets")
	void timedOutExchangeIsADelay() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int lone = b.thread("lone", -1);
		int other = b.thread("other", -1);
		// lone works 5 ns, waits 20 ns at the exchanger for no one (timed out), then meets other at 30
		b.event(lone, EventKind.YIELD, -1, 0, 0, 0);
		b.timedOut(lone, EventKind.BARRIER_AWAIT, 4, 5, 20, 2, 0);
		int first = b.event(lone, EventKind.BARRIER_AWAIT, 4, 5, 2, 0);
		int second = b.event(other, EventKind.BARRIER_AWAIT, 4, 30, 2, 0);
		b.link(lone, first, other, second);
		b.end(lone, 3);
		b.end(other, 1);
		Trace trace = b.build();
		for (SimulationModel model : SimulationModel.values()) {
			// counted as an arrival, the timed-out wait would have met other at 30 and lone's second one never
			SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(2), 2, model, false);
			assertEquals(33, r.completionNanos(), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("a task that forks itself twice begins from its second fork no earlier than that fork")
	void taskForkedTwiceBeginsFromEachFork() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int w1 = b.thread("worker-1", -1);
		int w2 = b.thread("worker-2", -1);
		b.event(w1, EventKind.TASK_BEGIN, 7, 10, 0, 0);
		int first = b.event(w1, EventKind.TASK_SUBMIT, 7, 5, 0, 0);
		int second = b.event(w2, EventKind.TASK_BEGIN, 7, 0, 0, 0);
		b.link(w2, second, w1, first);
		b.event(w1, EventKind.TASK_END, 7, 100, 0, 0);
		int again = b.event(w2, EventKind.TASK_SUBMIT, 7, 150, 0, 0);
		b.event(w2, EventKind.TASK_END, 7, 10, 0, 0);
		b.end(w2, 0);
		int third = b.event(w1, EventKind.TASK_BEGIN, 7, 5, 0, 0);
		b.link(w1, third, w2, again);
		b.event(w1, EventKind.TASK_END, 7, 100, 0, 0);
		b.end(w1, 0);
		// worker-2 runs the task's second part from 15 and forks it again at 165; worker-1, at its third begin from
		// 120, waits for that fork (not for the first, at 15) and ends at 265
		for (SimulationModel m : SimulationModel.values()) {
			SimulatedRun r = new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false);
			assertEquals(265, r.completionNanos(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("a timed try-lock that gave up waits its timeout, not the other threads' turns it waited on one CPU")
	void timedOutTryLockWaitsItsTimeout() throws Exception {
		for (long timeout : new long[] { 7, 0 }) {
			TraceBuilder b = new TraceBuilder();
			int t = b.thread("trier", -1);
			b.event(t, EventKind.YIELD, -1, 0, 0, 0);
			// the try ran out after 20 ns of wall time, 7 of them its timeout (the argument; 0: a trace without it)
			b.timedOut(t, EventKind.TRY_LOCK, 5, 5, 20, timeout, Event.FAILED);
			b.end(t, 3);
			Trace trace = b.build();
			for (SimulationModel model : SimulationModel.values()) {
				SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(1), 1, model, false);
				assertEquals(timeout > 0 ? 15 : 28, r.completionNanos(), 1e-9, model.wireName() + " " + timeout);
			}
		}
	}

	@Test
	@DisplayName("a phaser wait that timed out waited its timeout")
	void timedOutPhaserWaitIsADelay() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("waiter", -1);
		b.event(t, EventKind.YIELD, -1, 0, 0, 0);
		b.timedOut(t, EventKind.BARRIER_AWAIT, 5, 5, 20, 0, Event.AWAITED);
		b.end(t, 3);
		Trace trace = b.build();
		for (SimulationModel model : SimulationModel.values()) {
			// without its timeout, a wait with no arrival to wait for would pass at once (8)
			SimulatedRun r = new Simulator(trace).run(MachineModel.ideal(1), 1, model, false);
			assertEquals(28, r.completionNanos(), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("a poll that timed out took no element: the queue did not start with one")
	void timedOutPollTakesNothing() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int consumer = b.thread("consumer", -1);
		int producer = b.thread("producer", -1);
		b.event(consumer, EventKind.QUEUE_TAKE, 6, 0, 5, Event.TIMED_OUT); // poll(5 ns) found nothing
		int put = b.event(producer, EventKind.QUEUE_PUT, 6, 20, 0, 0);
		int take = b.event(consumer, EventKind.QUEUE_TAKE, 6, 0, 0, 0);
		b.link(consumer, take, producer, put);
		b.end(producer, 0);
		b.end(consumer, 1);
		for (SimulationModel model : SimulationModel.values()) {
			SimulatedRun r = new Simulator(b.build()).run(MachineModel.ideal(2), 2, model, false);
			assertEquals(21, r.completionNanos(), 1e-9, model.wireName());
		}
	}

	@Test
	@DisplayName("I/O is wall time, limited by the number of concurrent I/O operations")
	void ioConcurrency() throws Exception {
		TraceBuilder b = new TraceBuilder();
		for (int k = 0; k < 4; k++) {
			int t = b.thread("io" + k, -1);
			b.event(t, EventKind.IO_BEGIN, -1, 1, 0, 0);
			b.event(t, EventKind.IO_END, -1, 0, 100, 0); // the builder's clock: the wall gap is this event's 0 CPU
			b.end(t, 0);
		}
		Trace trace = b.build();
		// the builder writes wall times from one clock, so each I/O looks 0 ns long: give it 10 ns of device time
		Trace withWait = PaperTraces.withIoWait(trace, 10);
		MachineModel one = MachineModel.ideal(4).withCosts(new Costs(0, 0, 0, 1));
		MachineModel four = MachineModel.ideal(4).withCosts(new Costs(0, 0, 0, 4));
		assertEquals(41, run(withWait, one, 4).completionNanos(), 1e-9);
		assertEquals(11, run(withWait, four, 4).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("sleeps and timed-out waits are delays that leave the processor to others")
	void sleepsAreDelays() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("sleeper", -1);
		int t2 = b.thread("worker", -1);
		b.event(t1, EventKind.SLEEP, -1, 0, 100, 0);
		b.event(t1, EventKind.MONITOR_ENTER, 2, 10, 0, 0);
		b.event(t1, EventKind.WAIT, 2, 0, 30, Event.TIMED_OUT);
		b.event(t1, EventKind.MONITOR_EXIT, 2, 1, 0, 0);
		b.end(t1, 0);
		b.event(t2, EventKind.MONITOR_ENTER, 2, 120, 0, 0);
		b.event(t2, EventKind.MONITOR_EXIT, 2, 5, 0, 0);
		b.end(t2, 0);
		// one processor, fair sharing: the sleeper wakes at 100 and preempts the worker, enters at 110 and waits
		// (timed out, 30 ns) without the monitor, so the worker enters at 130 and ends at 135; the sleeper
		// takes the monitor back at 140 and ends at 141
		MachineModel fair = MachineModel.ideal(1).withScheduler(new SchedulerSettings(
				SchedulerSettings.Policy.FAIR, 1_000, 1, true, SchedulerSettings.LockPolicy.RECORDED));
		SimulatedRun r = run(b.build(), fair, 1);
		assertEquals(141, r.threads().get(0).end(), 1e-9);
		assertEquals(135, r.threads().get(1).end(), 1e-9);
	}

	@Test
	@DisplayName("a timeout that runs out ends the machine's timer slack late: sleeps, timed parks, waits and polls")
	void timeoutsEndATimerSlackLate() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		b.event(t, EventKind.SLEEP, -1, 0, 100, 0);
		b.event(t, EventKind.PARK, -1, 0, 1, Event.TIMED_OUT); // parkNanos(1)
		b.event(t, EventKind.MONITOR_ENTER, 2, 0, 0, 0);
		b.event(t, EventKind.WAIT, 2, 0, 30, Event.TIMED_OUT);
		b.event(t, EventKind.MONITOR_EXIT, 2, 0, 0, 0);
		b.event(t, EventKind.QUEUE_TAKE, 6, 0, 20, Event.TIMED_OUT); // poll(20 ns) that found nothing
		b.event(t, EventKind.SLEEP, -1, 0, 0, 0); // sleep(0): no timer
		b.end(t, 0);
		Trace trace = b.build();
		// 100 + 1 + 30 + 20 of timeouts, and 4 timers each 50 late
		MachineModel slack = MachineModel.ideal(1).withCosts(Costs.NONE.withTimerSlack(50));
		assertEquals(351, run(trace, slack, 1).completionNanos(), 1e-9);
		assertEquals(151, run(trace, MachineModel.ideal(1), 1).completionNanos(), 1e-9);
		// the default machine's timers are Linux's: 50 us late
		assertEquals(50_000, MachineModel.linuxServer().costs().timerSlackNanos());
	}

	@Test
	@DisplayName("park follows its recorded unpark; executors run tasks after their submit; get waits for complete")
	void parkTasksAndFutures() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int pool = b.thread("pool-1", -1);
		int park = b.event(pool, EventKind.PARK, -1, 1, 0, 0);
		int submit = b.event(main, EventKind.TASK_SUBMIT, 77, 20, 0, 0);
		int unpark = b.event(main, EventKind.UNPARK, -1, 0, pool, 0);
		b.link(pool, park, main, unpark);
		int begin = b.event(pool, EventKind.TASK_BEGIN, 77, 0, 0, 0);
		b.link(pool, begin, main, submit);
		int complete = b.event(pool, EventKind.FUTURE_COMPLETE, 78, 30, 0, 0);
		b.event(pool, EventKind.TASK_END, 77, 0, 0, 0);
		b.end(pool, 0);
		int get = b.event(main, EventKind.FUTURE_GET, 78, 5, 0, 0);
		b.link(main, get, pool, complete);
		b.end(main, 2);
		// the pool thread is released at 20, completes at 50; main gets at 50 and ends at 52
		assertEquals(52, run(b.build(), MachineModel.ideal(2), 2).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("a fork/join join waits for the forked task's end, not its submit, under every model")
	void joinWaitsForTheTaskEnd() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int worker = b.thread("worker", -1);
		b.event(main, EventKind.TASK_SUBMIT, 90, 10, 0, 0);
		b.event(worker, EventKind.TASK_BEGIN, 90, 0, 0, 0);
		b.event(worker, EventKind.TASK_END, 90, 40, 0, 0);
		b.end(worker, 0);
		b.event(main, EventKind.FUTURE_GET, 90, 5, 0, 0);
		b.end(main, 2);
		// submitted at 10, the worker ends the task at 50; main asks at 15 and waits until 50
		for (SimulationModel m : SimulationModel.values()) {
			assertEquals(52, new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9,
					m.wireName());
		}
	}

	@Test
	@DisplayName("a scheduled task begins its delay after its submit, whenever its pool thread is free before that")
	void scheduledTaskWaitsOutItsDelay() throws Exception {
		for (long before : new long[] { 0, 100 }) {
			TraceBuilder b = new TraceBuilder();
			int main = b.thread("main", -1);
			int worker = b.thread("worker", -1);
			// schedule(task, 1000 ns): the submit's argument is the delay
			b.event(main, EventKind.TASK_SUBMIT, 95, 10, 1_000, 0);
			b.event(main, EventKind.FUTURE_GET, 95, 5, 0, 0);
			b.end(main, 2);
			b.event(worker, EventKind.TASK_BEGIN, 95, before, 0, 0);
			b.event(worker, EventKind.TASK_END, 95, 40, 0, 0);
			b.end(worker, 0);
			// submitted at 10, due at 1010 (the worker waits from 0, or from 100); it ends the task at 1050, and
			// main, asking at 15, gets it then and ends at 1052
			for (SimulationModel m : SimulationModel.values()) {
				assertEquals(1_052, new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false).completionNanos(),
						1e-9, m.wireName() + ", worker at the begin after " + before);
			}
		}
	}

	@Test
	@DisplayName("a root task run in place by its caller does not wait for the completion another thread records")
	void taskRunInPlaceIsNotWaitingForItsCompletion() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int worker = b.thread("worker", main);
		b.event(main, EventKind.TASK_BEGIN, 91, 10, 0, 0);
		b.event(main, EventKind.TASK_SUBMIT, 92, 5, 0, 0);
		b.start(main, worker, 0);
		b.event(main, EventKind.TASK_END, 91, 20, 0, 0);
		b.event(worker, EventKind.TASK_BEGIN, 92, 0, 0, 0);
		b.event(worker, EventKind.FUTURE_COMPLETE, 91, 30, 0, 0);
		b.end(worker, 0);
		b.event(main, EventKind.FUTURE_GET, 91, 0, 0, 0);
		b.end(main, 0);
		// main: begin at 10, fork at 15, ends its part at 35 and waits for the completion the worker records at
		// 15 + 30 (a counted completer is done when its last part completes it, not when the root's code ends)
		for (SimulationModel m : SimulationModel.values()) {
			assertEquals(45, new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9,
					m.wireName());
		}
	}

	@Test
	@DisplayName("a task run in place that forks itself runs again from that fork (a parallel stream's completer)")
	void taskForkedByItselfRunsAgain() throws Exception {
		// as a recording of a parallel stream's ForEachTask: the worker invokes task 7 (a begin linked to no submit),
		// which forks itself and a helper task 8, ends its first part, and runs again from its own fork; the second
		// worker takes task 8 (bench.ApiTour groupby deadlocked under every model before)
		TraceBuilder b = new TraceBuilder();
		int w1 = b.thread("worker-1", -1);
		int w2 = b.thread("worker-2", -1);
		b.event(w1, EventKind.TASK_BEGIN, 7, 10, 0, 0);
		int fork8 = b.event(w1, EventKind.TASK_SUBMIT, 8, 5, 0, 0);
		int fork7 = b.event(w1, EventKind.TASK_SUBMIT, 7, 5, 0, 0);
		b.event(w1, EventKind.TASK_END, 7, 100, 0, 0);
		int again = b.event(w1, EventKind.TASK_BEGIN, 7, 5, 0, 0);
		b.link(w1, again, w1, fork7);
		b.event(w1, EventKind.TASK_END, 7, 100, 0, 0);
		b.end(w1, 0);
		int taken = b.event(w2, EventKind.TASK_BEGIN, 8, 0, 0, 0);
		b.link(w2, taken, w1, fork8);
		b.event(w2, EventKind.TASK_END, 8, 100, 0, 0);
		b.end(w2, 0);
		// worker-1: 10 + 5 + 5 + 100 + 5 + 100; worker-2 from the fork at 15 to 115
		for (SimulationModel m : SimulationModel.values()) {
			SimulatedRun r = new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false);
			assertEquals(225, r.completionNanos(), 1e-9, m.wireName());
			assertEquals(115, r.threads().get(w2).end(), 1e-9, m.wireName());
		}
	}

	@Test
	@DisplayName("heterogeneous processors: a thread on a processor of speed 0.5 takes twice its CPU time")
	void processorSpeeds() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		b.end(t, 1_000);
		MachineModel slow = MachineModel.ideal(1).withBindings(List.of());
		slow = new MachineModel("slow", List.of(0.5), slow.scheduler(), slow.costs(), slow.logp(), List.of());
		assertEquals(2_000, run(b.build(), slow, 1).completionNanos(), 1e-9);
	}

	@Test
	@DisplayName("fair sharing: two CPU-bound threads on one processor alternate every time slice")
	void timeSlices() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t1 = b.thread("a", -1);
		int t2 = b.thread("b", -1);
		b.end(t1, 100);
		b.end(t2, 100);
		MachineModel m = MachineModel.ideal(1).withScheduler(new SchedulerSettings(SchedulerSettings.Policy.FAIR,
				10, 10, true, SchedulerSettings.LockPolicy.RECORDED));
		SimulatedRun r = new Simulator(b.build()).run(m, 1, SimulationModel.DIRECT, true);
		assertEquals(200, r.completionNanos(), 1e-9);
		assertEquals(190, r.threads().get(0).end(), 1e-9);
		assertEquals(19, r.contextSwitches());
		assertEquals(100, r.threads().get(0).timeIn(ThreadState.RUNNING), 1e-9);
		assertEquals(90, r.threads().get(0).timeIn(ThreadState.RUNNABLE), 1e-9);
	}

	@Test
	@DisplayName("what happened outside the recording blocks nobody: a task never submitted, a party never seen")
	void eventsOutsideTheRecording() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int main = b.thread("main", -1);
		int w = b.thread("w", -1);
		b.event(main, EventKind.TASK_BEGIN, 50, 3, 0, 0);
		b.event(main, EventKind.FUTURE_GET, 51, 3, 0, 0);
		b.event(main, EventKind.BARRIER_AWAIT, 52, 3, 3, 0);
		b.event(w, EventKind.BARRIER_AWAIT, 52, 1, 3, 0);
		b.end(main, 1);
		b.end(w, 1);
		for (SimulationModel m : SimulationModel.values()) {
			assertEquals(10, new Simulator(b.build()).run(MachineModel.ideal(2), 2, m, false).completionNanos(), 1e-9,
					m.wireName());
		}
	}

	@Test
	@DisplayName("the recorder's cost per event comes off every segment, never below zero")
	void recordingCost() throws Exception {
		TraceBuilder b = new TraceBuilder();
		int t = b.thread("t", -1);
		for (int k = 0; k < 9; k++) {
			b.event(t, EventKind.NOTIFY, -1, 100, 0, 0);
		}
		b.end(t, 20);
		Trace trace = b.build();
		assertEquals(920, new Simulator(trace).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
		assertEquals(630, new Simulator(trace, 30).run(MachineModel.ideal(1), 1, SimulationModel.DIRECT, false)
				.completionNanos(), 1e-9);
	}
}
