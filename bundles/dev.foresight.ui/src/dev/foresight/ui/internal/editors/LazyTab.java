/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.function.Consumer;
import java.util.function.Function;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * A trace editor tab whose panel is made when it is first needed (the tab selected, or a caller asking for it), so
 * that opening the editor makes only the widgets it shows: on GTK each widget costs the display thread time. What the
 * editor tells the panel before it exists (the trace read) is kept and given to it when it is made.
 *
 * @param <P> the panel
 */
final class LazyTab<P extends TraceTab> {

	private final CTabFolder folder;
	private final CTabItem item;
	private final Function<Composite, P> make;
	private P panel;
	private TraceReadResult read;
	private TraceSummary summary;

	/** A tab titled {@code title}; {@code make} makes its panel in the folder. */
	LazyTab(CTabFolder folder, String title, Function<Composite, P> make) {
		this.folder = folder;
		this.item = new CTabItem(folder, SWT.NONE);
		this.make = make;
		item.setText(title);
	}

	/**
	 * The panel, made now if it was not.
	 *
	 * @throws IllegalStateException when the tab was removed
	 */
	P panel() {
		if (item.isDisposed()) {
			throw new IllegalStateException("the tab was removed: the trace is too large to analyze");
		}
		if (panel == null) {
			panel = make.apply(folder);
			item.setControl(panel.control());
			if (read != null) {
				panel.setTrace(read, summary);
			}
		}
		return panel;
	}

	/** The trace read: given to the panel now or when it is made. */
	void setTrace(TraceReadResult r, TraceSummary s) {
		read = r;
		summary = s;
		ifMade(p -> p.setTrace(r, s));
	}

	/** Removes the tab: its panel's work, if it was made, is canceled; its item and control are disposed. */
	void remove() {
		ifMade(TraceTab::dispose);
		panel = null;
		read = null;
		if (!item.isDisposed()) {
			if (item.getControl() != null) {
				item.getControl().dispose();
			}
			item.dispose();
		}
	}

	/** Runs {@code action} on the panel if it has been made. */
	void ifMade(Consumer<? super P> action) {
		if (panel != null) {
			action.accept(panel);
		}
	}

	/** Whether the tab is the folder's selected one. */
	boolean selected() {
		return folder.getSelection() == item;
	}

	/** Selects the tab, making its panel, and returns the panel. */
	P select() {
		P p = panel();
		folder.setSelection(item);
		return p;
	}
}
