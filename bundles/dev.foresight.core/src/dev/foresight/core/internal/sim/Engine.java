/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.List;

import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.SimulationModel;
import dev.foresight.core.sim.WaitEdge;

/**
 * The discrete-event loop of one simulation (spec 3.2): processors run threads until the next event of some thread,
 * a time-slice end or a timer; the event's semantics may block, wake or start threads. All state is in flat arrays
 * allocated up front, so the loop allocates nothing.
 */
public final class Engine {

	static final byte NEW = 0;
	static final byte RUNNABLE = 1;
	static final byte RUNNING = 2;
	static final byte BLOCKED = 3;
	static final byte DELAYED = 4;
	static final byte DONE = 5;

	static final byte TIMER_ADVANCE = 0;
	static final byte TIMER_RETRY = 1;
	static final byte TIMER_IO = 2;
	static final byte TIMER_WAKE = 3;

	final PreparedTrace pt;
	final RunConfig cfg;
	final int threads;
	final int cpus;
	final Scheduler sched;
	final Semantics sem;
	final ClientServer lists;
	final Timeline timeline;

	double now;
	long events;
	/**
	 * Threads the run waits for that have not ended: recorded non-daemon threads ({@link ExitThreads}), not the
	 * compilers' threads, and daemons whose work it waits for ({@link DaemonWork}).
	 */
	private int foregroundLeft;
	/** Daemon threads whose work the run still waits for ({@link DaemonWork}). */
	private final boolean[] holding;
	/** Threads the relaunched main thread ({@link MainRelaunch}) still waits for. */
	private int relaunchAwaited;
	double completion;

	final byte[] state;
	final int[] pos;
	final double[] remaining;
	final double[] pendingCost;
	/** The recorder's cost to take off the recorded CPU times, and the switches they hold. */
	private final RecordedCharges charges;
	final byte[] timerAction;
	final double[] startTime;
	final double[] endTime;
	/** Per thread, the words of its events when they are in arrays, else {@code null}. */
	private final long[][] words;
	/** Releases of blocked threads, and the waker events that have executed. */
	final Wakeups wakeups;
	/** The work that waits for an unpark ({@link HandBacks}), or {@code null} when the trace has none. */
	final HandBackRun handBacks;

	/** Creates the simulation of {@code pt} under {@code cfg}. */
	public Engine(PreparedTrace pt, RunConfig cfg) {
		this.pt = pt;
		this.cfg = cfg;
		this.threads = pt.threads;
		this.cpus = cfg.cpus;
		this.state = new byte[threads];
		this.pos = new int[threads];
		this.remaining = new double[threads];
		this.pendingCost = new double[threads];
		this.holding = new boolean[threads];
		this.charges = new RecordedCharges(cfg, pt.switches, threads);
		this.timerAction = new byte[threads];
		this.startTime = new double[threads];
		this.endTime = new double[threads];
		this.words = pt.wordArrays();
		this.wakeups = new Wakeups(this);
		this.handBacks = pt.handBacks == null ? null : new HandBackRun(this, pt.handBacks);
		this.timeline = cfg.timeline ? new Timeline(this) : null;
		this.sched = new Scheduler(this);
		this.sem = new Semantics(this);
		this.lists = cfg.model == SimulationModel.CLIENT_SERVER ? new ClientServer(this) : null;
		this.relaunchAwaited = pt.relaunch.count;
	}

	/** Runs the simulation; returns whether every recorded thread ended (false: deadlock). */
	public boolean run() {
		for (int t = 0; t < threads; t++) {
			if (pt.size(t) == 0) {
				state[t] = DONE;
			} else {
				holding[t] = !pt.awaited[t] && pt.holds[t] >= 0;
				if (pt.awaited[t] || holding[t]) {
					foregroundLeft++;
				}
				if (pt.root[t]) {
					begin(t);
				}
			}
		}
		sched.flushDispatch();
		TournamentTree heap = sched.clocks.heap;
		IndexedMinHeap timers = sched.timers;
		while (foregroundLeft > 0) {
			double p = heap.peekKey();
			double q = timers.peekKey();
			if (p <= q && p != Double.POSITIVE_INFINITY) {
				now = p;
				sched.processorEvent(heap.peek());
			} else if (q != Double.POSITIVE_INFINITY) {
				now = q;
				timerEvent(timers.peek());
			} else {
				break;
			}
			sched.flushDispatch();
		}
		if (foregroundLeft > 0) {
			return false;
		}
		// compilers' and daemon threads still at work end with the run, as the JVM does not wait for them
		sched.settle();
		for (int t = 0; t < threads; t++) {
			if (state[t] != DONE && state[t] != NEW) {
				endTime[t] = now;
			}
		}
		// the recorded run's stop-the-world pauses: serial, outside every thread
		completion += cfg.pauseNanos;
		return true;
	}

	/** Makes a thread that has not started runnable at its first event. */
	void begin(int t) {
		if (state[t] != NEW) {
			return;
		}
		pos[t] = 0;
		// a compiler's thread is all CPU time before its one event, what its processors let it compile
		remaining[t] = t < pt.foreground ? cpu(t, 0) : cpu(t, 0) * cfg.compilerScale;
		startTime[t] = now;
		sched.makeRunnable(t);
	}

	/** Called by the scheduler when a running thread has done all the work before its next event. */
	void reach(int p, int t) {
		sched.executing = t;
		try {
			while (sem.execute(t, pos[t]) && state[t] == RUNNING) {
				// the run's last awaited work is done: a daemon goes no further than the run
				if (foregroundLeft == 0 || sched.preemptAfterEvent(p, t)) {
					return;
				}
				if (remaining[t] > 0 && !sched.runOn(p, t)) {
					return;
				}
			}
		} finally {
			sched.executing = -1;
		}
	}

	private void timerEvent(int t) {
		sched.timers.set(t, Double.POSITIVE_INFINITY);
		switch (timerAction[t]) {
		case TIMER_ADVANCE -> {
			if (!sem.loops.jump(t, pos[t])) {
				advance(t);
			}
			sched.makeRunnable(t);
		}
		case TIMER_IO -> sem.io.done(t);
		default -> sched.makeRunnable(t);
		}
	}

	/**
	 * CPU time (reference nanoseconds) before event {@code i} of thread {@code t}, less the recorder's cost of the
	 * event ({@link RecordedCharges#takeOff}) and, of a recorded thread, scaled by the run's work scale. Called once
	 * per event, in each thread's order.
	 */
	double cpu(int t, int i) {
		if (i >= pt.size(t)) {
			return 0;
		}
		long w = word(t, i);
		CpuTimes o = cfg.cpuOverride;
		double c = charges.takeOff(t, w, o == null ? pt.cpu(w, t, i) : o.cpu(t, i));
		return t < pt.foreground ? c * cfg.workScale : c;
	}

	/**
	 * Whether the recording switched thread {@code t} back onto a processor where the run is about to, at its current
	 * event: the scheduler does not charge that switch again ({@link RecordedCharges#switchRecorded}).
	 */
	boolean switchRecorded(int t) {
		return charges.switchRecorded(t, pos[t]);
	}

	/**
	 * The packed word of event {@code i} of thread {@code t} ({@link EventCodes}). A trace in memory is read from its
	 * arrays directly, which shortens the chain of loads every event waits for.
	 */
	long word(int t, int i) {
		long[][] w = words;
		return w != null ? w[t][i] : pt.word(t, i);
	}

	/** Completes the current event of {@code t}: fires it as a waker and loads the work before the next event. */
	void advance(int t) {
		int i = pos[t];
		if (i < pt.size(t) && EventCodes.isWaker(word(t, i))) {
			wakeups.fireNext(t, i);
		}
		events++;
		pos[t] = i + 1;
		if (holding[t] && i >= pt.holds[t]) {
			released(t);
		}
		double work = cpu(t, i + 1);
		remaining[t] = (handBacks == null ? work : handBacks.enter(t, i + 1, work)) + pendingCost[t];
		pendingCost[t] = 0;
	}

	/** Takes {@code t} off its processor for {@code nanos}; {@code action} says what happens then. */
	void delay(int t, double nanos, byte action) {
		sched.leave(t);
		state[t] = DELAYED;
		timerAction[t] = action;
		if (timeline != null) {
			timeline.blocked(t, -1, -1);
		}
		sched.timers.set(t, now + nanos);
	}

	/** Ends thread {@code t}. */
	void finish(int t) {
		sched.leave(t);
		state[t] = DONE;
		endTime[t] = now;
		if (pt.awaited[t] || holding[t]) {
			released(t);
		}
		if (pt.relaunch.awaits(t) && --relaunchAwaited == 0) {
			begin(pt.relaunch.thread);
		}
		if (timeline != null) {
			timeline.done(t);
		}
		sem.threadEnded(t);
	}

	/** Thread {@code t} no longer holds the run: it ended, or a daemon did the work the run waits for. */
	private void released(int t) {
		holding[t] = false;
		completion = Math.max(completion, now);
		foregroundLeft--;
	}

	/** The result of a run that completed. */
	public SimulatedRun result() {
		return RunRecords.of(this);
	}

	/** For a run that deadlocked: the cycle of waiting threads, or all waiting threads when there is no cycle. */
	public List<WaitEdge> deadlock() {
		return DeadlockFinder.of(this);
	}

	/**
	 * The most threads that were running or waiting for a processor at the same time during the run. When it is at
	 * most the number of processors, no thread ever waited for one, which {@code SpeedupSweep} relies on.
	 */
	public int peakConcurrency() {
		return sched.peak;
	}

	/** Completion time so far (of a finished run: when the last thread ended). */
	public double completion() {
		return completion;
	}
}
