/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.concurrent.locks.ReentrantLock;

/** Lock-heavy: threads update shared state under a ReentrantLock and a monitor, with a little work between. */
public final class LockHeavy {

	private static final ReentrantLock LOCK = new ReentrantLock();
	private static final Object MONITOR = new Object();
	private static long shared;
	private static long other;

	private LockHeavy() {
	}

	/** {@code [threads] [operations per thread]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 4, 200_000);
		Thread[] ts = new Thread[args.threads()];
		for (int t = 0; t < ts.length; t++) {
			int id = t;
			ts[t] = new Thread(() -> run(id, args.size()));
			ts[t].start();
		}
		for (Thread t : ts) {
			t.join();
		}
		System.out.println("LockHeavy " + shared + " " + other);
	}

	private static void run(int id, int n) {
		for (int i = 0; i < n; i++) {
			long v = Args.work(id * 31L + i, 40);
			LOCK.lock();
			try {
				shared += v & 1;
			} finally {
				LOCK.unlock();
			}
			synchronized (MONITOR) {
				other += v & 3;
			}
		}
	}
}
