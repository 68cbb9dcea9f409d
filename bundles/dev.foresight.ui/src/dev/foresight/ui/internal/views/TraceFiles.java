/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.views;

import java.io.File;
import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceDelta;
import org.eclipse.core.resources.IResourceProxy;
import org.eclipse.core.resources.IWorkspaceRoot;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IPath;

/** Finds the trace files of a workspace, and tells whether a resource change concerns them. */
public final class TraceFiles {

	/** File extension of Foresight traces. */
	public static final String EXTENSION = "ftrace";

	private TraceFiles() {
	}

	/** All trace files of the open projects, in workspace order. */
	public static List<TraceFile> find(IWorkspaceRoot root) throws CoreException {
		List<TraceFile> found = new ArrayList<>();
		for (IProject project : root.getProjects()) {
			if (project.isOpen()) {
				// proxies avoid creating a resource handle per visited file
				project.accept(proxy -> visit(proxy, found), IResource.NONE);
			}
		}
		return found;
	}

	private static boolean visit(IResourceProxy proxy, List<TraceFile> found) {
		if (proxy.getType() == IResource.FILE && proxy.getName().endsWith('.' + EXTENSION)) {
			IFile file = (IFile) proxy.requestResource();
			IPath location = file.getLocation();
			long size = location == null ? 0 : new File(location.toOSString()).length();
			found.add(new TraceFile(file, size, file.getLocalTimeStamp()));
		}
		return true;
	}

	/** Whether a change adds, removes or changes a trace file, or opens or closes a project. */
	public static boolean concernsTraces(IResourceDelta delta) {
		IResource resource = delta.getResource();
		if (resource.getType() == IResource.FILE) {
			return EXTENSION.equals(resource.getFileExtension());
		}
		if (resource.getType() == IResource.PROJECT && (delta.getFlags() & IResourceDelta.OPEN) != 0) {
			return true;
		}
		for (IResourceDelta child : delta.getAffectedChildren()) {
			if (concernsTraces(child)) {
				return true;
			}
		}
		return false;
	}
}
