/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.perspective;

import org.eclipse.ui.IFolderLayout;
import org.eclipse.ui.IPageLayout;
import org.eclipse.ui.IPerspectiveFactory;
import org.eclipse.ui.console.IConsoleConstants;

import dev.foresight.ui.internal.views.TracesView;

/** Lays out the Foresight perspective: projects on the left, editors in the middle, traces and console below. */
public final class ForesightPerspective implements IPerspectiveFactory {

	/** The perspective id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.perspective";

	private static final String PACKAGE_EXPLORER = "org.eclipse.jdt.ui.PackageExplorer";

	@Override
	public void createInitialLayout(IPageLayout layout) {
		String editors = layout.getEditorArea();
		IFolderLayout left = layout.createFolder("left", IPageLayout.LEFT, 0.22f, editors);
		left.addView(PACKAGE_EXPLORER);
		left.addPlaceholder(IPageLayout.ID_PROJECT_EXPLORER);
		IFolderLayout bottom = layout.createFolder("bottom", IPageLayout.BOTTOM, 0.62f, editors);
		bottom.addView(TracesView.ID);
		bottom.addView(IConsoleConstants.ID_CONSOLE_VIEW);
		bottom.addPlaceholder(IPageLayout.ID_PROBLEM_VIEW);
		layout.addShowViewShortcut(TracesView.ID);
		layout.addShowViewShortcut(PACKAGE_EXPLORER);
		layout.addShowViewShortcut(IConsoleConstants.ID_CONSOLE_VIEW);
		layout.addPerspectiveShortcut("org.eclipse.jdt.ui.JavaPerspective");
		layout.addNewWizardShortcut("dev.foresight.ui.wizards.sampleProject");
		layout.addNewWizardShortcut("org.eclipse.jdt.ui.wizards.JavaProjectWizard");
	}
}
