/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.programs;

import java.util.concurrent.locks.ReentrantLock;

/** A lock and a monitor that {@link #lockAndEnter()} takes {@link #TIMES} times each. */
public final class FilteredBeta {

	/** How often {@link #lockAndEnter()} locks its lock and enters its monitor. */
	public static final int TIMES = 4;
	private static final ReentrantLock LOCK = new ReentrantLock();
	private static final Object MONITOR = new Object();
	private static int count;

	private FilteredBeta() {
	}

	static int lockAndEnter() {
		for (int i = 0; i < TIMES; i++) {
			LOCK.lock();
			try {
				count++;
			} finally {
				LOCK.unlock();
			}
			synchronized (MONITOR) {
				count++;
			}
		}
		return count;
	}
}
