/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.views;

import java.text.DateFormat;
import java.util.Date;
import java.util.List;
import java.util.function.Function;

import org.eclipse.core.resources.IResourceChangeEvent;
import org.eclipse.core.resources.IResourceChangeListener;
import org.eclipse.core.resources.ResourcesPlugin;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.ILog;
import org.eclipse.jface.viewers.ArrayContentProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Table;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.ide.IDE;
import org.eclipse.ui.part.ViewPart;

import dev.foresight.ui.internal.editors.LazyRows;

/**
 * Lists the {@code .ftrace} files of the workspace's projects (name, project, size, date). Double-click or Enter opens
 * a trace; the list follows workspace changes by itself; a click on a column header sorts by that column.
 */
public final class TracesView extends ViewPart {

	/** The view id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.views.traces";

	private TableViewer viewer;
	private Label summary;
	private final IResourceChangeListener listener = this::resourceChanged;

	@Override
	public void createPartControl(Composite parent) {
		GridLayout layout = new GridLayout(1, false);
		layout.marginWidth = 0;
		layout.marginHeight = 2;
		parent.setLayout(layout);
		summary = new Label(parent, SWT.NONE);
		summary.setLayoutData(new GridData(SWT.FILL, SWT.CENTER, true, false));
		viewer = new TableViewer(parent, SWT.MULTI | SWT.FULL_SELECTION | SWT.V_SCROLL | SWT.H_SCROLL);
		Table table = viewer.getTable();
		table.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		table.setHeaderVisible(true);
		table.setLinesVisible(true);
		TraceSorter sorter = new TraceSorter();
		column("Name", 260, TraceFile::name, sorter, TraceSorter.NAME);
		column("Project", 160, TraceFile::project, sorter, TraceSorter.PROJECT);
		column("Size", 100, t -> formatSize(t.size()), sorter, TraceSorter.SIZE).getColumn().setAlignment(SWT.RIGHT);
		column("Date", 180, t -> DateFormat.getDateTimeInstance().format(new Date(t.modified())), sorter,
				TraceSorter.DATE);
		viewer.setComparator(sorter);
		viewer.setContentProvider(ArrayContentProvider.getInstance());
		viewer.addOpenListener(event -> open((IStructuredSelection) event.getSelection()));
		getSite().setSelectionProvider(viewer);
		refresh();
		ResourcesPlugin.getWorkspace().addResourceChangeListener(listener, IResourceChangeEvent.POST_CHANGE);
	}

	private TableViewerColumn column(String title, int width, Function<TraceFile, String> text, TraceSorter sorter,
			int key) {
		TableViewerColumn column = LazyRows.column(viewer, title, width, text);
		column.getColumn().addListener(SWT.Selection, e -> {
			sorter.sortBy(key);
			viewer.getTable().setSortColumn(column.getColumn());
			viewer.getTable().setSortDirection(sorter.ascending() ? SWT.UP : SWT.DOWN);
			viewer.refresh();
		});
		return column;
	}

	static String formatSize(long bytes) {
		if (bytes < 1024) {
			return bytes + " B";
		}
		if (bytes < 1024 * 1024) {
			return String.format("%.1f KiB", bytes / 1024.0);
		}
		return String.format("%.1f MiB", bytes / (1024.0 * 1024));
	}

	private void resourceChanged(IResourceChangeEvent event) {
		if (event.getDelta() != null && TraceFiles.concernsTraces(event.getDelta())) {
			viewer.getControl().getDisplay().asyncExec(this::refresh);
		}
	}

	/** Re-reads the list of traces from the workspace. */
	public void refresh() {
		if (viewer == null || viewer.getControl().isDisposed()) {
			return;
		}
		try {
			List<TraceFile> traces = TraceFiles.find(ResourcesPlugin.getWorkspace().getRoot());
			viewer.setInput(traces);
			summary.setText(traces.isEmpty()
					? "No traces yet: run a Java program with Run > Record Threads As > Java Application."
					: traces.size() + (traces.size() == 1 ? " trace" : " traces"));
		} catch (CoreException e) {
			ILog.of(getClass()).error("Cannot list the workspace's traces", e);
			summary.setText("Cannot list traces: " + e.getMessage());
		}
	}

	private void open(IStructuredSelection selection) {
		for (Object element : selection) {
			try {
				IDE.openEditor(getSite().getPage(), ((TraceFile) element).file());
			} catch (PartInitException e) {
				ILog.of(getClass()).error("Cannot open " + ((TraceFile) element).file().getFullPath(), e);
			}
		}
	}

	/** The traces shown, in display order (tests read it). */
	public List<TraceFile> shownTraces() {
		int n = viewer.getTable().getItemCount();
		return java.util.stream.IntStream.range(0, n).mapToObj(i -> (TraceFile) viewer.getElementAt(i)).toList();
	}

	@Override
	public void setFocus() {
		viewer.getControl().setFocus();
	}

	@Override
	public void dispose() {
		ResourcesPlugin.getWorkspace().removeResourceChangeListener(listener);
		super.dispose();
	}
}
