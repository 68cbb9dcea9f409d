/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.samples;

import org.eclipse.core.resources.IWorkspace;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.ui.IStartup;

/**
 * Creates the sample project on the first start of an empty workspace, when the IDE was started with
 * {@code -Dforesight.sampleProject=true} (as {@code ./foresight ide} does). Without the property it does nothing, so
 * installing Foresight into an existing Eclipse never adds projects.
 */
public final class SampleProjectStartup implements IStartup {

	/** System property that asks for the sample project. */
	public static final String PROPERTY = "foresight.sampleProject";

	@Override
	public void earlyStartup() {
		IWorkspace workspace = ResourcesPlugin.getWorkspace();
		if (!Boolean.getBoolean(PROPERTY) || workspace.getRoot().getProjects().length > 0) {
			return;
		}
		WorkspaceJob job = new WorkspaceJob("Creating the Foresight sample project") {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				SampleProjects.create(workspace, SampleProjects.DEFAULT_NAME, monitor);
				return Status.OK_STATUS;
			}
		};
		job.setRule(workspace.getRoot());
		job.schedule();
	}
}
