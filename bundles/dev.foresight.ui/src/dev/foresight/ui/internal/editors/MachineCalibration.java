/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.time.Instant;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.resources.IProject;
import org.eclipse.swt.widgets.Composite;

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

	private final JobButton button;
	private final IProject project;
	private final Consumer<String> calibrated;

	/**
	 * A button in {@code parent}; {@code calibrated} gets the file's path in {@code project} once written, {@code say}
	 * what the calibration is doing and why it did not end with a file. Both run on the display thread.
	 */
	MachineCalibration(Composite parent, IProject project, Consumer<String> calibrated, Consumer<String> say) {
		this.project = project;
		this.calibrated = calibrated;
		button = new JobButton(parent, "&Calibrate...", "Measure this machine's costs (thread start, context switch, "
				+ "wake-ups across processors; about ten seconds), write them to " + FILE + " in the project and "
				+ "predict on it", say, this::start);
	}

	private void start() {
		int cpus = Runtime.getRuntime().availableProcessors();
		button.run("Calibrating this machine for Foresight", "Calibrating this machine: thread start, context switch, "
				+ "wake-ups within and across processors (about ten seconds)...", "Calibration canceled.",
				"Cannot calibrate this machine: ", monitor -> {
					CalibrationResult r = new Calibration(Calibration.Effort.DEFAULT).measure(cpus,
							new EclipseProgress(monitor));
					IFile out = project.getFile(FILE);
					ProjectFiles.write(out, r.machineText(Instant.now(), Calibration.Effort.DEFAULT.batches()));
					return () -> calibrated.accept(out.getProjectRelativePath().toString());
				});
	}
}
