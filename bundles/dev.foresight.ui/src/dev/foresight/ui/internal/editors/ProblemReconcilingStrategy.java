/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.IRegion;
import org.eclipse.jface.text.Position;
import org.eclipse.jface.text.reconciler.DirtyRegion;
import org.eclipse.jface.text.reconciler.IReconcilingStrategy;
import org.eclipse.jface.text.reconciler.IReconcilingStrategyExtension;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.source.Annotation;
import org.eclipse.jface.text.source.IAnnotationModel;
import org.eclipse.jface.text.source.IAnnotationModelExtension;
import org.eclipse.jface.text.source.ISourceViewer;

import dev.foresight.core.model.io.Problem;

/**
 * Parses the whole text after each pause in typing (on the reconciler's thread, never the UI thread) and shows the
 * problems as error annotations. What a valid text means is the {@link Checker}'s business.
 */
final class ProblemReconcilingStrategy implements IReconcilingStrategy, IReconcilingStrategyExtension {

	/** Parses a text and reports its problems (none when it is valid); runs off the UI thread. */
	@FunctionalInterface
	interface Checker {
		List<Problem> check(String text);
	}

	/** Annotation type of editor errors (red squiggles, overview ruler, hover). */
	static final String ERROR_TYPE = "org.eclipse.ui.workbench.texteditor.error";

	private final Checker checker;
	private final ISourceViewer viewer;
	private IDocument document;
	private Annotation[] shown = new Annotation[0];

	ProblemReconcilingStrategy(Checker checker, ISourceViewer viewer) {
		this.checker = checker;
		this.viewer = viewer;
	}

	@Override
	public void setDocument(IDocument newDocument) {
		this.document = newDocument;
	}

	@Override
	public void setProgressMonitor(IProgressMonitor monitor) {
		// parsing is fast; nothing to report
	}

	/** Runs once when the editor opens, so problems show before the first edit. */
	@Override
	public void initialReconcile() {
		reconcile((IRegion) null);
	}

	@Override
	public void reconcile(DirtyRegion dirtyRegion, IRegion subRegion) {
		reconcile(subRegion);
	}

	@Override
	public void reconcile(IRegion partition) {
		IDocument doc = document;
		if (doc == null) {
			return;
		}
		show(doc, checker.check(doc.get()));
	}

	private void show(IDocument doc, List<Problem> problems) {
		IAnnotationModel model = viewer.getAnnotationModel();
		if (model == null) {
			return;
		}
		Map<Annotation, Position> added = new HashMap<>();
		for (Problem p : problems) {
			added.put(new Annotation(ERROR_TYPE, false, p.message()), position(doc, p));
		}
		if (model instanceof IAnnotationModelExtension ext) {
			ext.replaceAnnotations(shown, added);
		} else {
			for (Annotation old : shown) {
				model.removeAnnotation(old);
			}
			added.forEach(model::addAnnotation);
		}
		shown = added.keySet().toArray(Annotation[]::new);
	}

	/** The problem's place as a document range: from its column to the end of the word, at least one character. */
	static Position position(IDocument doc, Problem p) {
		try {
			if (p.pos() == null || doc.getLength() == 0) {
				return new Position(0, Math.min(1, doc.getLength()));
			}
			int line = Math.min(p.pos().line() - 1, doc.getNumberOfLines() - 1);
			IRegion region = doc.getLineInformation(line);
			int offset = region.getOffset() + Math.min(Math.max(0, p.pos().column() - 1), region.getLength());
			int end = offset;
			while (end < region.getOffset() + region.getLength() && !Character.isWhitespace(doc.getChar(end))) {
				end++;
			}
			return new Position(offset, Math.max(1, Math.min(end - offset, doc.getLength() - offset)));
		} catch (BadLocationException e) {
			return new Position(0, 0);
		}
	}
}
