/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/** A read/write lock: a cache of 1,024 keys read nine times for every write (the checksum counts the reads). */
public final class ReadWriteCache {

	private static final ReentrantReadWriteLock RW = new ReentrantReadWriteLock();
	private static final Map<Integer, Long> CACHE = new HashMap<>();

	private ReadWriteCache() {
	}

	/** {@code [threads] [operations per thread]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 4, 200_000);
		for (int key = 0; key < 1024; key++) {
			CACHE.put(key, 0L);
		}
		long[] hits = new long[args.threads()];
		Thread[] ts = new Thread[args.threads()];
		for (int t = 0; t < ts.length; t++) {
			int id = t;
			ts[t] = new Thread(() -> hits[id] = run(id, args.size()));
			ts[t].start();
		}
		long total = 0;
		for (int t = 0; t < ts.length; t++) {
			ts[t].join();
			total += hits[t];
		}
		System.out.println("ReadWriteCache " + total + " " + CACHE.size());
	}

	private static long run(int id, int n) {
		long hits = 0;
		for (int i = 0; i < n; i++) {
			int key = (int) (Args.work(id * 1_000_003L + i, 30) & 1023);
			if (i % 10 == 0) {
				RW.writeLock().lock();
				try {
					CACHE.put(key, (long) i);
				} finally {
					RW.writeLock().unlock();
				}
			} else {
				RW.readLock().lock();
				try {
					hits += CACHE.containsKey(key) ? 1 : 0;
				} finally {
					RW.readLock().unlock();
				}
			}
		}
		return hits;
	}
}
