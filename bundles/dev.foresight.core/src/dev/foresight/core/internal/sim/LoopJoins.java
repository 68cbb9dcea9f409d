/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.EventKind;

/**
 * Who joined each thread's end, for the loops that a flag stops ({@link LoopTargets}): per thread, the join linked to
 * its last event that began first, and when it began in the recording (its thread's previous event, plus the CPU time
 * before the join). Found in one pass over the trace on first need.
 */
final class LoopJoins {

	private final EventSource src;
	private int[] joiner;
	private int[] joinIndex;
	private long[] joinStart;

	LoopJoins(EventSource src) {
		this.src = src;
	}

	/** The thread whose join of {@code t} began first, or -1. */
	synchronized int joiner(int t) {
		find();
		return joiner[t];
	}

	/** The index of that join in its thread. */
	synchronized int joinIndex(int t) {
		find();
		return joinIndex[t];
	}

	/** When that join began in the recording (wall nanoseconds). */
	synchronized long joinStart(int t) {
		find();
		return joinStart[t];
	}

	/** When event {@code i} of thread {@code t} began in the recording: its thread's CPU time before it done. */
	long start(int t, int i) {
		return (i > 0 ? src.wallNanos(t, i - 1) : 0) + Math.max(0, src.cpuNanos(t, i));
	}

	private void find() {
		if (joiner != null) {
			return;
		}
		int n = src.threads();
		int[] by = new int[n];
		int[] at = new int[n];
		long[] began = new long[n];
		Arrays.fill(by, -1);
		for (int u = 0; u < n; u++) {
			for (int i = 0; i < src.size(u); i++) {
				int t = src.wakeThread(u, i);
				if (src.kind(u, i) != EventKind.JOIN || t < 0 || t >= n || t == u
						|| src.wakeIndex(u, i) != src.size(t) - 1) {
					continue;
				}
				long s = start(u, i);
				if (by[t] < 0 || s < began[t]) {
					by[t] = u;
					at[t] = i;
					began[t] = s;
				}
			}
		}
		joinIndex = at;
		joinStart = began;
		joiner = by;
	}
}
