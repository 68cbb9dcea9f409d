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
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.core.JavaModelException;

import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.WaitSites.WaitSite;
import dev.foresight.core.trace.Site;

/**
 * Markers at the lines of a trace's project's Java sources where the threads of its simulated run waited longest for
 * each other ({@code WaitSites}): informational problems, which the Java editor shows in its rulers and the Problems
 * view lists, with quick-fixes (the trace editor's {@code WaitSiteFixes}). A trace's markers are replaced by those of its next simulated
 * run and removed when its editor closes; the workspace does not keep them.
 */
public final class WaitMarkers {

	/** The marker type, as declared in plugin.xml. */
	public static final String TYPE = "dev.foresight.ui.waitSite";
	/** Sites marked per run: the ones worth a look. */
	public static final int LIMIT = 10;

	/** The trace's full path in the workspace. */
	public static final String TRACE = "dev.foresight.trace";
	/** The processor count of the run. */
	public static final String CPUS = "dev.foresight.cpus";
	/** The machine of the run, as the trace editor's Machine list names it. */
	public static final String MACHINE = "dev.foresight.machine";
	/** The names of the threads that waited there, one per line. */
	public static final String THREADS = "dev.foresight.threads";
	/** The site, {@code Class#method (File:line)}. */
	public static final String SITE = "dev.foresight.site";

	/** A marker to be: the source file, its line and the attributes. */
	public record Mark(IFile file, int line, Map<String, Object> attributes) {
	}

	private WaitMarkers() {
	}

	/**
	 * The marks of {@code sites} in the sources of {@code trace}'s project, for sites whose class has its source there
	 * (not the JDK's or a library's). Looks types up in the Java model: call it off the display thread.
	 */
	public static List<Mark> marks(IFile trace, SimulatedRun run, List<WaitSite> sites, String machine) {
		List<Mark> marks = new ArrayList<>();
		IJavaProject project = JavaCore.create(trace.getProject());
		if (!project.exists()) {
			return marks;
		}
		for (WaitSite w : sites) {
			IFile source = source(project, w.site());
			if (source == null || w.site().line() <= 0) {
				continue;
			}
			Map<String, Object> a = new HashMap<>();
			a.put(IMarker.MESSAGE, message(w, run));
			a.put(IMarker.SEVERITY, IMarker.SEVERITY_INFO);
			a.put(IMarker.LINE_NUMBER, w.site().line());
			a.put(IMarker.SOURCE_ID, "Foresight");
			a.put(TRACE, trace.getFullPath().toString());
			a.put(CPUS, run.cpus());
			a.put(MACHINE, machine);
			a.put(THREADS, String.join("\n", w.threads()));
			a.put(SITE, w.site().qualifiedMethod() + " (" + w.site().file() + ":" + w.site().line() + ")");
			marks.add(new Mark(source, w.site().line(), a));
		}
		return marks;
	}

	/** The source file of the site's class (a nested class's is its outer class's), or {@code null}. */
	private static IFile source(IJavaProject project, Site site) {
		String name = site.className();
		int nested = name.indexOf('$');
		try {
			IType type = project.findType(nested > 0 ? name.substring(0, nested) : name);
			if (type != null && !type.isBinary() && type.getResource() instanceof IFile f) {
				return f;
			}
		} catch (JavaModelException e) {
			ILog.of(WaitMarkers.class).warn("Cannot look up " + name, e);
		}
		return null;
	}

	static String message(WaitSite w, SimulatedRun run) {
		int n = w.threads().size();
		String who = n == 1 ? "thread " + w.threads().get(0) : n + " threads";
		return String.format(Locale.ROOT, "Foresight, %d processor%s: %s waited here (%s) %,d time%s, %.1f ms in all; "
				+ "the run takes %.1f ms", run.cpus(), run.cpus() == 1 ? "" : "s", who, w.kind().wireName(), w.waits(),
				w.waits() == 1 ? "" : "s", w.blockedNanos() / 1e6, run.completionMillis());
	}

	/**
	 * Replaces {@code trace}'s markers with {@code marks}, in a job: jobs on one project run one after the other, so the
	 * latest run's markers are the ones left.
	 */
	public static Job replace(IFile trace, List<Mark> marks) {
		return schedule(trace, "Marking where threads wait", monitor -> {
			delete(trace);
			for (Mark m : marks) {
				if (m.file().exists()) {
					m.file().createMarker(TYPE, m.attributes());
				}
			}
		});
	}

	/** Removes {@code trace}'s markers, in a job ({@link #replace}). */
	public static Job remove(IFile trace) {
		return schedule(trace, "Removing Foresight markers", monitor -> delete(trace));
	}

	/** The markers of {@code trace}. */
	public static List<IMarker> of(IFile trace) throws CoreException {
		List<IMarker> out = new ArrayList<>();
		IProject project = trace.getProject();
		if (!project.isAccessible()) {
			return out;
		}
		String path = trace.getFullPath().toString();
		for (IMarker m : project.findMarkers(TYPE, false, IResource.DEPTH_INFINITE)) {
			if (path.equals(m.getAttribute(TRACE, null))) {
				out.add(m);
			}
		}
		return out;
	}

	private static void delete(IFile trace) throws CoreException {
		for (IMarker m : of(trace)) {
			m.delete();
		}
	}

	private interface Change {
		void run(IProgressMonitor monitor) throws CoreException;
	}

	private static Job schedule(IFile trace, String name, Change change) {
		WorkspaceJob job = new WorkspaceJob(name) {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				change.run(monitor);
				return Status.OK_STATUS;
			}
		};
		// one rule for all of a project's marker jobs, so that they run in the order they were scheduled
		job.setRule(trace.getProject());
		job.setSystem(true);
		job.schedule();
		return job;
	}
}
