/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.ui.IWorkbenchPart;

/**
 * The trace editor's two panels side by side, the tabs and the prediction, made in two turns of the event loop after
 * the editor's own, each laid out and painted before the next is made. The session's first editor loads their classes
 * and makes GTK's first table, text and chart: in the workbench's turn that opens the editor, with its own work, that
 * left the display thread unanswered for a third of a second. A caller that needs a panel before the event loop made
 * it makes both at once.
 */
final class TracePanels {

	private final SashForm sash;
	private final IFile traceFile;
	private final IWorkbenchPart part;
	/** Run once both panels are made: the editor reads its trace into them. */
	private final Runnable made;
	private TraceTabs tabs;
	private PredictionPanel prediction;

	/** Makes the panels in {@code sash} for the editor {@code part} of {@code traceFile}, then runs {@code made}. */
	TracePanels(SashForm sash, IFile traceFile, IWorkbenchPart part, Runnable made) {
		this.sash = sash;
		this.traceFile = traceFile;
		this.part = part;
		this.made = made;
		sash.getDisplay().asyncExec(() -> {
			if (!sash.isDisposed() && tabs == null) {
				makeTabs();
				sash.getDisplay().asyncExec(() -> {
					if (!sash.isDisposed() && prediction == null) {
						makePrediction();
					}
				});
			}
		});
	}

	private void makeTabs() {
		// the tabs' panels ask for the machine once made, after the prediction panel exists
		tabs = new TraceTabs(sash, traceFile, () -> prediction.machine());
		sash.layout();
		if (part.getSite().getPage().getActivePart() == part) {
			tabs.tables().setFocus();
		}
	}

	private void makePrediction() {
		prediction = new PredictionPanel(sash, traceFile);
		prediction.onMachineChosen(tabs::machineChanged);
		sash.setWeights(55, 45);
		made.run();
	}

	/** The tabs, made now if the event loop has not made them yet; on the display thread. */
	TraceTabs tabs() {
		makeBoth();
		return tabs;
	}

	/** The prediction panel, made now if the event loop has not made it yet; on the display thread. */
	PredictionPanel prediction() {
		makeBoth();
		return prediction;
	}

	private void makeBoth() {
		if (tabs == null) {
			makeTabs();
		}
		if (prediction == null) {
			makePrediction();
		}
	}

	/** The tabs if made, else {@code null}. */
	TraceTabs tabsIfMade() {
		return tabs;
	}

	/** The prediction panel if made, else {@code null}. */
	PredictionPanel predictionIfMade() {
		return prediction;
	}

	void setFocus() {
		if (tabs != null) {
			tabs.tables().setFocus();
		} else {
			sash.setFocus();
		}
	}

	/** Cancels the panels' work: the editor is closing. */
	void dispose() {
		if (prediction != null) {
			prediction.dispose();
		}
		if (tabs != null) {
			tabs.dispose();
		}
	}
}
