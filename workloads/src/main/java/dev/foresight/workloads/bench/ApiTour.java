/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CountedCompleter;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Flow;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Semaphore;
import java.util.concurrent.SubmissionPublisher;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * More of the JDK's concurrency, the second tour after {@link JucTour} and in its units of work
 * (docs/accuracy.md, "Three more tours of the JDK's concurrency"):
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
		case "parking" -> TurnTaking.turns(n, false);
		case "yielding" -> TurnTaking.turns(n, true);
		case "polling" -> TurnTaking.polling(n);
		case "timedwait" -> TurnTaking.timedWait(n);
		case "publisher" -> publisher(n);
		case "close" -> close(n);
		case "conditions" -> TurnTaking.conditions(n);
		case "fairrw" -> fairReadWrite(n);
		case "groupby" -> groupBy(n);
		case "interrupt" -> TurnTaking.interrupt(n);
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
