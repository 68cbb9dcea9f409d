/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;

import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.ui.internal.editors.LazyRows;

/**
 * The trace editor's tables add their rows a step at a time on the display thread, fill a row's text when it is
 * shown, drop the steps of an input that a newer one replaced, and sort a large input in a job.
 */
class LazyRowsTest {

	private Shell shell;
	private TableViewer viewer;

	@BeforeEach
	void open() {
		shell = new Shell(Display.getCurrent());
		shell.setLayout(new FillLayout());
		viewer = LazyRows.table(shell);
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setWidth(200);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return "row " + element;
			}
		});
		shell.setSize(300, 400);
		shell.open();
	}

	@AfterEach
	void close() {
		shell.dispose();
	}

	@Test
	void addsTheRowsAStepAtATime() {
		List<Integer> rows = IntStream.range(0, 5 * LazyRows.STEP + 7).boxed().toList();
		LazyRows.show(viewer, rows);
		assertEquals(LazyRows.STEP, viewer.getTable().getItemCount(), "one step before the event loop runs");
		assertTrue(UiTestSupport.waitUntil(() -> viewer.getTable().getItemCount() == rows.size(), 10_000),
				() -> "rows: " + viewer.getTable().getItemCount());
		assertEquals("row 12345", viewer.getTable().getItem(12_345).getText(), "a row's text, made when asked for");
	}

	@Test
	void aNewerInputStopsTheStepsOfAnOlderOne() {
		LazyRows.show(viewer, IntStream.range(0, 10 * LazyRows.STEP).boxed().toList());
		LazyRows.show(viewer, List.of(1, 2, 3));
		UiTestSupport.waitUntil(() -> false, 500);
		assertEquals(3, viewer.getTable().getItemCount());
		assertEquals("row 3", viewer.getTable().getItem(2).getText());
	}

	@Test
	@DisplayName("a table of more than 5,000 rows is sorted in a job and shown sorted when it is done")
	void aLargeTableIsSortedInAJob() {
		LazyRows.column(viewer, "Value", 100, (Integer i) -> Integer.toString(i % 1000));
		List<Integer> rows = IntStream.range(0, 4 * LazyRows.SORTED_HERE).boxed().toList();
		LazyRows.show(viewer, rows);
		Table table = viewer.getTable();
		table.getColumn(1).notifyListeners(SWT.Selection, new Event());
		assertEquals("0", table.getItem(0).getText(1), "not sorted on the display thread");
		// numbers, the largest first; rows of one value keep the input's order
		assertTrue(UiTestSupport.waitUntil(() -> table.getItem(0).getText(1).equals("999"), 10_000),
				() -> table.getItem(0).getText(1));
		assertEquals("row 999", table.getItem(0).getText(0));
		assertEquals("row 1999", table.getItem(1).getText(0));
		assertEquals(SWT.DOWN, table.getSortDirection());
	}
}
