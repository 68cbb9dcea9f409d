/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.EventKind;

/**
 * Links each monitor or lock acquisition that waited to the release it waited for, as the in-memory reader's
 * {@code WaitLinker} does (the last release of the same object by another thread within the wait; between threads
 * whose last releases are equally late, the lowest thread id), but in one merge of the threads by wall time instead
 * of per-object tables of every release: per object it keeps only the latest release of the two threads that
 * released it last. An acquisition is linked once every event of its wall time has been seen, because a release at
 * the same instant counts. Gives the same links when each thread's wall times do not go back, as a recorder writes
 * them.
 */
final class StreamWaitLinker {

	private final FileEvents ev;
	private final LongIntMap slots = new LongIntMap(64);
	private long[] bestWall = new long[16];
	private int[] bestThread = new int[16];
	private int[] bestIndex = new int[16];
	private long[] secondWall = new long[16];
	private int[] secondThread = new int[16];
	private int[] secondIndex = new int[16];
	private long[] pending = new long[16];
	private int pendingCount;

	private StreamWaitLinker(FileEvents ev) {
		this.ev = ev;
	}

	/** Sets the wake links of the waiting acquisitions of {@code ev}. */
	static void link(FileEvents ev) {
		if (!anyWaited(ev)) {
			return;
		}
		new StreamWaitLinker(ev).run();
	}

	private static boolean anyWaited(FileEvents ev) {
		for (int t = 0; t < ev.threads(); t++) {
			for (int i = 0, n = ev.size(t); i < n; i++) {
				if (waited(ev, t, i)) {
					return true;
				}
			}
		}
		return false;
	}

	private static boolean waited(EventSource ev, int t, int i) {
		EventKind k = ev.kind(t, i);
		return (k == EventKind.MONITOR_ENTER || k == EventKind.LOCK) && ev.arg(t, i) > 0 && ev.wakeThread(t, i) < 0;
	}

	private void run() {
		int n = ev.threads();
		int[] next = new int[n];
		long[] head = new long[n];
		int[] heap = new int[n];
		int size = 0;
		for (int t = 0; t < n; t++) {
			if (ev.size(t) > 0) {
				head[t] = ev.wallNanos(t, 0);
				heap[size] = t;
				up(heap, size++, head);
			}
		}
		long now = Long.MIN_VALUE;
		while (size > 0) {
			int t = heap[0];
			int i = next[t]++;
			long w = head[t];
			if (w != now) {
				resolve();
				now = w;
			}
			EventKind k = ev.kind(t, i);
			if (k == EventKind.MONITOR_EXIT || k == EventKind.UNLOCK) {
				released(ev.object(t, i), w, t, i);
			} else if (waited(ev, t, i)) {
				if (pendingCount == pending.length) {
					pending = Arrays.copyOf(pending, pendingCount * 2);
				}
				pending[pendingCount++] = PreparedTrace.key(t, i);
			}
			if (next[t] < ev.size(t)) {
				head[t] = ev.wallNanos(t, next[t]);
			} else {
				heap[0] = heap[--size];
			}
			down(heap, size, head);
		}
		resolve();
	}

	/** Links the acquisitions of the current instant to the latest release by another thread, if within the wait. */
	private void resolve() {
		for (int p = 0; p < pendingCount; p++) {
			int t = (int) (pending[p] >>> 32);
			int i = (int) pending[p];
			int s = slots.get(ev.object(t, i));
			if (s < 0) {
				continue;
			}
			boolean useBest = bestThread[s] != t;
			int u = useBest ? bestThread[s] : secondThread[s];
			long at = useBest ? bestWall[s] : secondWall[s];
			if (u >= 0 && at >= ev.wallNanos(t, i) - ev.arg(t, i)) {
				ev.setWake(t, i, u, useBest ? bestIndex[s] : secondIndex[s]);
			}
		}
		pendingCount = 0;
	}

	private void released(long object, long wall, int t, int i) {
		int s = slots.get(object);
		if (s < 0) {
			s = slots.size();
			slots.put(object, s);
			if (s == bestWall.length) {
				grow();
			}
			bestThread[s] = -1;
			secondThread[s] = -1;
		}
		if (bestThread[s] == t) {
			bestWall[s] = wall;
			bestIndex[s] = i;
		} else if (secondThread[s] == t) {
			secondWall[s] = wall;
			secondIndex[s] = i;
			if (beats(wall, t, bestWall[s], bestThread[s])) {
				swap(s);
			}
		} else if (bestThread[s] < 0 || beats(wall, t, bestWall[s], bestThread[s])) {
			secondWall[s] = bestWall[s];
			secondThread[s] = bestThread[s];
			secondIndex[s] = bestIndex[s];
			bestWall[s] = wall;
			bestThread[s] = t;
			bestIndex[s] = i;
		} else if (secondThread[s] < 0 || beats(wall, t, secondWall[s], secondThread[s])) {
			secondWall[s] = wall;
			secondThread[s] = t;
			secondIndex[s] = i;
		}
	}

	/** Whether a release at {@code w1} by thread {@code t1} is preferred to one at {@code w2} by {@code t2}. */
	private static boolean beats(long w1, int t1, long w2, int t2) {
		return w1 > w2 || (w1 == w2 && t1 < t2);
	}

	private void swap(int s) {
		long w = bestWall[s];
		int t = bestThread[s];
		int i = bestIndex[s];
		bestWall[s] = secondWall[s];
		bestThread[s] = secondThread[s];
		bestIndex[s] = secondIndex[s];
		secondWall[s] = w;
		secondThread[s] = t;
		secondIndex[s] = i;
	}

	private void grow() {
		int m = bestWall.length * 2;
		bestWall = Arrays.copyOf(bestWall, m);
		bestThread = Arrays.copyOf(bestThread, m);
		bestIndex = Arrays.copyOf(bestIndex, m);
		secondWall = Arrays.copyOf(secondWall, m);
		secondThread = Arrays.copyOf(secondThread, m);
		secondIndex = Arrays.copyOf(secondIndex, m);
	}

	private static boolean before(int a, int b, long[] head) {
		return head[a] < head[b] || (head[a] == head[b] && a < b);
	}

	private static void up(int[] heap, int at, long[] head) {
		while (at > 0) {
			int parent = (at - 1) >>> 1;
			if (!before(heap[at], heap[parent], head)) {
				return;
			}
			int x = heap[at];
			heap[at] = heap[parent];
			heap[parent] = x;
			at = parent;
		}
	}

	private static void down(int[] heap, int size, long[] head) {
		int at = 0;
		while (true) {
			int c = 2 * at + 1;
			if (c >= size) {
				return;
			}
			if (c + 1 < size && before(heap[c + 1], heap[c], head)) {
				c++;
			}
			if (!before(heap[c], heap[at], head)) {
				return;
			}
			int x = heap[at];
			heap[at] = heap[c];
			heap[c] = x;
			at = c;
		}
	}
}
