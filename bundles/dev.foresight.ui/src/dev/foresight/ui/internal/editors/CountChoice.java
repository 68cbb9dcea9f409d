/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

/**
 * The head of a trace editor tab computed for one processor count: the count to choose from a list, and a line
 * beside it that says what is shown; the first three cells of a three-column grid.
 *
 * @param cpus the list of processor counts
 * @param summary the line beside it
 */
record CountChoice(Combo cpus, Label summary) {

	/** Adds the head to {@code control}: {@code label}, then {@code counts} with item {@code selected} chosen. */
	static CountChoice in(Composite control, String label, String[] counts, int selected, Runnable changed) {
		new Label(control, SWT.NONE).setText(label);
		Combo cpus = new Combo(control, SWT.READ_ONLY);
		cpus.setItems(counts);
		cpus.select(selected);
		cpus.addListener(SWT.Selection, e -> changed.run());
		Label summary = new Label(control, SWT.WRAP);
		summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		return new CountChoice(cpus, summary);
	}

	/** The processor count chosen. */
	int count() {
		return Integer.parseInt(cpus.getText());
	}
}
