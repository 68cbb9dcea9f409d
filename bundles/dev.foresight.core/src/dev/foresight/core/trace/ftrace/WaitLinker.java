/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;

/**
 * Links monitor and lock acquisitions that waited to the release they waited for. The recorder stores how long an
 * acquisition waited (its argument) instead of keeping a registry of every release while the program runs; the
 * release is the last one of the same object, by another thread, within that wait. Each thread's releases are in
 * time order already, so per object and thread a binary search finds the candidate; no sorting is needed.
 */
final class WaitLinker {

	private WaitLinker() {
	}

	/** The releases of one object by one thread: wall times and event indexes, in time order. */
	private static final class Releases {
		long[] walls = new long[16];
		int[] indexes = new int[16];
		int size;

		void add(long wall, int index) {
			if (size == walls.length) {
				walls = Arrays.copyOf(walls, size * 2);
				indexes = Arrays.copyOf(indexes, size * 2);
			}
			walls[size] = wall;
			indexes[size++] = index;
		}

		/** Position of the last release at or before {@code to}, or -1. */
		int lastAtOrBefore(long to) {
			int lo = 0;
			int hi = size;
			while (lo < hi) {
				int mid = (lo + hi) >>> 1;
				if (walls[mid] <= to) {
					lo = mid + 1;
				} else {
					hi = mid;
				}
			}
			return lo - 1;
		}
	}

	static void link(List<ThreadEvents.Builder> streams) {
		Set<Long> contended = new HashSet<>();
		for (ThreadEvents.Builder b : streams) {
			for (int i = 0; i < b.size(); i++) {
				if (waited(b, i)) {
					contended.add(b.object(i));
				}
			}
		}
		if (contended.isEmpty()) {
			return;
		}
		// per object, per thread; a thread releases the same few objects over and over, so the last one's entry is
		// kept at hand rather than looked up (a boxed key) for every release
		Map<Long, Releases[]> releases = new HashMap<>();
		for (ThreadEvents.Builder b : streams) {
			long last = Long.MIN_VALUE;
			Releases mine = null;
			for (int i = 0; i < b.size(); i++) {
				EventKind k = b.kind(i);
				if (k != EventKind.MONITOR_EXIT && k != EventKind.UNLOCK) {
					continue;
				}
				long o = b.object(i);
				if (o != last) {
					last = o;
					mine = contended.contains(o) ? releasesOf(releases, o, streams.size(), b.thread()) : null;
				}
				if (mine != null) {
					mine.add(b.wall(i), i);
				}
			}
		}
		for (ThreadEvents.Builder b : streams) {
			for (int i = 0; i < b.size(); i++) {
				if (waited(b, i)) {
					linkOne(b, i, releases.get(b.object(i)));
				}
			}
		}
	}

	/** The releases of object {@code o} by {@code thread}, created empty at the first. */
	private static Releases releasesOf(Map<Long, Releases[]> releases, long o, int threads, int thread) {
		Releases[] byThread = releases.get(o);
		if (byThread == null) {
			byThread = new Releases[threads];
			releases.put(o, byThread);
		}
		if (byThread[thread] == null) {
			byThread[thread] = new Releases();
		}
		return byThread[thread];
	}

	private static boolean waited(ThreadEvents.Builder b, int i) {
		EventKind k = b.kind(i);
		return (k == EventKind.MONITOR_ENTER || k == EventKind.LOCK) && b.arg(i) > 0 && b.wakeThread(i) < 0;
	}

	private static void linkOne(ThreadEvents.Builder b, int i, Releases[] byThread) {
		if (byThread == null) {
			return;
		}
		long to = b.wall(i);
		long from = to - b.arg(i);
		long best = Long.MIN_VALUE;
		int bestThread = -1;
		int bestIndex = -1;
		for (int t = 0; t < byThread.length; t++) {
			Releases r = byThread[t];
			if (t == b.thread() || r == null) {
				continue;
			}
			int k = r.lastAtOrBefore(to);
			if (k >= 0 && r.walls[k] >= from && r.walls[k] > best) {
				best = r.walls[k];
				bestThread = t;
				bestIndex = r.indexes[k];
			}
		}
		if (bestThread >= 0) {
			b.setWake(i, bestThread, bestIndex);
		}
	}
}
