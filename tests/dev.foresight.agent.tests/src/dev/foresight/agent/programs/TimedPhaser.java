/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The timed phaser waits of {@link AllKinds}: the main thread waits 20 ms for the end of a phase no one arrives at,
 * then waits (with a timeout) for one that a second thread ends.
 */
final class TimedPhaser {

	private TimedPhaser() {
	}

	static void run() throws InterruptedException {
		Phaser p = new Phaser(1);
		try {
			waitInVain(p);
			throw new IllegalStateException("the phase ended");
		} catch (TimeoutException expected) {
			// no one arrived
		}
		Thread other = new Thread(() -> p.arrive());
		other.start();
		try {
			waitInTime(p);
		} catch (TimeoutException e) {
			throw new IllegalStateException(e);
		}
		other.join();
	}

	static void waitInVain(Phaser p) throws InterruptedException, TimeoutException {
		p.awaitAdvanceInterruptibly(p.getPhase(), 20, TimeUnit.MILLISECONDS);
	}

	static void waitInTime(Phaser p) throws InterruptedException, TimeoutException {
		p.awaitAdvanceInterruptibly(0, 10, TimeUnit.SECONDS);
	}
}
