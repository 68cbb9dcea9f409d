/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Function;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dev.foresight.core.analysis.criticalpath.CriticalPathAnalysis;
import dev.foresight.core.analysis.result.CriticalPathReport;
import dev.foresight.core.analysis.result.FunctionRow;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.samples.ExecutionSample;
import dev.foresight.core.trace.samples.JfrSamples;
import dev.foresight.ui.internal.jobs.EclipseProgress;
import dev.foresight.ui.internal.markers.CriticalMarkers;
import dev.foresight.ui.internal.markers.TraceMarkers;

/**
 * The methods ranked by their weight on the extended critical path for a chosen processor count: how much the run
 * would shorten per unit of their time saved; from the execution samples recorded beside the trace when there are
 * some, else from its synchronization sites. Computed in a cancellable job; a row opens its source, and the heaviest
 * methods of the project's sources are marked there ({@link CriticalMarkers}).
 */
final class CriticalPathPanel {

	private static final String[] CPUS = { "2", "4", "8", "16", "32", "64" };

	private final Composite control;
	private final Combo cpus;
	private final Label summary;
	private final TableViewer table;
	private Trace trace;
	private Path file;
	private volatile CriticalPathReport report;
	/** The analysis in progress: a new processor count or a closed editor cancels it. */
	private Job job;
	/** Shows only the latest analysis's outcome, while the editor is open. */
	private final LatestOutcome outcome;

	private final IFile traceFile;

	CriticalPathPanel(Composite parent, IFile traceFile) {
		this.traceFile = traceFile;
		control = new Composite(parent, SWT.NONE);
		outcome = new LatestOutcome(control);
		control.setLayout(new GridLayout(3, false));
		CountChoice head = CountChoice.in(control, "&Processors:", CPUS, 1, this::compute);
		cpus = head.cpus();
		summary = head.summary();
		table = LazyRows.table(control);
		GridData fill = LazyRows.filling();
		fill.horizontalSpan = 3;
		table.getTable().setLayoutData(fill);
		column("Method", 300, f -> f.className().isEmpty() ? f.method() : f.className() + '#' + f.method());
		column("Line", 150, f -> f.file().isEmpty() ? "" : f.file() + ':' + f.line());
		column("Weight", 70, f -> String.format(Locale.ROOT, "%.3f", f.weight()));
		column("Calls", 70, f -> Long.toString(f.calls()));
		column("Time (ms)", 90, f -> String.format(Locale.ROOT, "%.3f", f.time() / 1e6));
		column("Share", 70, f -> String.format(Locale.ROOT, "%.1f %%", 100 * f.share()));
		table.addOpenListener(e -> {
			Object row = ((IStructuredSelection) e.getSelection()).getFirstElement();
			if (row instanceof FunctionRow f && !f.className().isEmpty() && f.line() > 0) {
				SourceOpener.open(traceFile.getProject(), new Site(-1, f.className(), f.method(), f.file(), f.line()));
			}
		});
	}

	Composite control() {
		return control;
	}

	private void column(String title, int width, Function<FunctionRow, String> text) {
		LazyRows.column(table, title, width, text);
	}

	/** Analyzes {@code newTrace}, read from {@code traceFile}, for the selected processor count. */
	void show(Trace newTrace, Path traceFile) {
		this.trace = newTrace;
		this.file = traceFile;
		compute();
	}

	private void compute() {
		Trace t = trace;
		Path f = file;
		if (t == null) {
			return;
		}
		int n = Integer.parseInt(cpus.getText());
		summary.setText("Analyzing the critical path on " + n + " processors...");
		if (job != null) {
			job.cancel();
		}
		int g = outcome.start();
		job = Job.create("Critical path on " + n + " processors", (IProgressMonitor monitor) -> {
			try {
				List<String> why = new ArrayList<>();
				List<ExecutionSample> samples = JfrSamples.besideOrNone(f, why::add);
				String unread = why.isEmpty() ? ""
						: (samples.isEmpty() ? " Execution samples not used: " : " Execution samples: ")
								+ String.join("; ", why) + ".";
				CriticalPathReport r = CriticalPathAnalysis.analyzeRecording(f, t, samples, n,
						new EclipseProgress(monitor));
				update(g, String.format(Locale.ROOT,
						"Predicted %.3f ms on %d processors (%.3f ms with one per thread%s), the threads waiting for "
								+ "each other as recorded. "
								+ "Shortening a method by d shortens the run by about weight x d.",
						r.completion() / 1e6, n, r.unlimitedCompletion() / 1e6, r.pathWaiting() > 0
								? String.format(Locale.ROOT, ", %.3f ms of its critical path on no processor: sleeps, "
										+ "I/O, timeouts", r.pathWaiting() / 1e6)
								: "") + unread,
						r.functions(), r,
						CriticalMarkers.marks(traceFile, r, SiteCallers.of(t.header())));
			} catch (CancellationException e) {
				update(g, "Canceled.", List.of(), null, null);
				return Status.CANCEL_STATUS;
			} catch (IOException | IllegalArgumentException e) {
				update(g, "Cannot analyze this trace: " + e.getMessage(), List.of(), null, null);
			} catch (OutOfMemoryError e) {
				update(g, "Cannot analyze this trace: " + HeapAdvice.now(), List.of(), null, null);
			}
			return Status.OK_STATUS;
		});
		job.schedule();
	}

	/** Shows the outcome of analysis {@code g} unless a newer one has started or the editor has closed. */
	private void update(int g, String text, List<FunctionRow> rows, CriticalPathReport r,
			List<TraceMarkers.Mark> marks) {
		outcome.show(g, () -> {
			if (marks != null) {
				// the latest analysis's markers replace those of the analyses before
				CriticalMarkers.replace(traceFile, marks);
			}
			report = r;
			summary.setText(text);
			LazyRows.show(table, rows);
			summary.requestLayout();
		});
	}

	/** Cancels the analysis in progress: the editor is closing. */
	void dispose() {
		if (job != null) {
			job.cancel();
		}
	}

	/** The text above the table, for tests. */
	String text() {
		return summary.getText();
	}

	/** The last report, for tests. */
	CriticalPathReport report() {
		return report;
	}
}
