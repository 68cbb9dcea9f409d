/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.editors.text.TextEditor;

import dev.foresight.core.machine.MachineFormat;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.model.io.Problem;
import dev.foresight.core.model.io.SourcePos;

/**
 * The .machine editor (format in docs/machine-format.md): colouring, undo, the problem underlined with its line and
 * column while typing, and beside the text what the machine model means once it is valid.
 */
public final class MachineEditor extends TextEditor {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.machine";

	private Label summary;
	private volatile MachineModel lastGood;

	/** Creates the editor with the machine-format viewer configuration. */
	public MachineEditor() {
		setSourceViewerConfiguration(new ModelViewerConfiguration(KeywordScanner::machine, this::check));
	}

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		Composite text = new Composite(sash, SWT.NONE);
		text.setLayout(new FillLayout());
		super.createPartControl(text);
		Composite panel = new Composite(sash, SWT.NONE);
		panel.setLayout(new GridLayout(1, false));
		summary = new Label(panel, SWT.WRAP);
		summary.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		summary.setText("Checking...");
		sash.setWeights(60, 40);
	}

	/** Parses the text for the reconciler (off the UI thread). */
	private List<Problem> check(String text) {
		try {
			MachineModel machine = MachineFormat.parse(text, getTitle());
			lastGood = machine;
			show(describe(machine));
			return List.of();
		} catch (MachineFormatException e) {
			show("1 problem\n" + e.getMessage());
			return List.of(new Problem(new SourcePos(e.line(), e.column()), e.getMessage()));
		}
	}

	private static String describe(MachineModel m) {
		String speeds = m.speeds().stream().distinct().count() == 1
				? "all at speed " + m.speeds().get(0)
				: "speeds " + m.speeds().stream().map(s -> String.format(Locale.ROOT, "%.2f", s))
						.collect(Collectors.joining(" "));
		return String.format(Locale.ROOT, "Machine '%s': no problems.%n%d processors, %s.%n%d binding rule(s).",
				m.name(), m.processors(), speeds, m.bindings().size());
	}

	private void show(String message) {
		Display.getDefault().asyncExec(() -> {
			if (summary != null && !summary.isDisposed()) {
				summary.setText(message);
				summary.getParent().layout();
			}
		});
	}

	/** The last machine model that parsed, or {@code null}. */
	public MachineModel lastGoodModel() {
		return lastGood;
	}

	/** The summary text, for tests. */
	public String summaryText() {
		return summary.getText();
	}
}
