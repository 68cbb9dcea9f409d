/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import static dev.foresight.agent.format.Kinds.*;

import java.time.Duration;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Hooks for monitors, Object.wait/notify and threads (sleep's and yield's are in {@link SleepHooks}, LockSupport's in
 * {@link ParkHooks}, I/O's in {@link IoHooks}). Instrumented code calls them; the ones that replace a call perform the
 * original operation themselves, unchanged, and record around it. The last parameter is always the call site id.
 */
public final class Hooks {

	/** Threads currently in Object.wait per monitor id, to know how many a notify released. */
	private static final ConcurrentHashMap<Long, AtomicInteger> WAITERS = new ConcurrentHashMap<>();

	private Hooks() {
	}

	/**
	 * What one clock reading adds to the recorded CPU time (the {@code clock} figure of the recorder's stated costs,
	 * measured on the machine of docs/accuracy.md): the second reading of an inflated monitor's entry.
	 */
	public static final long CLOCK_COST_NS = 28;

	/** The recording clock, read before a monitorenter or monitorexit instruction (see CallSiteRewriter). */
	public static long clock() {
		return Events.now();
	}

	/** What the two JDK monitor clocks below return where they noted a re-entry (or its exit) themselves. */
	static final long NOTED = -2;

	/**
	 * {@link #clock} before a JDK monitor's monitorenter, or {@link #NOTED} for a re-entry, which is not recorded: it
	 * reads no clock, which would lengthen the outer section, and is noted here, so that the hook after the
	 * instruction does not look the thread up again ({@code JdkHeldMonitors.reenteredJdk}).
	 */
	public static long jdkEntryClock(Object monitor) {
		ThreadState s = Recorder.current();
		return s != null && s.reenteredJdk(monitor) ? NOTED : Events.now();
	}

	/** {@link #clock} before a JDK monitor's monitorexit, or {@link #NOTED} where the exit leaves a re-entry. */
	public static long jdkExitClock(Object monitor) {
		ThreadState s = Recorder.current();
		return s != null && s.reexitedJdk(monitor) ? NOTED : Events.now();
	}

	/** A monitorenter instruction, attempted at {@code start}, acquired the monitor. */
	public static void monitorEntered(long start, Object monitor, int site) {
		Events.monitorEntered(monitor, site, start, false);
	}

	/** A monitor was acquired (after monitorenter, or at the start of a synchronized method). */
	public static void monitorEnter(Object monitor, int site) {
		Events.monitorEntered(monitor, site, -1, false);
	}

	/** {@link #monitorEntered} inside a JDK method: its caller in the program is sampled too. */
	public static void jdkMonitorEntered(long start, Object monitor, int site) {
		if (start != NOTED) {
			Events.monitorEntered(monitor, site, start, true);
		}
	}

	/** {@link #monitorEnter} of a JDK method: its caller in the program is sampled too. */
	public static void jdkMonitorEnter(Object monitor, int site) {
		Events.monitorEntered(monitor, site, -1, true);
	}

	/** {@link #monitorExit} of a JDK method. */
	public static void jdkMonitorExit(Object monitor, int site) {
		Events.jdkMonitorExited(monitor, site, -1);
	}

	/** {@link #monitorExited} of a JDK method. */
	public static void jdkMonitorExited(long wall, Object monitor, int site) {
		if (wall != NOTED) {
			Events.jdkMonitorExited(monitor, site, wall);
		}
	}

	/** A monitor is about to be released by a synchronized method's return or exception. */
	public static void monitorExit(Object monitor, int site) {
		Events.unlocked(MONITOR_EXIT, monitor, site, 0);
	}

	/** A monitorexit instruction released the monitor: records the release, timed when it was about to happen. */
	public static void monitorExited(long wall, Object monitor, int site) {
		Events.unlocked(MONITOR_EXIT, monitor, site, 0, wall);
	}

	/** Replaces {@code o.wait()}. */
	public static void await(Object o, int site) throws InterruptedException {
		waitTimed(o, 0, 0, site);
	}

	/** Replaces {@code o.wait(millis)}. */
	public static void await(Object o, long millis, int site) throws InterruptedException {
		waitTimed(o, millis, 0, site);
	}

	/** Replaces {@code o.wait(millis, nanos)}. */
	public static void await(Object o, long millis, int nanos, int site) throws InterruptedException {
		waitTimed(o, millis, nanos, site);
	}

	private static void waitTimed(Object o, long millis, int nanos, int site) throws InterruptedException {
		long id = ObjectIds.of(o);
		AtomicInteger waiting = WAITERS.computeIfAbsent(id, k -> new AtomicInteger());
		long start = Events.now();
		waiting.incrementAndGet();
		try {
			o.wait(millis, nanos);
		} catch (InterruptedException e) {
			// an interrupt ended it: a wait that timed out after as long as it waited, linked to the interrupt
			Events.record(WAIT, id, site, start, Math.max(1, Events.now() - start), TIMED_OUT | FAILED,
					InterruptHooks.interrupter());
			throw e;
		} finally {
			waiting.decrementAndGet();
		}
		long timeout = millis * 1_000_000L + nanos;
		long wake = SignalLog.released(id, start, Recorder.currentId());
		Events.record(WAIT, id, site, start, timeout, timeout > 0 && wake < 0 ? TIMED_OUT : 0, wake);
	}

	/** Replaces {@code o.notify()}; the argument is 1 when a thread was waiting. */
	public static void notify(Object o, int site) {
		int waiting = Math.min(1, waiters(o));
		// a notify that found no waiter released none
		Events.signal(NOTIFY, o, site, waiting, waiting > 0);
		o.notify();
	}

	/** Replaces {@code o.notifyAll()}; the argument is the number of waiting threads. */
	public static void notifyAll(Object o, int site) {
		Events.signal(NOTIFY_ALL, o, site, waiters(o), false);
		o.notifyAll();
	}

	private static int waiters(Object o) {
		AtomicInteger n = WAITERS.get(ObjectIds.of(o));
		return n == null ? 0 : n.get();
	}

	/** Entry of Thread.start (instrumented in the JDK): the creator's thread_start. */
	public static void threadStart(Thread t) {
		if (Recorder.skip() || Recorder.ignored(t) || Recorder.ignored(Thread.currentThread()) || Recorder.isCarrier(t)
				|| Recorder.inHook()) {
			return;
		}
		long begun = Events.now();
		// the recorder's work is excused by its CPU time where the creator has a clock: on one CPU its wall time may
		// hold other threads' turns (the first start loads classes)
		long cpu = Events.cpuOf(Thread.currentThread().isVirtual());
		// the creator's id first: its table entry must exist before the new thread names it as parent
		ThreadState creator = Recorder.state();
		int site = creator != null && creator.startSite >= 0 ? creator.startSite : Sites.callerSite();
		if (creator != null) {
			creator.startSite = -1;
		}
		Threads.Entry e = Recorder.reserve(t, site);
		if (creator != null) {
			// the new thread's table entry and the search for the call site are the recorder's work, microseconds
			// per thread (a program that starts 30,000 virtual threads spent a third of its main thread on them)
			creator.excuse(cpu >= 0 ? Events.cpuOf(false) - cpu : Events.now() - begun);
		}
		long ref = Events.record(THREAD_START, e.object, site, -1, e.id, 0, -1);
		Recorder.started(e, site, ref);
	}

	/**
	 * Exit of a platform thread's start (instrumented in the JDK): the CPU time the creator spent in it (tens of
	 * microseconds: the kernel thread, its stack) is left out of the creator's next segment, because the simulator
	 * charges the simulated machine's thread creation cost instead (the trace says so:
	 * {@code recorder.thread.start.cpu=excluded}). A virtual thread's start stays in: it costs a few microseconds and
	 * has no machine cost of its own.
	 */
	public static void threadStarted() {
		ThreadState s = Recorder.current();
		if (s != null && !s.busy && !s.virtual) {
			s.skipCpu(Events.now());
		}
	}

	/** Before an application call that starts a thread: its site, for {@link #threadStart}. */
	public static void beforeStartThread(Object receiverOrTask, int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.startSite = site;
		}
	}

	/** After the call of {@link #beforeStartThread} (the site is normally taken by then). */
	public static void afterStartThread(int site) {
		ThreadState s = Recorder.current();
		if (s != null) {
			s.startSite = -1;
		}
	}

	/** Thread.exit and the end of a virtual thread's run (instrumented in the JDK): thread_end. */
	public static void threadEnd() {
		Recorder.end();
	}

	/** Replaces {@code t.join()}, which is {@code t.join(0)}. */
	public static void join(Thread t, int site) throws InterruptedException {
		join(t, 0L, site);
	}

	/** Replaces {@code t.join(millis)}. */
	public static void join(Thread t, long millis, int site) throws InterruptedException {
		long start = Events.now();
		try {
			t.join(millis);
		} catch (InterruptedException e) {
			joined(t, site, start, FAILED);
			throw e;
		}
		joined(t, site, start, 0);
	}

	/** Replaces {@code t.join(duration)}. */
	public static boolean join(Thread t, Duration d, int site) throws InterruptedException {
		long start = Events.now();
		boolean done;
		try {
			done = t.join(d);
		} catch (InterruptedException e) {
			joined(t, site, start, FAILED);
			throw e;
		}
		joined(t, site, start, 0);
		return done;
	}

	/** Before {@code x.join()} where x's static type is a subclass of Thread (or not a Thread at all). */
	public static void beforeJoinThread(Object receiver, int site) {
		ThreadState s = Recorder.state();
		if (s != null) {
			s.push(receiver instanceof Thread ? receiver : null, Events.now());
		}
	}

	/** After the call of {@link #beforeJoinThread}. */
	public static void afterJoinThread(int site) {
		ThreadState s = Recorder.peek();
		if (s != null && s.pop() instanceof Thread t) {
			joined(t, site, s.poppedStart(), 0);
		}
	}

	/**
	 * Records a join that began at {@code start}: one that returned with the thread still alive timed out, and one
	 * that an interrupt ended ({@code FAILED}) too, linked to the interrupt where the recorder saw it (else the replay
	 * waits as long as it did).
	 */
	private static void joined(Thread t, int site, long start, int flags) {
		Threads.Entry e = Threads.get(t);
		boolean alive = t.isAlive();
		long wake;
		if (alive) {
			wake = (flags & FAILED) != 0 ? InterruptHooks.interrupter() : -1;
		} else {
			wake = e == null ? -1 : e.endRef;
		}
		Events.record(JOIN, e == null ? ObjectIds.of(t) : e.object, site, start, e == null ? -1 : e.id,
				alive ? TIMED_OUT | flags : 0, wake);
	}

	/** Replaces {@code unit.timedJoin(t, time)}. */
	public static void timedJoin(TimeUnit unit, Thread t, long time, int site) throws InterruptedException {
		long start = Events.now();
		try {
			unit.timedJoin(t, time);
		} catch (InterruptedException e) {
			joined(t, site, start, FAILED);
			throw e;
		}
		if (time > 0) {
			joined(t, site, start, 0);
		}
	}

	/** Replaces {@code unit.timedWait(o, time)}: {@code o.wait} of that time, when it is positive. */
	public static void timedWait(TimeUnit unit, Object o, long time, int site) throws InterruptedException {
		if (time > 0) {
			long ms = unit.toMillis(time);
			waitTimed(o, ms, (int) (unit.toNanos(time) - ms * 1_000_000L), site);
		}
	}
}
