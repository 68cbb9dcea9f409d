/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.function.Function;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Table;

/**
 * The rows of a virtual table, filled only as they scroll into view. A table item per row made at once kept the
 * display thread busy for 20 s when a trace of 100,000 threads opened (benchmarks.md, "UI responsiveness").
 */
public final class LazyRows implements ILazyContentProvider {

	/** Rows added per turn of the event loop. */
	public static final int STEP = 2_500;

	private final TableViewer viewer;
	private Object[] rows = new Object[0];

	private LazyRows(TableViewer viewer) {
		this.viewer = viewer;
	}

	/**
	 * A virtual table with full-row selection of several rows, scroll bars, a border, a header and lines, whose
	 * context menu copies the selected rows ({@link CopyRows}).
	 */
	public static TableViewer table(Composite parent) {
		TableViewer viewer = new TableViewer(parent,
				SWT.VIRTUAL | SWT.MULTI | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL | SWT.BORDER);
		viewer.getTable().setHeaderVisible(true);
		viewer.getTable().setLinesVisible(true);
		viewer.setUseHashlookup(true);
		viewer.setContentProvider(new LazyRows(viewer));
		CopyRows.menu(viewer);
		return viewer;
	}

	/**
	 * Adds a column {@code title} of {@code width} pixels whose cells say {@code text} of their row, which is a
	 * {@code T}: the rows of a table are all of one type. Returns the column, for a caller that sorts by it.
	 */
	@SuppressWarnings("unchecked")
	public static <T> TableViewerColumn column(TableViewer viewer, String title, int width, Function<T, String> text) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply((T) element);
			}
		});
		return column;
	}

	/**
	 * Layout data that fills the rest of the parent without asking its content for a preferred size: a table of
	 * 100,000 rows took 100 ms to measure on every layout (benchmarks.md, "UI responsiveness").
	 */
	public static GridData filling() {
		GridData data = new GridData(SWT.FILL, SWT.FILL, true, true);
		data.widthHint = 0;
		data.heightHint = 0;
		return data;
	}

	/**
	 * Shows {@code rows}, in their order, in a table made by {@link #table}. Even a virtual table makes a native row
	 * per item (430 ms for 100,000 on GTK, 109 ms for 10,000 on a busy machine), so the rows are added {@link #STEP}
	 * at a time, one step per turn of the event loop, which stays free for the user in between; a newer input stops
	 * the steps of an older one.
	 */
	public static void show(TableViewer viewer, List<?> rows) {
		viewer.setItemCount(0);
		viewer.setInput(rows);
		grow(viewer, rows);
	}

	private static void grow(TableViewer viewer, List<?> rows) {
		Table table = viewer.getTable();
		if (table.isDisposed() || viewer.getInput() != rows) {
			return;
		}
		int next = Math.min(rows.size(), table.getItemCount() + STEP);
		viewer.setItemCount(next);
		if (next < rows.size()) {
			table.getDisplay().asyncExec(() -> grow(viewer, rows));
		}
	}

	@Override
	public void inputChanged(Viewer v, Object oldInput, Object newInput) {
		rows = newInput instanceof List<?> list ? list.toArray() : new Object[0];
	}

	/** The row at {@code index} of the input, whether or not the table has made its item yet. */
	Object row(int index) {
		return rows[index];
	}

	@Override
	public void updateElement(int index) {
		if (index < rows.length) {
			viewer.replace(rows[index], index);
		}
	}
}
