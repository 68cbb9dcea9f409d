/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.ftrace;

import java.util.ArrayList;
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
 * release is the last one of the same object, by another thread, within that wait.
 */
final class WaitLinker {

	private WaitLinker() {
	}

	/** A release: when, and which event. */
	private record Release(long wall, int thread, int index) {
	}

	static void link(List<ThreadEvents.Builder> streams) {
		Set<Long> contended = new HashSet<>();
		for (ThreadEvents.Builder b : streams) {
			for (int i = 0; i < b.size(); i++) {
				if (isAcquire(b.kind(i)) && b.arg(i) > 0 && b.wakeThread(i) < 0) {
					contended.add(b.object(i));
				}
			}
		}
		if (contended.isEmpty()) {
			return;
		}
		Map<Long, List<Release>> releases = new HashMap<>();
		for (ThreadEvents.Builder b : streams) {
			for (int i = 0; i < b.size(); i++) {
				EventKind k = b.kind(i);
				if ((k == EventKind.MONITOR_EXIT || k == EventKind.UNLOCK) && contended.contains(b.object(i))) {
					releases.computeIfAbsent(b.object(i), o -> new ArrayList<>())
							.add(new Release(b.wall(i), b.thread(), i));
				}
			}
		}
		releases.values().forEach(l -> l.sort((x, y) -> Long.compare(x.wall, y.wall)));
		for (ThreadEvents.Builder b : streams) {
			for (int i = 0; i < b.size(); i++) {
				if (isAcquire(b.kind(i)) && b.arg(i) > 0 && b.wakeThread(i) < 0) {
					Release r = lastBefore(releases.get(b.object(i)), b.wall(i), b.wall(i) - b.arg(i), b.thread());
					if (r != null) {
						b.setWake(i, r.thread, r.index);
					}
				}
			}
		}
	}

	private static boolean isAcquire(EventKind k) {
		return k == EventKind.MONITOR_ENTER || k == EventKind.LOCK;
	}

	/** The last release in [from, to] by a thread other than {@code except}, or null. */
	private static Release lastBefore(List<Release> list, long to, long from, int except) {
		if (list == null) {
			return null;
		}
		int lo = 0;
		int hi = list.size();
		while (lo < hi) {
			int mid = (lo + hi) >>> 1;
			if (list.get(mid).wall <= to) {
				lo = mid + 1;
			} else {
				hi = mid;
			}
		}
		for (int i = lo - 1; i >= 0 && list.get(i).wall >= from; i--) {
			if (list.get(i).thread != except) {
				return list.get(i);
			}
		}
		return null;
	}
}
