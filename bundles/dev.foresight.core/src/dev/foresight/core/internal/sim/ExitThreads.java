/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.List;

import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * The threads whose ends a run waits for: the JVM exits once its last non-daemon thread has ended, whatever its daemon
 * threads (virtual threads, the common pool's workers, a heartbeat or a cache's cleaner that sleeps in a loop) are
 * doing. A daemon thread still at work then ends with the run, as the compilers' threads do; replayed to its last
 * recorded event, a daemon's sleeps would hold the run to the recorded length on every number of processors. A trace
 * that names no recorded thread with events a non-daemon thread (a trace built in code) waits for all of them. The
 * analyses' graph ({@code TraceGraphs}) marks the same threads.
 */
public final class ExitThreads {

	private ExitThreads() {
	}

	/** Per thread of {@code src}, whether the run waits for its end; threads from {@code recorded} on never. */
	public static boolean[] awaited(TraceHeader header, EventSource src, int recorded) {
		List<ThreadInfo> infos = header.threads();
		boolean[] awaited = new boolean[src.threads()];
		boolean any = false;
		for (int t = 0; t < recorded; t++) {
			awaited[t] = src.size(t) > 0 && !infos.get(t).daemon();
			any |= awaited[t];
		}
		if (!any) {
			for (int t = 0; t < recorded; t++) {
				awaited[t] = src.size(t) > 0;
			}
		}
		return awaited;
	}
}
