/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Exchanger;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * A sleep, a wait, a join, a queue's take, a condition's await, a latch's await, a semaphore's acquire, a future's
 * get, a lock's interruptible acquisition, a park and an exchange that only an interrupt ends: main computes
 * {@link #MAIN_CPU_NANOS} of CPU time, then interrupts their threads; the sleeper and the waiter then compute
 * {@link #AFTER_CPU_NANOS} each.
 */
public final class Interrupts {

	/** What main computes before it interrupts. */
	public static final long MAIN_CPU_NANOS = 300_000_000L;
	/** What the sleeper and the waiter compute once interrupted. */
	public static final long AFTER_CPU_NANOS = 300_000_000L;

	private Interrupts() {
	}

	/** Runs the scenario. */
	public static void main(String[] args) throws InterruptedException {
		Object lock = new Object();
		Thread forever = new Thread(Interrupts::sleepForever, "forever");
		Thread sleeper = new Thread(() -> {
			sleepUntilInterrupted();
			compute(AFTER_CPU_NANOS);
		}, "sleeper");
		Thread waiter = new Thread(() -> {
			waitUntilInterrupted(lock);
			compute(AFTER_CPU_NANOS);
		}, "waiter");
		Thread joiner = new Thread(() -> joinUntilInterrupted(forever), "joiner");
		ReentrantLock lock2 = new ReentrantLock();
		lock2.lock();
		Thread[] blocked = { sleeper, waiter, joiner, new Thread(Interrupts::takeUntilInterrupted, "taker"),
				new Thread(Interrupts::awaitUntilInterrupted, "awaiter"),
				new Thread(Interrupts::latchUntilInterrupted, "latch"),
				new Thread(Interrupts::acquireUntilInterrupted, "acquirer"),
				new Thread(Interrupts::getUntilInterrupted, "getter"),
				new Thread(() -> lockUntilInterrupted(lock2), "locker"),
				new Thread(Interrupts::parkUntilInterrupted, "parker"),
				new Thread(Interrupts::exchangeUntilInterrupted, "exchanger") };
		Napper napper = new Napper();
		forever.start();
		napper.start();
		for (Thread t : blocked) {
			t.start();
		}
		compute(MAIN_CPU_NANOS);
		for (Thread t : blocked) {
			t.interrupt();
		}
		// a call whose static type is a subclass of Thread
		napper.interrupt();
		for (Thread t : blocked) {
			t.join();
		}
		napper.join();
		lock2.unlock();
		forever.interrupt();
		forever.join();
	}

	static void sleepUntilInterrupted() {
		try {
			Thread.sleep(600_000);
			throw new IllegalStateException("slept ten minutes");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	/** A thread of a class of its own, whose interrupt is called through that class. */
	static final class Napper extends Thread {
		Napper() {
			super("napper");
		}

		@Override
		public void run() {
			napUntilInterrupted();
		}
	}

	static void napUntilInterrupted() {
		try {
			Thread.sleep(600_000);
			throw new IllegalStateException("napped ten minutes");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	/** The joined thread's sleep, at a site of its own. */
	static void sleepForever() {
		try {
			Thread.sleep(600_000);
			throw new IllegalStateException("slept ten minutes");
		} catch (InterruptedException expected) {
			// ended once the joiner was interrupted
		}
	}

	static void waitUntilInterrupted(Object lock) {
		synchronized (lock) {
			try {
				lock.wait();
				throw new IllegalStateException("notified");
			} catch (InterruptedException expected) {
				// the interrupt is the point
			}
		}
	}

	static void joinUntilInterrupted(Thread t) {
		try {
			t.join();
			throw new IllegalStateException("joined");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void takeUntilInterrupted() {
		try {
			new LinkedBlockingQueue<String>().take();
			throw new IllegalStateException("took");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void awaitUntilInterrupted() {
		ReentrantLock l = new ReentrantLock();
		Condition c = l.newCondition();
		l.lock();
		try {
			c.await();
			throw new IllegalStateException("signalled");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		} finally {
			l.unlock();
		}
	}

	static void latchUntilInterrupted() {
		try {
			new CountDownLatch(1).await();
			throw new IllegalStateException("opened");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void acquireUntilInterrupted() {
		try {
			new Semaphore(0).acquire();
			throw new IllegalStateException("acquired");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void getUntilInterrupted() {
		try {
			new CompletableFuture<String>().get();
			throw new IllegalStateException("got");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		} catch (ExecutionException e) {
			throw new IllegalStateException(e);
		}
	}

	static void lockUntilInterrupted(ReentrantLock held) {
		try {
			held.lockInterruptibly();
			throw new IllegalStateException("locked");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void exchangeUntilInterrupted() {
		try {
			new Exchanger<String>().exchange("alone");
			throw new IllegalStateException("exchanged");
		} catch (InterruptedException expected) {
			// the interrupt is the point
		}
	}

	static void parkUntilInterrupted() {
		while (!Thread.currentThread().isInterrupted()) {
			LockSupport.park();
		}
	}

	/** Starts threads {@code worker-0} and {@code worker-1}, each computing {@code nanos} of CPU time, and joins them. */
	static void twoWorkers(long nanos) throws InterruptedException {
		Runnable work = () -> compute(nanos);
		Thread[] workers = { new Thread(work, "worker-0"), new Thread(work, "worker-1") };
		for (Thread w : workers) {
			w.start();
		}
		for (Thread w : workers) {
			w.join();
		}
	}

	/** Computes until this thread's CPU clock advanced by {@code nanos}. */
	static void compute(long nanos) {
		ThreadMXBean bean = ManagementFactory.getThreadMXBean();
		long end = bean.getCurrentThreadCpuTime() + nanos;
		long x = 1;
		while (bean.getCurrentThreadCpuTime() < end) {
			for (int i = 0; i < 10_000; i++) {
				x = x * 6364136223846793005L + 1442695040888963407L;
			}
		}
		if (x == 42) {
			System.out.println(x);
		}
	}
}
