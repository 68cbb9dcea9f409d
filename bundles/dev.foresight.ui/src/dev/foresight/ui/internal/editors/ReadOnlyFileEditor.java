/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

/** An editor that shows a workspace file and never changes it: never dirty, nothing to save. */
abstract class ReadOnlyFileEditor extends EditorPart {

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof IFileEditorInput)) {
			throw new PartInitException("The " + getClass().getSimpleName() + " opens workspace files only");
		}
		setSite(site);
		setInput(input);
		setPartName(input.getName());
	}

	/** The file shown. */
	protected IFile file() {
		return ((IFileEditorInput) getEditorInput()).getFile();
	}

	@Override
	public void doSave(IProgressMonitor monitor) {
		// read-only
	}

	@Override
	public void doSaveAs() {
		// read-only
	}

	@Override
	public boolean isDirty() {
		return false;
	}

	@Override
	public boolean isSaveAsAllowed() {
		return false;
	}
}
