/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads.bench;

import static dev.foresight.workloads.bench.JucTour.run;
import static dev.foresight.workloads.bench.JucTour.thread;
import static dev.foresight.workloads.bench.JucTour.work;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Lock;

import com.github.benmanes.caffeine.cache.AsyncLoadingCache;
import com.github.benmanes.caffeine.cache.Caffeine;
import com.google.common.cache.CacheBuilder;
import com.google.common.cache.CacheLoader;
import com.google.common.cache.LoadingCache;
import com.google.common.eventbus.AllowConcurrentEvents;
import com.google.common.eventbus.AsyncEventBus;
import com.google.common.eventbus.Subscribe;
import com.google.common.util.concurrent.FutureCallback;
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.util.concurrent.ListeningExecutorService;
import com.google.common.util.concurrent.Monitor;
import com.google.common.util.concurrent.MoreExecutors;
import com.google.common.util.concurrent.RateLimiter;
import com.google.common.util.concurrent.Striped;

/**
 * A fifth tour, of concurrency libraries from Maven Central rather than the JDK (Guava, Caffeine, the LMAX Disruptor
 * in {@link Rings}), in {@link JucTour}'s units of work (docs/accuracy.md, "A tour of three libraries"):
 *
 * <pre>java -cp workloads/target/classes:workloads/target/lib/* dev.foresight.workloads.bench.DepTour PART [N]</pre>
 *
 * <p>
 * {@code listening}: N tasks of 100 units on a listening pool of two, each transformed by 20 units more in the pool
 * thread that completed it, all awaited through one {@code allAsList}. {@code striped}: three threads, N/3 times each,
 * work 100 units, then 10 inside one of a {@code Striped} set of 8 locks. {@code monitor}: a producer and a consumer of
 * 100 units each through a buffer of 4 guarded by Guava's {@code Monitor}. {@code eventbus}: main posts N events of 50
 * units to an asynchronous event bus whose subscriber, on a pool of two, works 100 on each. {@code guavacache}: three
 * threads get N/3 keys of 1,024 from a Guava loading cache of 256 entries after 50 units; a load is 100 units.
 * {@code caffeine}: the same from a Caffeine cache (maintenance on the common pool). {@code caffeineasync}: N distinct
 * keys from a Caffeine asynchronous cache loading on a pool of two, joined. {@code ratelimiter}: three threads of
 * N/3 tasks of 100 units, each task after a permit of a Guava rate limiter of 20,000 a second. {@code refresh}: three
 * threads read N/3 keys of 64 from a Caffeine cache that reloads an entry 1 ms after it was written (on the common
 * pool; a load is 100 units), after 50 units each. {@code callbacks}: N tasks of 100 units on a pool of two, each
 * future given a callback of 20 units that counts down a latch main waits for. {@code disruptor}, {@code yielding},
 * {@code twohandlers}, {@code multiproducer}: see {@link Rings}.
 */
public final class DepTour {

	private DepTour() {
	}

	/** {@code PART [N]} (N: 200 by default). */
	public static void main(String[] a) throws Exception {
		String part = a.length > 0 ? a[0] : "listening";
		int n = a.length > 1 ? Integer.parseInt(a[1]) : 200;
		long t0 = System.nanoTime();
		switch (part) {
		case "listening" -> listening(n);
		case "striped" -> striped(n);
		case "monitor" -> monitor(n);
		case "eventbus" -> eventBus(n);
		case "guavacache" -> guavaCache(n);
		case "caffeine" -> caffeine(n);
		case "caffeineasync" -> caffeineAsync(n);
		case "ratelimiter" -> rateLimiter(n);
		case "refresh" -> refresh(n);
		case "callbacks" -> callbacks(n);
		case "disruptor", "yielding", "twohandlers", "multiproducer" -> Rings.run(part, n);
		default -> throw new IllegalArgumentException("no part " + part);
		}
		System.out.printf("DepTour %s %d: %.1f ms%n", part, n, (System.nanoTime() - t0) / 1e6);
	}

	static void listening(int n) throws Exception {
		ListeningExecutorService pool = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));
		List<ListenableFuture<Long>> all = new ArrayList<>(n);
		for (int i = 0; i < n; i++) {
			ListenableFuture<Long> f = pool.submit(() -> work(100));
			all.add(Futures.transform(f, x -> x + work(20), MoreExecutors.directExecutor()));
		}
		JucTour.sink(Futures.allAsList(all).get().size());
		pool.shutdown();
		pool.awaitTermination(1, TimeUnit.MINUTES);
	}

	static void striped(int n) throws InterruptedException {
		Striped<Lock> locks = Striped.lock(8);
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("striper-" + k, () -> {
				for (int i = 0; i < n / 3; i++) {
					Lock l = locks.get(work(100) & 63);
					l.lock();
					try {
						work(10);
					} finally {
						l.unlock();
					}
				}
			});
		}
		run(ts);
	}

	static void monitor(int n) throws InterruptedException {
		GuardedBuffer buffer = new GuardedBuffer(4);
		run(thread("producer", () -> {
			for (int i = 0; i < n; i++) {
				buffer.put(work(100));
			}
		}), thread("consumer", () -> {
			for (int i = 0; i < n; i++) {
				JucTour.sink(buffer.take());
				work(100);
			}
		}));
	}

	/** The subscriber of {@link #eventBus}: may be called from both pool threads at once. */
	public static final class Subscriber {
		@Subscribe
		@AllowConcurrentEvents
		public void on(Long event) {
			JucTour.sink(work(100) + event);
		}
	}

	static void eventBus(int n) throws InterruptedException {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		AsyncEventBus bus = new AsyncEventBus("tour", pool);
		bus.register(new Subscriber());
		for (int i = 0; i < n; i++) {
			bus.post(work(50));
		}
		pool.shutdown();
		pool.awaitTermination(1, TimeUnit.MINUTES);
	}

	static void guavaCache(int n) throws InterruptedException {
		LoadingCache<Long, Long> cache = CacheBuilder.newBuilder().maximumSize(256)
				.build(CacheLoader.from(k -> work(100) + k));
		readers(n, 1023, k -> cache.getUnchecked(k));
	}

	static void caffeine(int n) throws InterruptedException {
		com.github.benmanes.caffeine.cache.LoadingCache<Long, Long> cache = Caffeine.newBuilder().maximumSize(256)
				.build(k -> work(100) + k);
		readers(n, 1023, cache::get);
	}

	private interface Lookup {
		Long get(long key);
	}

	/** Three threads, N/3 times each: 50 units, then a key of {@code mask + 1} looked up. */
	private static void readers(int n, int mask, Lookup lookup) throws InterruptedException {
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("reader-" + k, () -> {
				for (int i = 0; i < n / 3; i++) {
					JucTour.sink(lookup.get(work(50) & mask));
				}
			});
		}
		run(ts);
	}

	static void caffeineAsync(int n) throws InterruptedException {
		ExecutorService pool = Executors.newFixedThreadPool(2);
		AsyncLoadingCache<Long, Long> cache = Caffeine.newBuilder().executor(pool).buildAsync(k -> work(100) + k);
		List<CompletableFuture<Long>> all = new ArrayList<>(n);
		for (long i = 0; i < n; i++) {
			all.add(cache.get(i));
		}
		CompletableFuture.allOf(all.toArray(CompletableFuture[]::new)).join();
		pool.shutdown();
		pool.awaitTermination(1, TimeUnit.MINUTES);
	}

	static void rateLimiter(int n) throws InterruptedException {
		RateLimiter limiter = RateLimiter.create(20_000);
		Thread[] ts = new Thread[3];
		for (int k = 0; k < 3; k++) {
			ts[k] = thread("limited-" + k, () -> {
				for (int i = 0; i < n / 3; i++) {
					limiter.acquire();
					work(100);
				}
			});
		}
		run(ts);
	}

	static void refresh(int n) throws InterruptedException {
		com.github.benmanes.caffeine.cache.LoadingCache<Long, Long> cache = Caffeine.newBuilder()
				.refreshAfterWrite(Duration.ofMillis(1)).build(k -> work(100) + k);
		readers(n, 63, cache::get);
	}

	static void callbacks(int n) throws InterruptedException {
		ListeningExecutorService pool = MoreExecutors.listeningDecorator(Executors.newFixedThreadPool(2));
		CountDownLatch done = new CountDownLatch(n);
		FutureCallback<Long> callback = new FutureCallback<>() {
			@Override
			public void onSuccess(Long result) {
				JucTour.sink(work(20) + result);
				done.countDown();
			}

			@Override
			public void onFailure(Throwable t) {
				done.countDown();
			}
		};
		for (int i = 0; i < n; i++) {
			Futures.addCallback(pool.submit(() -> work(100)), callback, MoreExecutors.directExecutor());
		}
		done.await();
		pool.shutdown();
		pool.awaitTermination(1, TimeUnit.MINUTES);
	}

	/** A bounded buffer as Guava's {@code Monitor} documents it: guards instead of conditions. */
	private static final class GuardedBuffer {
		private final Monitor monitor = new Monitor();
		private final long[] items;
		private int head;
		private int count;
		private final Monitor.Guard notFull;
		private final Monitor.Guard notEmpty;

		GuardedBuffer(int capacity) {
			items = new long[capacity];
			notFull = monitor.newGuard(() -> count < items.length);
			notEmpty = monitor.newGuard(() -> count > 0);
		}

		void put(long x) throws InterruptedException {
			monitor.enterWhen(notFull);
			try {
				items[(head + count++) % items.length] = x;
			} finally {
				monitor.leave();
			}
		}

		long take() throws InterruptedException {
			monitor.enterWhen(notEmpty);
			try {
				long x = items[head];
				head = (head + 1) % items.length;
				count--;
				return x;
			} finally {
				monitor.leave();
			}
		}
	}
}
