/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.Locale;

import dev.foresight.core.sim.Concurrency;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.StateBins;
import dev.foresight.core.sim.StateInterval;
import dev.foresight.core.sim.ThreadRun;
import dev.foresight.core.trace.Site;

/**
 * What the timeline shows at a point, in words: its tooltips, and what a screen reader or a test reads of it.
 *
 * @param run the simulated run, or {@code null} before one is shown
 * @param concurrency its parallelism over time
 * @param sites the trace's sites, which name where blocked threads wait
 */
record TimelineText(SimulatedRun run, Concurrency concurrency, List<Site> sites) {

	/** Before a run is shown: says nothing. */
	static final TimelineText NONE = new TimelineText(null, null, List.of());

	/** A thread's name as the rows show it: its id when it has none. */
	static String name(ThreadRun thread) {
		return thread.name().isEmpty() ? "#" + thread.thread() : thread.name();
	}

	/** What the parallelism graph shows for {@code [a, b)} (nanoseconds); {@code null}: nothing. */
	String graph(double a, double b) {
		if (run == null || !(b > a)) {
			return null;
		}
		return String.format(Locale.ROOT, "%.2f threads running and %.2f waiting for a processor on average "
				+ "(%d processors), %.3f to %.3f ms", concurrency.running(a, b), concurrency.waiting(a, b), run.cpus(),
				a / 1e6, b / 1e6);
	}

	/** The site thread {@code index} is blocked at, at {@code time} (nanoseconds), or {@code null}. */
	Site siteAt(int index, double time) {
		if (run == null || index < 0 || index >= run.threads().size()) {
			return null;
		}
		StateInterval s = StateBins.at(run.threads().get(index), time);
		return s != null && s.site() >= 0 && s.site() < sites.size() ? sites.get(s.site()) : null;
	}

	/** What thread {@code index} does at {@code time} (nanoseconds); {@code null}: no such thread. */
	String thread(int index, double time) {
		if (run == null || index < 0 || index >= run.threads().size()) {
			return null;
		}
		ThreadRun thread = run.threads().get(index);
		StateInterval s = StateBins.at(thread, time);
		if (s == null) {
			return name(thread) + ": not running";
		}
		String what = switch (s.state()) {
		case RUNNING -> "running on processor " + s.cpu();
		case RUNNABLE -> "waiting for a processor";
		case BLOCKED -> "blocked" + (s.object().isEmpty() ? "" : " on " + s.object())
				+ (s.site() >= 0 && s.site() < sites.size() ? " at " + where(sites.get(s.site())) : "");
		};
		return String.format(Locale.ROOT, "%s: %s, %.3f to %.3f ms", name(thread), what, s.start() / 1e6,
				s.end() / 1e6);
	}

	private static String where(Site site) {
		return site.qualifiedMethod() + " (" + site.file() + ':' + site.line() + ')';
	}
}
