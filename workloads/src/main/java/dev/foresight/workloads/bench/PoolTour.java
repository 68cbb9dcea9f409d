/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import java.util.stream.IntStream;

/**
 * A third tour, of pools and of the JDK's own parallel code, in {@link JucTour}'s units of work (docs/accuracy.md,
 * "Three more tours of the JDK's concurrency"):
 *
 * <pre>java -cp workloads/target/classes dev.foresight.workloads.bench.PoolTour PART [N]</pre>
 *
 * <p>
 * {@code callerruns}: N tasks of 100 units on a pool of two with a queue of two that runs what it rejects in the
 * submitter. {@code invokeany}: N/10 rounds of three callables on a pool of three, the first answer taken.
 * {@code managed}: N fork/join tasks of 100 units on a pool of two, each waiting through {@code managedBlock} for a
 * lock held 20 units at a time. {@code chmforeach}: a {@code ConcurrentHashMap} of N keys visited by its parallel
 * {@code forEach}, 100 units each. {@code setall}: {@code Arrays.parallelSetAll} of N elements of 100 units on the
 * common pool. {@code nested}: a parallel stream of N/20 items each running a parallel stream of 20 items of 5
 * units, in a pool of two. {@code fixeddelay}: a task of 300 units every 0.2 ms on a scheduled pool while main
 * computes. {@code allof}: N async stages on a pool of two, joined through {@code allOf}. {@code trylock}: three
 * threads taking a lock with a timed try, N/2 times each. {@code joinpoll}: main polls a worker with a timed join
 * while computing. {@code barrieraction}: three threads meet N/4 times at a barrier whose action computes.
 * {@code vwait}: virtual threads that wait on a monitor for a producer. {@code reporter}: a task of 20 units every 5 ms
 * on a scheduled pool, beside two threads that compute N/2 x 100 units each, stopped by the pool's shutdown once main
 * has joined them.
 */
public final class PoolTour {

	private PoolTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "callerruns";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "callerruns" -> callerRuns(n);
		case "invokeany" -> invokeAny(n);
		case "managed" -> managed(n);
		case "chmforeach" -> chmForEach(n);
		case "setall" -> setAll(n);
		case "nested" -> nested(n);
		case "fixeddelay" -> fixedDelay(n);
		case "allof" -> allOf(n);
		case "trylock" -> tryLock(n);
		case "joinpoll" -> joinPoll(n);
		case "barrieraction" -> barrierAction(n);
		case "vwait" -> virtualWait(n);
		case "reporter" -> reporter(n);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("PoolTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	static void callerRuns(int n) throws InterruptedException {
		ThreadPoolExecutor e = new ThreadPoolExecutor(2, 2, 0, TimeUnit.SECONDS, new ArrayBlockingQueue<>(2),
				new ThreadPoolExecutor.CallerRunsPolicy());
		for (int i = 0; i < n; i++) {
			e.execute(() -> work(100));
		}
		e.shutdown();
		e.awaitTermination(1, TimeUnit.MINUTES);
	}

	static void invokeAny(int n) throws Exception {
		ExecutorService e = Executors.newFixedThreadPool(3);
		long s = 0;
		for (int i = 0; i < n / 10; i++) {
			List<Callable<Long>> cs = List.of(() -> work(300), () -> work(400), () -> work(500));
			s += e.invokeAny(cs);
		}
		e.shutdown();
		JucTour.sink(s);
	}

	static void managed(int n) throws Exception {
		ForkJoinPool pool = new ForkJoinPool(2);
		ReentrantLock lock = new ReentrantLock();
		List<CompletableFuture<Long>> all = new ArrayList<>();
		for (int i = 0; i < n; i++) {
			all.add(CompletableFuture.supplyAsync(() -> {
				long x = work(100);
				try {
					ForkJoinPool.managedBlock(new ForkJoinPool.ManagedBlocker() {
						private boolean done;

						@Override
						public boolean block() {
							lock.lock();
							try {
								work(20);
							} finally {
								lock.unlock();
							}
							done = true;
							return true;
						}

						@Override
						public boolean isReleasable() {
							return done;
						}
					});
				} catch (InterruptedException ex) {
					Thread.currentThread().interrupt();
				}
				return x;
			}, pool));
		}
		for (CompletableFuture<Long> f : all) {
			JucTour.sink(f.join());
		}
		pool.shutdown();
	}

	static void chmForEach(int n) {
		ConcurrentHashMap<Integer, Integer> m = new ConcurrentHashMap<>();
		for (int i = 0; i < n; i++) {
			m.put(i, i);
		}
		AtomicLong s = new AtomicLong();
		m.forEach(1, (k, v) -> s.addAndGet(work(100)));
		JucTour.sink(s.get());
	}

	static void setAll(int n) {
		long[] values = new long[n];
		Arrays.parallelSetAll(values, i -> work(100));
		JucTour.sink(values[n - 1]);
	}

	static void nested(int n) throws Exception {
		ForkJoinPool pool = new ForkJoinPool(2);
		long s = pool.submit(() -> IntStream.range(0, n / 20).parallel()
				.mapToLong(i -> IntStream.range(0, 20).parallel().mapToLong(j -> work(5)).sum()).sum()).get();
		pool.shutdown();
		JucTour.sink(s);
	}

	static void fixedDelay(int n) throws Exception {
		ScheduledExecutorService s = Executors.newScheduledThreadPool(1);
		s.scheduleWithFixedDelay(() -> work(300), 0, 200, TimeUnit.MICROSECONDS);
		work(300L * n / 4);
		s.shutdown();
		s.awaitTermination(5, TimeUnit.SECONDS);
	}

	static void reporter(int n) throws InterruptedException {
		ScheduledExecutorService s = Executors.newSingleThreadScheduledExecutor();
		s.scheduleAtFixedRate(() -> work(20), 0, 5, TimeUnit.MILLISECONDS);
		Thread[] ts = new Thread[2];
		for (int k = 0; k < 2; k++) {
			ts[k] = thread("worker-" + k, () -> work(100L * n / 2));
		}
		run(ts);
		s.shutdown();
	}

	static void allOf(int n) {
		ExecutorService e = Executors.newFixedThreadPool(2);
		CompletableFuture<?>[] fs = new CompletableFuture<?>[n];
		for (int i = 0; i < n; i++) {
			long units = 100 + i % 3 * 50;
			fs[i] = CompletableFuture.runAsync(() -> work(units), e).thenRunAsync(() -> work(20), e);
		}
		CompletableFuture.allOf(fs).join();
		e.shutdown();
	}

	static void tryLock(int n) throws InterruptedException {
		ReentrantLock lock = new ReentrantLock();
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("try-" + k, () -> {
				for (int i = 0; i < n / 2; i++) {
					while (!lock.tryLock(100, TimeUnit.MICROSECONDS)) {
						work(5);
					}
					try {
						work(40);
					} finally {
						lock.unlock();
					}
					work(60);
				}
			});
		}
		run(ts);
	}

	static void joinPoll(int n) throws InterruptedException {
		Thread worker = thread("worker", () -> work(250L * n));
		worker.start();
		while (worker.isAlive()) {
			work(100);
			worker.join(0, 50_000);
		}
	}

	static void barrierAction(int n) throws InterruptedException {
		CyclicBarrier b = new CyclicBarrier(3, () -> work(30));
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			int units = 100 + 50 * k;
			ts[k] = thread("party-" + k, () -> {
				for (int i = 0; i < n / 4; i++) {
					work(units);
					try {
						b.await();
					} catch (java.util.concurrent.BrokenBarrierException e) {
						throw new IllegalStateException(e);
					}
				}
			});
		}
		run(ts);
	}

	static void virtualWait(int n) throws InterruptedException {
		Object m = new Object();
		int[] items = new int[1];
		List<Thread> consumers = new ArrayList<>();
		for (int k = 0; k < 4; k++) {
			consumers.add(Thread.ofVirtual().start(() -> {
				for (int i = 0; i < n / 4; i++) {
					synchronized (m) {
						while (items[0] == 0) {
							try {
								m.wait();
							} catch (InterruptedException e) {
								return;
							}
						}
						items[0]--;
					}
					work(100);
				}
			}));
		}
		for (int i = 0; i < n; i++) {
			work(50);
			synchronized (m) {
				items[0]++;
				m.notifyAll();
			}
		}
		for (Thread t : consumers) {
			t.join();
		}
	}
}
