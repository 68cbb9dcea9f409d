/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.ArrayDeque;

import dev.foresight.core.trace.EventKind;

/**
 * A monitor with a count of tokens, for {@link RandomRecording}: a give enters it, adds a token, notifies one waiter
 * and leaves; a get enters it and takes a token, waiting (which leaves the monitor) while there is none. Each step
 * ends with the monitor free, so a step is one atomic move of the interleaving; a woken thread that finds the token
 * taken by another waits again, as a {@code while} loop around {@code wait} does.
 */
final class Mailbox {

	private static final long MONITOR = 18;

	private final ArrayDeque<Integer> waiters = new ArrayDeque<>();
	/** Per thread waiting: the notify that woke it (thread, event), or {@code null} while it still waits. */
	private final int[][] wokenBy;
	private final boolean[] waiting;
	private int tokens;

	Mailbox(int threads) {
		wokenBy = new int[threads][];
		waiting = new boolean[threads];
	}

	/** Whether thread {@code t} can make its next mailbox step: it is not waiting unnotified. */
	boolean ready(int t) {
		return !waiting[t] || wokenBy[t] != null;
	}

	void give(TraceBuilder b, int t, long cpu) {
		b.event(t, EventKind.MONITOR_ENTER, MONITOR, cpu, 0, 0);
		tokens++;
		int notify = b.event(t, EventKind.NOTIFY, MONITOR, 1, 0, 0);
		Integer w = waiters.poll();
		if (w != null) {
			wokenBy[w] = new int[] { t, notify };
		}
		b.event(t, EventKind.MONITOR_EXIT, MONITOR, 1, 0, 0);
	}

	/** A step of a get; false while the thread waits (the same get goes on at its next step). */
	boolean get(TraceBuilder b, int t, long cpu) {
		if (waiting[t]) {
			// notified, and the monitor taken back: the wait returns
			int i = b.event(t, EventKind.WAIT, MONITOR, 1, 0, 0);
			b.link(t, i, wokenBy[t][0], wokenBy[t][1]);
			waiting[t] = false;
			wokenBy[t] = null;
		} else {
			b.event(t, EventKind.MONITOR_ENTER, MONITOR, cpu, 0, 0);
		}
		if (tokens > 0) {
			tokens--;
			b.event(t, EventKind.MONITOR_EXIT, MONITOR, 1, 0, 0);
			return true;
		}
		waiting[t] = true;
		waiters.add(t);
		return false;
	}
}
