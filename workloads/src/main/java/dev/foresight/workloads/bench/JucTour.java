/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Exchanger;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedTransferQueue;
import java.util.concurrent.Phaser;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.StampedLock;

/**
 * A tour of the JDK's concurrency utilities outside the corpus, one at a time, for checking the recorder and the
 * predictions on programs that were not written for the harness (docs/accuracy.md, "The JDK's concurrency utilities
 * one at a time"). Each part computes in units of a fixed number of iterations (about a microsecond here), so that a
 * recorded and an unrecorded run do the same work:
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.JucTour PART [N]</pre>
 *
 * <p>
 * {@code exchanger}: two threads exchange N times after 200 and 100 units. {@code handoff}: a producer hands N items
 * to a consumer through a {@code SynchronousQueue}, 150 units on each side. {@code transfer}: the same through a
 * {@code LinkedTransferQueue}'s transfer, 100 and 200 units. {@code phaser}: three threads of 100, 200 and 300 units
 * meet N/4 times. {@code stamped}: a writer and two optimistic readers of a {@code StampedLock}. {@code scheduled}: a
 * periodic task and a delayed one on a scheduled pool of two. {@code stages}: N pairs of async stages on the common
 * pool, combined, then another stage. {@code bins}: three threads compute in a {@code ConcurrentHashMap}, 5 units
 * inside a bin's monitor, 5 N times each. {@code invokeall}: N callables on a pool of three. {@code virtual}: 5 N
 * virtual threads of 50 units, each taking a monitor and a lock. {@code completion}: N callables on a pool of two,
 * taken from a completion service. {@code prefix}: main computes 40 N units before it starts a thread of 10 N.
 */
public final class JucTour {

	/** Iterations of a unit. */
	private static final long UNIT = 400;
	private static volatile long sink;

	private JucTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "handoff";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "exchanger" -> exchanger(n);
		case "handoff" -> handoff(n);
		case "transfer" -> transfer(n);
		case "phaser" -> phaser(n);
		case "stamped" -> stamped(n);
		case "scheduled" -> scheduled(n);
		case "stages" -> stages(n);
		case "bins" -> bins(n);
		case "invokeall" -> invokeAll(n);
		case "virtual" -> virtual(n);
		case "completion" -> completion(n);
		case "prefix" -> prefix(n);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("JucTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	static long work(long units) {
		long x = units;
		for (long i = 0, n = units * UNIT; i < n; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		sink += x;
		return x;
	}

	/** Keeps {@code v} from being optimized away. */
	static void sink(long v) {
		sink += v;
	}

	/** Starts the threads and waits for them. */
	static void run(Thread... threads) throws InterruptedException {
		for (Thread t : threads) {
			t.start();
		}
		for (Thread t : threads) {
			t.join();
		}
	}

	/** A thread of {@code body}, which may be interrupted (it then ends). */
	static Thread thread(String name, Interruptible body) {
		return new Thread(() -> {
			try {
				body.run();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}, name);
	}

	interface Interruptible {
		void run() throws InterruptedException;
	}

	static void exchanger(int n) throws InterruptedException {
		Exchanger<Long> ex = new Exchanger<>();
		run(thread("ex-a", () -> {
			for (int i = 0; i < n; i++) {
				ex.exchange(work(200));
			}
		}), thread("ex-b", () -> {
			for (int i = 0; i < n; i++) {
				ex.exchange(work(100));
			}
		}));
	}

	static void handoff(int n) throws InterruptedException {
		SynchronousQueue<Long> q = new SynchronousQueue<>();
		run(thread("producer", () -> {
			for (int i = 0; i < n; i++) {
				q.put(work(150));
			}
		}), thread("consumer", () -> {
			for (int i = 0; i < n; i++) {
				q.take();
				work(150);
			}
		}));
	}

	static void transfer(int n) throws InterruptedException {
		LinkedTransferQueue<Long> q = new LinkedTransferQueue<>();
		run(thread("producer", () -> {
			for (int i = 0; i < n; i++) {
				q.transfer(work(100));
			}
		}), thread("consumer", () -> {
			for (int i = 0; i < n; i++) {
				q.take();
				work(200);
			}
		}));
	}

	static void phaser(int n) throws InterruptedException {
		Phaser ph = new Phaser(3);
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			int units = 100 * (k + 1);
			ts[k] = thread("phase-" + k, () -> {
				for (int i = 0; i < n / 4; i++) {
					work(units);
					ph.arriveAndAwaitAdvance();
				}
				ph.arriveAndDeregister();
			});
		}
		run(ts);
	}

	static void stamped(int n) throws InterruptedException {
		StampedLock lock = new StampedLock();
		long[] value = new long[1];
		Thread writer = thread("writer", () -> {
			for (int i = 0; i < n; i++) {
				long s = lock.writeLock();
				try {
					value[0] += work(20);
				} finally {
					lock.unlockWrite(s);
				}
				work(50);
			}
		});
		Thread[] all = { writer, null, null };
		for (int k = 1; k < 3; k++) {
			all[k] = thread("reader-" + k, () -> {
				for (int i = 0; i < n; i++) {
					long s = lock.tryOptimisticRead();
					long v = value[0];
					if (!lock.validate(s)) {
						s = lock.readLock();
						try {
							v = value[0];
						} finally {
							lock.unlockRead(s);
						}
					}
					sink += v;
					work(60);
				}
			});
		}
		run(all);
	}

	static void scheduled(int n) throws Exception {
		ScheduledExecutorService s = Executors.newScheduledThreadPool(2);
		ScheduledFuture<?> tick = s.scheduleAtFixedRate(() -> work(300), 0, 1, TimeUnit.MILLISECONDS);
		s.schedule(() -> work(2000), 5, TimeUnit.MILLISECONDS).get();
		Thread.sleep(n / 10);
		tick.cancel(false);
		s.shutdown();
		s.awaitTermination(5, TimeUnit.SECONDS);
	}

	static void stages(int n) {
		List<CompletableFuture<Long>> all = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			long units = 100 + i % 7 * 10;
			CompletableFuture<Long> x = CompletableFuture.supplyAsync(() -> work(units));
			CompletableFuture<Long> y = CompletableFuture.supplyAsync(() -> work(80));
			all.add(x.thenCombine(y, Long::sum).thenCompose(z -> CompletableFuture.supplyAsync(() -> z + work(50))));
		}
		long s = 0;
		for (CompletableFuture<Long> f : all) {
			s += f.join();
		}
		sink += s;
	}

	static void bins(int n) throws InterruptedException {
		ConcurrentHashMap<Integer, Long> m = new ConcurrentHashMap<>();
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("bins-" + k, () -> {
				for (int i = 0; i < n * 5; i++) {
					m.computeIfAbsent(i % 50, q -> work(40));
					m.compute(i % 8, (q, old) -> (old == null ? 0 : old) + work(5));
				}
			});
		}
		run(ts);
	}

	static void invokeAll(int n) throws Exception {
		ExecutorService e = Executors.newFixedThreadPool(3);
		List<Callable<Long>> cs = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			long units = 100 + i % 5 * 40;
			cs.add(() -> work(units));
		}
		long s = 0;
		for (Future<Long> f : e.invokeAll(cs)) {
			s += f.get();
		}
		sink += s;
		e.shutdown();
	}

	static void virtual(int n) {
		Object monitor = new Object();
		ReentrantLock lock = new ReentrantLock();
		try (ExecutorService e = Executors.newVirtualThreadPerTaskExecutor()) {
			for (int i = 0; i < n * 5; i++) {
				e.submit(() -> {
					work(50);
					synchronized (monitor) {
						work(10);
					}
					lock.lock();
					try {
						return work(5);
					} finally {
						lock.unlock();
					}
				});
			}
		}
	}

	static void completion(int n) throws Exception {
		ExecutorService e = Executors.newFixedThreadPool(2);
		ExecutorCompletionService<Long> cs = new ExecutorCompletionService<>(e);
		for (int i = 0; i < n; i++) {
			long units = 100 + i % 3 * 100;
			cs.submit(() -> work(units));
		}
		long s = 0;
		for (int i = 0; i < n; i++) {
			s += cs.take().get();
		}
		sink += s;
		e.shutdown();
	}

	static void prefix(int n) throws InterruptedException {
		work(40L * n);
		run(thread("after-prefix", () -> work(10L * n)));
	}
}
