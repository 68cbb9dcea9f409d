/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * More of the JDK's concurrency, the second tour after {@link JucTour} and in its units of work
 * (docs/accuracy.md, "More of the JDK's concurrency"):
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.ApiTour PART [N]</pre>
 *
 * <p>
 * {@code completer}: a {@code CountedCompleter} splits N items of 100 units over a pool of two. {@code parking}: two
 * threads take N turns of 100 units, parking and unparking each other. {@code yielding}: the same turns, waited for by
 * spinning and yielding. {@code polling}: a producer offers N items of 100 units to a {@code ConcurrentLinkedQueue}
 * whose consumer works 120 units on each and parks 50 us when it finds none. {@code timedwait}: the same through a
 * monitor, the consumer waiting 1 ms at a time and notified every fourth item. {@code publisher}: a
 * {@code SubmissionPublisher} hands N items to two subscribers of 100 units on a pool of two. {@code close}: N tasks
 * on a pool of two closed by try-with-resources. {@code conditions}: two producers and two consumers of a bounded
 * buffer of four built on a lock's two conditions. {@code fairrw}: a writer and two readers of a fair read/write lock.
 * {@code groupby}: a parallel stream groups 4 N numbers of 25 units into a concurrent map on a pool of two.
 * {@code interrupt}: main wakes two sleeping threads by interrupting them N/20 times, after 1,000 units each.
 * {@code semfair}: three threads take turns at a fair semaphore N/2 times.
 */
public final class ApiTour {

	private ApiTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "completer";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "completer" -> completer(n);
		case "parking" -> turns(n, false);
		case "yielding" -> turns(n, true);
		case "polling" -> polling(n);
		case "timedwait" -> timedWait(n);
		case "publisher" -> publisher(n);
		case "close" -> close(n);
		case "conditions" -> conditions(n);
		case "fairrw" -> fairReadWrite(n);
		case "groupby" -> groupBy(n);
		case "interrupt" -> interrupt(n);
		case "semfair" -> fairSemaphore(n);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("ApiTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	/** Items of {@code [lo, hi)}, halved until eight or fewer are left, each half forked. */
	private static final class Items extends CountedCompleter<Void> {
		private static final long serialVersionUID = 1L;
		private final int lo;
		private final int hi;

		Items(CountedCompleter<?> parent, int lo, int hi) {
			super(parent);
			this.lo = lo;
			this.hi = hi;
		}

		@Override
		public void compute() {
			int h = hi;
			while (h - lo > 8) {
				int mid = (lo + h) >>> 1;
				addToPendingCount(1);
				new Items(this, mid, h).fork();
				h = mid;
			}
			for (int i = lo; i < h; i++) {
				work(100);
			}
			tryComplete();
		}
	}

	static void completer(int n) {
		ForkJoinPool pool = new ForkJoinPool(2);
		pool.invoke(new Items(null, 0, n));
		pool.shutdown();
	}

	private static volatile int turn;

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

	static void publisher(int n) throws InterruptedException {
		ExecutorService e = Executors.newFixedThreadPool(2);
		CountDownLatch done = new CountDownLatch(2);
		try (SubmissionPublisher<Long> p = new SubmissionPublisher<>(e, 16)) {
			for (int k = 0; k < 2; k++) {
				p.subscribe(new Flow.Subscriber<Long>() {
					private Flow.Subscription s;

					@Override
					public void onSubscribe(Flow.Subscription subscription) {
						s = subscription;
						s.request(Long.MAX_VALUE);
					}

					@Override
					public void onNext(Long item) {
						work(100);
					}

					@Override
					public void onError(Throwable t) {
						done.countDown();
					}

					@Override
					public void onComplete() {
						done.countDown();
					}
				});
			}
			for (int i = 0; i < n; i++) {
				p.submit(work(20));
			}
		}
		done.await();
		e.shutdown();
	}

	static void close(int n) {
		try (ExecutorService e = Executors.newFixedThreadPool(2)) {
			for (int i = 0; i < n; i++) {
				long units = 100 + i % 4 * 50;
				e.submit(() -> work(units));
			}
		}
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

	static void fairReadWrite(int n) throws InterruptedException {
		ReentrantReadWriteLock rw = new ReentrantReadWriteLock(true);
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			boolean writer = k == 0;
			ts[k] = thread(writer ? "writer" : "reader-" + k, () -> {
				for (int i = 0; i < n; i++) {
					var l = writer ? rw.writeLock() : rw.readLock();
					l.lock();
					try {
						work(writer ? 20 : 10);
					} finally {
						l.unlock();
					}
					work(writer ? 60 : 50);
				}
			});
		}
		run(ts);
	}

	static void groupBy(int n) throws Exception {
		ForkJoinPool pool = new ForkJoinPool(2);
		Map<Long, Long> groups = pool.submit(() -> IntStream.range(0, 4 * n).parallel().boxed()
				.collect(Collectors.groupingByConcurrent(i -> work(25) & 15, Collectors.counting()))).get();
		pool.shutdown();
		if (groups.values().stream().mapToLong(Long::longValue).sum() != 4L * n) {
			throw new IllegalStateException("lost items: " + groups);
		}
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

	static void fairSemaphore(int n) throws InterruptedException {
		Semaphore s = new Semaphore(1, true);
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("sem-" + k, () -> {
				for (int i = 0; i < n / 2; i++) {
					s.acquire();
					try {
						work(30);
					} finally {
						s.release();
					}
					work(60);
				}
			});
		}
		run(ts);
	}
}
