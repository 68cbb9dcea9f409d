/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.launching;

import org.eclipse.debug.ui.DebugUITools;
import org.eclipse.jface.action.IAction;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.ui.IWorkbenchWindow;
import org.eclipse.ui.IWorkbenchWindowActionDelegate;

/** Run > Record Threads Configurations...: the launch dialog on the Record Threads group. */
public final class OpenRecordConfigurationsAction implements IWorkbenchWindowActionDelegate {

	private IWorkbenchWindow window;
	private IStructuredSelection selection = StructuredSelection.EMPTY;

	@Override
	public void init(IWorkbenchWindow workbenchWindow) {
		this.window = workbenchWindow;
	}

	@Override
	public void run(IAction action) {
		DebugUITools.openLaunchConfigurationDialogOnGroup(window.getShell(), selection, RecordLaunchGroup.ID);
	}

	@Override
	public void selectionChanged(IAction action, ISelection newSelection) {
		selection = newSelection instanceof IStructuredSelection s ? s : StructuredSelection.EMPTY;
	}

	@Override
	public void dispose() {
		// nothing held
	}
}
