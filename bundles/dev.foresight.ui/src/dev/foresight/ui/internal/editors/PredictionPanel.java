/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.resources.IResource;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.layout.RowLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Text;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.ui.internal.charts.SpeedupChart;

/**
 * The predicted speedup of a trace on 1 to 64 processors, on the default Linux server or on a machine model of the
 * trace's project (a {@code .machine} file, such as one {@code foresight calibrate} wrote for the machine the program
 * runs on): simulated in a job that shows progress and can be canceled ({@link SpeedupPrediction}); choosing another
 * machine simulates again. Beside the list, Calibrate writes this machine's model and predicts on it, and Measure
 * runs the recorded program on this machine's processors and shows its measured speedups on the chart.
 */
final class PredictionPanel {

	/** The narrowest the machine list and the text above the chart get in a narrow editor, in pixels. */
	private static final int MIN_LIST_WIDTH = 120;
	/** Lines of the text above the chart before it scrolls. */
	private static final int TEXT_LINES = 3;
	/** The first choice of the machine list. */
	static final String DEFAULT_MACHINE = "Default Linux server";

	private final IFile traceFile;
	private final Composite control;
	private final Combo machines;
	private final Text text;
	/** The chart, made in a turn of the event loop of its own after the panel's controls; {@code null} until then. */
	private SpeedupChart chart;
	private final ProgramMeasurement measurement;
	/** The machine chosen: {@link #DEFAULT_MACHINE} or a project path; set on the display thread. */
	private volatile String choice = DEFAULT_MACHINE;
	/** The trace to predict (guarded by this). */
	private Replayed replayed;
	/** The prediction in progress: another machine or a closed editor cancels it (guarded by this). */
	private Job job;
	/** Set when the editor closes: no prediction starts after it (guarded by this). */
	private boolean disposed;
	/** Shows only the latest prediction's outcome, while the editor is open. */
	private final LatestOutcome outcome;
	private volatile SpeedupCurve curve;
	/** Told of every machine chosen: the timeline and binding tabs follow the choice. */
	private final List<Runnable> listeners = new ArrayList<>();

	PredictionPanel(Composite parent, IFile traceFile) {
		this.traceFile = traceFile;
		control = new Composite(parent, SWT.NONE);
		control.setLayout(new GridLayout(2, false));
		new Label(control, SWT.NONE).setText("&Machine:");
		machines = new Combo(control, SWT.READ_ONLY);
		// the list shrinks with a narrow editor rather than push the panel out of sight
		GridData list = new GridData(SWT.FILL, SWT.CENTER, true, false);
		list.widthHint = MIN_LIST_WIDTH;
		machines.setLayoutData(list);
		machines.setItems(machineChoices(traceFile.getProject()).toArray(String[]::new));
		machines.select(0);
		machines.setToolTipText("The machine model to predict on: the default Linux server, or a .machine file of "
				+ "this project (foresight calibrate writes one for the machine it runs on)");
		machines.addListener(SWT.Selection, e -> {
			choice = machines.getText();
			predict();
			listeners.forEach(Runnable::run);
		});
		Composite actions = new Composite(control, SWT.NONE);
		actions.setLayoutData(new GridData(SWT.BEGINNING, SWT.CENTER, false, false, 2, 1));
		RowLayout row = new RowLayout();
		row.marginLeft = 0;
		row.marginTop = 0;
		row.marginBottom = 0;
		actions.setLayout(row);
		new MachineCalibration(actions, traceFile.getProject(), this::choose, this::say);
		measurement = new ProgramMeasurement(actions, traceFile, this::predict, this::say);
		// read-only text rather than a label: it scrolls when long, so that the chart keeps its room, and copies
		text = new Text(control, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL);
		GridData wrapped = new GridData(SWT.FILL, SWT.TOP, true, false, 2, 1);
		// a wrapping control asks for its whole text on one line: the hint lets it take the column's width instead
		wrapped.widthHint = MIN_LIST_WIDTH;
		wrapped.heightHint = TEXT_LINES * text.getLineHeight();
		text.setLayoutData(wrapped);
		outcome = new LatestOutcome(control);
		control.getDisplay().asyncExec(() -> {
			if (!control.isDisposed()) {
				chart();
			}
		});
	}

	/** The chart, made now if the event loop has not made it yet; on the display thread. */
	private SpeedupChart chart() {
		if (chart == null) {
			chart = new SpeedupChart(control);
			chart.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true, 2, 1));
			control.layout();
		}
		return chart;
	}

	/** The default machine, then the project's {@code .machine} files by their path in the project. */
	private static List<String> machineChoices(IProject project) {
		List<String> files = new ArrayList<>();
		try {
			project.accept(r -> {
				if (r.getType() == IResource.FILE && "machine".equals(r.getFileExtension())) {
					files.add(r.getProjectRelativePath().toString());
				}
				return !r.isDerived();
			});
		} catch (CoreException e) {
			// a project that cannot be walked offers the default machine only
		}
		files.sort(null);
		files.add(0, DEFAULT_MACHINE);
		return files;
	}

	Composite control() {
		return control;
	}

	/**
	 * Predicts the trace {@code r} on the chosen machine. Any thread: the reading job starts the prediction without
	 * waiting for the display thread to show what it read.
	 */
	void show(Replayed r) {
		synchronized (this) {
			if (replayed != null && replayed != r) {
				replayed.dispose();
			}
			replayed = r;
		}
		control.getDisplay().asyncExec(() -> {
			if (!control.isDisposed()) {
				measurement.setTrace(r.header());
			}
		});
		predict();
	}

	/**
	 * Chooses the machine {@code choice} (a project path, or {@link #DEFAULT_MACHINE}) and predicts on it. A file
	 * written since the list was filled (a quick-fix's what-if) is looked for in the project again.
	 */
	void choose(String choice) {
		int i = machines.indexOf(choice);
		if (i < 0) {
			machines.setItems(machineChoices(traceFile.getProject()).toArray(String[]::new));
			i = machines.indexOf(choice);
		}
		if (i < 0) {
			throw new IllegalArgumentException("no such machine: " + choice);
		}
		machines.select(i);
		this.choice = choice;
		predict();
		listeners.forEach(Runnable::run);
	}

	/** Shows {@code message} above the chart until the next prediction's; on the display thread. */
	private void say(String message) {
		text.setText(message);
		text.requestLayout();
	}

	/** The machine chosen now. */
	ChosenMachine machine() {
		String c = choice;
		return c.equals(DEFAULT_MACHINE) ? ChosenMachine.DEFAULT
				: new ChosenMachine(c, traceFile.getProject().getFile(c));
	}

	/** Runs {@code listener} on the display thread whenever another machine is chosen. */
	void onMachineChosen(Runnable listener) {
		listeners.add(listener);
	}

	private synchronized void predict() {
		Replayed r = replayed;
		if (r == null || disposed) {
			return;
		}
		if (job != null) {
			job.cancel();
		}
		int g = outcome.start();
		SpeedupPrediction prediction = new SpeedupPrediction(r, machine(), traceFile);
		update(g, "Predicting the speedup on 1 to 64 processors...", curve);
		job = Job.create("Predicting the speedup of " + traceFile.getName(),
				(IProgressMonitor monitor) -> prediction.run(monitor, (m, c, checks) -> update(g, m, c, checks)));
		job.schedule();
	}

	/** Shows the outcome of prediction {@code g} unless a newer one has started or the editor has closed. */
	private void update(int g, String message, SpeedupCurve c) {
		update(g, message, c, List.of());
	}

	/** {@link #update(int, String, SpeedupCurve)} with the measured points of {@code c}. */
	private void update(int g, String message, SpeedupCurve c, List<MeasuredCheck> checks) {
		outcome.show(g, () -> {
			curve = c;
			text.setText(message);
			chart().setCurves(c == null ? List.of() : List.of(c), checks);
			text.requestLayout();
		});
	}

	/** Cancels the prediction in progress and lets go of what it replays: the editor is closing. */
	synchronized void dispose() {
		disposed = true;
		if (job != null) {
			job.cancel();
		}
		if (replayed != null) {
			replayed.dispose();
		}
	}

	/** The curve shown, or {@code null}. */
	SpeedupCurve curve() {
		return curve;
	}

	/** The text above the chart. */
	String text() {
		return text.getText();
	}
}
