/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * The part of a recording that was not closed (a killed JVM, a file still being written) that a replay can use. Its
 * threads' last blocks end at different times, so the events not known complete at the last moment every running
 * thread was recorded are left out (a thread that recorded nothing in the file's last {@link #IDLE_NANOS} was idle,
 * not cut off). Then, until nothing changes, each thread loses its events from the first whose releaser was left out
 * (but for its begin: a thread whose start is missing starts with the replay), from a barrier arrival that released
 * an arrival left out (the barrier would wait for it), from the first acquisition of a lock it still held at its
 * end (a replay would hold it forever), and from the first put on a bounded queue that no kept take consumed. The
 * rest replays without waiting for events the file does not hold.
 */
public final class RecordingCut {

	/**
	 * The recorder hands a thread's block over at its first event 200 ms after the block began (and when it is
	 * full), so a thread whose last recorded event is older than this, against the last one of the file, recorded
	 * nothing since but what one block holds: it was blocked or sleeping, not cut off. The margin covers the
	 * writer's queue.
	 */
	private static final long IDLE_NANOS = 300_000_000L;

	private final EventSource src;
	/** Per thread, how many of its first events are kept. */
	private final int[] keep;

	private RecordingCut(EventSource src, int[] keep) {
		this.src = src;
		this.keep = keep;
	}

	/** The cut of {@code src}: nothing is left out when every thread ended and every releaser is in the file. */
	public static RecordingCut of(EventSource src) {
		int n = src.threads();
		long last = Long.MIN_VALUE;
		for (int t = 0; t < n; t++) {
			if (src.size(t) > 0) {
				last = Math.max(last, src.wallNanos(t, src.size(t) - 1));
			}
		}
		long cut = Long.MAX_VALUE;
		for (int t = 0; t < n; t++) {
			int size = src.size(t);
			long end = size > 0 ? src.wallNanos(t, size - 1) : Long.MIN_VALUE;
			// a thread silent for longer than the recorder keeps a block was idle (blocked, sleeping) since
			if (size > 0 && src.kind(t, size - 1) != EventKind.THREAD_END && end >= last - IDLE_NANOS) {
				cut = Math.min(cut, end);
			}
		}
		int[] keep = new int[n];
		for (int t = 0; t < n; t++) {
			keep[t] = completedBy(src, t, cut);
		}
		// also when every thread with events ended: a thread whose block was lost may have none
		while (cutReleased(src, keep) | cutBarrierTrips(src, keep) | cutHeldLocks(src, keep)
				| cutUnconsumedPuts(src, keep)) {
			// until a pass cuts nothing more
		}
		return new RecordingCut(src, keep);
	}

	/**
	 * How many of thread {@code t}'s first events completed by {@code cut}. An operation that may wait is written
	 * when it returns but may be timed when it began (a put that waited for room), so it is known complete only when
	 * the thread's next event began by the cut; the others complete when they begin.
	 */
	private static int completedBy(EventSource s, int t, long cut) {
		int size = s.size(t);
		for (int i = 0; i < size; i++) {
			boolean done = mayWait(s.kind(t, i)) ? i + 1 < size && s.wallNanos(t, i + 1) <= cut
					: s.wallNanos(t, i) <= cut;
			if (!done) {
				return i;
			}
		}
		return size;
	}

	private static boolean mayWait(EventKind k) {
		return Roles.isWaitFor(k) || k == EventKind.MONITOR_ENTER || k == EventKind.LOCK || k == EventKind.TRY_LOCK
				|| k == EventKind.SLEEP || k == EventKind.IO_BEGIN;
	}

	/** The cut of an in-memory trace. */
	public static RecordingCut of(Trace trace) {
		return of(new TraceEvents(trace));
	}

	private static boolean cutReleased(EventSource s, int[] keep) {
		boolean changed = false;
		for (int t = 0; t < keep.length; t++) {
			for (int i = 0; i < keep[t]; i++) {
				int u = s.wakeThread(t, i);
				int j = s.wakeIndex(t, i);
				// a thread whose start was left out begins with the replay, as one the trace does not see started
				if (u >= 0 && u < keep.length && j >= keep[u] && s.kind(t, i) != EventKind.THREAD_BEGIN) {
					keep[t] = i;
					changed = true;
				}
			}
		}
		return changed;
	}

	private static boolean cutBarrierTrips(EventSource s, int[] keep) {
		boolean changed = false;
		for (int t = 0; t < keep.length; t++) {
			for (int i = keep[t]; i < s.size(t); i++) {
				int u = s.wakeThread(t, i);
				int j = s.wakeIndex(t, i);
				if (s.kind(t, i) == EventKind.BARRIER_AWAIT && u >= 0 && u < keep.length && j >= 0 && j < keep[u]) {
					keep[u] = j;
					changed = true;
				}
			}
		}
		return changed;
	}

	/**
	 * Cuts each thread at its first put on a bounded or hand-off queue whose element no kept take consumed: in the
	 * replay it would wait for room, or for a taker, that the events kept do not give (the consumers' takes were left
	 * out with the puts they consumed).
	 */
	private static boolean cutUnconsumedPuts(EventSource s, int[] keep) {
		BitSet[] consumed = new BitSet[keep.length];
		// per queue, the puts kept: a queue with room for all of them never makes one wait
		Map<Long, Long> puts = new HashMap<>();
		for (int t = 0; t < keep.length; t++) {
			for (int i = 0; i < keep[t]; i++) {
				int u = s.wakeThread(t, i);
				if (s.kind(t, i) == EventKind.QUEUE_TAKE && succeeded(s, t, i) && u >= 0 && u < keep.length
						&& s.wakeIndex(t, i) >= 0) {
					if (consumed[u] == null) {
						consumed[u] = new BitSet();
					}
					consumed[u].set(s.wakeIndex(t, i));
				} else if (s.kind(t, i) == EventKind.QUEUE_PUT && succeeded(s, t, i)) {
					puts.merge(s.object(t, i), 1L, Long::sum);
				}
			}
		}
		boolean changed = false;
		for (int t = 0; t < keep.length; t++) {
			for (int i = 0; i < keep[t]; i++) {
				if (s.kind(t, i) == EventKind.QUEUE_PUT && succeeded(s, t, i)
						&& ((s.flags(t, i) & Event.HANDOFF) != 0
								|| s.arg(t, i) > 0 && s.arg(t, i) < puts.get(s.object(t, i)))
						&& (consumed[t] == null || !consumed[t].get(i))) {
					keep[t] = i;
					changed = true;
				}
			}
		}
		return changed;
	}

	private static boolean succeeded(EventSource s, int t, int i) {
		return (s.flags(t, i) & (Event.FAILED | Event.TIMED_OUT)) == 0;
	}

	private static boolean cutHeldLocks(EventSource s, int[] keep) {
		boolean changed = false;
		for (int t = 0; t < keep.length; t++) {
			// per lock (its read side apart): {depth, the acquisition that took it from free}
			Map<Long, int[]> held = new HashMap<>();
			for (int i = 0; i < keep[t]; i++) {
				EventKind k = s.kind(t, i);
				int flags = s.flags(t, i);
				boolean acquires = k == EventKind.MONITOR_ENTER || k == EventKind.LOCK || k == EventKind.TRY_LOCK;
				if ((acquires && (flags & (Event.FAILED | Event.TIMED_OUT)) == 0) || k == EventKind.MONITOR_EXIT
						|| k == EventKind.UNLOCK) {
					long key = s.object(t, i) * 2 + ((flags & Event.SHARED) != 0 ? 1 : 0);
					int[] h = held.computeIfAbsent(key, x -> new int[] { 0, -1 });
					if (acquires && h[0]++ == 0) {
						h[1] = i;
					} else if (!acquires && h[0] > 0) {
						h[0]--;
					}
				}
			}
			for (int[] h : held.values()) {
				if (h[0] > 0 && h[1] < keep[t]) {
					keep[t] = h[1];
					changed = true;
				}
			}
		}
		return changed;
	}

	/** Whether any event is left out. */
	public boolean cuts() {
		for (int t = 0; t < keep.length; t++) {
			if (keep[t] < src.size(t)) {
				return true;
			}
		}
		return false;
	}

	/** The events kept: a view of the source. */
	public EventSource source() {
		return cuts() ? new PrefixSource(src, keep.clone()) : src;
	}

	/**
	 * The events kept, as a trace. A kept thread_begin whose start was left out, or never reached the file (its
	 * creator's block was lost), has no wake link in it: the thread begins with the replay, as the simulator begins it,
	 * and the analyses that take every wake link as recorded find none that points nowhere.
	 */
	public Trace apply(Trace trace) {
		if (!cuts() && !startsMissing()) {
			return trace;
		}
		List<ThreadEvents> streams = new ArrayList<>();
		for (ThreadEvents s : trace.streams()) {
			int t = s.thread();
			ThreadEvents.Builder b = ThreadEvents.builder(t, Math.max(1, keep[t]));
			for (int i = 0; i < keep[t]; i++) {
				boolean missing = startMissing(t, i);
				b.add(s.kind(i), s.object(i), s.site(i), s.cpuNanos(i), s.wallNanos(i), s.arg(i), s.flags(i),
						missing ? -1 : s.wakeThread(i), missing ? -1 : s.wakeIndex(i));
			}
			streams.add(b.build());
		}
		return new Trace(trace.header(), streams);
	}

	/** Whether a kept thread_begin links to a start that is not kept. */
	private boolean startsMissing() {
		for (int t = 0; t < keep.length; t++) {
			if (keep[t] > 0 && startMissing(t, 0)) {
				return true;
			}
		}
		return false;
	}

	private boolean startMissing(int t, int i) {
		int u = src.wakeThread(t, i);
		return src.kind(t, i) == EventKind.THREAD_BEGIN && u >= 0
				&& (u >= keep.length || src.wakeIndex(t, i) >= keep[u]);
	}

	/** What was left out, for the user: null when nothing was. */
	public String warning() {
		if (!cuts()) {
			return null;
		}
		long all = 0;
		long kept = 0;
		long upTo = 0;
		for (int t = 0; t < keep.length; t++) {
			all += src.size(t);
			kept += keep[t];
			if (keep[t] > 0) {
				upTo = Math.max(upTo, src.wallNanos(t, keep[t] - 1));
			}
		}
		return String.format(Locale.ROOT, "the recording was not closed: using its first %.1f ms, up to the last "
				+ "moment every running thread was recorded (%,d of %,d events left out)", upTo / 1e6, all - kept, all);
	}
}
