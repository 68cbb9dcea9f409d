/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.editors.text.TextEditor;

import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.Problem;
import dev.foresight.core.model.io.TaskGraphParser;

/**
 * The .taskgraph editor: the model's text with colouring, undo and problems shown while typing, and beside it a
 * panel that reports on the model as soon as it parses.
 */
public final class TaskGraphEditor extends TextEditor {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.taskgraph";

	private Label status;
	private volatile TaskGraph lastGood;

	/** Creates the editor with the task-graph viewer configuration. */
	public TaskGraphEditor() {
		setSourceViewerConfiguration(new TaskGraphViewerConfiguration(this));
	}

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		Composite text = new Composite(sash, SWT.NONE);
		text.setLayout(new org.eclipse.swt.layout.FillLayout());
		super.createPartControl(text);
		Composite panel = new Composite(sash, SWT.NONE);
		panel.setLayout(new GridLayout(1, false));
		status = new Label(panel, SWT.WRAP);
		status.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		status.setText("Parsing...");
		sash.setWeights(60, 40);
	}

	/** Called by the reconciler (not on the UI thread) with a model that parsed. */
	void modelParsed(TaskGraphParser.Parsed parsed, String text) {
		lastGood = parsed.graph();
		TaskGraph graph = parsed.graph();
		showStatus("Model '" + graph.name() + "': " + graph.params().size() + " parameter(s), "
				+ graph.resources().size() + " resource(s), no problems.");
	}

	/** Called by the reconciler (not on the UI thread) when the text has problems. */
	void modelInvalid(List<Problem> problems) {
		StringBuilder sb = new StringBuilder(problems.size() + (problems.size() == 1 ? " problem" : " problems"));
		for (Problem p : problems.subList(0, Math.min(5, problems.size()))) {
			sb.append("\n").append(p.format(getTitle()));
		}
		showStatus(sb.toString());
	}

	private void showStatus(String message) {
		Display display = Display.getDefault();
		display.asyncExec(() -> {
			if (status != null && !status.isDisposed()) {
				status.setText(message);
				status.getParent().layout();
			}
		});
	}

	/** The last model that parsed, or {@code null}. */
	public TaskGraph lastGoodModel() {
		return lastGood;
	}

	/** The status text of the side panel, for tests. */
	public String statusText() {
		return status.getText();
	}
}
