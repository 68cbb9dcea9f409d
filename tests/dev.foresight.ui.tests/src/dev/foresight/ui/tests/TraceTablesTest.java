/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.IWorkbenchCommandConstants;
import org.eclipse.ui.handlers.IHandlerService;
import org.eclipse.ui.ide.IDE;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.ThreadEvents;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.FtraceWriter;
import dev.foresight.ui.internal.charts.SpeedupChart;
import dev.foresight.ui.internal.editors.TraceEditor;

/**
 * The trace editor's tables copy their selected rows as tab-separated text (context menu, Edit > Copy, Select All) and
 * sort by a column whose title is clicked; its read-only texts copy their selection, and its speedup chart its values.
 */
class TraceTablesTest {

	private static final String HEADER = "Thread\tId\tEvents\tCPU (ms)\tVirtual\tDaemon\n";

	private IProject project;

	@AfterEach
	void cleanUp() throws Exception {
		UiTestSupport.page().closeAllEditors(false);
		if (project != null) {
			project.delete(true, true, null);
		}
	}

	@Test
	void copiesTheSelectedRowsUnderTheColumnTitles() throws Exception {
		TraceEditor editor = open();
		Table table = editor.threadsTable();

		// nothing selected: the menu's Copy is off, Select All on
		MenuItem copy = item(table, "Copy");
		MenuItem all = item(table, "Select All");
		assertFalse(copy.isEnabled());
		assertTrue(all.isEnabled());
		assertTrue(copy.getText().contains("Ctrl+C"), "the menu shows the key: " + copy.getText());

		// the last row and the first, selected in that order, copy in table order; a tab in a thread's name is a space
		table.setSelection(new int[] { 2, 0 });
		item(table, "Copy").notifyListeners(SWT.Selection, new Event());
		assertEquals(HEADER + "main\t0\t4\t1.0\t\t\nwith tab\t2\t2\t0.5\t\tyes\n", clipboard());

		// Edit > Copy and Select All on the focused table, as Ctrl+C and Ctrl+A run them
		table.setSelection(1);
		focus(table);
		IHandlerService handlers = editor.getSite().getService(IHandlerService.class);
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_COPY, null);
		assertEquals(HEADER + "worker-0\t1\t4\t7.0\t\t\n", clipboard());
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_SELECT_ALL, null);
		assertEquals(3, table.getSelectionCount());
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_COPY, null);
		assertEquals(HEADER + "main\t0\t4\t1.0\t\t\nworker-0\t1\t4\t7.0\t\t\nwith tab\t2\t2\t0.5\t\tyes\n", clipboard());

		// the editor's read-only texts copy their own selection as before
		assertTrue(UiTestSupport.waitUntil(() -> editor.predictionText().contains("bars: 90 % band."), 20_000),
				editor::predictionText);
		Text prediction = (Text) find(table.getShell(),
				c -> c instanceof Text t && t.getText().equals(editor.predictionText()));
		prediction.setSelection(0, 9);
		focus(prediction);
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_COPY, null);
		assertEquals(editor.predictionText().substring(0, 9), clipboard());
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_SELECT_ALL, null);
		assertEquals(editor.predictionText().length(), prediction.getSelectionCount());

		// and the speedup chart its values, a line per processor count
		SpeedupChart chart = (SpeedupChart) find(table.getShell(), c -> c instanceof SpeedupChart);
		Control plot = chart.getPlotArea().getControl();
		focus(plot);
		handlers.executeCommand(IWorkbenchCommandConstants.EDIT_COPY, null);
		assertEquals(chart.valuesText(), clipboard());
		assertEquals(8, chart.valuesText().lines().count(), "the titles and 1, 2, 4, ..., 64 processors");
		assertTrue(chart.valuesText().contains("\n" + editor.curve().source() + "\t64\t"), chart.valuesText());
	}

	@Test
	void sortsByTheColumnWhoseTitleIsClicked() throws Exception {
		TraceEditor editor = open();
		Table table = editor.threadsTable();
		TableColumn cpu = table.getColumn(3);
		assertEquals("CPU (ms)", cpu.getText());
		// numbers: the largest first, then the other way
		cpu.notifyListeners(SWT.Selection, new Event());
		assertEquals(List.of("worker-0", "main", "with\ttab"), names(table));
		assertEquals(cpu, table.getSortColumn());
		assertEquals(SWT.DOWN, table.getSortDirection());
		cpu.notifyListeners(SWT.Selection, new Event());
		assertEquals(List.of("with\ttab", "main", "worker-0"), names(table));
		assertEquals(SWT.UP, table.getSortDirection());
		// text: from A; the copy follows the order shown
		table.getColumn(0).notifyListeners(SWT.Selection, new Event());
		assertEquals(List.of("main", "with\ttab", "worker-0"), names(table));
		assertEquals(SWT.UP, table.getSortDirection());
		table.setSelection(new int[] { 0, 1 });
		item(table, "Copy").notifyListeners(SWT.Selection, new Event());
		assertEquals(HEADER + "main\t0\t4\t1.0\t\t\nwith tab\t2\t2\t0.5\t\tyes\n", clipboard());
	}

	/**
	 * Gives {@code control} the keyboard focus, as a click does, with its window brought up first: a test before may
	 * have left another shell active, and a control of an inactive shell does not take the focus.
	 */
	private static void focus(Control control) {
		assertTrue(UiTestSupport.waitUntil(() -> {
			control.getShell().forceActive();
			return control.forceFocus() && control.isFocusControl();
		}, 5_000), () -> "the focus on " + control);
	}

	/** The threads' names as the table shows them, top to bottom. */
	private static List<String> names(Table table) {
		UiTestSupport.processEvents();
		List<String> names = new ArrayList<>();
		for (int i = 0; i < table.getItemCount(); i++) {
			names.add(table.getItem(i).getText(0));
		}
		return names;
	}

	/** The trace editor on {@link #trace()}, once its threads table shows the three threads. */
	private TraceEditor open() throws Exception {
		project = UiTestSupport.newProject("trace-tables");
		IFile file = project.getFile("tab.ftrace");
		FtraceWriter.write(trace(), file.getLocation().toPath());
		project.refreshLocal(IResource.DEPTH_INFINITE, null);
		TraceEditor editor = (TraceEditor) IDE.openEditor(UiTestSupport.page(), file);
		assertTrue(UiTestSupport.waitUntil(() -> editor.threadRows() == 3, 10_000), "the three threads are shown");
		return editor;
	}

	/** The first control under {@code parent} that {@code wanted} accepts, or {@code null}. */
	private static Control find(Composite parent, Predicate<Control> wanted) {
		for (Control c : parent.getChildren()) {
			if (wanted.test(c)) {
				return c;
			}
			Control inside = c instanceof Composite k ? find(k, wanted) : null;
			if (inside != null) {
				return inside;
			}
		}
		return null;
	}

	/** The item of the table's context menu whose text, less its mnemonic and key, is {@code text}; shown first. */
	private static MenuItem item(Table table, String text) {
		table.getMenu().notifyListeners(SWT.Show, new Event());
		return Arrays.stream(table.getMenu().getItems())
				.filter(i -> i.getText().replace("&", "").split("\t")[0].equals(text)).findFirst().orElseThrow();
	}

	private static String clipboard() {
		Clipboard clipboard = new Clipboard(UiTestSupport.page().getWorkbenchWindow().getShell().getDisplay());
		try {
			return (String) clipboard.getContents(TextTransfer.getInstance());
		} finally {
			clipboard.dispose();
		}
	}

	/** Main starts a worker that takes a monitor, and a daemon thread whose name holds a tab. */
	private static Trace trace() {
		TraceHeader header = new TraceHeader(1, "Java 25", "Linux", 2, 0,
				List.of(new ThreadInfo(0, "main", -1, -1, false), new ThreadInfo(1, "worker-0", 0, 0, false),
						new ThreadInfo(2, "with\ttab", 0, 0, false, true)),
				List.of(new Site(0, "sample.PrimeCounter", "count", "PrimeCounter.java", 33)), Map.of());
		ThreadEvents.Builder main = ThreadEvents.builder(0);
		main.add(EventKind.THREAD_BEGIN, -1, -1, 0, 0, 0, 0);
		int start = main.add(EventKind.THREAD_START, -1, 0, 1_000_000, 1_000_000, 1, 0);
		int second = main.add(EventKind.THREAD_START, -1, 0, 0, 1_000_000, 2, 0);
		main.add(EventKind.THREAD_END, -1, -1, 0, 9_100_000, 0, 0);
		ThreadEvents.Builder worker = ThreadEvents.builder(1);
		worker.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_100_000, 0, 0, 0, start);
		worker.add(EventKind.MONITOR_ENTER, 42, 0, 4_000_000, 5_100_000, 0, 0);
		worker.add(EventKind.MONITOR_EXIT, 42, 0, 10_000, 5_200_000, 0, 0);
		worker.add(EventKind.THREAD_END, -1, -1, 3_000_000, 8_900_000, 0, 0);
		ThreadEvents.Builder tab = ThreadEvents.builder(2);
		tab.add(EventKind.THREAD_BEGIN, -1, -1, 0, 1_100_000, 0, 0, 0, second);
		tab.add(EventKind.THREAD_END, -1, -1, 500_000, 1_600_000, 0, 0);
		return new Trace(header, List.of(main.build(), worker.build(), tab.build()));
	}
}
