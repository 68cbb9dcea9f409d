/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.Exchanger;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/** The exchanger scenarios of {@link AllKinds}, each in a method of its own. */
final class Exchanges {

	private Exchanges() {
	}

	static void run() throws Exception {
		exchanger();
		timedExchanger();
	}

	/** Two threads exchange values three times. */
	static void exchanger() throws InterruptedException {
		Exchanger<Integer> x = new Exchanger<>();
		pair(() -> swap(x, 0), () -> swap(x, 1));
	}

	static void swap(Exchanger<Integer> x, int mine) {
		try {
			for (int i = 0; i < 3; i++) {
				if (x.exchange(mine) == mine) {
					throw new IllegalStateException("exchanged with itself");
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	/**
	 * Two threads exchange values three times with a timeout; then the main thread waits 20 ms at the same exchanger
	 * for no one; then two threads meet there once more.
	 */
	static void timedExchanger() throws InterruptedException {
		Exchanger<Integer> x = new Exchanger<>();
		pair(() -> timedSwap(x, 0), () -> timedSwap(x, 1));
		try {
			lonely(x);
			throw new IllegalStateException("met someone");
		} catch (TimeoutException expected) {
			// no one came
		}
		pair(() -> reunite(x, 0), () -> reunite(x, 1));
	}

	static void timedSwap(Exchanger<Integer> x, int mine) {
		try {
			for (int i = 0; i < 3; i++) {
				if (x.exchange(mine, 10, TimeUnit.SECONDS) == mine) {
					throw new IllegalStateException("exchanged with itself");
				}
			}
		} catch (InterruptedException | TimeoutException e) {
			throw new IllegalStateException(e);
		}
	}

	static void lonely(Exchanger<Integer> x) throws InterruptedException, TimeoutException {
		x.exchange(-1, 20, TimeUnit.MILLISECONDS);
	}

	static void reunite(Exchanger<Integer> x, int mine) {
		try {
			x.exchange(mine);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private static void pair(Runnable a, Runnable b) throws InterruptedException {
		Thread ta = new Thread(a);
		Thread tb = new Thread(b);
		ta.start();
		tb.start();
		ta.join();
		tb.join();
	}
}
