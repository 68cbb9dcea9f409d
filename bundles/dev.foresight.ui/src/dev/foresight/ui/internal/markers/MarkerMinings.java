/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.markers;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IMarker;
import org.eclipse.core.resources.IMarkerDelta;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.jface.text.BadLocationException;
import org.eclipse.jface.text.IDocument;
import org.eclipse.jface.text.ITextOperationTarget;
import org.eclipse.jface.text.ITextViewer;
import org.eclipse.jface.text.codemining.AbstractCodeMiningProvider;
import org.eclipse.jface.text.codemining.ICodeMining;
import org.eclipse.jface.text.codemining.ICodeMiningProvider;
import org.eclipse.jface.text.codemining.LineHeaderCodeMining;
import org.eclipse.jface.text.source.ISourceViewerExtension5;
import org.eclipse.swt.widgets.Display;
import org.eclipse.ui.texteditor.ITextEditor;

/**
 * The inline hints of the Java editor: the message of each Foresight marker of the file ({@link TraceMarkers}) as a
 * line of its own above the marked line, so that a wait site or a critical line says what the trace found without a
 * hover. The workbench makes one provider per editor (plugin.xml, for {@code .java} files); the provider asks its
 * editor to draw the hints again when it opens and whenever the file's Foresight markers change.
 */
public final class MarkerMinings extends AbstractCodeMiningProvider implements IResourceChangeListener {

	private final Display display = Display.getCurrent();

	/** Made by the editor being created, on the display thread. */
	public MarkerMinings() {
		ResourcesPlugin.getWorkspace().addResourceChangeListener(this, IResourceChangeEvent.POST_CHANGE);
		// once the editor is made: nothing else asks a Java editor for its hints unless JDT's own are on
		if (display != null) {
			display.asyncExec(this::redraw);
		}
	}

	@Override
	public CompletableFuture<List<? extends ICodeMining>> provideCodeMinings(ITextViewer viewer,
			IProgressMonitor monitor) {
		IFile file = file();
		IDocument document = viewer.getDocument();
		if (file == null || document == null) {
			return CompletableFuture.completedFuture(List.of());
		}
		// the markers are read off the display thread
		return CompletableFuture.supplyAsync(() -> minings(file, document));
	}

	/** A header above each line of {@code file} that a Foresight marker is on, by line. */
	List<ICodeMining> minings(IFile file, IDocument document) {
		List<IMarker> markers = new ArrayList<>();
		try {
			for (String type : TraceMarkers.TYPES) {
				markers.addAll(List.of(file.findMarkers(type, false, IResource.DEPTH_ZERO)));
			}
		} catch (CoreException e) {
			// the file went away: no hints
			return List.of();
		}
		markers.sort(Comparator.comparingInt((IMarker m) -> m.getAttribute(IMarker.LINE_NUMBER, -1))
				.thenComparing(m -> m.getAttribute(IMarker.MESSAGE, "")));
		List<ICodeMining> minings = new ArrayList<>();
		for (IMarker m : markers) {
			int line = m.getAttribute(IMarker.LINE_NUMBER, -1);
			if (line >= 1 && line <= document.getNumberOfLines()) {
				try {
					minings.add(new Header(line - 1, document, this, m.getAttribute(IMarker.MESSAGE, "")));
				} catch (BadLocationException e) {
					// the document changed under the marker: no hint for it
				}
			}
		}
		return minings;
	}

	@Override
	public void resourceChanged(IResourceChangeEvent event) {
		IFile file = file();
		for (String type : TraceMarkers.TYPES) {
			for (IMarkerDelta delta : event.findMarkerDeltas(type, false)) {
				if (delta.getResource().equals(file) && display != null && !display.isDisposed()) {
					display.asyncExec(this::redraw);
					return;
				}
			}
		}
	}

	/** Asks the editor's viewer for its hints again; a provider whose editor has closed stops listening. */
	private void redraw() {
		ITextEditor editor = getAdapter(ITextEditor.class);
		Object target = editor == null ? null : editor.getAdapter(ITextOperationTarget.class);
		if (target instanceof ITextViewer viewer && viewer.getTextWidget() != null
				&& !viewer.getTextWidget().isDisposed()) {
			if (viewer instanceof ISourceViewerExtension5 minings) {
				minings.updateCodeMinings();
			}
		} else if (editor != null) {
			dispose();
		}
	}

	private IFile file() {
		ITextEditor editor = getAdapter(ITextEditor.class);
		return editor == null || editor.getEditorInput() == null ? null
				: editor.getEditorInput().getAdapter(IFile.class);
	}

	@Override
	public void dispose() {
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(this);
		super.dispose();
	}

	/** A hint drawn on a line of its own above line {@code line} (from 0). */
	static final class Header extends LineHeaderCodeMining {

		Header(int line, IDocument document, ICodeMiningProvider provider, String label) throws BadLocationException {
			super(line, document, provider);
			setLabel(label);
		}
	}
}
