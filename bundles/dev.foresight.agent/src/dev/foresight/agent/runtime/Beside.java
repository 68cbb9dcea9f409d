/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

/**
 * Start-up work of the recorder's that need not delay the program's start (adding the compiler directive): it runs
 * on a thread of its own, which is never recorded, and the recording waits for it at its close (at most two seconds,
 * so that a stuck task cannot hold up the program's exit) so that the properties it writes reach the trace.
 */
public final class Beside {

	private static final long WAIT_MILLIS = 2_000;
	private static Thread thread;

	private Beside() {
	}

	/** Runs {@code task} on a daemon thread named {@code name}. */
	public static synchronized void run(String name, Runnable task) {
		Thread t = new Thread(task, name);
		t.setDaemon(true);
		Recorder.ignore(t);
		thread = t;
		t.start();
	}

	/** Waits for the task started last, if any (called by the recording's close). */
	static void await() {
		Thread t;
		synchronized (Beside.class) {
			t = thread;
		}
		if (t != null) {
			try {
				t.join(WAIT_MILLIS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
	}
}
