/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Arrays;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.jface.viewers.CellLabelProvider;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.custom.StyledText;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.IWorkbenchPartSite;
import org.eclipse.ui.handlers.IHandlerService;

import dev.foresight.ui.internal.charts.SpeedupChart;
import dev.foresight.ui.internal.charts.TextClipboard;

/**
 * Copies the selected rows of a {@link LazyRows} table as tab-separated text under a line of the column titles, which
 * a spreadsheet or a bug report takes as it is: from the table's context menu, and with Edit > Copy (Ctrl+C) and
 * Select All (Ctrl+A) in an editor that {@link #activate activates} them, where Edit > Copy on a speedup chart copies
 * its values ({@link SpeedupChart#copyValues()}). The text comes from the rows themselves,
 * not from the table's items, which a virtual table makes only for the rows in view.
 */
final class CopyRows {

	/** The key under which a {@link LazyRows} table keeps its viewer. */
	static final String VIEWER = CopyRows.class.getName() + ".viewer";

	private CopyRows() {
	}

	/** Gives {@code viewer}'s table a context menu with Copy and Select All. */
	static void menu(TableViewer viewer) {
		Table table = viewer.getTable();
		table.setData(VIEWER, viewer);
		Action copy = action("&Copy", IWorkbenchCommandConstants.EDIT_COPY, () -> copy(viewer));
		Action all = action("Select &All", IWorkbenchCommandConstants.EDIT_SELECT_ALL, table::selectAll);
		MenuManager menu = new MenuManager();
		menu.add(copy);
		menu.add(all);
		menu.addMenuListener(m -> {
			copy.setEnabled(table.getSelectionCount() > 0);
			all.setEnabled(table.getItemCount() > 0);
		});
		table.setMenu(menu.createContextMenu(table));
		table.addDisposeListener(e -> menu.dispose());
	}

	private static Action action(String text, String command, Runnable run) {
		Action action = new Action(text) {
			@Override
			public void run() {
				run.run();
			}
		};
		// the menu shows the command's key binding beside the text
		action.setActionDefinitionId(command);
		return action;
	}

	/**
	 * Makes Edit > Copy and Select All (and their keys) work on the focused table of the part of {@code site}, and
	 * keeps them working on its read-only texts, whose own copy the workbench's default would run.
	 */
	static void activate(IWorkbenchPartSite site) {
		IHandlerService handlers = site.getService(IHandlerService.class);
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_COPY, new AbstractHandler() {
			@Override
			public Object execute(ExecutionEvent event) {
				Control focus = Display.getCurrent().getFocusControl();
				if (viewer(focus) != null) {
					copy(viewer(focus));
				} else if (chart(focus) != null) {
					chart(focus).copyValues();
				} else if (focus instanceof Text text) {
					text.copy();
				} else if (focus instanceof StyledText text) {
					text.copy();
				}
				return null;
			}
		});
		handlers.activateHandler(IWorkbenchCommandConstants.EDIT_SELECT_ALL, new AbstractHandler() {
			@Override
			public Object execute(ExecutionEvent event) {
				Control focus = Display.getCurrent().getFocusControl();
				if (viewer(focus) != null) {
					viewer(focus).getTable().selectAll();
				} else if (focus instanceof Text text) {
					text.selectAll();
				} else if (focus instanceof StyledText text) {
					text.selectAll();
				}
				return null;
			}
		});
	}

	/** The speedup chart {@code control} is part of, or {@code null}. */
	private static SpeedupChart chart(Control control) {
		for (Control c = control; c != null; c = c.getParent()) {
			if (c instanceof SpeedupChart chart) {
				return chart;
			}
		}
		return null;
	}

	private static TableViewer viewer(Control control) {
		return control instanceof Table t && t.getData(VIEWER) instanceof TableViewer v ? v : null;
	}

	/** Puts {@link #text} of {@code viewer} on the clipboard; nothing when no row is selected. */
	static void copy(TableViewer viewer) {
		TextClipboard.put(viewer.getTable().getDisplay(), text(viewer));
	}

	/**
	 * The selected rows of {@code viewer} in table order, a line each, their cells separated by tabs, under a line of
	 * the column titles; empty when no row is selected. A tab or line break in a cell becomes a space.
	 */
	static String text(TableViewer viewer) {
		Table table = viewer.getTable();
		int[] selected = table.getSelectionIndices();
		if (selected.length == 0) {
			return "";
		}
		Arrays.sort(selected);
		int columns = table.getColumnCount();
		StringBuilder sb = new StringBuilder();
		for (int c = 0; c < columns; c++) {
			sb.append(c == 0 ? "" : "\t").append(cell(table.getColumn(c).getText()));
		}
		sb.append('\n');
		LazyRows rows = (LazyRows) viewer.getContentProvider();
		for (int i : selected) {
			Object row = rows.row(i);
			for (int c = 0; c < columns; c++) {
				CellLabelProvider label = viewer.getLabelProvider(c);
				String s = label instanceof ColumnLabelProvider p ? p.getText(row) : "";
				sb.append(c == 0 ? "" : "\t").append(cell(s));
			}
			sb.append('\n');
		}
		return sb.toString();
	}

	private static String cell(String s) {
		return s == null ? "" : s.replace('\t', ' ').replace('\r', ' ').replace('\n', ' ');
	}
}
