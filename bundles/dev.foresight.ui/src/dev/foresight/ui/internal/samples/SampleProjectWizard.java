/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.samples;

import java.lang.reflect.InvocationTargetException;

import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.wizard.Wizard;
import org.eclipse.ui.INewWizard;
import org.eclipse.ui.IWorkbench;
import org.eclipse.ui.actions.WorkspaceModifyOperation;
import org.eclipse.ui.dialogs.WizardNewProjectCreationPage;

/** File > New > Foresight Sample Project: asks for a name, then creates the sample with progress and cancel. */
public final class SampleProjectWizard extends Wizard implements INewWizard {

	private WizardNewProjectCreationPage page;

	@Override
	public void init(IWorkbench workbench, IStructuredSelection selection) {
		setWindowTitle("New Foresight Sample Project");
		setNeedsProgressMonitor(true);
	}

	@Override
	public void addPages() {
		page = new WizardNewProjectCreationPage("sample");
		page.setTitle("Foresight Sample Project");
		page.setDescription("A small multithreaded Java program (a prime counter with a work queue), ready to record.");
		page.setInitialProjectName(SampleProjects.DEFAULT_NAME);
		addPage(page);
	}

	@Override
	public boolean performFinish() {
		String name = page.getProjectName();
		WorkspaceModifyOperation operation = new WorkspaceModifyOperation() {
			@Override
			protected void execute(org.eclipse.core.runtime.IProgressMonitor monitor)
					throws org.eclipse.core.runtime.CoreException {
				SampleProjects.create(ResourcesPlugin.getWorkspace(), name, monitor);
			}
		};
		try {
			getContainer().run(true, true, operation);
			return true;
		} catch (InvocationTargetException e) {
			MessageDialog.openError(getShell(), "Foresight Sample Project", e.getCause().getMessage());
			return false;
		} catch (InterruptedException e) {
			return false;
		}
	}
}
