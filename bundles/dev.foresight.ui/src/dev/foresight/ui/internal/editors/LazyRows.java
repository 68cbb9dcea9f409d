/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.ILazyContentProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.jface.viewers.Viewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Table;

/**
 * The rows of a virtual table, filled only as they scroll into view. A table item per row made at once kept the
 * display thread busy for 20 s when a trace of 100,000 threads opened (benchmarks.md, "UI responsiveness").
 */
public final class LazyRows implements ILazyContentProvider {

	/** Rows added per turn of the event loop. */
	public static final int STEP = 2_500;
	/**
	 * Rows up to which a sort runs on the display thread at once; more are sorted in a job and shown sorted when it
	 * is done (the keys and the sort of 100,000 rows took 0.2 to 0.3 s).
	 */
	public static final int SORTED_HERE = 5_000;

	private final TableViewer viewer;
	/** The rows in the order shown: the input's, or sorted by {@link #sortColumn}. */
	private Object[] rows = new Object[0];
	/** The column the user sorted by, or -1 for the input's order. */
	private int sortColumn = -1;
	private boolean descending;
	/** The number of the latest sort asked for: a job's sort of an older input or order is dropped. */
	private int sorting;

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
	 * {@code T}: the rows of a table are all of one type. A click on its title sorts the rows by it ({@link RowOrder};
	 * numbers largest first), a second click the other way.
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
		column.getColumn().addListener(SWT.Selection, e -> ((LazyRows) viewer.getContentProvider()).sortBy(
				viewer.getTable().indexOf(column.getColumn())));
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
		int g = ++sorting;
		if (sortColumn < 0) {
			return;
		}
		ColumnLabelProvider cells = cells();
		if (rows.length <= SORTED_HERE) {
			rows = sorted(rows, cells, descending);
			return;
		}
		Object[] input = rows;
		boolean down = descending;
		Display display = viewer.getTable().getDisplay();
		Job job = Job.create("Sorting a Foresight table", monitor -> {
			Object[] out = sorted(input, cells, down);
			display.asyncExec(() -> {
				if (g == sorting && rows == input && !viewer.getTable().isDisposed()) {
					rows = out;
					viewer.getTable().deselectAll();
					viewer.getTable().clearAll();
				}
			});
			return Status.OK_STATUS;
		});
		job.setSystem(true);
		job.schedule();
	}

	/** Sorts by column {@code index}: by it the other way if it sorts already, else numbers largest first. */
	private void sortBy(int index) {
		Table table = viewer.getTable();
		if (index == sortColumn) {
			descending = !descending;
		} else {
			sortColumn = index;
			descending = rows.length > 0 && RowOrder.numeric(text(cells(), rows[0]));
		}
		table.setSortColumn(table.getColumn(index));
		table.setSortDirection(descending ? SWT.DOWN : SWT.UP);
		if (viewer.getInput() instanceof List<?> input) {
			show(viewer, input);
		}
	}

	/** {@code rows} ordered by the texts {@code cells} gives them, each made once; on any thread. */
	private static Object[] sorted(Object[] rows, ColumnLabelProvider cells, boolean descending) {
		RowOrder.Key[] keys = new RowOrder.Key[rows.length];
		Integer[] order = new Integer[rows.length];
		for (int i = 0; i < rows.length; i++) {
			keys[i] = RowOrder.key(text(cells, rows[i]));
			order[i] = i;
		}
		Comparator<Integer> byKey = (i, j) -> keys[i].compareTo(keys[j]);
		// a stable sort: rows with equal cells keep the input's order, whichever the direction
		Arrays.sort(order, descending ? (i, j) -> byKey.compare(j, i) : byKey);
		Object[] sorted = new Object[rows.length];
		for (int i = 0; i < rows.length; i++) {
			sorted[i] = rows[order[i]];
		}
		return sorted;
	}

	/** The cells of {@link #sortColumn}: the table's columns say their rows' fields, which any thread may read. */
	private ColumnLabelProvider cells() {
		return viewer.getLabelProvider(sortColumn) instanceof ColumnLabelProvider p ? p : null;
	}

	private static String text(ColumnLabelProvider cells, Object row) {
		String s = cells == null ? "" : cells.getText(row);
		return s == null ? "" : s;
	}

	/** The row shown at {@code index} (in the sorted order, if sorted), whether or not its item is made yet. */
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
