/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The broken-barrier scenario of {@link AllKinds}: of three parties, one waits, a second gives up after 20 ms, which
 * breaks the barrier for the first; after a reset all three meet.
 */
final class BrokenBarrier {

	private BrokenBarrier() {
	}

	static void run() throws InterruptedException {
		CyclicBarrier b = new CyclicBarrier(3);
		Thread patient = new Thread(() -> patient(b));
		patient.start();
		while (b.getNumberWaiting() < 1) {
			Thread.onSpinWait();
		}
		Thread impatient = new Thread(() -> impatient(b));
		impatient.start();
		impatient.join();
		patient.join();
		b.reset();
		Thread[] ts = new Thread[3];
		for (int i = 0; i < 3; i++) {
			ts[i] = new Thread(() -> regroup(b));
			ts[i].start();
		}
		for (Thread t : ts) {
			t.join();
		}
	}

	static void patient(CyclicBarrier b) {
		try {
			b.await();
			throw new IllegalStateException("the barrier tripped");
		} catch (BrokenBarrierException expected) {
			// the impatient one broke it
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	static void impatient(CyclicBarrier b) {
		try {
			b.await(20, TimeUnit.MILLISECONDS);
			throw new IllegalStateException("the barrier tripped");
		} catch (TimeoutException expected) {
			// no third party came
		} catch (BrokenBarrierException | InterruptedException e) {
			throw new IllegalStateException(e);
		}
	}

	static void regroup(CyclicBarrier b) {
		try {
			b.await();
		} catch (BrokenBarrierException | InterruptedException e) {
			throw new IllegalStateException(e);
		}
	}
}
