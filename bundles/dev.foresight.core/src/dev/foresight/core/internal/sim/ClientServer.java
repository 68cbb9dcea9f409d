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
	/** Per thread, the event indexes that start lists 1..m. */
	private final int[][] splits;
	/** Per thread, the waker id each of those lists waits for. */
	private final int[][] gates;
	private final boolean[][] finished;
	private final int[] firstOpen;
	private final int[] left;
	private final int[] current;
	private final int[] currentEnd;
	private final int[] endIndex;

	ClientServer(Engine e) {
		this.e = e;
		int n = e.threads;
		splits = new int[n][];
		gates = new int[n][];
		finished = new boolean[n][];
		firstOpen = new int[n];
		left = new int[n];
		current = new int[n];
		currentEnd = new int[n];
		endIndex = new int[n];
		for (int t = 0; t < n; t++) {
			split(t);
		}
	}

	private void split(int t) {
		int size = e.pt.size(t);
		int count = 0;
		int[] at = new int[16];
		int[] gate = new int[16];
		for (int i = 0; i < size; i++) {
			int g = startsList(t, i) ? e.pt.wakes.gateOf(t, i) : -1;
			if (g >= 0) {
				if (count == at.length) {
					at = java.util.Arrays.copyOf(at, count * 2);
					gate = java.util.Arrays.copyOf(gate, count * 2);
				}
				at[count] = i;
				gate[count++] = g;
			}
		}
		splits[t] = java.util.Arrays.copyOf(at, count);
		gates[t] = java.util.Arrays.copyOf(gate, count);
		finished[t] = new boolean[count + 1];
		left[t] = count + 1;
		firstOpen[t] = 1;
		endIndex[t] = size > 0 && e.pt.kind(t, size - 1) == EventKind.THREAD_END ? size - 1 : size;
		currentEnd[t] = count > 0 ? splits[t][0] : endIndex[t];
	}

	private boolean startsList(int t, int i) {
		EventKind k = e.pt.kind(t, i);
		int o = e.pt.obj(t, i);
		return Roles.isWaitFor(k) && !(k == EventKind.QUEUE_PUT && o >= 0 && e.pt.handoff[o]);
	}

	/** Whether reaching event {@code i} ends thread {@code t}'s current list. */
	boolean atEnd(int t, int i) {
		return i == currentEnd[t];
	}

	/** The current list ended at event {@code i}: choose the next one, or wait until one may start. */
	boolean endOfList(int t, int i) {
		int c = current[t];
		if (!finished[t][c]) {
			finished[t][c] = true;
			left[t]--;
			if (i < endIndex[t]) {
				// a wait gives up its monitor when it is reached, not when its list is chosen
				EventKind k = e.pt.kind(t, i);
				if (k == EventKind.WAIT || k == EventKind.CONDITION_AWAIT) {
					e.sem.releaseBeforeWait(t, i);
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
		int m = splits[t].length;
		while (firstOpen[t] <= m && finished[t][firstOpen[t]]) {
			firstOpen[t]++;
		}
		for (int l = firstOpen[t]; l <= m; l++) {
			if (!finished[t][l] && e.isFired(gates[t][l - 1])) {
				current[t] = l;
				currentEnd[t] = l < m ? splits[t][l] : endIndex[t];
				e.pos[t] = splits[t][l - 1];
				e.remaining[t] = 0;
				return true;
			}
		}
		e.sem.objs.park(t, at, SyncObjects.B_LISTS, 0);
		return false;
	}

	/** The waker ids the open lists of {@code t} wait for, for explaining a deadlock. */
	int[] openGates(int t) {
		int m = splits[t].length;
		int[] out = new int[m];
		int k = 0;
		for (int l = 1; l <= m; l++) {
			if (!finished[t][l]) {
				out[k++] = gates[t][l - 1];
			}
		}
		return java.util.Arrays.copyOf(out, k);
	}
}
