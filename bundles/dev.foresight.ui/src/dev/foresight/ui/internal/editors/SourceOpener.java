/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jdt.core.IJavaProject;
import org.eclipse.jdt.core.IType;
import org.eclipse.jdt.core.JavaCore;
import org.eclipse.jdt.ui.JavaUI;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.ui.IEditorPart;
import org.eclipse.ui.texteditor.ITextEditor;

import dev.foresight.core.trace.Site;

/** Opens the Java source of a recorded call site at its line, when the project can see the class. */
final class SourceOpener {

	private SourceOpener() {
	}

	static void open(IProject project, Site site) {
		try {
			IJavaProject javaProject = JavaCore.create(project);
			IType type = javaProject.exists() ? javaProject.findType(site.className().replace('$', '.')) : null;
			if (type == null) {
				return;
			}
			IEditorPart editor = JavaUI.openInEditor(type);
			if (editor instanceof ITextEditor text && site.line() > 0) {
				IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
				IRegion line = document.getLineInformation(site.line() - 1);
				text.selectAndReveal(line.getOffset(), line.getLength());
			}
		} catch (CoreException | BadLocationException e) {
			ILog.of(SourceOpener.class).warn("Cannot open the source of " + site.qualifiedMethod(), e);
		}
	}
}
