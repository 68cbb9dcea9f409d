/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.Future;
import java.util.concurrent.RecursiveTask;
import java.util.concurrent.locks.ReentrantLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * Small versions of the shapes the workload corpus has, one per argument: {@code locks} (workers sharing monitors
 * and a lock), {@code forkjoin} (a recursive sum), {@code futures} (an executor and its futures),
 * {@code prodcons} (producers and consumers on a bounded queue), {@code barrier} (phases between barriers) and
 * {@code rwlock} (readers and a writer). Each does a few milliseconds of CPU work per thread.
 */
public final class CorpusLike {

	private static final int WORKERS = 4;
	private static volatile long sink;

	private CorpusLike() {
	}

	/** Runs the workload named by {@code args[0]}. */
	public static void main(String[] args) throws Exception {
		switch (args[0]) {
		case "locks" -> workers(CorpusLike::lockedSteps);
		case "forkjoin" -> forkJoin();
		case "futures" -> futures();
		case "prodcons" -> producerConsumer();
		case "barrier" -> barrier();
		case "rwlock" -> workers(CorpusLike::readWriteSteps);
		default -> throw new IllegalArgumentException("unknown workload " + args[0]);
		}
	}

	/** CPU work the JIT cannot remove: about {@code n} times a few nanoseconds. */
	static long work(int n) {
		long x = n;
		for (int i = 0; i < n; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
		}
		sink += x;
		return x;
	}

	private static void workers(Runnable body) throws InterruptedException {
		List<Thread> ts = new ArrayList<>();
		for (int k = 0; k < WORKERS; k++) {
			Thread t = new Thread(body, "worker-" + k);
			t.start();
			ts.add(t);
		}
		for (Thread t : ts) {
			t.join();
		}
	}

	private static final Object MONITOR = new Object();
	private static final ReentrantLock LOCK = new ReentrantLock();

	static void lockedSteps() {
		for (int i = 0; i < 200; i++) {
			work(20_000);
			synchronized (MONITOR) {
				work(2_000);
			}
			LOCK.lock();
			try {
				work(1_000);
			} finally {
				LOCK.unlock();
			}
		}
	}

	private static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();

	static void readWriteSteps() {
		for (int i = 0; i < 200; i++) {
			work(20_000);
			boolean write = i % 10 == 0 && Thread.currentThread().getName().endsWith("0");
			var l = write ? RW.writeLock() : RW.readLock();
			l.lock();
			try {
				work(3_000);
			} finally {
				l.unlock();
			}
		}
	}

	/** A sum over a range, split in halves down to a fixed grain. */
	static final class Sum extends RecursiveTask<Long> {
		private static final long serialVersionUID = 1L;
		private final int from;
		private final int to;

		Sum(int from, int to) {
			this.from = from;
			this.to = to;
		}

		@Override
		protected Long compute() {
			if (to - from <= 8) {
				return work((to - from) * 50_000);
			}
			int mid = (from + to) >>> 1;
			Sum left = new Sum(from, mid);
			left.fork();
			long right = new Sum(mid, to).compute();
			return left.join() + right;
		}
	}

	private static void forkJoin() {
		ForkJoinPool pool = new ForkJoinPool(WORKERS);
		sink += pool.invoke(new Sum(0, 256));
		pool.shutdown();
	}

	private static void futures() throws Exception {
		ExecutorService pool = Executors.newFixedThreadPool(WORKERS);
		List<Future<Long>> fs = new ArrayList<>();
		for (int k = 0; k < 32; k++) {
			fs.add(pool.submit(() -> work(400_000)));
		}
		for (Future<Long> f : fs) {
			sink += f.get();
		}
		pool.shutdown();
	}

	private static void producerConsumer() throws InterruptedException {
		BlockingQueue<Long> q = new ArrayBlockingQueue<>(4);
		List<Thread> ts = new ArrayList<>();
		for (int k = 0; k < 2; k++) {
			ts.add(new Thread(() -> {
				try {
					for (int i = 0; i < 200; i++) {
						q.put(work(20_000));
					}
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}, "producer-" + k));
			ts.add(new Thread(() -> {
				try {
					for (int i = 0; i < 200; i++) {
						sink += work((int) (q.take() & 0x3fff) + 20_000);
					}
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}, "consumer-" + k));
		}
		ts.forEach(Thread::start);
		for (Thread t : ts) {
			t.join();
		}
	}

	private static void barrier() throws InterruptedException {
		CyclicBarrier b = new CyclicBarrier(WORKERS);
		workers(() -> {
			try {
				for (int phase = 0; phase < 50; phase++) {
					work(40_000 + 10_000 * (phase % WORKERS));
					b.await();
				}
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		});
	}
}
