/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReferenceArray;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Trace;

/**
 * Where a thread's loop paced by time ends ({@link StoppedLoops}). A time-paced wait is a sleep, a timed park or a
 * timed {@code Object.wait} that ran out; its stop is the first later wait of the thread of the same sort (a sleep or
 * park, or a wait on the same monitor) that another thread's event ended (an interrupt, an unpark, a notify), where
 * every event between them waits for no other thread but by taking a lock, wakes none, changes nothing another thread
 * could see (a latch's countdown only after the thread's own opened it) and the locks taken between them are released
 * between them. A loop of sleeps or timed parks that ends its thread, whose end another thread
 * joins, and whose last wait began before that join did in the recording, was stopped by that thread, through memory
 * (a flag) the recorder does not see: its stop is the join, and the loop's last wait stands for the wait under way
 * then ({@link #joined}). Found once per thread, on demand, by one pass from the thread's end; shared by the runs of a
 * trace, which may run in parallel. The analyses' graph takes such a loop's waits as taking no time.
 */
public final class LoopTargets {

	/** Whether some event of another thread waits for event {@code i} of thread {@code t}. */
	interface Wakers {
		boolean isWaker(int t, int i);
	}

	private static final int[] NONE = new int[0];
	/** The bit of a stop that is its thread's join ({@link #joined}), beside the index of the loop's last wait. */
	private static final int JOINED = 1 << 30;
	/** In the pass from a joined thread's end: its loop's last wait not found yet. */
	private static final int PENDING = -2;

	private final EventSource src;
	private final Wakers wakers;
	final LoopJoins joins;
	/** Per thread, the stop of each of its events (-1: none), {@link #NONE} when it has none. */
	private final AtomicReferenceArray<int[]> targets;

	LoopTargets(EventSource src, Wakers wakers) {
		this.src = src;
		this.wakers = wakers;
		this.joins = new LoopJoins(src);
		this.targets = new AtomicReferenceArray<>(src.threads());
	}

	/** The loops of a trace, for the analyses' graph. */
	public static LoopTargets of(Trace trace) {
		EventSource src = EventSource.of(trace);
		BitSet[] linked = new BitSet[src.threads()];
		for (int t = 0; t < linked.length; t++) {
			linked[t] = new BitSet();
		}
		for (int t = 0; t < src.threads(); t++) {
			for (int i = 0; i < src.size(t); i++) {
				if (gated(src, t, i)) {
					linked[src.wakeThread(t, i)].set(src.wakeIndex(t, i));
				}
			}
		}
		return new LoopTargets(src, (t, i) -> linked[t].get(i));
	}

	/** Whether stop {@code target} is the join of its thread ({@link #index}: the loop's last wait), not a wait. */
	static boolean joined(int target) {
		return (target & JOINED) != 0;
	}

	/** The index of the wait that stop {@code target} names. */
	static int index(int target) {
		return target & ~JOINED;
	}

	/** The stop of event {@code i} of thread {@code t}, a time-paced wait, or -1. */
	public int of(int t, int i) {
		int[] a = targets.get(t);
		if (a == null) {
			a = find(t);
			targets.set(t, a);
		}
		return i < a.length ? a[i] : -1;
	}

	private int[] find(int t) {
		int n = src.size(t);
		Map<Long, Integer> opened = openedLatches(t);
		int[] a = null;
		boolean joinedEnd = n > 0 && src.kind(t, n - 1) == EventKind.THREAD_END && wakers.isWaker(t, n - 1);
		int next = joinedEnd ? PENDING : -1;
		// the locks taken, less those released, by the events between the current one and next
		int taken = 0;
		for (int k = n - 1; k >= 0; k--) {
			EventKind kind = src.kind(t, k);
			if (paced(t, k, kind)) {
				if (next == PENDING) {
					next = kind != EventKind.WAIT && joins.joiner(t) >= 0
							&& joins.joinStart(t) >= joins.start(t, k) ? k | JOINED : -1;
					taken = 0;
				}
				if (next >= 0 && taken == 0 && sameSort(t, k, index(next))) {
					if (a == null) {
						a = new int[n];
						Arrays.fill(a, -1);
					}
					a[k] = next;
				}
			} else if (next == PENDING && k == n - 1) {
				// the joined end itself
				continue;
			} else if (stop(t, k, kind)) {
				next = k;
				taken = 0;
			} else if (wakers.isWaker(t, k)) {
				next = -1;
			} else {
				taken += lockChange(kind, src.flags(t, k));
				switch (kind) {
				case MONITOR_ENTER, LOCK, TRY_LOCK, MONITOR_EXIT, UNLOCK, IO_BEGIN, IO_END, YIELD -> {
					// waits for no other thread but for a lock
				}
				case LATCH_COUNTDOWN -> {
					// after the thread's own countdown that opened the latch, one changes nothing
					Integer at = opened.get(src.object(t, k));
					if (at == null || at >= k) {
						next = -1;
					}
				}
				default -> next = -1;
				}
			}
		}
		return a == null ? NONE : a;
	}

	/**
	 * How an event of {@code kind} with {@code flags} changes the number of locks its thread holds: +1 for an
	 * acquisition (a try that succeeded), -1 for a release, else 0.
	 */
	static int lockChange(EventKind kind, int flags) {
		return switch (kind) {
		case MONITOR_ENTER, LOCK -> 1;
		case TRY_LOCK -> (flags & Event.FAILED) == 0 ? 1 : 0;
		case MONITOR_EXIT, UNLOCK -> -1;
		default -> 0;
		};
	}

	/** Per latch, the first countdown of thread {@code t} that released an await (it opened the latch for good). */
	private Map<Long, Integer> openedLatches(int t) {
		Map<Long, Integer> opened = new HashMap<>();
		for (int k = 0; k < src.size(t); k++) {
			if (src.kind(t, k) == EventKind.LATCH_COUNTDOWN && wakers.isWaker(t, k)) {
				opened.putIfAbsent(src.object(t, k), k);
			}
		}
		return opened;
	}

	/** A wait that ran out: a sleep, a timed park or a timed wait, that no interrupt ended. */
	private boolean paced(int t, int k, EventKind kind) {
		boolean timedOut = (src.flags(t, k) & Event.TIMED_OUT) != 0;
		return switch (kind) {
		case SLEEP -> src.arg(t, k) > 0 && !gated(src, t, k);
		case PARK, WAIT -> timedOut && src.arg(t, k) > 0 && !gated(src, t, k);
		default -> false;
		};
	}

	/** A sleep, park or wait that another thread's event ended (an interrupted one too). */
	private boolean stop(int t, int k, EventKind kind) {
		return (kind == EventKind.SLEEP || kind == EventKind.PARK || kind == EventKind.WAIT) && gated(src, t, k);
	}

	private boolean sameSort(int t, int i, int j) {
		boolean monitor = src.kind(t, i) == EventKind.WAIT;
		return monitor == (src.kind(t, j) == EventKind.WAIT) && (!monitor || src.object(t, i) == src.object(t, j));
	}

	/** Whether event {@code i} of thread {@code t} has a wake link to an event of the trace (its gate). */
	private static boolean gated(EventSource src, int t, int i) {
		int u = src.wakeThread(t, i);
		int j = src.wakeIndex(t, i);
		return u >= 0 && u < src.threads() && j >= 0 && j < src.size(u);
	}
}
