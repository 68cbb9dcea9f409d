/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The parts of {@link ApiTour} whose threads hand work to one another by hand: turns taken by park and unpark or by
 * spinning, a polled queue, timed waits, a lock's conditions and interrupts.
 */
final class TurnTaking {

	private static volatile int turn;

	private TurnTaking() {
	}

	/** Two threads alternate N times; the one whose turn it is not parks, or spins and yields. */
	static void turns(int n, boolean yielding) throws InterruptedException {
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			int me = k;
			ts[k] = thread("turn-" + k, () -> {
				for (int i = 0; i < n; i++) {
					for (int spins = 0; turn != me; spins++) {
						if (!yielding) {
							LockSupport.park();
						} else if (spins < 100) {
							Thread.onSpinWait();
						} else {
							Thread.yield();
						}
					}
					work(100);
					turn = 1 - me;
					LockSupport.unpark(ts[1 - me]);
				}
			});
		}
		run(ts);
	}

	static void polling(int n) throws InterruptedException {
		ConcurrentLinkedQueue<Long> q = new ConcurrentLinkedQueue<>();
		run(thread("producer", () -> {
			for (int i = 0; i < n; i++) {
				q.offer(work(100));
			}
		}), thread("consumer", () -> {
			for (int i = 0; i < n; i++) {
				while (q.poll() == null) {
					LockSupport.parkNanos(50_000);
				}
				work(120);
			}
		}));
	}

	static void timedWait(int n) throws InterruptedException {
		Object m = new Object();
		int[] ready = new int[1];
		run(thread("producer", () -> {
			for (int i = 0; i < n; i++) {
				work(100);
				synchronized (m) {
					ready[0]++;
					if (i % 4 == 3) {
						m.notify();
					}
				}
			}
		}), thread("consumer", () -> {
			for (int i = 0; i < n; i++) {
				synchronized (m) {
					while (ready[0] == 0) {
						m.wait(1);
					}
					ready[0]--;
				}
				work(120);
			}
		}));
	}

	static void conditions(int n) throws InterruptedException {
		ReentrantLock lock = new ReentrantLock();
		Condition notFull = lock.newCondition();
		Condition notEmpty = lock.newCondition();
		int[] count = new int[1];
		Thread[] ts = new Thread[4];
		for (int k = 0; k < 4; k++) {
			boolean producer = k < 2;
			ts[k] = thread((producer ? "producer-" : "consumer-") + k, () -> {
				for (int i = 0; i < n / 2; i++) {
					if (producer) {
						work(80);
					}
					lock.lock();
					try {
						Condition wait = producer ? notFull : notEmpty;
						while (producer ? count[0] == 4 : count[0] == 0) {
							wait.await();
						}
						count[0] += producer ? 1 : -1;
						(producer ? notEmpty : notFull).signal();
					} finally {
						lock.unlock();
					}
					if (!producer) {
						work(120);
					}
				}
			});
		}
		run(ts);
	}

	static void interrupt(int n) throws InterruptedException {
		int rounds = n / 20;
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			ts[k] = new Thread(() -> {
				for (int i = 0; i < rounds; i++) {
					work(1000);
					try {
						Thread.sleep(60_000);
					} catch (InterruptedException e) {
						// the wake-up this part is about
					}
				}
			}, "sleeper-" + k);
			ts[k].start();
		}
		for (int i = 0; i < rounds; i++) {
			for (Thread t : ts) {
				// not before its previous interrupt was taken: two would make one
				while (t.getState() != Thread.State.TIMED_WAITING || t.isInterrupted()) {
					Thread.yield();
				}
				t.interrupt();
			}
		}
		for (Thread t : ts) {
			t.join();
		}
	}
}
