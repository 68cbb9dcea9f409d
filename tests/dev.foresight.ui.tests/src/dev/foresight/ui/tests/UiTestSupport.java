/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import java.io.ByteArrayInputStream;
import java.util.Iterator;
import java.util.function.BooleanSupplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.IWorkbenchPage;
import org.eclipse.ui.PlatformUI;
import org.eclipse.ui.texteditor.ITextEditor;

/** Small helpers for tests that run on the UI thread of a live workbench. */
public final class UiTestSupport {

	private UiTestSupport() {
	}

	/** Runs the event loop until no event is pending. */
	public static void processEvents() {
		Display display = Display.getCurrent();
		while (display.readAndDispatch()) {
			// drain
		}
	}

	/**
	 * Runs the event loop until {@code condition} holds or {@code millis} pass; returns whether it held. It is not
	 * asked again once it held: a process seen starting may be between two command lines a moment later.
	 */
	public static boolean waitUntil(BooleanSupplier condition, long millis) {
		long end = System.currentTimeMillis() + millis;
		Display display = Display.getCurrent();
		while (!condition.getAsBoolean()) {
			if (System.currentTimeMillis() >= end) {
				return false;
			}
			if (!display.readAndDispatch()) {
				display.timerExec(20, () -> {
					// wakes the loop
				});
				display.sleep();
			}
		}
		return true;
	}

	/** The active page of the first workbench window. */
	public static IWorkbenchPage page() {
		return PlatformUI.getWorkbench().getActiveWorkbenchWindow().getActivePage();
	}

	/** A new open project, replacing any project of that name. */
	public static IProject newProject(String name) throws CoreException {
		IProject project = ResourcesPlugin.getWorkspace().getRoot().getProject(name);
		if (project.exists()) {
			project.delete(true, true, null);
		}
		project.create(null);
		project.open(null);
		return project;
	}

	/** The error annotations an editor shows (squiggles). */
	public static int errorAnnotations(ITextEditor editor) {
		IAnnotationModel model = editor.getDocumentProvider().getAnnotationModel(editor.getEditorInput());
		int n = 0;
		for (Iterator<Annotation> it = model.getAnnotationIterator(); it.hasNext();) {
			if (it.next().getType().equals("org.eclipse.ui.workbench.texteditor.error")) {
				n++;
			}
		}
		return n;
	}

	/** Creates {@code file} with the given bytes. */
	public static IFile write(IFile file, byte[] bytes) throws CoreException {
		file.create(new ByteArrayInputStream(bytes), true, null);
		return file;
	}

	/**
	 * The workbench window's button labeled {@code text}, once shown (an editor makes its panels in the event loop's
	 * turns after it opens), or {@code null} after ten seconds.
	 */
	public static Button shownButton(String text) {
		Composite shell = page().getWorkbenchWindow().getShell();
		waitUntil(() -> button(shell, text) != null, 10_000);
		return button(shell, text);
	}

	/** The button labelled {@code text} under {@code parent}, or {@code null}. */
	public static Button button(Composite parent, String text) {
		for (Control c : parent.getChildren()) {
			Button found = c instanceof Button b && b.getText().equals(text) ? b
					: c instanceof Composite k ? button(k, text) : null;
			if (found != null) {
				return found;
			}
		}
		return null;
	}
}
