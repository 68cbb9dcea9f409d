/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The semaphore scenario of {@link AllKinds} with several permits at a time: of three permits, a try takes two, a
 * second try for two fails, a timed try for two runs out after 20 ms, and a thread that waits for two without
 * interruption gets them when the main thread releases two; the one left is drained.
 */
final class Permits {

	private Permits() {
	}

	static void run() throws InterruptedException {
		Semaphore s = new Semaphore(3);
		if (!tryTwo(s) || tryTwo(s) || waitForTwo(s)) {
			throw new IllegalStateException("permits: " + s.availablePermits());
		}
		Thread t = new Thread(() -> takeTwo(s));
		t.start();
		while (!s.hasQueuedThreads()) {
			Thread.onSpinWait();
		}
		s.release(2);
		t.join();
		if (drainAll(s) != 1) {
			throw new IllegalStateException("drained " + s.availablePermits());
		}
	}

	static boolean tryTwo(Semaphore s) {
		return s.tryAcquire(2);
	}

	static boolean waitForTwo(Semaphore s) throws InterruptedException {
		return s.tryAcquire(2, 20, TimeUnit.MILLISECONDS);
	}

	static int drainAll(Semaphore s) {
		return s.drainPermits();
	}

	static void takeTwo(Semaphore s) {
		s.acquireUninterruptibly(2);
	}
}
