/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The recorder's cost per event of one kind of synchronization: one thread repeats a pair of uncontended operations
 * (monitor enter/exit, the same of an inflated monitor, lock/unlock, queue put/take, unpark/park, semaphore
 * acquire/release, two awaits of a one-party barrier, countdown and await of an open latch; or tasks, see below) and
 * prints the least
 * CPU time per pair of several rounds, in nanoseconds. Run without and with the agent, the difference over the two
 * events of a pair is what the recorder adds to the recorded CPU time per event of that kind, which the simulator
 * takes off again ({@code predict --recording-cost}). CPU time of the thread, not wall time, so that other load on
 * the machine does not count, and neither does the recorder's writer thread, whose time is not in the trace.
 * <p>
 * {@code RecorderCost KIND [pairs per round] [rounds]} with KIND one of monitor, monitor-inflated, lock, queue, park,
 * semaphore, barrier, latch, task. The task operation ({@link TaskOps}: fork/join, executor, parallel stream, for
 * example {@code task 3000 1}) runs on several threads, so only its compiler time means something. An inflated monitor
 * (one a thread once waited for, as HotSpot keeps it) costs the recorder a second clock reading per entry, which the
 * difference between the two monitor kinds gives. It also prints the JIT compilers' CPU time meanwhile
 * ({@code compiler_ns}, Linux), the timed rounds and then two threads doing the operation against each other
 * ({@link ContendedOps}): with the agent, the compilation of its hooks for that operation, both their paths, is in it.
 */
public final class RecorderCost {

	private static final Object MONITOR = new Object();
	private static final Object INFLATED = new Object();
	private static final ReentrantLock LOCK = new ReentrantLock();
	private static final ArrayBlockingQueue<Integer> QUEUE = new ArrayBlockingQueue<>(4);
	private static final Semaphore SEMAPHORE = new Semaphore(1);
	private static final CyclicBarrier BARRIER = new CyclicBarrier(1);
	private static final CountDownLatch LATCH = new CountDownLatch(0);
	private static long counter;
	/** Operations of the two threads that wait for each other, after the timed rounds. */
	private static final int CONTENDED = 20_000;

	private RecorderCost() {
	}

	/** Runs the rounds and prints {@code kind=K ns_per_pair=... events_per_pair=2 compiler_ns=... checksum=...}. */
	public static void main(String[] args) throws Exception {
		String kind = args.length > 0 ? args[0] : "monitor";
		int n = args.length > 1 ? Integer.parseInt(args[1]) : 200_000;
		int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 7;
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		if (kind.equals("monitor-inflated")) {
			synchronized (INFLATED) {
				INFLATED.wait(1); // a wait inflates the monitor, and HotSpot keeps it so while it is in use
			}
		}
		long compiling = JvmThreadCpu.compilerNanos();
		double best = Double.MAX_VALUE;
		for (int r = 0; r < rounds; r++) {
			long t0 = bean.getCurrentThreadCpuTime();
			loop(kind, n);
			best = Math.min(best, (bean.getCurrentThreadCpuTime() - t0) / (double) n);
		}
		if (!kind.equals("task")) {
			// the hooks' path for an operation that waited, which a real program takes and the JIT compiles too (a
			// task's get waits in its rounds already)
			ContendedOps.run(kind, CONTENDED);
		}
		// what the JIT compilers used meanwhile (-1: not known): with the agent, its hooks' compilation too
		compiling = compiling < 0 ? -1 : JvmThreadCpu.compilerNanos() - compiling;
		System.out.printf("kind=%s ns_per_pair=%.1f events_per_pair=2 compiler_ns=%d checksum=%d%n", kind, best,
				compiling, counter);
	}

	private static void loop(String kind, int n) throws Exception {
		switch (kind) {
		case "monitor" -> {
			for (int i = 0; i < n; i++) {
				synchronized (MONITOR) {
					counter++;
				}
			}
		}
		case "monitor-inflated" -> {
			for (int i = 0; i < n; i++) {
				synchronized (INFLATED) {
					counter++;
				}
			}
		}
		case "lock" -> {
			for (int i = 0; i < n; i++) {
				LOCK.lock();
				try {
					counter++;
				} finally {
					LOCK.unlock();
				}
			}
		}
		case "queue" -> {
			for (int i = 0; i < n; i++) {
				QUEUE.put(i);
				counter += QUEUE.take();
			}
		}
		case "park" -> {
			Thread self = Thread.currentThread();
			for (int i = 0; i < n; i++) {
				LockSupport.unpark(self);
				LockSupport.park();
				counter++;
			}
		}
		case "semaphore" -> {
			for (int i = 0; i < n; i++) {
				SEMAPHORE.acquire();
				counter++;
				SEMAPHORE.release();
			}
		}
		case "barrier" -> {
			// one party: every await trips the barrier at once
			for (int i = 0; i < n; i++) {
				counter += BARRIER.await() + BARRIER.await() + 1;
			}
		}
		case "latch" -> {
			// an open latch: the countdown changes nothing and the await returns at once
			for (int i = 0; i < n; i++) {
				LATCH.countDown();
				LATCH.await();
				counter++;
			}
		}
		case "task" -> {
			for (int i = 0; i < n; i++) {
				counter += TaskOps.once();
			}
		}
		default -> throw new IllegalArgumentException("unknown kind " + kind
				+ ": monitor, monitor-inflated, lock, queue, park, semaphore, barrier, latch or task");
		}
	}
}
