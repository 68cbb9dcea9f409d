/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.markers;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.WaitSites.WaitSite;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;

/**
 * Markers at the lines of a trace's project's Java sources where the threads of its simulated run waited longest for
 * each other ({@code WaitSites}), with quick-fixes (the trace editor's {@code TraceMarkerFixes}).
 */
public final class WaitMarkers {

	/** The marker type, as declared in plugin.xml. */
	public static final String TYPE = "dev.foresight.ui.waitSite";
	/** Sites marked per run: the ones worth a look. */
	public static final int LIMIT = 10;
	/** Program lines marked per site without source (a JDK method's monitor), the most sampled callers. */
	public static final int CALLERS = 3;
	/** The machine of the run, as the trace editor's Machine list names it. */
	public static final String MACHINE = "dev.foresight.machine";
	/** The names of the threads that waited there, one per line. */
	public static final String THREADS = "dev.foresight.threads";
	/** The site, {@code Class#method (File:line)}. */
	public static final String SITE = "dev.foresight.site";
	/**
	 * For a monitor entry or lock acquisition, the what-if target of the critical sections entered there
	 * ({@code Class#method:LINE}).
	 */
	public static final String SECTIONS = "dev.foresight.sections";
	/** The pools that can be resized whose threads released the waits there, one per line. */
	public static final String POOLS = "dev.foresight.pools";

	private WaitMarkers() {
	}

	/**
	 * The marks of {@code sites} in the sources of {@code trace}'s project, for sites whose class has its source there;
	 * a site without (a JDK method's monitor) is marked at the lines of the program that {@code callers} sampled
	 * calling it, at most {@value #CALLERS} of them. {@code pools} names, per site id, the pools whose threads
	 * released the waits there ({@code Pools.releasing}). Looks types up in the Java model: call it off the display
	 * thread.
	 */
	public static List<TraceMarkers.Mark> marks(IFile trace, SimulatedRun run, List<WaitSite> sites,
			SiteCallers callers, String machine, Map<Integer, List<String>> pools) {
		List<TraceMarkers.Mark> marks = new ArrayList<>();
		IJavaProject project = JavaCore.create(trace.getProject());
		for (WaitSite w : sites) {
			IFile source = TraceMarkers.source(project, w.site().className());
			if (source != null && w.site().line() > 0) {
				marks.add(mark(trace, run, w, source, w.site().line(), message(w, run), machine, pools));
				continue;
			}
			int sampled = callers.sampled(w.site());
			callers.at(w.site()).stream().limit(CALLERS).forEach(c -> {
				IFile from = TraceMarkers.source(project, c.site().className());
				if (from != null && c.site().line() > 0) {
					Site jdk = w.site();
					String inside = String.format(Locale.ROOT, "; inside %s (%s:%d), called from here by %d of %d "
							+ "sampled entries", jdk.qualifiedMethod(), jdk.file(), jdk.line(), c.samples(), sampled);
					marks.add(mark(trace, run, w, from, c.site().line(), message(w, run) + inside, machine, pools));
				}
			});
		}
		return marks;
	}

	private static TraceMarkers.Mark mark(IFile trace, SimulatedRun run, WaitSite w, IFile source, int line,
			String message, String machine, Map<Integer, List<String>> pools) {
		TraceMarkers.Mark m = TraceMarkers.mark(source, line, trace, run.cpus(), message);
		m.attributes().put(MACHINE, machine);
		m.attributes().put(THREADS, String.join("\n", w.threads()));
		m.attributes().put(SITE, w.site().qualifiedMethod() + " (" + w.site().file() + ":" + w.site().line() + ")");
		if (w.kind() == EventKind.MONITOR_ENTER || w.kind() == EventKind.LOCK) {
			m.attributes().put(SECTIONS, w.site().qualifiedMethod() + ":" + w.site().line());
		}
		List<String> released = pools.getOrDefault(w.site().id(), List.of());
		if (!released.isEmpty()) {
			m.attributes().put(POOLS, String.join("\n", released));
		}
		return m;
	}

	static String message(WaitSite w, SimulatedRun run) {
		int n = w.threads().size();
		String who = n == 1 ? "thread " + w.threads().get(0) : n + " threads";
		return String.format(Locale.ROOT, "Foresight, %d processor%s: %s waited here (%s) %,d time%s, %.1f ms in all; "
				+ "the run takes %.1f ms", run.cpus(), run.cpus() == 1 ? "" : "s", who, w.kind().wireName(), w.waits(),
				w.waits() == 1 ? "" : "s", w.blockedNanos() / 1e6, run.completionMillis());
	}

	/** Replaces {@code trace}'s wait site markers with {@code marks}, in a job. */
	public static Job replace(IFile trace, List<TraceMarkers.Mark> marks) {
		return TraceMarkers.replace(trace, TYPE, marks);
	}

	/** The wait site markers of {@code trace}. */
	public static List<IMarker> of(IFile trace) throws CoreException {
		return TraceMarkers.of(trace, TYPE);
	}
}
