/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Locale;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.ColumnLabelProvider;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.jface.viewers.TableViewerColumn;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.TraceSummary.SiteCount;
import dev.foresight.core.trace.TraceSummary.ThreadRow;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/** The two tables of the trace editor: threads, and call sites by kind; a site opens its source on double-click. */
final class TraceTables {

	private final TableViewer threads;
	private final TableViewer sites;

	TraceTables(Composite parent, IFile traceFile) {
		threads = LazyRows.table(parent);
		column(threads, "Thread", 220, r -> ((ThreadRow) r).thread().name());
		column(threads, "Id", 50, r -> Integer.toString(((ThreadRow) r).thread().id()));
		column(threads, "Events", 90, r -> Integer.toString(((ThreadRow) r).events()));
		column(threads, "CPU (ms)", 100, r -> ms(((ThreadRow) r).cpuNanos()));
		column(threads, "Virtual", 70, r -> ((ThreadRow) r).thread().virtual() ? "yes" : "");
		sites = LazyRows.table(parent);
		column(sites, "Method", 320, r -> site((SiteCount) r, Site::qualifiedMethod));
		column(sites, "Line", 160, r -> site((SiteCount) r, s -> s.file() + ':' + s.line()));
		column(sites, "Kind", 140, r -> ((SiteCount) r).kind().wireName());
		column(sites, "Count", 90, r -> Long.toString(((SiteCount) r).count()));
		sites.addOpenListener(e -> {
			Object row = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (row instanceof SiteCount s && s.site() != null) {
				SourceOpener.open(traceFile.getProject(), s.site());
			}
		});
	}

	private static void column(TableViewer viewer, String title, int width, Function<Object, String> text) {
		TableViewerColumn column = new TableViewerColumn(viewer, SWT.NONE);
		column.getColumn().setText(title);
		column.getColumn().setWidth(width);
		column.setLabelProvider(new ColumnLabelProvider() {
			@Override
			public String getText(Object element) {
				return text.apply(element);
			}
		});
	}

	private static String site(SiteCount row, Function<Site, String> text) {
		return row.site() == null ? "(no call site)" : text.apply(row.site());
	}

	static String ms(long nanos) {
		return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
	}

	/** The header line: where the trace was recorded and its totals. */
	static String describe(TraceReadResult result, TraceSummary s) {
		TraceHeader h = result.trace().header();
		StringBuilder sb = new StringBuilder();
		sb.append(s.threads()).append(" threads, ").append(s.events()).append(" events, CPU ").append(ms(s.cpuNanos()))
				.append(" ms, wall ").append(ms(s.wallNanos())).append(" ms. Recorded on ").append(h.jvm())
				.append(", ").append(h.os()).append(", ").append(h.cpuCount()).append(" processors.");
		if (!result.closed()) {
			sb.append("\nThe recording did not end normally (the program was killed or the time limit passed).");
		}
		for (String warning : result.warnings()) {
			sb.append("\nWarning: ").append(warning);
		}
		return sb.toString();
	}

	void show(TraceSummary summary) {
		LazyRows.show(threads, summary.perThread());
		LazyRows.show(sites, summary.sites());
	}

	void setFocus() {
		sites.getControl().setFocus();
	}

	/** Rows of the sites table, for tests. */
	int siteRows() {
		return sites.getTable().getItemCount();
	}

	/** Rows of the threads table, for tests. */
	int threadRows() {
		return threads.getTable().getItemCount();
	}
}
