/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Map;

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
import dev.foresight.core.trace.SiteCallers;

/**
 * Opens the Java source of a recorded call site at its line, when the project can see the class. A site of a class
 * without source in the project (a JDK method's monitor) whose callers the recorder sampled opens the program's line
 * that called it most instead.
 */
final class SourceOpener {

	private SourceOpener() {
	}

	static void open(IProject project, Site site, SiteCallers callers) {
		try {
			IJavaProject javaProject = JavaCore.create(project);
			IType type = find(javaProject, site);
			if (type != null && type.getCompilationUnit() == null && !callers.at(site).isEmpty()) {
				Site caller = callers.at(site).get(0).site();
				IType from = find(javaProject, caller);
				if (from != null && from.getCompilationUnit() != null) {
					show(from, caller);
					return;
				}
			}
			if (type != null) {
				show(type, site);
			}
		} catch (CoreException | BadLocationException e) {
			ILog.of(SourceOpener.class).warn("Cannot open the source of " + site.qualifiedMethod(), e);
		}
	}

	static void open(IProject project, Site site) {
		open(project, site, new SiteCallers(Map.of()));
	}

	private static IType find(IJavaProject project, Site site) throws CoreException {
		return project.exists() ? project.findType(site.className().replace('$', '.')) : null;
	}

	private static void show(IType type, Site site) throws CoreException, BadLocationException {
		IEditorPart editor = JavaUI.openInEditor(type);
		if (editor instanceof ITextEditor text && site.line() > 0) {
			IDocument document = text.getDocumentProvider().getDocument(text.getEditorInput());
			IRegion line = document.getLineInformation(site.line() - 1);
			text.selectAndReveal(line.getOffset(), line.getLength());
		}
	}
}
