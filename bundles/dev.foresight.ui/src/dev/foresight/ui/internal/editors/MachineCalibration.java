/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.time.Instant;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;

import dev.foresight.core.machine.calibrate.Calibration;
import dev.foresight.core.machine.calibrate.CalibrationResult;
import dev.foresight.ui.internal.jobs.EclipseProgress;

/**
 * The Machine list's Calibrate button: measures this machine as {@code foresight calibrate} does (thread start,
 * context switch, wake-ups within and across processors; about ten seconds, in a job that can be canceled), writes
 * the model to {@value #FILE} in the trace's project, and predicts on it. The default machine describes a typical
 * server; a virtual machine's wake-ups across processors can cost ten times more, which changes the prediction of a
 * program that synchronizes often.
 */
final class MachineCalibration {

	/** The file a calibration writes in the project's root; a new one replaces it, the old text kept in history. */
	static final String FILE = "calibrated.machine";

	private final Display display;
	private final Button button;
	/** The calibration or measurement in progress, or the last one; set on the display thread. */
	private volatile Job job;
	private final IProject project;
	private final Consumer<String> calibrated;
	private final Consumer<String> say;

	/**
	 * A button in {@code parent}; {@code calibrated} gets the file's path in {@code project} once written, {@code say}
	 * what the calibration is doing and why it did not end with a file. Both run on the display thread.
	 */
	MachineCalibration(Composite parent, IProject project, Consumer<String> calibrated, Consumer<String> say) {
		this.display = parent.getDisplay();
		this.project = project;
		this.calibrated = calibrated;
		this.say = say;
		button = new Button(parent, SWT.PUSH);
		button.setText("&Calibrate...");
		button.setToolTipText("Measure this machine's costs (thread start, context switch, wake-ups across "
				+ "processors; about ten seconds), write them to " + FILE + " in the project and predict on it");
		button.addListener(SWT.Selection, e -> start());
		// closing the editor stops its work, as it stops its predictions
		button.addListener(SWT.Dispose, e -> {
			Job j = job;
			if (j != null) {
				j.cancel();
			}
		});
	}

	private void start() {
		button.setEnabled(false);
		say.accept("Calibrating this machine: thread start, context switch, wake-ups within and across processors "
				+ "(about ten seconds)...");
		int cpus = Runtime.getRuntime().availableProcessors();
		Job started = Job.create("Calibrating this machine for Foresight", (IProgressMonitor monitor) -> {
			Calibration calibration = new Calibration(Calibration.Effort.DEFAULT);
			try {
				CalibrationResult r = calibration.measure(cpus, new EclipseProgress(monitor));
				IFile out = project.getFile(FILE);
				ProjectFiles.write(out, r.machineText(Instant.now(), Calibration.Effort.DEFAULT.batches()));
				done(() -> calibrated.accept(out.getProjectRelativePath().toString()));
			} catch (CancellationException e) {
				done(() -> say.accept("Calibration canceled."));
				return Status.CANCEL_STATUS;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				done(() -> say.accept("Calibration canceled."));
				return Status.CANCEL_STATUS;
			} catch (CoreException | RuntimeException e) {
				done(() -> say.accept("Cannot calibrate this machine: " + e.getMessage()));
			}
			return Status.OK_STATUS;
		});
		job = started;
		started.schedule();
	}

	/** Enables the button again and runs {@code then}, on the display thread, unless the editor has closed. */
	private void done(Runnable then) {
		display.asyncExec(() -> {
			if (!button.isDisposed()) {
				button.setEnabled(true);
				then.run();
			}
		});
	}
}
