/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.List;
import java.util.TreeSet;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.Trace;

/** Chooses the segments a what-if speeds up. */
public final class Selections {

	private Selections() {
	}

	/**
	 * The segments charged to method {@code qualified} ({@code Class#method}): those ended by a site in that method
	 * (or started by one, when the end has no site), as in the function table.
	 *
	 * @throws IllegalArgumentException when no segment belongs to the method, naming some that do exist
	 */
	public static boolean[] method(ExecutionGraph graph, List<Site> sites, String qualified) {
		boolean[] selected = new boolean[graph.size()];
		boolean any = false;
		TreeSet<String> known = new TreeSet<>();
		for (int s = 0; s < graph.size(); s++) {
			int id = graph.site(s) >= 0 || graph.isFirst(s) ? graph.site(s) : graph.site(s - 1);
			if (id < 0 || id >= sites.size()) {
				continue;
			}
			String name = sites.get(id).qualifiedMethod();
			known.add(name);
			if (name.equals(qualified)) {
				selected[s] = true;
				any = true;
			}
		}
		if (!any) {
			throw new IllegalArgumentException("no recorded code runs in method " + qualified + (known.isEmpty()
					? "; the trace has no call sites"
					: "; methods with sites: " + String.join(", ", known.stream().limit(10).toList())
							+ (known.size() > 10 ? ", ..." : "")));
		}
		return selected;
	}

	/** The segments that start after an event at site {@code from} and end with an event at site {@code to}. */
	public static boolean[] between(ExecutionGraph graph, int from, int to) {
		boolean[] selected = new boolean[graph.size()];
		boolean any = false;
		for (int s = 0; s < graph.size(); s++) {
			if (!graph.isFirst(s) && graph.site(s - 1) == from && graph.site(s) == to) {
				selected[s] = true;
				any = true;
			}
		}
		if (!any) {
			throw new IllegalArgumentException("no segment runs from site " + from + " to site " + to);
		}
		return selected;
	}

	/**
	 * The critical sections entered at line {@code line} of method {@code qualified} ({@code Class#method}) of
	 * {@code trace}, whose graph {@code graph} is ({@link TraceGraphs#of}): the segments that follow a monitor entry
	 * or a lock acquisition at a site of that method and line, up to the thread's next synchronization.
	 *
	 * @throws IllegalArgumentException when no critical section begins there
	 */
	public static boolean[] criticalSections(Trace trace, ExecutionGraph graph, String qualified, int line) {
		boolean[] selected = new boolean[graph.size()];
		boolean any = false;
		List<Site> sites = trace.header().sites();
		for (int t = 0; t < trace.threadCount(); t++) {
			ThreadEvents events = trace.thread(t);
			for (int i = 0; i + 1 < events.size(); i++) {
				EventKind kind = events.kind(i);
				int id = events.site(i);
				if ((kind == EventKind.MONITOR_ENTER || kind == EventKind.LOCK) && id >= 0 && id < sites.size()
						&& sites.get(id).line() == line && sites.get(id).qualifiedMethod().equals(qualified)) {
					// segment i + 1 is the work before event i + 1, so the work after event i
					selected[TraceGraphs.segment(graph, t, i + 1)] = true;
					any = true;
				}
			}
		}
		if (!any) {
			throw new IllegalArgumentException("no critical section is entered at line " + line + " of " + qualified);
		}
		return selected;
	}

	/**
	 * The segments a what-if target names in {@code trace} and its graph: {@code Class#method} for the method's
	 * ({@link #method}), {@code Class#method:LINE} for the critical sections entered on that line
	 * ({@link #criticalSections}).
	 */
	public static boolean[] target(Trace trace, ExecutionGraph graph, String target) {
		int colon = target.lastIndexOf(':');
		if (colon > target.indexOf('#') && colon < target.length() - 1
				&& target.substring(colon + 1).chars().allMatch(Character::isDigit)) {
			return criticalSections(trace, graph, target.substring(0, colon),
					Integer.parseInt(target.substring(colon + 1)));
		}
		return method(graph, trace.header().sites(), target);
	}
}
