/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.WorkScale;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.SiteCallers.Caller;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.TraceSummary.SiteCount;
import dev.foresight.core.trace.TraceSummary.ThreadRow;

/** The two tables of the trace editor: threads, and call sites by kind; a site opens its source on double-click. */
final class TraceTables {

	private final TableViewer threads;
	private final TableViewer sites;
	private SiteCallers callers = new SiteCallers(Map.of());

	TraceTables(Composite parent, IFile traceFile) {
		threads = LazyRows.table(parent);
		LazyRows.column(threads, "Thread", 220, (ThreadRow r) -> r.thread().name());
		LazyRows.column(threads, "Id", 50, (ThreadRow r) -> Integer.toString(r.thread().id()));
		LazyRows.column(threads, "Events", 90, (ThreadRow r) -> Integer.toString(r.events()));
		LazyRows.column(threads, "CPU (ms)", 100, (ThreadRow r) -> ms(r.cpuNanos()));
		LazyRows.column(threads, "Virtual", 70, (ThreadRow r) -> r.thread().virtual() ? "yes" : "");
		// a run ends with the last non-daemon thread, so a daemon's work past it is in no prediction
		LazyRows.column(threads, "Daemon", 70, (ThreadRow r) -> r.thread().daemon() ? "yes" : "");
		sites = LazyRows.table(parent);
		LazyRows.column(sites, "Method", 320, (SiteCount r) -> site(r, Site::qualifiedMethod));
		LazyRows.column(sites, "Line", 160, (SiteCount r) -> site(r, s -> s.file() + ':' + s.line()));
		LazyRows.column(sites, "Kind", 140, (SiteCount r) -> r.kind().wireName());
		LazyRows.column(sites, "Count", 90, (SiteCount r) -> Long.toString(r.count()));
		LazyRows.column(sites, "Called from", 320, (SiteCount r) -> calledFrom(r.site()));
		sites.addOpenListener(e -> {
			Object row = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (row instanceof SiteCount s && s.site() != null) {
				SourceOpener.open(traceFile.getProject(), s.site(), callers);
			}
		});
	}

	/**
	 * For a JDK method's monitor site, the program's line the recorder sampled calling it most, with its share of the
	 * samples and how many other lines called it; empty for any other site.
	 */
	String calledFrom(Site site) {
		List<Caller> c = site == null ? List.of() : callers.at(site);
		if (c.isEmpty()) {
			return "";
		}
		Site top = c.get(0).site();
		return String.format(Locale.ROOT, "%s:%d (%d of %d sampled)%s", top.qualifiedMethod(), top.line(),
				c.get(0).samples(), callers.sampled(site), c.size() == 1 ? "" : " and " + (c.size() - 1) + " more");
	}

	private static String site(SiteCount row, Function<Site, String> text) {
		return row.site() == null ? "(no call site)" : text.apply(row.site());
	}

	static String ms(long nanos) {
		return String.format(Locale.ROOT, "%.1f", nanos / 1e6);
	}

	/** The header line: where the trace was recorded and its totals. */
	static String describe(TraceHeader h, List<String> warnings, boolean closed, TraceSummary s) {
		StringBuilder sb = new StringBuilder();
		sb.append(s.threads()).append(" threads, ").append(s.events()).append(" events, CPU ").append(ms(s.cpuNanos()))
				.append(" ms, wall ").append(ms(s.wallNanos())).append(" ms. Recorded on ").append(h.jvm())
				.append(", ").append(h.os()).append(", ").append(h.cpuCount()).append(" processors.");
		double recorder = RecordingCost.recorded(h).eventsNanos(s.kinds());
		if (recorder > 0 && s.cpuNanos() > 0) {
			String time = recorder < 100_000 ? String.format(Locale.ROOT, "%.0f us", recorder / 1e3)
					: String.format(Locale.ROOT, "%.1f ms", recorder / 1e6);
			sb.append(String.format(Locale.ROOT, "\nRecording overhead: about %s of the threads' CPU time (%.2f %%), "
					+ "at the recorder's stated cost per event, which the predictions take off.", time,
					100 * recorder / s.cpuNanos()));
		}
		double whole = WorkScale.recorderMillis(h);
		if (!Double.isNaN(whole)) {
			sb.append(String.format(Locale.ROOT, "\nMeasured against a run without the recorder: the program used %s "
					+ "ms of CPU time without it and %s ms with it, %.1f ms more in all, which the predictions take "
					+ "off.",
					h.properties().get(WorkScale.BASELINE_PROPERTY), h.properties().get(WorkScale.RECORDED_PROPERTY),
					whole));
		}
		if (!closed) {
			sb.append("\nThe recording did not end normally (the program was killed or the time limit passed).");
		}
		for (String warning : warnings) {
			sb.append("\nWarning: ").append(warning);
		}
		return sb.toString();
	}

	/** Shows the trace's threads and sites; {@code callers}: its samples of the callers of JDK monitor sites. */
	void show(TraceSummary summary, SiteCallers callers) {
		this.callers = callers;
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

	/** The threads table, for tests. */
	org.eclipse.swt.widgets.Table threads() {
		return threads.getTable();
	}
}
