/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.EventKind;

/**
 * The Client-Server model's lists (spec 3.6): every waiting event with a recorded releaser starts a new list; the
 * work before it closes the previous one. A thread runs its start list first; whenever a list ends it continues with
 * the lowest-numbered list whose releaser has run, in any order, and ends when all its lists are done.
 */
final class ClientServer {

	private final Engine e;
	private final ListSplits splits;
	/** Per thread, one bit per list (0 is the start list): set once the list has run. */
	private final long[][] finished;
	private final int[] firstOpen;
	private final int[] left;
	private final int[] current;
	private final int[] currentEnd;
	private final int[] endIndex;

	ClientServer(Engine e) {
		this.e = e;
		this.splits = e.pt.lists();
		int n = e.threads;
		finished = new long[n][];
		firstOpen = new int[n];
		left = new int[n];
		current = new int[n];
		currentEnd = new int[n];
		endIndex = new int[n];
		for (int t = 0; t < n; t++) {
			int count = splits.count(t);
			int size = e.pt.size(t);
			finished[t] = new long[(count + 64) >>> 6];
			left[t] = count + 1;
			firstOpen[t] = 1;
			endIndex[t] = size > 0 && e.pt.kind(t, size - 1) == EventKind.THREAD_END ? size - 1 : size;
			currentEnd[t] = count > 0 ? splits.start(t, 1) : endIndex[t];
		}
	}

	private boolean finished(int t, int l) {
		return (finished[t][l >>> 6] & (1L << l)) != 0;
	}

	/** Whether reaching event {@code i} ends thread {@code t}'s current list. */
	boolean atEnd(int t, int i) {
		return i == currentEnd[t];
	}

	/** The current list ended at event {@code i}: choose the next one, or wait until one may start. */
	boolean endOfList(int t, int i) {
		int c = current[t];
		if (!finished(t, c)) {
			finished[t][c >>> 6] |= 1L << c;
			left[t]--;
			if (i < endIndex[t]) {
				// a wait gives up its monitor when it is reached, not when its list is chosen
				EventKind k = e.pt.kind(t, i);
				if (k == EventKind.WAIT || k == EventKind.CONDITION_AWAIT) {
					e.sem.locks.releaseBeforeWait(t, i);
				}
			}
		}
		return choose(t, i);
	}

	private boolean choose(int t, int at) {
		if (left[t] == 0) {
			currentEnd[t] = -1;
			e.pos[t] = endIndex[t];
			e.remaining[t] = 0;
			return true;
		}
		int m = splits.count(t);
		while (firstOpen[t] <= m && finished(t, firstOpen[t])) {
			firstOpen[t]++;
		}
		for (int l = firstOpen[t]; l <= m; l++) {
			if (!finished(t, l) && e.wakeups.isFired(splits.gate(t, l))) {
				current[t] = l;
				currentEnd[t] = l < m ? splits.start(t, l + 1) : endIndex[t];
				e.pos[t] = splits.start(t, l);
				e.remaining[t] = 0;
				return true;
			}
		}
		e.sem.objs.park(t, at, SyncObjects.B_LISTS, 0);
		return false;
	}

	/** The waker ids the open lists of {@code t} wait for, for explaining a deadlock. */
	int[] openGates(int t) {
		int m = splits.count(t);
		int[] out = new int[m];
		int k = 0;
		for (int l = 1; l <= m; l++) {
			if (!finished(t, l)) {
				out[k++] = splits.gate(t, l);
			}
		}
		return java.util.Arrays.copyOf(out, k);
	}
}
