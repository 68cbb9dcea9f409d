/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.IntColumns;
import dev.foresight.core.internal.columns.LongColumns;
import dev.foresight.core.trace.EventKind;

/**
 * The recorded wake links turned around: for every event that released a waiting event ("waker"), the threads that
 * may wait for it. A waker gets a dense id, so that a simulation marks fired wakers in a bit set and wakes their
 * waiters without searching. Hand-off puts get the reverse link too: the take that consumed the element completes
 * the put. Everything that grows with the events is in columns of the trace's store.
 */
final class WakeIndex {

	private final PreparedTrace pt;
	/**
	 * Per event, its waker id plus one (0: no event waits for it), so that a simulation finds a waker's id in one read
	 * (a binary search in the thread's wakers was a chain of cache misses at every fired waker).
	 */
	private final IntColumns ids;
	private final int[] base;
	private final int count;
	private final IntColumns start;
	private final IntColumns waiters;
	/** Hand-off completions as (put key, take key, order found), sorted by put key then order. */
	private final LongColumns completions;
	private final int completionCount;

	WakeIndex(PreparedTrace pt, ColumnStore store) {
		this.pt = pt;
		int n = pt.threads;
		completionCount = countHandoffCompletions();
		completions = store.longs(3 * completionCount);
		findHandoffCompletions();
		LongSort.sortTriples(completions, completionCount);
		forEachRelation((u, j, t) -> pt.markWaker(u, j));
		int[] sizes = new int[n];
		for (int u = 0; u < n; u++) {
			sizes[u] = pt.size(u);
		}
		ids = store.ints(sizes);
		base = new int[n + 1];
		int next = 0;
		for (int u = 0; u < n; u++) {
			base[u] = next;
			for (int j = 0, m = sizes[u]; j < m; j++) {
				if (pt.isWaker(u, j)) {
					ids.set(u, j, ++next);
				}
			}
		}
		base[n] = next;
		count = next;
		start = store.ints(count + 1);
		forEachRelation((u, j, t) -> {
			int w = id(u, j) + 1;
			start.set(0, w, start.get(0, w) + 1);
		});
		for (int w = 0; w < count; w++) {
			start.set(0, w + 1, start.get(0, w + 1) + start.get(0, w));
		}
		waiters = store.ints(start.get(0, count));
		IntColumns fill = store.ints(count);
		for (int w = 0; w < count; w++) {
			fill.set(0, w, start.get(0, w));
		}
		forEachRelation((u, j, t) -> {
			int w = id(u, j);
			int k = fill.get(0, w);
			waiters.set(0, k, t);
			fill.set(0, w, k + 1);
		});
	}

	/** Per thread, the waker id of its first waker event; the others follow in its event order. */
	int[] firstIds() {
		return java.util.Arrays.copyOf(base, pt.threads);
	}

	/** Number of waker events. */
	int count() {
		return count;
	}

	/** Whether some event waits for event {@code j} of thread {@code u}; cheap, for the hot path. */
	boolean isWaker(int u, int j) {
		return pt.isWaker(u, j);
	}

	/** The waker id of event {@code j} of thread {@code u}, or -1 if no event waits for it. */
	int id(int u, int j) {
		return ids.get(u, j) - 1;
	}

	/** The thread whose event waker {@code id} is. */
	int threadOf(int id) {
		int k = java.util.Arrays.binarySearch(base, id);
		if (k >= 0) {
			while (k + 1 < base.length && base[k + 1] == id) {
				k++;
			}
			return k;
		}
		return -k - 2;
	}

	int waitersStart(int waker) {
		return start.get(0, waker);
	}

	int waitersEnd(int waker) {
		return start.get(0, waker + 1);
	}

	int waiter(int k) {
		return waiters.get(0, k);
	}

	/** The waker id that event {@code i} of thread {@code t} waits for (its gate), or -1. */
	int gateOf(int t, int i) {
		EventSource s = pt.src;
		int u = s.wakeThread(t, i);
		int j = s.wakeIndex(t, i);
		if (u < 0 || u >= pt.threads || j < 0 || j >= pt.size(u)) {
			return -1;
		}
		return id(u, j);
	}

	/**
	 * Whether event {@code i} of thread {@code t} is a wait that an interrupt ended: its wake link names an
	 * {@code interrupt}, which it waits for under every model.
	 */
	boolean interrupted(int t, int i) {
		EventSource s = pt.src;
		int u = s.wakeThread(t, i);
		int j = s.wakeIndex(t, i);
		return u >= 0 && u < pt.threads && j >= 0 && j < pt.size(u) && pt.kind(u, j) == EventKind.INTERRUPT;
	}

	/** For a hand-off put, the key of the take that consumed its element (the last one found), or -1. */
	long completionOf(int t, int i) {
		long key = PreparedTrace.key(t, i);
		int lo = 0;
		int hi = completionCount - 1;
		int found = -1;
		while (lo <= hi) {
			int mid = (lo + hi) >>> 1;
			if (completions.get(0, 3 * mid) <= key) {
				if (completions.get(0, 3 * mid) == key) {
					found = mid;
				}
				lo = mid + 1;
			} else {
				hi = mid - 1;
			}
		}
		return found < 0 ? -1 : completions.get(0, 3 * found + 1);
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
		EventSource s = pt.src;
		for (int t = 0; t < pt.threads; t++) {
			for (int i = 0, n = pt.size(t); i < n; i++) {
				int u = s.wakeThread(t, i);
				if (u >= 0 && u < pt.threads && gates(t, i)) {
					int j = s.wakeIndex(t, i);
					if (j >= 0 && j < pt.size(u)) {
						r.accept(u, j, t);
					}
				}
			}
		}
		if (pt.handBacks != null) {
			pt.handBacks.forEach(r::accept);
		}
		// a take completes one put; the order among them does not matter to any waker's list
		for (int c = 0; c < completionCount; c++) {
			long take = completions.get(0, 3 * c + 1);
			long put = completions.get(0, 3 * c);
			r.accept((int) (take >>> 32), (int) take, (int) (put >>> 32));
		}
	}

	private boolean gates(int t, int i) {
		if (interrupted(t, i)) {
			return true;
		}
		EventKind k = pt.kind(t, i);
		if (!Roles.followsLink(k)) {
			return false;
		}
		int o = pt.obj(t, i);
		return !(k == EventKind.QUEUE_PUT && pt.objects.handoff(o));
	}

	/** Calls {@code r} with (put thread, put index, take thread, take index) of each hand-off completion. */
	private interface Completion {
		void accept(int t, int i, int u, int j);
	}

	private void forEachHandoffCompletion(Completion r) {
		EventSource s = pt.src;
		for (int u = 0; u < pt.threads; u++) {
			for (int j = 0, n = pt.size(u); j < n; j++) {
				if (pt.kind(u, j) != EventKind.QUEUE_TAKE) {
					continue;
				}
				int o = pt.obj(u, j);
				int t = s.wakeThread(u, j);
				if (o < 0 || !pt.objects.handoff[o] || t < 0 || t >= pt.threads) {
					continue;
				}
				int i = s.wakeIndex(u, j);
				if (i >= 0 && i < pt.size(t) && pt.kind(t, i) == EventKind.QUEUE_PUT) {
					r.accept(t, i, u, j);
				}
			}
		}
	}

	private int countHandoffCompletions() {
		int[] n = new int[1];
		forEachHandoffCompletion((t, i, u, j) -> n[0]++);
		return n[0];
	}

	private void findHandoffCompletions() {
		int[] c = new int[1];
		forEachHandoffCompletion((t, i, u, j) -> {
			int k = c[0]++;
			completions.set(0, 3 * k, PreparedTrace.key(t, i));
			completions.set(0, 3 * k + 1, PreparedTrace.key(u, j));
			completions.set(0, 3 * k + 2, k);
		});
	}
}
