/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/**
 * Finds the cross-thread orderings of a trace: thread starts, recorded wake links, joins without a link (the joined
 * thread's end) and the reverse link of hand-off puts (a put into a synchronous queue waits for its take).
 */
final class Dependencies {

	/** Messages about ignored links kept at most; the count is always exact. */
	static final int MAX_WARNINGS = 20;

	private final Trace trace;
	private final List<Dependency> found = new ArrayList<>();
	private final List<String> warnings;
	private int ignored;

	private Dependencies(Trace trace, List<String> warnings) {
		this.trace = trace;
		this.warnings = warnings;
	}

	/**
	 * The dependencies of {@code trace}; a wake link to an event the trace does not hold (a truncated recording) is
	 * ignored and described in {@code warnings}.
	 *
	 * @return the number of ignored links
	 */
	static int collect(Trace trace, List<Dependency> out, List<String> warnings) {
		Dependencies d = new Dependencies(trace, warnings);
		for (int t = 0; t < trace.threadCount(); t++) {
			ThreadEvents s = trace.thread(t);
			for (int i = 0; i < s.size(); i++) {
				d.event(s, t, i);
			}
		}
		out.addAll(d.found);
		return d.ignored;
	}

	private void event(ThreadEvents s, int t, int i) {
		EventKind k = s.kind(i);
		if (k == EventKind.THREAD_START && isThread(s.arg(i)) && s.arg(i) != t) {
			found.add(new Dependency(t, i + 1, (int) s.arg(i), 0, i));
		}
		if (s.wakeThread(i) >= 0) {
			link(s, t, i, k);
		} else if (k == EventKind.JOIN && isThread(s.arg(i))) {
			int joined = (int) s.arg(i);
			int n = trace.thread(joined).size();
			if (n > 0 && joined != t) {
				found.add(new Dependency(joined, n, t, i + 1, i));
			}
		}
	}

	private void link(ThreadEvents s, int t, int i, EventKind k) {
		int u = s.wakeThread(i);
		int j = s.wakeIndex(i);
		if (u >= trace.threadCount() || j < 0 || j >= trace.thread(u).size()) {
			ignored++;
			if (warnings.size() < MAX_WARNINGS) {
				warnings.add("thread " + name(t) + " event " + i + " (" + k.wireName() + "): its wake link names "
						+ (u >= trace.threadCount() ? "thread id " + u : "event " + j + " of thread " + name(u))
						+ ", which the trace does not hold; ignored");
			}
			return;
		}
		// a thread's begin is released by its start: the whole thread waits, not just the work after the event
		found.add(new Dependency(u, j + 1, t, k == EventKind.THREAD_BEGIN ? 0 : i + 1, i));
		ThreadEvents w = trace.thread(u);
		if (k == EventKind.QUEUE_TAKE && w.kind(j) == EventKind.QUEUE_PUT && (w.flags(j) & Event.HANDOFF) != 0) {
			found.add(new Dependency(t, i + 1, u, j + 1, j));
		}
	}

	private boolean isThread(long id) {
		return id >= 0 && id < trace.threadCount();
	}

	private String name(int t) {
		return trace.header().threads().get(t).name();
	}
}
