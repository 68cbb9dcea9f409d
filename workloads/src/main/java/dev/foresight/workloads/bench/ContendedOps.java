/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One kind of synchronization between two threads that wait for each other, for {@link RecorderCost}: the
 * recorder's hooks have a path for an operation that waited (the wake link it looks up), which an uncontended loop
 * never takes, and the JIT compiles it too when a program waits often.
 */
final class ContendedOps {

	private static volatile long sink;

	private ContendedOps() {
	}

	/** Two threads doing {@code n} operations of {@code kind} each against the other; returns when both ended. */
	static void run(String kind, int n) throws InterruptedException {
		Runnable[] pair = switch (kind) {
		case "monitor", "monitor-inflated" -> twice(() -> {
			Object m = ContendedOps.class;
			for (int i = 0; i < n; i++) {
				synchronized (m) {
					sink++;
				}
			}
		});
		case "lock" -> {
			ReentrantLock lock = new ReentrantLock();
			yield twice(() -> {
				for (int i = 0; i < n; i++) {
					lock.lock();
					try {
						sink++;
					} finally {
						lock.unlock();
					}
				}
			});
		}
		case "queue" -> {
			ArrayBlockingQueue<Integer> q = new ArrayBlockingQueue<>(2);
			yield new Runnable[] { () -> repeat(n, () -> q.put(1)), () -> repeat(n, () -> sink += q.take()) };
		}
		case "park" -> {
			Thread[] ts = new Thread[2];
			// a turn each: the thread whose turn it is passes it on and wakes the other
			AtomicInteger turn = new AtomicInteger();
			Runnable[] r = new Runnable[2];
			for (int k = 0; k < 2; k++) {
				int me = k;
				r[k] = () -> {
					ts[me] = Thread.currentThread();
					for (int i = 0; i < n; i++) {
						while (turn.get() != me) {
							LockSupport.park();
						}
						turn.set(1 - me);
						Thread other = ts[1 - me];
						if (other != null) {
							LockSupport.unpark(other);
						}
					}
				};
			}
			yield r;
		}
		case "semaphore" -> {
			Semaphore s = new Semaphore(1);
			yield twice(() -> repeat(n, () -> {
				s.acquire();
				sink++;
				s.release();
			}));
		}
		case "barrier" -> {
			CyclicBarrier b = new CyclicBarrier(2);
			yield twice(() -> repeat(n, () -> sink += b.await()));
		}
		case "latch" -> {
			CountDownLatch[] latches = new CountDownLatch[n];
			for (int i = 0; i < n; i++) {
				latches[i] = new CountDownLatch(1);
			}
			yield new Runnable[] { () -> repeat(n, i -> latches[i].countDown()),
					() -> repeat(n, i -> latches[i].await()) };
		}
		default -> throw new IllegalArgumentException("unknown kind " + kind);
		};
		Thread a = new Thread(pair[0]);
		Thread b = new Thread(pair[1]);
		a.start();
		b.start();
		a.join();
		b.join();
	}

	private static Runnable[] twice(Runnable r) {
		return new Runnable[] { r, r };
	}

	/** An operation that may be interrupted or broken, which ends the thread's part. */
	private interface Op {
		void run(int i) throws Exception;
	}

	private interface Step {
		void run() throws Exception;
	}

	private static Runnable repeat(int n, Step step) {
		return repeat(n, i -> step.run());
	}

	private static Runnable repeat(int n, Op op) {
		return () -> {
			try {
				for (int i = 0; i < n; i++) {
					op.run(i);
				}
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		};
	}
}
