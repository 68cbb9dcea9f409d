/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.markers;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
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
import org.eclipse.jdt.core.JavaModelException;

/**
 * What the markers of a trace's results in its project's Java sources share: informational problems at a line, which
 * the Java editor shows in its rulers and the Problems view lists, tagged with the trace they come from. A trace's
 * markers of one kind are replaced by those of its next result and removed when its editor closes; the workspace
 * does not keep them.
 */
public final class TraceMarkers {

	/** The trace's full path in the workspace. */
	public static final String TRACE = "dev.foresight.trace";
	/** The processor count of the result. */
	public static final String CPUS = "dev.foresight.cpus";

	/** Every Foresight marker type, as declared in plugin.xml. */
	static final List<String> TYPES = List.of(WaitMarkers.TYPE, CriticalMarkers.TYPE);

	/** A marker to be: the source file and the attributes. */
	public record Mark(IFile file, Map<String, Object> attributes) {
	}

	private TraceMarkers() {
	}

	/** A mark on line {@code line} of {@code file} from a result of {@code trace} on {@code cpus} processors. */
	static Mark mark(IFile file, int line, IFile trace, int cpus, String message) {
		Map<String, Object> a = new HashMap<>();
		a.put(IMarker.MESSAGE, message);
		a.put(IMarker.SEVERITY, IMarker.SEVERITY_INFO);
		a.put(IMarker.LINE_NUMBER, line);
		a.put(IMarker.SOURCE_ID, "Foresight");
		a.put(TRACE, trace.getFullPath().toString());
		a.put(CPUS, cpus);
		return new Mark(file, a);
	}

	/**
	 * The source file of class {@code className} in {@code project} (a nested class's is its outer class's), or
	 * {@code null} when the project has no source of it (the JDK's, a library's). Looks the type up in the Java model:
	 * call it off the display thread.
	 */
	static IFile source(IJavaProject project, String className) {
		int nested = className.indexOf('$');
		String name = nested > 0 ? className.substring(0, nested) : className;
		try {
			IType type = project.exists() && !name.isEmpty() ? project.findType(name) : null;
			if (type != null && !type.isBinary() && type.getResource() instanceof IFile f) {
				return f;
			}
		} catch (JavaModelException e) {
			ILog.of(TraceMarkers.class).warn("Cannot look up " + name, e);
		}
		return null;
	}

	/**
	 * Replaces {@code trace}'s markers of {@code type} with {@code marks}, in a job: jobs on one project run one after
	 * the other, so the latest result's markers are the ones left.
	 */
	static Job replace(IFile trace, String type, List<Mark> marks) {
		return schedule(trace, "Marking the sources", monitor -> {
			delete(trace, type);
			for (Mark m : marks) {
				if (m.file().exists()) {
					m.file().createMarker(type, m.attributes());
				}
			}
		});
	}

	/** Removes all of {@code trace}'s markers, in a job ({@link #replace}): its editor is closing. */
	public static Job remove(IFile trace) {
		return schedule(trace, "Removing Foresight markers", monitor -> {
			for (String type : TYPES) {
				delete(trace, type);
			}
		});
	}

	/** The markers of {@code type} of {@code trace}. */
	static List<IMarker> of(IFile trace, String type) throws CoreException {
		List<IMarker> out = new ArrayList<>();
		IProject project = trace.getProject();
		if (!project.isAccessible()) {
			return out;
		}
		String path = trace.getFullPath().toString();
		for (IMarker m : project.findMarkers(type, false, IResource.DEPTH_INFINITE)) {
			if (path.equals(m.getAttribute(TRACE, null))) {
				out.add(m);
			}
		}
		return out;
	}

	private static void delete(IFile trace, String type) throws CoreException {
		for (IMarker m : of(trace, type)) {
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
