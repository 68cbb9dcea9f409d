/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.List;
import java.util.TreeSet;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.trace.Site;

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
			throw new IllegalArgumentException("no recorded code runs in method " + qualified + "; methods with sites: "
					+ String.join(", ", known.stream().limit(10).toList()) + (known.size() > 10 ? ", ..." : ""));
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
}
