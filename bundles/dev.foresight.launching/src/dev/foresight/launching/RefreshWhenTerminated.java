/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.ILaunchesListener2;

/** Refreshes the trace folder once the recorded launch has terminated, then stops listening. */
final class RefreshWhenTerminated implements ILaunchesListener2 {

	private final ILaunch launch;
	private final IFile trace;

	RefreshWhenTerminated(ILaunch launch, IFile trace) {
		this.launch = launch;
		this.trace = trace;
	}

	@Override
	public void launchesTerminated(ILaunch[] launches) {
		for (ILaunch terminated : launches) {
			if (terminated == launch) {
				DebugPlugin.getDefault().getLaunchManager().removeLaunchListener(this);
				refresh();
			}
		}
	}

	private void refresh() {
		WorkspaceJob job = new WorkspaceJob("Collecting trace " + trace.getName()) {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				trace.getParent().refreshLocal(IResource.DEPTH_ONE, monitor);
				return Status.OK_STATUS;
			}
		};
		job.setRule(trace.getParent());
		job.schedule();
	}

	@Override
	public void launchesRemoved(ILaunch[] launches) {
		// only termination matters
	}

	@Override
	public void launchesAdded(ILaunch[] launches) {
		// only termination matters
	}

	@Override
	public void launchesChanged(ILaunch[] launches) {
		// only termination matters
	}
}
