/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

/** The state of a simulated thread during an interval. */
public enum ThreadState {
	/** On a processor. */
	RUNNING,
	/** Ready, waiting for a processor. */
	RUNNABLE,
	/** Waiting for another thread, a timer (sleep, timed-out wait) or I/O. */
	BLOCKED
}
