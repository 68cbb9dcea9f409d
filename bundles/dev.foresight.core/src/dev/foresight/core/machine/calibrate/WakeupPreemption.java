/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.util.Arrays;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;

/**
 * How long a woken thread waits for a processor that a computing thread holds: two threads pinned to one processor,
 * one of them computing without a pause, which unparks the other as soon as it has the processor back. A kernel that
 * preempts for a woken thread at once (Linux does for a thread that slept, under EEVDF as under CFS) runs the woken
 * one within about a context switch; one that lets the running thread go on for a wake-up granularity, or to the end
 * of its time slice, makes the woken one wait that long. The machine model's {@code wakeup-granularity} is this delay
 * less the switch.
 */
final class WakeupPreemption {

	/** How long the computing thread goes on before it blocks to let the woken one run: longer than a time slice. */
	private static final long GIVE_UP_NANOS = 50_000_000L;

	private volatile int round;
	/** {@link System#nanoTime} when the woken thread ran in the current round; 0 before it did. */
	private volatile long woke;
	private volatile Thread waker;
	/** Set once the woken thread is pinned: its next wait is the park of its first round. */
	private volatile boolean sleeperPinned;

	private WakeupPreemption() {
	}

	/**
	 * The median time from an unpark to the woken thread running, over {@code rounds} wake-ups with both threads
	 * pinned to processor {@code cpu}, in nanoseconds; -1 when pinning failed.
	 */
	static double medianDelay(int cpu, int rounds) throws InterruptedException {
		WakeupPreemption game = new WakeupPreemption();
		AtomicBoolean pinFailed = new AtomicBoolean();
		Thread sleeper = new Thread(() -> {
			if (!CpuAffinity.pinCurrentThread(cpu)) {
				pinFailed.set(true);
			}
			game.sleeperPinned = true;
			game.sleep();
		}, "foresight-calibrate-sleeper");
		sleeper.setDaemon(true);
		long[] delays = new long[rounds];
		Thread computer = new Thread(() -> {
			if (!CpuAffinity.pinCurrentThread(cpu)) {
				pinFailed.set(true);
				return;
			}
			game.compute(sleeper, delays);
		}, "foresight-calibrate-computer");
		computer.setDaemon(true);
		sleeper.start();
		computer.start();
		computer.join();
		game.round = -1;
		LockSupport.unpark(sleeper);
		sleeper.join();
		if (pinFailed.get()) {
			return -1;
		}
		Arrays.sort(delays);
		return rounds % 2 == 1 ? delays[rounds / 2] : (delays[rounds / 2 - 1] + delays[rounds / 2]) / 2.0;
	}

	/** The woken thread: notes when it runs, then parks until the next round. */
	private void sleep() {
		int seen = 0;
		while (true) {
			int r;
			while ((r = round) == seen) {
				LockSupport.park(this);
			}
			if (r < 0) {
				return;
			}
			woke = System.nanoTime();
			seen = r;
			Thread w = waker;
			if (w != null) {
				LockSupport.unpark(w); // in case the computing thread gave up and blocked
			}
		}
	}

	/** The computing thread: wakes the other and computes until it has run, once per round. */
	private void compute(Thread sleeper, long[] delays) {
		waker = Thread.currentThread();
		while (!sleeperPinned) {
			Thread.yield();
		}
		for (int i = 0; i < delays.length; i++) {
			// the other thread is parked: a round starts with it asleep and this one just back on the processor
			while (sleeper.getState() != Thread.State.WAITING) {
				Thread.yield();
			}
			woke = 0;
			long start = System.nanoTime();
			round = i + 1;
			LockSupport.unpark(sleeper);
			long ran;
			while ((ran = woke) == 0) {
				if (System.nanoTime() - start > GIVE_UP_NANOS) {
					while ((ran = woke) == 0) {
						LockSupport.park(this);
					}
					break;
				}
			}
			delays[i] = ran - start;
		}
	}
}
