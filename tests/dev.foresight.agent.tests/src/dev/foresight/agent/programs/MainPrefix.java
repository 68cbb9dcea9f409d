/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

/**
 * A program whose main thread computes before it synchronizes at all: 3 units of work, then a thread that computes 1
 * unit, started and joined. A recording that counted main from its first event (the start) would lose the 3 units.
 */
public final class MainPrefix {

	/** Keeps the results alive. */
	static volatile long sink;

	private MainPrefix() {
	}

	public static void main(String[] args) throws InterruptedException {
		sink = spin(3 * UNIT);
		Thread t = new Thread(new Runnable() {
			@Override
			public void run() {
				sink = spin(UNIT);
			}
		}, "after-prefix");
		t.start();
		t.join();
	}

	/** Iterations of a unit: about 40 ms. */
	static final long UNIT = 20_000_000L;

	static long spin(long n) {
		long x = n;
		for (long i = 0; i < n; i++) {
			x = x * 6364136223846793005L + 1442695040888963407L;
			x ^= x >>> 29;
		}
		return x;
	}
}
