/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CopyOnWriteArrayList;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.PlatformUI;

import dev.foresight.ui.internal.jobs.EclipseProgress;
import dev.foresight.ui.internal.markers.TraceMarkers;

import dev.foresight.core.analysis.replay.BindingAdvice;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.SummaryScan;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The read-only overview of a recorded trace: where it was recorded, its threads, its busiest call sites, the
 * extended critical path, the simulated run's timeline and a binding of threads to processors for a chosen processor
 * count, and the predicted speedup on 1 to 64 processors on a chosen machine model ({@link PredictionPanel}).
 * Reading and simulating run in background jobs (the simulation shows progress and can be canceled, closing the
 * editor cancels them); a damaged file shows the reader's message (file and byte offset).
 */
public final class TraceEditor extends ReadOnlyFileEditor {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.trace";

	private Display display;
	private Label header;
	private TracePanels panels;
	private volatile TraceSummary summary;
	private volatile String error;
	/** The reading job, canceled when the editor closes. */
	private final List<Job> jobs = new CopyOnWriteArrayList<>();

	@Override
	public void createPartControl(Composite parent) {
		EditorClasses.loadInBackground();
		display = parent.getDisplay();
		parent.setLayout(new GridLayout(1, false));
		header = new Label(parent, SWT.WRAP);
		header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		header.setText("Reading " + getEditorInput().getName() + "...");
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		sash.setLayoutData(LazyRows.filling());
		CopyRows.activate(getSite());
		panels = new TracePanels(sash, file(), this, this::read);
	}

	/**
	 * Reads the trace in a job: a first pass summarizes the file without holding its events, which tells whether the
	 * IDE's heap can hold the trace's analyses ({@link HeapAdvice#holds}). If so, a second pass reads it into memory
	 * for the prediction and the analyses; if not, the prediction streams the file and the analyses' tabs say why
	 * they are left out. On the display thread, once the panels are made.
	 */
	private void read() {
		Path path = file().getLocation().toPath();
		TraceTabs tabs = panels.tabsIfMade();
		PredictionPanel prediction = panels.predictionIfMade();
		Job job = Job.create("Reading trace " + file().getName(), (IProgressMonitor monitor) -> {
			try {
				SummaryScan scan = SummaryScan.scan(path, new EclipseProgress(monitor));
				TraceSummary s = scan.summary();
				summary = s;
				boolean holds = HeapAdvice.holds(s.events());
				String why = holds ? null : HeapAdvice.tooLarge(s.events());
				String text = TraceTables.describe(scan.header(), scan.warnings(), scan.closed(), s);
				show(holds ? text : text + "\n" + why, s, SiteCallers.of(scan.header()));
				if (!holds) {
					prediction.show(Replayed.streamed(path, scan.closed(), scan.header(), s));
					whileOpen(() -> tabs.tooLarge(why));
					return Status.OK_STATUS;
				}
				TraceReadResult result = FtraceReader.read(path);
				prediction.show(Replayed.inMemory(result.trace(), result.closed(), path, s));
				Trace analyzed = TraceTabs.analyzed(result);
				whileOpen(() -> tabs.criticalPath().show(analyzed, path));
				whileOpen(() -> tabs.setTrace(result, s));
			} catch (CancellationException e) {
				return Status.CANCEL_STATUS;
			} catch (IOException | RuntimeException e) {
				error = e.getMessage();
				show("Cannot read this trace: " + e.getMessage(), null, null);
			} catch (OutOfMemoryError e) {
				error = HeapAdvice.now();
				show("Cannot read this trace: " + error, null, null);
			}
			return Status.OK_STATUS;
		});
		job.setUser(false);
		start(job);
	}

	private void show(String text, TraceSummary s, SiteCallers callers) {
		whileOpen(() -> {
			header.setText(text);
			if (s != null) {
				panels.tabsIfMade().tables().show(s, callers);
			}
			header.requestLayout();
		});
	}

	private void start(Job job) {
		jobs.add(job);
		job.schedule();
	}

	/** Runs {@code update} on the display thread unless the editor has closed by then (a job ends after it). */
	private void whileOpen(Runnable update) {
		if (!display.isDisposed()) {
			display.asyncExec(() -> {
				if (!header.isDisposed()) {
					update.run();
				}
			});
		}
	}

	@Override
	public void dispose() {
		jobs.forEach(Job::cancel);
		if (panels != null) {
			panels.dispose();
		}
		// the markers of this trace's results in the Java sources go with it (at shutdown they go anyway: the
		// workspace does not keep them, and a job scheduled then would outlive the platform)
		if (!PlatformUI.getWorkbench().isClosing()) {
			TraceMarkers.remove(file());
		}
		super.dispose();
	}

	/** The summary once read, or {@code null}. */
	public TraceSummary summary() {
		return summary;
	}

	/** The critical-path report once analyzed, or {@code null}. */
	public dev.foresight.core.analysis.result.CriticalPathReport criticalPath() {
		TraceTabs tabs = panels.tabsIfMade();
		return tabs == null ? null : tabs.criticalPath().report();
	}

	/** What the critical path tab says above its table, for tests. */
	public String criticalPathText() {
		return panels.tabs().criticalPath().text();
	}

	/** The predicted curve once simulated, or {@code null}. */
	public SpeedupCurve curve() {
		PredictionPanel prediction = panels.predictionIfMade();
		return prediction == null ? null : prediction.curve();
	}

	/** Shows the Timeline tab, which simulates the run when first shown. */
	public void showTimeline() {
		panels.tabs().timeline().select().shown();
	}

	/** The run the Timeline tab shows once simulated, or {@code null}. */
	public SimulatedRun timelineRun() {
		return panels.tabs().timeline().panel().run();
	}

	/** What the timeline's tooltip says over thread {@code index} at {@code nanos}, for tests. */
	public String timelineTip(int index, double nanos) {
		return panels.tabs().timeline().panel().canvas().describe(index, nanos);
	}

	/** Opens the source a thread of the timeline is blocked at, as a double-click there does; for tests. */
	public boolean openTimelineSite(int index, double nanos) {
		return panels.tabs().timeline().panel().canvas().open(index, nanos);
	}

	/** What the timeline's parallelism graph says over {@code [from, to)} nanoseconds, for tests. */
	public String timelineGraphTip(double from, double to) {
		return panels.tabs().timeline().panel().canvas().describeGraph(from, to);
	}

	/** Shows the Binding tab, which searches a binding when first shown. */
	public void showBinding() {
		panels.tabs().binding().select().shown();
	}

	/** The binding the Binding tab shows once searched, or {@code null}. */
	public BindingAdvice bindingAdvice() {
		return panels.tabs().binding().panel().advice();
	}

	/** Saves the Binding tab's plan as its button does; returns the file written, or {@code null}. */
	public IFile saveBinding() {
		return panels.tabs().binding().panel().saveNow();
	}

	/** The machine chosen in the Machine list: a {@code .machine} file's path in the project, or the default's name. */
	public String machine() {
		return panels.prediction().machine().choice();
	}

	/**
	 * Shows the What if tab asking about {@code qualified} ({@code Class#method}, or {@code pool NAME}) on {@code cpus}
	 * processors.
	 */
	public void showWhatIf(String qualified, int cpus) {
		panels.tabs().whatIf().select().choose(qualified, cpus);
	}

	/** What the Binding and What if tabs say above their tables, for tests. */
	public List<String> bindingAndWhatIfTexts() {
		return List.of(panels.tabs().binding().panel().text(), panels.tabs().whatIf().panel().text());
	}

	/** The what-if curve the What if tab shows once predicted, or {@code null}. */
	public dev.foresight.core.analysis.result.WhatIfCurve whatIfCurve() {
		return panels.tabs().whatIf().panel().curve();
	}

	/** The pool what-if the What if tab shows once predicted, or {@code null}. */
	public dev.foresight.core.analysis.result.PoolCurve whatIfPoolCurve() {
		return panels.tabs().whatIf().panel().poolCurve();
	}

	/** The targets of the What if tab's list, for tests. */
	public List<String> whatIfTargets() {
		return panels.tabs().whatIf().panel().targets();
	}

	/** Predicts on the machine {@code choice}: a {@code .machine} file's path in the project, or the default. */
	public void chooseMachine(String choice) {
		panels.prediction().choose(choice);
	}

	/** The read error, or {@code null}. */
	public String error() {
		return error;
	}

	/** The titles of the tabs beside the prediction, for tests. */
	public List<String> tabTitles() {
		return panels.tabs().titles();
	}

	/** The header text, for tests. */
	public String headerText() {
		return header.getText();
	}

	/** Rows of the threads table, for tests. */
	public int threadRows() {
		return panels.tabs().tables().threadRows();
	}

	/** The threads table, for tests. */
	public org.eclipse.swt.widgets.Table threadsTable() {
		return panels.tabs().tables().threads();
	}

	/** The sites table's "Called from" text of {@code site}, for tests. */
	public String calledFrom(Site site) {
		return panels.tabs().tables().calledFrom(site);
	}

	/** The text above the speedup chart, for tests. */
	public String predictionText() {
		PredictionPanel prediction = panels.predictionIfMade();
		return prediction == null ? "" : prediction.text();
	}

	@Override
	public void setFocus() {
		panels.setFocus();
	}
}
