/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.ILog;
import org.eclipse.ui.IStartup;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.ide.IDE;

import dev.foresight.launching.RecordingListener;

/** Opens each new trace in the trace editor when its recording ends. */
public final class OpenRecordedTrace implements IStartup, RecordingListener {

	@Override
	public void earlyStartup() {
		RecordingListener.Registry.add(this);
	}

	@Override
	public void recorded(IFile trace) {
		PlatformUI.getWorkbench().getDisplay().asyncExec(() -> {
			if (!trace.exists()) {
				return; // deleted with its project before the display thread came to it
			}
			// no active window while a dialog or another program has the focus: the first window then
			IWorkbenchWindow window = PlatformUI.getWorkbench().getActiveWorkbenchWindow();
			IWorkbenchWindow[] windows = PlatformUI.getWorkbench().getWorkbenchWindows();
			if (window == null && windows.length > 0) {
				window = windows[0];
			}
			if (window != null && window.getActivePage() != null) {
				try {
					IDE.openEditor(window.getActivePage(), trace);
				} catch (PartInitException e) {
					ILog.of(getClass()).error("Cannot open the recorded trace " + trace.getFullPath(), e);
				}
			}
		});
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof OpenRecordedTrace;
	}

	@Override
	public int hashCode() {
		return OpenRecordedTrace.class.hashCode();
	}
}
