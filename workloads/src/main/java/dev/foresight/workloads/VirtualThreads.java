/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;

/** Virtual threads: many short virtual threads that compute, sleep, and share a semaphore-limited resource. */
public final class VirtualThreads {

	private VirtualThreads() {
	}

	/** {@code [permits] [virtual threads]}. */
	public static void main(String[] a) throws InterruptedException {
		Args args = Args.of(a, 4, 20_000);
		Semaphore permits = new Semaphore(args.threads());
		long[] out = new long[args.size()];
		List<Thread> ts = new ArrayList<>(args.size());
		for (int i = 0; i < args.size(); i++) {
			int id = i;
			ts.add(Thread.ofVirtual().start(() -> out[id] = run(id, permits)));
		}
		long x = 0;
		for (int i = 0; i < ts.size(); i++) {
			ts.get(i).join();
			x ^= out[i];
		}
		System.out.println("VirtualThreads " + x);
	}

	private static long run(int id, Semaphore permits) {
		try {
			Thread.sleep(1);
			permits.acquire();
			try {
				return Args.work(id, 5_000);
			} finally {
				permits.release();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 0;
		}
	}
}
