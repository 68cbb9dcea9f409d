/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Phaser;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.concurrent.locks.StampedLock;

/**
 * Uses every kind of synchronization a known number of times, each in a method of its own so that the tests find
 * the events by the site's method. {@link AllKindsTasks} holds the task, future and I/O scenarios.
 */
public final class AllKinds {

	static final Object MONITOR = new Object();
	/** The blocker {@link #parkUntilFlag} parks with, so the main thread can tell it parked. */
	static final Object PARKED = new Object();
	static volatile boolean flag;

	private AllKinds() {
	}

	/** Runs every scenario. */
	public static void main(String[] args) throws Exception {
		// four common-pool workers even on two CPUs, so that Arrays.parallelSort forks (AllKindsTasks)
		System.setProperty("java.util.concurrent.ForkJoinPool.common.parallelism", "4");
		monitors();
		waitNotify();
		notifyAllThree();
		locks();
		contendedLock();
		contendedMonitor();
		readWrite();
		condition();
		park();
		semaphore();
		latch();
		barrier();
		phaser();
		phaserParts();
		Exchanges.run();
		BrokenBarrier.run();
		TimedPhaser.run();
		Permits.run();
		Deques.run();
		StampedTries.run();
		StampedShifts.run();
		Deadlines.run();
		queue();
		handOff();
		added();
		drained();
		stamped();
		sleepYield();
		AllKindsTasks.run();
	}

	/** 10 synchronized blocks and 5 calls of a synchronized method. */
	static void monitors() {
		for (int i = 0; i < 10; i++) {
			synchronized (MONITOR) {
				flag = !flag;
			}
		}
		for (int i = 0; i < 5; i++) {
			syncMethod();
		}
	}

	static synchronized void syncMethod() {
		flag = !flag;
	}

	/** One wait, released by one notify. */
	static void waitNotify() throws InterruptedException {
		Object o = new Object();
		int[] waiting = { 0 };
		boolean[] done = { false };
		Thread waiter = new Thread(() -> waitFor(o, waiting, done));
		waiter.start();
		release(o, waiting, 1, done, false);
		waiter.join();
	}

	/**
	 * Notifies once {@code n} waiters are inside {@code wait}. A BLOCKED or WAITING state alone does
	 * not prove it: a waiter may still be entering the monitor, and one notified too early never waits.
	 */
	static void release(Object o, int[] waiting, int n, boolean[] done, boolean all) {
		while (true) {
			synchronized (o) {
				if (waiting[0] == n) {
					done[0] = true;
					if (all) {
						o.notifyAll();
					} else {
						o.notify();
					}
					return;
				}
			}
			Thread.onSpinWait();
		}
	}

	/** Counts itself in under the monitor, so the count is only seen once {@code wait} has released it. */
	static void waitFor(Object o, int[] waiting, boolean[] done) {
		synchronized (o) {
			waiting[0]++;
			while (!done[0]) {
				try {
					o.wait();
				} catch (InterruptedException e) {
					return;
				}
			}
		}
	}

	/** Three waits, released by one notifyAll. */
	static void notifyAllThree() throws InterruptedException {
		Object o = new Object();
		int[] waiting = { 0 };
		boolean[] done = { false };
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> waitFor(o, waiting, done));
			ts[i].start();
		}
		release(o, waiting, ts.length, done, true);
		for (Thread t : ts) {
			t.join();
		}
	}

	/** 10 lock/unlock pairs and one successful tryLock. */
	static void locks() {
		ReentrantLock l = new ReentrantLock();
		for (int i = 0; i < 10; i++) {
			l.lock();
			l.unlock();
		}
		if (l.tryLock()) {
			l.unlock();
		}
	}

	/** A lock held by another thread: one failed tryLock, then a lock that waits for the holder's unlock. */
	static void contendedLock() throws InterruptedException {
		ReentrantLock l = new ReentrantLock();
		CountDownLatch held = new CountDownLatch(1);
		Thread holder = new Thread(() -> holdBriefly(l, held));
		holder.start();
		held.await();
		boolean got = l.tryLock();
		if (got) {
			l.unlock();
		}
		l.lock();
		l.unlock();
		holder.join();
	}

	/** One monitor entry that waits for another thread's exit (the monitor is inflated then). */
	static void contendedMonitor() throws InterruptedException {
		Object o = new Object();
		CountDownLatch held = new CountDownLatch(1);
		Thread main = Thread.currentThread();
		Thread holder = new Thread(() -> holdMonitor(o, held, main));
		holder.start();
		held.await();
		synchronized (o) {
			flag = !flag;
		}
		holder.join();
	}

	static void holdMonitor(Object o, CountDownLatch held, Thread entering) {
		synchronized (o) {
			held.countDown();
			// BLOCKED is the entry: the main thread does nothing else between the latch and it
			while (entering.getState() != Thread.State.BLOCKED) {
				Thread.onSpinWait();
			}
			long until = System.nanoTime() + 2_000_000;
			while (System.nanoTime() < until) {
				Thread.onSpinWait();
			}
		}
	}

	static void holdBriefly(ReentrantLock l, CountDownLatch held) {
		l.lock();
		held.countDown();
		// held until the main thread queues for it, however slow the machine: its lock must wait
		while (!l.hasQueuedThreads()) {
			Thread.onSpinWait();
		}
		l.unlock();
	}

	/** 3 read locks and 2 write locks. */
	static void readWrite() {
		ReentrantReadWriteLock rw = new ReentrantReadWriteLock();
		for (int i = 0; i < 3; i++) {
			rw.readLock().lock();
			rw.readLock().unlock();
		}
		for (int i = 0; i < 2; i++) {
			rw.writeLock().lock();
			rw.writeLock().unlock();
		}
	}

	/** One await released by one signal. */
	static void condition() throws InterruptedException {
		ReentrantLock l = new ReentrantLock();
		Condition c = l.newCondition();
		boolean[] done = { false };
		Thread waiter = new Thread(() -> awaitSignal(l, c, done));
		waiter.start();
		while (true) {
			l.lock();
			// asked under the lock: a waiter seen here is inside await, not on its way to it
			if (l.hasWaiters(c)) {
				done[0] = true;
				c.signal();
				l.unlock();
				break;
			}
			l.unlock();
			Thread.onSpinWait();
		}
		waiter.join();
	}

	static void awaitSignal(ReentrantLock l, Condition c, boolean[] done) {
		l.lock();
		try {
			while (!done[0]) {
				c.awaitUninterruptibly();
			}
		} finally {
			l.unlock();
		}
	}

	/** One park released by one unpark. */
	static void park() throws InterruptedException {
		flag = false;
		Thread parker = new Thread(AllKinds::parkUntilFlag);
		parker.start();
		// the blocker is set only around park: with it, WAITING is the park and not a class load
		while (LockSupport.getBlocker(parker) != PARKED || parker.getState() != Thread.State.WAITING) {
			Thread.onSpinWait();
		}
		flag = true;
		LockSupport.unpark(parker);
		parker.join();
	}

	static void parkUntilFlag() {
		while (!flag) {
			LockSupport.park(PARKED);
		}
	}

	/** One acquire that waits for one release. */
	static void semaphore() throws InterruptedException {
		Semaphore s = new Semaphore(0);
		Thread t = new Thread(() -> acquireOne(s));
		t.start();
		while (!s.hasQueuedThreads()) {
			Thread.onSpinWait();
		}
		s.release();
		t.join();
	}

	static void acquireOne(Semaphore s) {
		s.acquireUninterruptibly();
	}

	/** Three countdowns open a latch one thread awaits. */
	static void latch() throws InterruptedException {
		CountDownLatch l = new CountDownLatch(3);
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> latchCountDown(l));
			ts[i].start();
		}
		l.await();
		for (Thread t : ts) {
			t.join();
		}
	}

	static void latchCountDown(CountDownLatch l) {
		l.countDown();
	}

	/** Three parties meet once at a barrier. */
	static void barrier() throws InterruptedException {
		CyclicBarrier b = new CyclicBarrier(3);
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> meet(b));
			ts[i].start();
		}
		for (Thread t : ts) {
			t.join();
		}
	}

	static void meet(CyclicBarrier b) {
		try {
			b.await();
		} catch (Exception e) {
			throw new IllegalStateException(e);
		}
	}

	/** Three parties advance a phaser once. */
	static void phaser() throws InterruptedException {
		Phaser p = new Phaser(3);
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> advance(p));
			ts[i].start();
		}
		for (Thread t : ts) {
			t.join();
		}
	}

	static void advance(Phaser p) {
		p.arriveAndAwaitAdvance();
	}

	/**
	 * A phaser of main and three workers. Phase 0: main arrives without waiting, then waits for the phase's end
	 * apart; each worker arrives and waits. Phase 1: each worker, then main, arrives and deregisters.
	 */
	static void phaserParts() throws InterruptedException {
		Phaser p = new Phaser(4);
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> arriveThenLeave(p));
			ts[i].start();
		}
		int phase = p.arrive();
		p.awaitAdvance(phase);
		for (Thread t : ts) {
			t.join();
		}
		p.arriveAndDeregister();
		if (!p.isTerminated()) {
			throw new IllegalStateException("phaser not terminated: " + p);
		}
	}

	static void arriveThenLeave(Phaser p) {
		p.arriveAndAwaitAdvance();
		p.arriveAndDeregister();
	}

	/** 20 distinct elements put by a producer and taken by a consumer. */
	static void queue() throws InterruptedException {
		BlockingQueue<String> q = new LinkedBlockingQueue<>(4);
		Thread consumer = new Thread(() -> consume(q));
		consumer.start();
		for (int i = 0; i < 20; i++) {
			q.put("item-" + i);
		}
		consumer.join();
	}

	static void consume(BlockingQueue<String> q) {
		try {
			for (int i = 0; i < 20; i++) {
				q.take();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** 5 elements handed through a SynchronousQueue and 3 transferred through a LinkedTransferQueue. */
	static void handOff() throws InterruptedException {
		SynchronousQueue<String> q = new SynchronousQueue<>();
		LinkedTransferQueue<String> t = new LinkedTransferQueue<>();
		Thread receiver = new Thread(() -> receive(q, t));
		receiver.start();
		for (int i = 0; i < 5; i++) {
			q.put("handed-" + i);
		}
		for (int i = 0; i < 3; i++) {
			t.transfer("transferred-" + i);
		}
		receiver.join();
	}

	static void receive(BlockingQueue<String> q, BlockingQueue<String> t) {
		try {
			for (int i = 0; i < 5; i++) {
				q.take();
			}
			for (int i = 0; i < 3; i++) {
				t.take();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** 5 elements added to an unbounded queue and taken by a consumer. */
	static void added() throws InterruptedException {
		BlockingQueue<String> q = new LinkedBlockingQueue<>();
		Thread consumer = new Thread(() -> takeAdded(q));
		consumer.start();
		for (int i = 0; i < 5; i++) {
			q.add("added-" + i);
		}
		consumer.join();
	}

	static void takeAdded(BlockingQueue<String> q) {
		try {
			for (int i = 0; i < 5; i++) {
				q.take();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/**
	 * 20 elements put into a queue of 4 by a producer and drained by main in batches of at most 3 (a blocking take
	 * when the queue is empty): 20 takes whichever way each element left.
	 */
	static void drained() throws InterruptedException {
		BlockingQueue<Integer> q = new ArrayBlockingQueue<>(4);
		Thread producer = new Thread(() -> produce(q));
		producer.start();
		List<Integer> got = new ArrayList<>();
		while (got.size() < 20) {
			if (q.drainTo(got, 3) == 0) {
				got.add(q.take());
			}
		}
		producer.join();
		if (!got.equals(java.util.stream.IntStream.range(0, 20).boxed().toList())) {
			throw new IllegalStateException("drained " + got);
		}
	}

	static void produce(BlockingQueue<Integer> q) {
		try {
			for (int i = 0; i < 20; i++) {
				q.put(i);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/** 2 write and 3 read acquisitions of a StampedLock. */
	static void stamped() {
		StampedLock s = new StampedLock();
		for (int i = 0; i < 2; i++) {
			long stamp = s.writeLock();
			s.unlockWrite(stamp);
		}
		for (int i = 0; i < 3; i++) {
			long stamp = s.readLock();
			s.unlockRead(stamp);
		}
	}

	/** 3 sleeps and 2 yields. */
	static void sleepYield() throws InterruptedException {
		for (int i = 0; i < 3; i++) {
			Thread.sleep(1);
		}
		Thread.yield();
		Thread.yield();
		// TimeUnit sleeps inside the JDK; a sleep of no time does not sleep
		TimeUnit.MILLISECONDS.sleep(2);
		TimeUnit.MICROSECONDS.sleep(0);
		// and joins and waits there with a timeout
		Thread t = new Thread(() -> {
		});
		t.start();
		TimeUnit.SECONDS.timedJoin(t, 60);
		Object o = new Object();
		synchronized (o) {
			TimeUnit.MICROSECONDS.timedWait(o, 200);
		}
	}
}
