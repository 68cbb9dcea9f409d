/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Semaphore;

/**
 * A known number of virtual threads that each sleep (a sleeping virtual thread leaves its carrier), then take one of
 * two permits (a virtual thread waiting for one leaves its carrier too), compute and release it: every thread is
 * mounted at least twice.
 */
public final class VirtualMounts {

	/** Virtual threads started. */
	public static final int THREADS = 200;

	private VirtualMounts() {
	}

	/** Runs the threads and prints their checksum. */
	public static void main(String[] args) throws InterruptedException {
		Semaphore permits = new Semaphore(2);
		long[] out = new long[THREADS];
		List<Thread> threads = new ArrayList<>();
		for (int i = 0; i < THREADS; i++) {
			int id = i;
			threads.add(Thread.ofVirtual().name("vt-" + i).start(() -> out[id] = run(id, permits)));
		}
		long x = 0;
		for (int i = 0; i < THREADS; i++) {
			threads.get(i).join();
			x ^= out[i];
		}
		System.out.println("VirtualMounts " + x);
		// the CPU time of the virtual threads' carriers (the scheduler's platform workers), for the recording's test
		long carriers = 0;
		java.lang.management.ThreadMXBean bean = java.lang.management.ManagementFactory.getThreadMXBean();
		for (Thread t : Thread.getAllStackTraces().keySet()) {
			if (t.getName().startsWith("ForkJoinPool-") && t.getClass().getName().contains("CarrierThread")) {
				carriers += Math.max(0, bean.getThreadCpuTime(t.threadId()));
			}
		}
		System.out.println("carriers_cpu_ns " + carriers);
	}

	private static long run(int id, Semaphore permits) {
		try {
			Thread.sleep(2);
			permits.acquire();
			try {
				long x = id;
				for (int k = 0; k < 200_000; k++) {
					x = x * 6364136223846793005L + k;
				}
				return x;
			} finally {
				permits.release();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 0;
		}
	}
}
