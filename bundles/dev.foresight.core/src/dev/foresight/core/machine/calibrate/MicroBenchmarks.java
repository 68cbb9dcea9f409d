/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntConsumer;

/**
 * The thread programs that calibration times. Each returns nanoseconds per operation for one batch; the caller
 * repeats batches and takes the median.
 */
final class MicroBenchmarks {

	/** Where {@link #sharedCounter}'s threads leave their work's result, so that the compiler keeps the work. */
	static volatile long result;

	private MicroBenchmarks() {
	}

	/**
	 * CPU time the creating thread spends in {@code Thread.start}, per thread, over {@code count} starts of threads
	 * that do nothing (joined afterwards, outside the timed part). The creator's own CPU clock is read, so the new
	 * threads' work is not counted, as the machine model's {@code thread-creation} means.
	 */
	static double threadStart(int count) throws InterruptedException {
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		Thread[] threads = new Thread[count];
		for (int i = 0; i < count; i++) {
			threads[i] = new Thread(() -> {
			}, "foresight-calibrate-empty");
		}
		long before = bean.getCurrentThreadCpuTime();
		for (Thread t : threads) {
			t.start();
		}
		long after = bean.getCurrentThreadCpuTime();
		for (Thread t : threads) {
			t.join();
		}
		return (double) (after - before) / count;
	}

	/** Nanoseconds per hand-off: wall time, and the CPU time of both threads together. */
	record HandOff(double wall, double cpu) {
	}

	/**
	 * One hand-off between two threads that take turns over park/unpark ({@code java.util.concurrent}'s way of
	 * blocking), each pinned to its processor when {@code cpuA} and {@code cpuB} are not negative. Every hand-off
	 * wakes a parked thread: with both on one processor that is a context switch, across processors it is a wake-up
	 * that travels to the other one.
	 *
	 * @return per hand-off, or {@code null} when pinning failed
	 */
	static HandOff pingPong(int cpuA, int cpuB, int handOffs) throws InterruptedException {
		int rounds = Math.max(1, handOffs / 2);
		PingPong game = new PingPong(rounds);
		Thread b = new Thread(() -> game.respond(cpuB), "foresight-calibrate-pong");
		b.setDaemon(true);
		double[] result = new double[1];
		Thread a = new Thread(() -> result[0] = game.serve(cpuA, b), "foresight-calibrate-ping");
		a.setDaemon(true);
		b.start();
		a.start();
		a.join();
		b.join();
		if (game.pinFailed.get()) {
			return null;
		}
		return new HandOff(result[0] / (2.0 * rounds), (game.cpuA + game.cpuB) / (2.0 * rounds));
	}

	/**
	 * How much longer than its timeout of 1 ns a {@code parkNanos} waits, the median of {@code count}: the timer
	 * slack and the wake-up of a thread whose timer fired.
	 */
	static double timerLate(int count) {
		long[] late = new long[count];
		for (int i = 0; i < count; i++) {
			long t0 = System.nanoTime();
			LockSupport.parkNanos(1);
			late[i] = System.nanoTime() - t0 - 1;
		}
		Arrays.sort(late);
		return late[count / 2];
	}

	/**
	 * CPU time of one unpark and one park that does not block (the permit is already there): the part of a hand-off
	 * that is the synchronization calls themselves, without a switch.
	 */
	static double parkWithoutBlocking(int count) {
		Thread self = Thread.currentThread();
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		long before = bean.getCurrentThreadCpuTime();
		for (int i = 0; i < count; i++) {
			LockSupport.unpark(self);
			LockSupport.park();
		}
		return (double) (bean.getCurrentThreadCpuTime() - before) / count;
	}

	/**
	 * CPU time per operation of two threads, each pinned to its processor when {@code cpuA} and {@code cpuB} are not
	 * negative, that both repeat a little work (about a tenth of a microsecond), an atomic increment of one shared
	 * counter and a write of a shared value on another cache line: a lock word and the data it guards. On two
	 * processors both lines move between them at most operations, as they do between threads that take turns at a
	 * lock; on one they stay put. The difference is what the machine model's {@code sync-transfer} charges an
	 * operation on an object last used on another processor.
	 *
	 * @return nanoseconds per operation (both threads' CPU over both threads' operations), or -1 when pinning failed
	 */
	static double sharedCounter(int cpuA, int cpuB, int operations) throws InterruptedException {
		AtomicLong counter = new AtomicLong();
		// the guarded value: a slot of its own cache line, away from the counter's
		long[] guarded = new long[16];
		long[] cpu = new long[2];
		boolean pinned = together(new int[] { cpuA, cpuB }, "foresight-calibrate-counter", id -> {
			ThreadMXBean bean = ManagementFactory.getThreadMXBean();
			long cpu0 = bean.getCurrentThreadCpuTime();
			long x = id + 1;
			for (int i = 0; i < operations; i++) {
				for (int j = 0; j < 32; j++) {
					x ^= x << 13;
					x ^= x >>> 7;
					x ^= x << 17;
				}
				x += counter.getAndIncrement();
				guarded[8] = x;
			}
			cpu[id] = bean.getCurrentThreadCpuTime() - cpu0;
			result = x;
		});
		return pinned ? (cpu[0] + cpu[1]) / (2.0 * operations) : -1;
	}

	/**
	 * Runs {@code body} on one thread per entry of {@code cpus} (its index as argument), each pinned to that processor
	 * unless it is negative, all starting once every one is pinned; returns when they are done.
	 *
	 * @return whether every thread that was to be pinned was
	 */
	static boolean together(int[] cpus, String name, IntConsumer body) throws InterruptedException {
		AtomicBoolean pinFailed = new AtomicBoolean();
		CountDownLatch ready = new CountDownLatch(cpus.length);
		Thread[] threads = new Thread[cpus.length];
		for (int k = 0; k < cpus.length; k++) {
			int id = k;
			threads[k] = new Thread(() -> {
				if (cpus[id] >= 0 && !CpuAffinity.pinCurrentThread(cpus[id])) {
					pinFailed.set(true);
				}
				ready.countDown();
				try {
					ready.await();
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
					return;
				}
				body.accept(id);
			}, name);
			threads[k].setDaemon(true);
		}
		for (Thread t : threads) {
			t.start();
		}
		for (Thread t : threads) {
			t.join();
		}
		return !pinFailed.get();
	}

	/** Two threads that hand a turn back and forth; {@code turn} says whose it is. */
	private static final class PingPong {
		private final int rounds;
		private volatile int turn;
		private volatile boolean ready;
		private volatile Thread server;
		final AtomicBoolean pinFailed = new AtomicBoolean();
		/** CPU time of each thread over the timed rounds (read after both threads ended). */
		volatile long cpuA;
		volatile long cpuB;

		PingPong(int rounds) {
			this.rounds = rounds;
		}

		/** Thread A: gives the turn to B and waits for it back, {@code rounds} times; returns the wall time. */
		double serve(int cpu, Thread b) {
			server = Thread.currentThread();
			pin(cpu);
			while (!ready) {
				Thread.onSpinWait();
			}
			ThreadMXBean bean = ManagementFactory.getThreadMXBean();
			long cpu0 = bean.getCurrentThreadCpuTime();
			long start = System.nanoTime();
			for (int i = 0; i < rounds; i++) {
				turn = 1;
				LockSupport.unpark(b);
				while (turn != 0) {
					LockSupport.park(this);
				}
			}
			long wall = System.nanoTime() - start;
			cpuA = bean.getCurrentThreadCpuTime() - cpu0;
			turn = 2;
			LockSupport.unpark(b);
			return wall;
		}

		/** Thread B: waits for the turn and gives it back until A says stop. */
		void respond(int cpu) {
			pin(cpu);
			ThreadMXBean bean = ManagementFactory.getThreadMXBean();
			long cpu0 = bean.getCurrentThreadCpuTime();
			ready = true;
			while (true) {
				int t;
				while ((t = turn) == 0) {
					LockSupport.park(this);
				}
				if (t == 2) {
					cpuB = bean.getCurrentThreadCpuTime() - cpu0;
					return;
				}
				turn = 0;
				Thread s;
				while ((s = server) == null) {
					Thread.onSpinWait();
				}
				LockSupport.unpark(s);
			}
		}

		private void pin(int cpu) {
			if (cpu >= 0 && !CpuAffinity.pinCurrentThread(cpu)) {
				pinFailed.set(true);
			}
		}
	}
}
