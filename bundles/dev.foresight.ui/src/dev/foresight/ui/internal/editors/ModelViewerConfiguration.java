/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.function.Supplier;

import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.presentation.IPresentationReconciler;
import org.eclipse.jface.text.presentation.PresentationReconciler;
import org.eclipse.jface.text.reconciler.IReconciler;
import org.eclipse.jface.text.reconciler.MonoReconciler;
import org.eclipse.jface.text.rules.DefaultDamagerRepairer;
import org.eclipse.jface.text.rules.RuleBasedScanner;
import org.eclipse.jface.text.source.ISourceViewer;
import org.eclipse.ui.editors.text.TextSourceViewerConfiguration;

/** Colouring and a reconciler that re-checks the text shortly after each edit; shared by Foresight's text editors. */
final class ModelViewerConfiguration extends TextSourceViewerConfiguration {

	/**
	 * Pause after typing before the model is parsed again. The reconciler waits up to twice this after an edit, and
	 * an edit should show its result within 200 ms (DESIGN.md): at 150 ms the median edit took 200 ms.
	 */
	private static final int RECONCILE_DELAY_MS = 50;

	private final Supplier<RuleBasedScanner> scanner;
	private final ProblemReconcilingStrategy.Checker checker;

	ModelViewerConfiguration(Supplier<RuleBasedScanner> scanner, ProblemReconcilingStrategy.Checker checker) {
		this.scanner = scanner;
		this.checker = checker;
	}

	@Override
	public IPresentationReconciler getPresentationReconciler(ISourceViewer sourceViewer) {
		PresentationReconciler reconciler = new PresentationReconciler();
		DefaultDamagerRepairer dr = new DefaultDamagerRepairer(scanner.get());
		reconciler.setDamager(dr, IDocument.DEFAULT_CONTENT_TYPE);
		reconciler.setRepairer(dr, IDocument.DEFAULT_CONTENT_TYPE);
		return reconciler;
	}

	@Override
	public IReconciler getReconciler(ISourceViewer sourceViewer) {
		MonoReconciler reconciler = new MonoReconciler(new ProblemReconcilingStrategy(checker, sourceViewer), false);
		reconciler.setDelay(RECONCILE_DELAY_MS);
		return reconciler;
	}

	@Override
	public String[] getDefaultPrefixes(ISourceViewer sourceViewer, String contentType) {
		return new String[] { "#", "" };
	}
}
