/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;

/**
 * The recorded wake links turned around: for every event that released a waiting event ("waker"), the threads that
 * may wait for it. A waker gets a dense id, so that a simulation marks fired wakers in a bit set and wakes their
 * waiters without searching. Hand-off puts get the reverse link too: the take that consumed the element completes
 * the put.
 */
final class WakeIndex {

	private final PreparedTrace pt;
	/** Per thread, the sorted indexes of its waker events. */
	private final int[][] events;
	private final int[] base;
	private final int count;
	private final int[] start;
	private final int[] waiters;
	private final LongIntMap completionOf;
	private long[] completionKeys = new long[8];
	private long[] completionPut = new long[8];
	/** Per thread, one bit per event: set for waker events. */
	private final long[][] bits;
	private int completions;

	WakeIndex(PreparedTrace pt) {
		this.pt = pt;
		this.completionOf = new LongIntMap(16);
		int n = pt.threads;
		bits = new long[n][];
		for (int t = 0; t < n; t++) {
			bits[t] = new long[(pt.streams[t].size() + 63) >>> 6];
		}
		findHandoffCompletions();
		forEachRelation((u, j, t) -> bits[u][j >>> 6] |= 1L << j);
		events = new int[n][];
		base = new int[n + 1];
		for (int u = 0; u < n; u++) {
			events[u] = setBits(bits[u]);
			base[u + 1] = base[u] + events[u].length;
		}
		count = base[n];
		start = new int[count + 1];
		forEachRelation((u, j, t) -> start[id(u, j) + 1]++);
		for (int w = 0; w < count; w++) {
			start[w + 1] += start[w];
		}
		waiters = new int[start[count]];
		int[] fill = Arrays.copyOf(start, count);
		forEachRelation((u, j, t) -> waiters[fill[id(u, j)]++] = t);
	}

	/** Number of waker events. */
	int count() {
		return count;
	}

	/** Whether some event waits for event {@code j} of thread {@code u}; cheap, for the hot path. */
	boolean isWaker(int u, int j) {
		return (bits[u][j >>> 6] & (1L << j)) != 0;
	}

	/** The waker id of event {@code j} of thread {@code u}, or -1 if no event waits for it. */
	int id(int u, int j) {
		int k = Arrays.binarySearch(events[u], j);
		return k < 0 ? -1 : base[u] + k;
	}

	/** The thread whose event waker {@code id} is. */
	int threadOf(int id) {
		int k = Arrays.binarySearch(base, id);
		if (k >= 0) {
			while (k + 1 < base.length && base[k + 1] == id) {
				k++;
			}
			return k;
		}
		return -k - 2;
	}

	int waitersStart(int waker) {
		return start[waker];
	}

	int waitersEnd(int waker) {
		return start[waker + 1];
	}

	int waiter(int k) {
		return waiters[k];
	}

	/** The waker id that event {@code i} of thread {@code t} waits for (its gate), or -1. */
	int gateOf(int t, int i) {
		ThreadEvents s = pt.streams[t];
		int u = s.wakeThread(i);
		int j = s.wakeIndex(i);
		if (u < 0 || u >= pt.threads || j < 0 || j >= pt.streams[u].size()) {
			return -1;
		}
		return id(u, j);
	}

	/** For a hand-off put, the key of the take that consumed its element, or -1. */
	long completionOf(int t, int i) {
		int k = completionOf.get(PreparedTrace.key(t, i));
		return k < 0 ? -1 : completionKeys[k];
	}

	/** Waker id of the take that completes hand-off put {@code (t, i)}, or -1. */
	int completionGate(int t, int i) {
		long k = completionOf(t, i);
		return k < 0 ? -1 : id((int) (k >>> 32), (int) k);
	}

	private interface Relation {
		void accept(int wakerThread, int wakerIndex, int waiterThread);
	}

	private void forEachRelation(Relation r) {
		for (int t = 0; t < pt.threads; t++) {
			ThreadEvents s = pt.streams[t];
			for (int i = 0, n = s.size(); i < n; i++) {
				int u = s.wakeThread(i);
				if (u >= 0 && gates(s, t, i) && u < pt.threads && s.wakeIndex(i) < pt.streams[u].size()
						&& s.wakeIndex(i) >= 0) {
					r.accept(u, s.wakeIndex(i), t);
				}
			}
		}
		for (int c = 0; c < completions; c++) {
			long take = completionKeys[c];
			long put = completionPut[c];
			r.accept((int) (take >>> 32), (int) take, (int) (put >>> 32));
		}
	}

	private boolean gates(ThreadEvents s, int t, int i) {
		EventKind k = s.kind(i);
		if (!Roles.isWaitFor(k)) {
			return false;
		}
		int o = pt.obj(t, i);
		return !(k == EventKind.QUEUE_PUT && o >= 0 && pt.handoff[o]);
	}

	private void findHandoffCompletions() {
		for (int u = 0; u < pt.threads; u++) {
			ThreadEvents s = pt.streams[u];
			for (int j = 0, n = s.size(); j < n; j++) {
				int o = pt.obj(u, j);
				int t = s.wakeThread(j);
				if (s.kind(j) != EventKind.QUEUE_TAKE || o < 0 || !pt.handoff[o] || t < 0 || t >= pt.threads) {
					continue;
				}
				int i = s.wakeIndex(j);
				if (i >= 0 && i < pt.streams[t].size() && pt.streams[t].kind(i) == EventKind.QUEUE_PUT) {
					addCompletion(PreparedTrace.key(t, i), PreparedTrace.key(u, j));
				}
			}
		}
	}

	private void addCompletion(long put, long take) {
		if (completions == completionKeys.length) {
			completionKeys = Arrays.copyOf(completionKeys, completions * 2);
			completionPut = Arrays.copyOf(completionPut, completions * 2);
		}
		completionOf.put(put, completions);
		completionKeys[completions] = take;
		completionPut[completions++] = put;
	}

	private static int[] setBits(long[] words) {
		int c = 0;
		for (long w : words) {
			c += Long.bitCount(w);
		}
		int[] out = new int[c];
		int k = 0;
		for (int w = 0; w < words.length; w++) {
			long x = words[w];
			while (x != 0) {
				out[k++] = (w << 6) + Long.numberOfTrailingZeros(x);
				x &= x - 1;
			}
		}
		return out;
	}
}
