/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.machine.SchedulerSettings.Policy;

/**
 * The operating system model: one run queue ordered by priority then arrival, processors that take the first
 * thread they may run, time slices, wake-up preemption, context-switch costs and cross-processor wake-up latency.
 * Under {@link Policy#FAIR} all priorities are equal and a woken thread preempts one that has run at least the
 * wake-up granularity (Linux CFS); under {@link Policy#PRIORITY} it preempts a lower-priority one (the spec's
 * worked examples).
 */
final class Scheduler {

	private final Engine e;
	private final RunConfig cfg;
	private final boolean priorityPolicy;
	private final double switchCost;
	final ProcessorClocks clocks;
	/** Delayed threads by the time their delay ends. */
	final IndexedMinHeap timers;
	private final WakeupVictims victims;

	final int[] running;
	private final int[] lastThread;
	private final Placement placement;
	private final FreedProcessors freed;
	long switches;
	/** Threads running or queued now, and the most there ever were at once (see {@link Engine#peakConcurrency()}). */
	private int active;
	int peak;
	/** The thread whose event is being executed: it is not preempted in the middle of it. */
	int executing = -1;

	final int[] cpuOf;
	private final RunQueue queue;
	/** The queue per processor ({@code migration-cost} above 0 under fair sharing), or {@code null}. */
	private final ProcessorQueues homes;
	/** The virtual thread scheduler's carriers, or {@code null} when the trace has no virtual thread. */
	private final CarrierPool carriers;
	private boolean preempting;

	Scheduler(Engine e) {
		this.e = e;
		this.cfg = e.cfg;
		int p = e.cpus;
		int n = e.threads;
		this.priorityPolicy = cfg.scheduler.policy() == Policy.PRIORITY;
		this.switchCost = cfg.costs.contextSwitchNanos();
		this.clocks = new ProcessorClocks(p, cfg.speed, cfg.scheduler.timeSliceNanos());
		this.timers = new IndexedMinHeap(n);
		this.victims = new WakeupVictims(e, priorityPolicy);
		this.running = IntArrays.none(p);
		this.lastThread = IntArrays.none(p);
		this.placement = new Placement(cfg, p, n);
		this.freed = new FreedProcessors(p);
		this.cpuOf = IntArrays.none(n);
		long migration = cfg.scheduler.migrationCostNanos();
		this.homes = priorityPolicy || migration == 0 || p == 1 ? null : new ProcessorQueues(migration, p, n);
		this.queue = new RunQueue(cfg, n, priorityPolicy, homes);
		this.carriers = CarrierPool.of(e.pt, p);
	}

	/** Counts the running segments up to now as busy: the run ends with threads still on their processors. */
	void settle() {
		for (int p = 0; p < running.length; p++) {
			if (running[p] >= 0) {
				clocks.charge(p, e.now);
			}
		}
	}

	/**
	 * The processor's key was reached: its thread reached its next event or its slice ended, or, idle, a thread
	 * queued elsewhere cooled.
	 */
	void processorEvent(int p) {
		int t = running[p];
		if (t < 0) {
			clocks.idle(p);
			freed.add(p);
			return;
		}
		if (clocks.keyIsDone(p)) {
			clocks.charge(p, e.now);
			e.remaining[t] = 0;
			e.reach(p, t);
		} else {
			e.remaining[t] = clocks.chargeWork(p, e.now, e.remaining[t]);
			if (homes != null) {
				queue.balance(p, e.now);
			}
			if (queue.hasCompetitor(p, t)) {
				preempt(p, false);
			} else {
				clocks.renewSlice(p, e.now);
				setKey(p);
			}
		}
	}

	/** Sets processor {@code p}'s key: when its thread reaches its event or its slice ends, whichever is first. */
	void setKey(int p) {
		clocks.setKey(p, clocks.timeFor(p, e.remaining[running[p]]));
	}

	/**
	 * Thread {@code t} on {@code p} goes on to its next event. When nothing else can happen before it gets there, the
	 * clock jumps to that event at once (returns true), which spares the event loop a round in the common case;
	 * otherwise the processor's key is updated (returns false). The jump is what the loop would do next: it takes
	 * the earliest processor (ties: the lowest number) before any timer that is not earlier.
	 */
	boolean runOn(int p, int t) {
		double work = clocks.timeFor(p, e.remaining[t]);
		double doneAt = e.now + work;
		clocks.setKey(p, work);
		if (freed.isEmpty() && clocks.keyIsDone(p) && clocks.heap.peek() == p && doneAt < timers.peekKey()) {
			clocks.charge(p, doneAt);
			e.now = doneAt;
			e.remaining[t] = 0;
			return true;
		}
		return false;
	}

	/**
	 * Running thread {@code t} has new work before its next event (a spinner got its lock): the processor's key is
	 * that of the new work, and the time since the segment began counts as busy.
	 */
	void resume(int t) {
		int p = cpuOf[t];
		clocks.charge(p, e.now);
		setKey(p);
	}

	/** A thread became ready: an idle processor it may use takes it, else it queues and may preempt. */
	void makeRunnable(int t) {
		e.state[t] = Engine.RUNNABLE;
		if (homes != null) {
			homes.woke(t, e.now);
		}
		if (carriers != null && !carriers.admit(t)) {
			// a virtual thread waiting for a carrier: it is ready, and counts as waiting for a processor
			countIn();
			if (e.timeline != null) {
				e.timeline.runnable(t);
			}
			return;
		}
		int p = placement.idleFor(t);
		if (p >= 0) {
			start(p, t);
			return;
		}
		int home = homes == null ? -1 : homes.homeFor(t, placement.last(t), cfg);
		queue.add(t, false, home);
		countIn();
		if (e.timeline != null) {
			e.timeline.runnable(t);
		}
		if (cfg.scheduler.wakeupPreemption()) {
			int v = home < 0 ? victims.victim(t, running, executing)
					: victims.victimOn(home, running, executing, homes);
			if (v >= 0) {
				preempt(v, priorityPolicy);
				unlink(t);
				// released by the thread executing an event, on another processor: that processor is interrupted
				if (executing >= 0 && placement.preempts(v, executing, cpuOf[executing])) {
					e.remaining[t] += cfg.costs.wakeupCostNanos();
				}
				start(v, t);
			}
		}
	}

	/** Takes a thread off its processor (it blocks, sleeps or ends); the processor looks for work afterwards. */
	void leave(int t) {
		int p = cpuOf[t];
		if (p < 0) {
			return;
		}
		running[p] = -1;
		cpuOf[t] = -1;
		active--;
		if (homes != null) {
			homes.left(t, e.now);
		}
		clocks.idle(p);
		victims.left(p);
		placement.freed(p);
		freed.add(p);
		int next = carriers == null || preempting ? -1 : carriers.unmount(t);
		if (next >= 0) {
			active--;
			makeRunnable(next);
		}
	}

	/**
	 * Gives every processor freed during the last step a thread, if one may run there; with queues per processor, one
	 * left idle is woken when the first thread it may take cools.
	 */
	void flushDispatch() {
		while (!freed.isEmpty()) {
			int p = freed.poll();
			if (running[p] < 0) {
				int t = queue.takeFor(p, e.now);
				if (t >= 0) {
					active--;
					start(p, t);
				} else if (homes != null) {
					clocks.wakeAt(p, queue.coolsFor(p));
				}
			}
		}
	}

	/**
	 * After thread {@code t} executed an event on {@code p} and goes on: under the priority policy, a higher-priority
	 * thread it made ready takes the processor now (it could not in the middle of the event).
	 */
	boolean preemptAfterEvent(int p, int t) {
		if (!priorityPolicy || !cfg.scheduler.wakeupPreemption()) {
			return false;
		}
		if (queue.higherPriorityFor(p, t)) {
			preempt(p, true);
			return true;
		}
		return false;
	}

	/** Thread {@code t}, running, yields: it goes behind the others that may use its processor. */
	boolean yield(int t) {
		int p = cpuOf[t];
		if (p < 0 || !queue.hasCompetitor(p, t)) {
			return false;
		}
		preempt(p, false);
		return true;
	}

	/** Whether the release of thread {@code t} by {@code from} (-1: a timer) crosses processors ({@link Placement}). */
	boolean crosses(int t, int from) {
		return placement.crosses(t, from, from < 0 ? -1 : cpuOf[from], carriers == null);
	}

	private void start(int p, int t) {
		countIn();
		placement.taken(p, t);
		running[p] = t;
		cpuOf[t] = p;
		e.state[t] = Engine.RUNNING;
		// a switch the recording made at the same point is in the thread's recorded CPU time already
		if (lastThread[p] >= 0 && lastThread[p] != t && (carriers == null || !carriers.bothVirtual(t, lastThread[p]))
				&& !e.switchRecorded(t)) {
			e.remaining[t] += switchCost;
			switches++;
		}
		lastThread[p] = t;
		clocks.begin(p, e.now);
		victims.started(p);
		if (e.timeline != null) {
			e.timeline.running(t, p);
		}
		setKey(p);
	}

	private void preempt(int p, boolean front) {
		int t = running[p];
		e.remaining[t] = clocks.chargeWork(p, e.now, e.remaining[t]);
		// a preempted virtual thread stays mounted: its carrier is what the operating system preempted
		preempting = true;
		leave(t);
		preempting = false;
		e.state[t] = Engine.RUNNABLE;
		// behind (or, front, before) the threads of its priority
		queue.add(t, front, p);
		countIn();
		if (e.timeline != null) {
			e.timeline.runnable(t);
		}
	}

	private void unlink(int t) {
		if (queue.remove(t)) {
			active--;
		}
	}

	private void countIn() {
		if (++active > peak) {
			peak = active;
		}
	}
}
