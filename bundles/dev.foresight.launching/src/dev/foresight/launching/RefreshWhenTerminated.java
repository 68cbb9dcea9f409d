/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.launching;

import java.io.IOException;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.WorkspaceJob;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.IStatus;
import org.eclipse.core.runtime.Platform;
import org.eclipse.core.runtime.Status;
import org.eclipse.debug.core.DebugEvent;
import org.eclipse.debug.core.DebugPlugin;
import org.eclipse.debug.core.IDebugEventSetListener;
import org.eclipse.debug.core.ILaunch;
import org.eclipse.debug.core.model.IProcess;

import dev.foresight.core.trace.samples.JfrRepository;
import dev.foresight.core.trace.samples.JfrSamples;

/**
 * Refreshes the trace folder once the recorded program's process has terminated, tells the {@link RecordingListener}s,
 * then stops listening.
 */
final class RefreshWhenTerminated implements IDebugEventSetListener {

	private final ILaunch launch;
	private final IFile trace;

	RefreshWhenTerminated(ILaunch launch, IFile trace) {
		this.launch = launch;
		this.trace = trace;
	}

	/** Starts listening. */
	void register() {
		DebugPlugin.getDefault().addDebugEventListener(this);
	}

	/** Stops listening. */
	void unregister() {
		DebugPlugin.getDefault().removeDebugEventListener(this);
	}

	@Override
	public void handleDebugEvents(DebugEvent[] events) {
		for (DebugEvent event : events) {
			if (event.getKind() == DebugEvent.TERMINATE && event.getSource() instanceof IProcess process
					&& process.getLaunch() == launch) {
				unregister();
				refresh();
				return;
			}
		}
	}

	private void refresh() {
		WorkspaceJob job = new WorkspaceJob("Collecting trace " + trace.getName()) {
			@Override
			public IStatus runInWorkspace(IProgressMonitor monitor) throws CoreException {
				recoverSamples();
				trace.getParent().refreshLocal(IResource.DEPTH_ONE, monitor);
				if (trace.exists()) {
					RecordingListener.Registry.fire(trace);
				}
				return Status.OK_STATUS;
			}
		};
		job.setRule(trace.getWorkspace().getRuleFactory().refreshRule(trace.getParent()));
		job.schedule();
	}

	/**
	 * JFR writes the execution samples when the JVM exits: of a program that was terminated, or halted at its time
	 * limit, they are put together from JFR's chunks.
	 */
	private void recoverSamples() {
		if (trace.getLocation() == null) {
			return;
		}
		try {
			JfrRepository.recover(JfrSamples.besideTrace(trace.getLocation().toPath()));
		} catch (IOException e) {
			// the critical path is then at the sites' level, and says why
			Platform.getLog(RefreshWhenTerminated.class).warn("Cannot recover the execution samples: "
					+ e.getMessage());
		}
	}
}
