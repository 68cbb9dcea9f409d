/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Work of the recorder's that need not delay the program (looking up the CPU clock and the collectors' beans, loading
 * the rewriter, adding the compiler directive): it runs on threads of their own, which are never recorded, so that on
 * a machine with a second processor it overlaps the program's start instead of its first event and its exit waiting
 * for it. Its properties are written when the recording closes, which waits for it (at most two seconds, so that a
 * stuck task cannot hold up the program's exit).
 */
public final class Beside {

	private static final long WAIT_MILLIS = 2_000;
	private static final List<Thread> THREADS = new ArrayList<>();
	/** Found beside the start, possibly before the trace was open: written by {@link #await}. */
	private static final Map<String, String> PROPERTIES = new LinkedHashMap<>();

	private Beside() {
	}

	/**
	 * Starts {@code task} on a daemon thread named {@code name}, whose CPU time, at its end, the program's is measured
	 * without ({@link ProgramCpu}).
	 */
	public static synchronized void start(String name, Runnable task) {
		Thread t = new Thread(new Runnable() {
			@Override
			public void run() {
				try {
					task.run();
				} finally {
					ProgramCpu.recorderThreadEnds();
				}
			}
		}, name);
		t.setDaemon(true);
		Recorder.ignore(t);
		THREADS.add(t);
		t.start();
	}

	/** Sets up the CPU clock and looks up the collectors' beans, so that the program's first event and close do not. */
	public static void warmRuntime() {
		CpuClock.direct();
		GcPauses.prepare();
	}

	/** A trace property the work beside the start found; written when the recording closes. */
	public static void property(String key, String value) {
		synchronized (PROPERTIES) {
			PROPERTIES.put(key, value);
		}
	}

	/** Waits for the work started, two seconds at most in all, and writes its properties (the recording's close). */
	static void await() {
		List<Thread> started;
		synchronized (Beside.class) {
			started = new ArrayList<>(THREADS);
		}
		long deadline = System.nanoTime() + WAIT_MILLIS * 1_000_000;
		for (Thread t : started) {
			long left = (deadline - System.nanoTime()) / 1_000_000;
			try {
				if (left > 0) {
					t.join(left);
				}
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
		}
		synchronized (PROPERTIES) {
			for (Map.Entry<String, String> p : PROPERTIES.entrySet()) {
				Recorder.property(p.getKey(), p.getValue());
			}
			PROPERTIES.clear();
		}
	}
}
