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
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.ui.IEditorInput;
import org.eclipse.ui.IEditorSite;
import org.eclipse.ui.IFileEditorInput;
import org.eclipse.ui.PartInitException;
import org.eclipse.ui.part.EditorPart;

import dev.foresight.ui.internal.charts.SpeedupChart;
import dev.foresight.ui.internal.jobs.EclipseProgress;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.SpeedupSweep;
import dev.foresight.core.sim.UncertaintyBand;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.FtraceReader;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The read-only overview of a recorded trace: where it was recorded, its threads, its busiest call sites, the
 * extended critical path for a chosen processor count, and the predicted speedup on 1 to 64 processors. Reading and simulating run in background jobs (the simulation shows
 * progress and can be canceled); a damaged file shows the reader's message (file and byte offset).
 */
public final class TraceEditor extends EditorPart {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.trace";

	/** Processor counts of the predicted curve. */
	private static final List<Integer> CPUS = List.of(1, 2, 4, 8, 16, 32, 64);

	private Display display;
	private Label header;
	private Label prediction;
	private TraceTables tables;
	private CriticalPathPanel criticalPath;
	private SpeedupChart chart;
	private volatile TraceSummary summary;
	private volatile SpeedupCurve curve;
	private volatile String error;
	/** The reading and predicting jobs, canceled when the editor closes. */
	private final List<Job> jobs = new CopyOnWriteArrayList<>();

	@Override
	public void init(IEditorSite site, IEditorInput input) throws PartInitException {
		if (!(input instanceof IFileEditorInput)) {
			throw new PartInitException("The trace editor opens workspace files only");
		}
		setSite(site);
		setInput(input);
		setPartName(input.getName());
	}

	@Override
	public void createPartControl(Composite parent) {
		display = parent.getDisplay();
		parent.setLayout(new GridLayout(1, false));
		header = new Label(parent, SWT.WRAP);
		header.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		header.setText("Reading " + getEditorInput().getName() + "...");
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		sash.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		CTabFolder left = new CTabFolder(sash, SWT.BOTTOM | SWT.BORDER);
		SashForm overview = new SashForm(left, SWT.VERTICAL);
		tables = new TraceTables(overview, file());
		criticalPath = new CriticalPathPanel(left, file().getProject());
		tab(left, "Threads and sites", overview);
		tab(left, "Critical path", criticalPath.control());
		left.setSelection(0);
		Composite right = new Composite(sash, SWT.NONE);
		right.setLayout(new GridLayout(1, false));
		prediction = new Label(right, SWT.WRAP);
		prediction.setLayoutData(new GridData(SWT.FILL, SWT.TOP, true, false));
		chart = new SpeedupChart(right);
		chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		sash.setWeights(55, 45);
		read();
	}

	private static void tab(CTabFolder folder, String title, Control control) {
		CTabItem item = new CTabItem(folder, SWT.NONE);
		item.setText(title);
		item.setControl(control);
	}

	private IFile file() {
		return ((IFileEditorInput) getEditorInput()).getFile();
	}

	private void read() {
		Path path = file().getLocation().toPath();
		Job job = Job.create("Reading trace " + file().getName(), (IProgressMonitor monitor) -> {
			try {
				TraceReadResult result = FtraceReader.read(path);
				summary = TraceSummary.of(result.trace());
				String text = TraceTables.describe(result, summary);
				show(text, summary);
				predict(result.trace(), result.closed());
				whileOpen(() -> criticalPath.show(result.trace(), path));
			} catch (IOException | RuntimeException e) {
				error = e.getMessage();
				show("Cannot read this trace: " + e.getMessage(), null);
			}
			return Status.OK_STATUS;
		});
		job.setUser(false);
		start(job);
	}

	/**
	 * Simulates the trace on 1..64 processors in its own job, which the user can watch and cancel; a recording that
	 * was not closed up to the last moment every thread was recorded.
	 */
	private void predict(Trace trace, boolean closed) {
		showPrediction("Predicting the speedup on 1 to 64 processors...", null);
		Job job = Job.create("Predicting the speedup of " + file().getName(), (IProgressMonitor monitor) -> {
			try {
				SpeedupSweep sweep = new SpeedupSweep(MachineModel.linuxServer(), null, UncertaintyBand.DEFAULT,
						Runtime.getRuntime().availableProcessors());
				Simulator sim = new Simulator(trace, RecordingCost.recorded(trace.header()), closed);
				SpeedupCurve result = sweep.sweep(sim, CPUS, new EclipseProgress(monitor));
				curve = result;
				String cut = sim.warnings().isEmpty() ? "" : " Note: " + String.join("; ", sim.warnings()) + ".";
				String jit = sim.compilersMeasuredAlone() ? " JIT compilers as measured in a run without the recorder."
						: "";
				showPrediction("Simulated with the " + result.source() + " model (" + result.note()
						+ "), on the default Linux server model; bars: 90 % band." + jit + cut, result);
			} catch (CancellationException e) {
				showPrediction("Prediction canceled.", null);
				return Status.CANCEL_STATUS;
			} catch (DeadlockException e) {
				showPrediction("Every simulation model deadlocks: " + e.getMessage(), null);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			return Status.OK_STATUS;
		});
		start(job);
	}

	private void showPrediction(String text, SpeedupCurve c) {
		whileOpen(() -> {
			prediction.setText(text);
			if (c != null) {
				chart.setCurves(List.of(c));
			}
			prediction.getParent().layout(true, true);
		});
	}

	private void show(String text, TraceSummary s) {
		whileOpen(() -> {
			header.setText(text);
			if (s != null) {
				tables.show(s);
			}
			header.getParent().layout(true, true);
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
		criticalPath.dispose();
		super.dispose();
	}

	/** The summary once read, or {@code null}. */
	public TraceSummary summary() {
		return summary;
	}

	/** The critical-path report once analyzed, or {@code null}. */
	public dev.foresight.core.analysis.result.CriticalPathReport criticalPath() {
		return criticalPath.report();
	}

	/** The predicted curve once simulated, or {@code null}. */
	public SpeedupCurve curve() {
		return curve;
	}

	/** The read error, or {@code null}. */
	public String error() {
		return error;
	}

	/** The header text, for tests. */
	public String headerText() {
		return header.getText();
	}

	/** Rows of the threads table, for tests. */
	public int threadRows() {
		return tables.threadRows();
	}

	/** The text above the speedup chart, for tests. */
	public String predictionText() {
		return prediction.getText();
	}

	@Override
	public void setFocus() {
		tables.setFocus();
	}

	@Override
	public void doSave(IProgressMonitor monitor) {
		// read-only
	}

	@Override
	public void doSaveAs() {
		// read-only
	}

	@Override
	public boolean isDirty() {
		return false;
	}

	@Override
	public boolean isSaveAsAllowed() {
		return false;
	}
}
