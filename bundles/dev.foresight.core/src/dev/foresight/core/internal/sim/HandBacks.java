/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.EventKind;

/**
 * Unparks that reached their thread while it was running or waiting for a processor, not parked: the work that thread
 * did after the unpark is replayed after it. A thread that waits with {@code while (!ready) park()} parks only where
 * the flag is not yet set; where the other thread set it and unparked before the check (on one processor: while the
 * thread was preempted), it does not park at all, and no wake link holds what it waited for. Two threads that take
 * turns that way, each preempted by the other right after its unpark, were replayed side by side: 1.58 times faster
 * on two processors where the program ran 0.94 times as fast ({@code bench.ApiTour parking}, docs/accuracy.md).
 * <p>
 * Found where the thread's event after the unpark is one that never blocks (so that it was not waiting for something
 * else then) and follows the unpark in the recording's time. The work before that event is split: the part that must
 * have run before the unpark (the recording's time from the unpark to the event is less than the work) runs first,
 * the rest after it. Where several unparks fall on one event, the last one counts.
 */
final class HandBacks {

	/** Per thread, ascending indexes of events whose work waits for an unpark, or {@code null}. */
	private final int[][] index;
	private final int[][] wakerThread;
	private final int[][] wakerIndex;
	/** The share of each such work that runs before the unpark. */
	private final double[][] before;
	private final int count;

	private HandBacks(int[][] index, int[][] wakerThread, int[][] wakerIndex, double[][] before, int count) {
		this.index = index;
		this.wakerThread = wakerThread;
		this.wakerIndex = wakerIndex;
		this.before = before;
		this.count = count;
	}

	/** The hand-backs of {@code pt}'s recorded threads, or {@code null} when there are none. */
	static HandBacks find(PreparedTrace pt) {
		EventSource s = pt.src;
		int n = pt.foreground;
		// per target thread, growing: (event index << 32 | slot), and the slot's waker thread and index
		long[][] keys = new long[n][];
		int[][] wu = new int[n][];
		int[][] wk = new int[n][];
		int[] size = new int[n];
		boolean any = false;
		for (int u = 0; u < n; u++) {
			for (int k = 0, m = pt.size(u); k < m; k++) {
				if (s.kind(u, k) != EventKind.UNPARK) {
					continue;
				}
				long target = s.arg(u, k);
				if (target < 0 || target >= n || target == u) {
					continue;
				}
				int t = (int) target;
				int j = after(s, t, s.wallNanos(u, k));
				if (j <= 0 || j >= pt.size(t) || !neverBlocks(s.kind(t, j))) {
					continue;
				}
				if (keys[t] == null) {
					keys[t] = new long[4];
					wu[t] = new int[4];
					wk[t] = new int[4];
				} else if (size[t] == keys[t].length) {
					keys[t] = Arrays.copyOf(keys[t], size[t] * 2);
					wu[t] = Arrays.copyOf(wu[t], size[t] * 2);
					wk[t] = Arrays.copyOf(wk[t], size[t] * 2);
				}
				int slot = size[t]++;
				keys[t][slot] = (long) j << 32 | slot;
				wu[t][slot] = u;
				wk[t][slot] = k;
				any = true;
			}
		}
		if (!any) {
			return null;
		}
		int[][] index = new int[n][];
		int[][] wakerThread = new int[n][];
		int[][] wakerIndex = new int[n][];
		double[][] before = new double[n][];
		int count = 0;
		for (int t = 0; t < n; t++) {
			if (keys[t] == null) {
				continue;
			}
			long[] key = Arrays.copyOf(keys[t], size[t]);
			Arrays.sort(key);
			int[] ix = new int[key.length];
			int[] tt = new int[key.length];
			int[] ii = new int[key.length];
			int kept = 0;
			for (long x : key) {
				int j = (int) (x >>> 32);
				int slot = (int) x;
				if (kept > 0 && ix[kept - 1] == j) {
					if (s.wallNanos(wu[t][slot], wk[t][slot]) < s.wallNanos(tt[kept - 1], ii[kept - 1])) {
						continue;
					}
					kept--;
				}
				ix[kept] = j;
				tt[kept] = wu[t][slot];
				ii[kept] = wk[t][slot];
				kept++;
			}
			double[] bf = new double[kept];
			for (int x = 0; x < kept; x++) {
				long cpu = s.cpuNanos(t, ix[x]);
				long later = s.wallNanos(t, ix[x]) - s.wallNanos(tt[x], ii[x]);
				bf[x] = cpu <= 0 ? 0 : Math.max(0, cpu - later) / (double) cpu;
			}
			index[t] = Arrays.copyOf(ix, kept);
			wakerThread[t] = Arrays.copyOf(tt, kept);
			wakerIndex[t] = Arrays.copyOf(ii, kept);
			before[t] = bf;
			count += kept;
		}
		return new HandBacks(index, wakerThread, wakerIndex, before, count);
	}

	/**
	 * The first event of thread {@code t} at {@code wall} or later, or its event count: an event at the unpark's time
	 * (a park returning as the unpark is recorded) comes after it.
	 */
	private static int after(EventSource s, int t, long wall) {
		int lo = 0;
		int hi = s.size(t);
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (s.wallNanos(t, mid) < wall) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		return lo;
	}

	/**
	 * Kinds that wait for nothing: a thread that reached one was not waiting for anything before it. A yield gives
	 * the processor up but waits for no other thread: one that spins and yields until its flag is set is handed
	 * back to as one that parks.
	 */
	private static boolean neverBlocks(EventKind k) {
		return switch (k) {
		case UNPARK, MONITOR_EXIT, UNLOCK, NOTIFY, NOTIFY_ALL, CONDITION_SIGNAL, SEMAPHORE_RELEASE, LATCH_COUNTDOWN,
				THREAD_START, TASK_SUBMIT, FUTURE_COMPLETE, INTERRUPT, YIELD -> true;
		default -> false;
		};
	}

	/** Number of events whose work waits for an unpark. */
	int count() {
		return count;
	}

	/** Calls {@code r} with each (waker thread, waker index, waiting thread). */
	void forEach(WakeRelation r) {
		for (int t = 0; t < index.length; t++) {
			if (index[t] != null) {
				for (int x = 0; x < index[t].length; x++) {
					r.accept(wakerThread[t][x], wakerIndex[t][x], t);
				}
			}
		}
	}

	/** A waker event and a thread that waits for it. */
	interface WakeRelation {
		void accept(int wakerThread, int wakerIndex, int waiterThread);
	}

	/** The per-thread events of thread {@code t} whose work waits, ascending, or {@code null}. */
	int[] indexes(int t) {
		return t < index.length ? index[t] : null;
	}

	int wakerThread(int t, int x) {
		return wakerThread[t][x];
	}

	int wakerIndex(int t, int x) {
		return wakerIndex[t][x];
	}

	double before(int t, int x) {
		return before[t][x];
	}
}
