/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.markers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.JavaCore;

import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.SiteCallers.Caller;

/**
 * Markers at the lines of the methods on a trace's extended critical path (the heaviest ones whose class has its
 * source in the trace's project), with a quick-fix that predicts the program if the method were faster (the trace
 * editor's {@code TraceMarkerFixes}).
 */
public final class CriticalMarkers {

	/** The marker type, as declared in plugin.xml. */
	public static final String TYPE = "dev.foresight.ui.criticalLine";
	/** Methods marked per analysis. */
	public static final int LIMIT = 10;
	/** The method, {@code Class#method}. */
	public static final String METHOD = "dev.foresight.method";

	private CriticalMarkers() {
	}

	/**
	 * The marks of {@code report}'s methods with a weight and a line, heaviest first; a method without source in the
	 * project (a JDK method whose monitor the program entered) is marked at the program's line that {@code callers}
	 * sampled calling it most. Looks types up in the Java model: call it off the display thread.
	 */
	public static List<TraceMarkers.Mark> marks(IFile trace, CriticalPathReport report, SiteCallers callers) {
		List<TraceMarkers.Mark> marks = new ArrayList<>();
		IJavaProject project = JavaCore.create(trace.getProject());
		for (FunctionRow f : report.functions()) {
			if (marks.size() == LIMIT) {
				break;
			}
			if (f.weight() <= 0) {
				continue;
			}
			IFile source = f.line() > 0 ? TraceMarkers.source(project, f.className()) : null;
			TraceMarkers.Mark m = null;
			if (source != null) {
				m = TraceMarkers.mark(source, f.line(), trace, report.cpus(), message(f, report, f.method()));
			} else {
				Caller c = topCaller(callers, f);
				IFile from = c == null ? null : TraceMarkers.source(project, c.site().className());
				if (from != null && c.site().line() > 0) {
					m = TraceMarkers.mark(from, c.site().line(), trace, report.cpus(), message(f, report,
							f.className() + '#' + f.method() + ", called from here,"));
				}
			}
			if (m != null) {
				m.attributes().put(METHOD, f.className() + '#' + f.method());
				marks.add(m);
			}
		}
		return marks;
	}

	/** The caller sampled most often at the JDK sites of method {@code f}, or null. */
	private static Caller topCaller(SiteCallers callers, FunctionRow f) {
		Map<Site, Integer> samples = new HashMap<>();
		callers.bySite().forEach((site, list) -> {
			if (site.className().equals(f.className()) && site.method().equals(f.method())) {
				list.forEach(c -> samples.merge(c.site(), c.samples(), Integer::sum));
			}
		});
		return samples.entrySet().stream().max(Map.Entry.comparingByValue())
				.map(e -> new Caller(e.getKey(), e.getValue())).orElse(null);
	}

	static String message(FunctionRow f, CriticalPathReport report, String what) {
		// the weight is the mean over all of the method's time, the time only that on the critical path
		return String.format(Locale.ROOT, "Foresight, %d processors: %s is on the critical path for %.1f ms, weight "
				+ "%.2f; were it to take no time, the run would be about %.1f %% shorter", report.cpus(), what,
				f.time() / 1e6, f.weight(), 100 * f.share());
	}

	/** Replaces {@code trace}'s critical path markers with {@code marks}, in a job. */
	public static Job replace(IFile trace, List<TraceMarkers.Mark> marks) {
		return TraceMarkers.replace(trace, TYPE, marks);
	}

	/** The critical path markers of {@code trace}. */
	public static List<IMarker> of(IFile trace) throws CoreException {
		return TraceMarkers.of(trace, TYPE);
	}
}
