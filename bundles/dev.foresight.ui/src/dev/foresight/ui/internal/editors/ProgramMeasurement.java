/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;

import dev.foresight.core.machine.calibrate.CpuAffinity;
import dev.foresight.core.measure.MeasuredFile;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.core.measure.ProgramRuns;
import dev.foresight.core.measure.RecordedCommand;
import dev.foresight.core.trace.TraceHeader;
import dev.foresight.ui.internal.jobs.EclipseProgress;

/**
 * The Measure button: runs the program a trace was recorded from again, without the recorder, on 1, 2, 4 ... of this
 * machine's processors ({@code foresight measure --like}; five runs each, in a job that can be canceled), writes
 * {@code NAME.measured} beside the trace and predicts again, so that the measured speedups show on the chart.
 */
final class ProgramMeasurement {

	/** Runs on each processor count. */
	static final int RUNS = 5;

	private final Display display;
	private final Button button;
	/** The calibration or measurement in progress, or the last one; set on the display thread. */
	private volatile Job job;
	private final IFile traceFile;
	private final Runnable measured;
	private final Consumer<String> say;
	/** The recorded program, once the trace is read and if it says how it was started; display thread only. */
	private RecordedCommand command;

	/**
	 * A button in {@code parent}, enabled once {@link #setTrace} finds the trace's command; {@code measured} runs when
	 * the file is written, {@code say} is told what the measurement does and why it ended without a file. Both run
	 * on the display thread.
	 */
	ProgramMeasurement(Composite parent, IFile traceFile, Runnable measured, Consumer<String> say) {
		this.display = parent.getDisplay();
		this.traceFile = traceFile;
		this.measured = measured;
		this.say = say;
		button = new Button(parent, SWT.PUSH);
		button.setText("Mea&sure...");
		button.setEnabled(false);
		button.setToolTipText("Run the recorded program again without the recorder, " + RUNS
				+ " times on each of 1, 2, 4 ... of this machine's processors, and show its measured speedups beside "
				+ "the prediction");
		button.addListener(SWT.Selection, e -> start());
		// closing the editor stops its work, as it stops its predictions
		button.addListener(SWT.Dispose, e -> {
			Job j = job;
			if (j != null) {
				j.cancel();
			}
		});
	}

	/** The trace's header, on the display thread: the button works when it says how the program was started. */
	void setTrace(TraceHeader header) {
		Optional<RecordedCommand> c = RecordedCommand.of(header);
		command = c.orElse(null);
		button.setEnabled(c.isPresent());
		if (c.isEmpty()) {
			button.setToolTipText("The trace does not say how its program was started (an older recorder, or not "
					+ "Linux): record it again to measure it here, or use foresight measure");
		}
	}

	/** 1, 2, 4 ... up to the processors this machine lets a program use, and that number. */
	static List<Integer> counts(int processors) {
		List<Integer> counts = new ArrayList<>();
		for (int n = 1; n < processors; n *= 2) {
			counts.add(n);
		}
		counts.add(processors);
		return counts;
	}

	private void start() {
		RecordedCommand c = command;
		if (c == null) {
			return;
		}
		List<Integer> counts = counts(CpuAffinity.allowedCpus().size());
		button.setEnabled(false);
		say.accept(String.format(Locale.ROOT, "Measuring the program without the recorder, %d runs on each of %s "
				+ "processors...", RUNS, counts));
		IFile out = traceFile.getParent().getFile(new Path(traceFile.getName().replaceFirst("\\.ftrace$", "") + "."
				+ MeasuredFile.EXTENSION));
		Job started = Job.create("Measuring " + traceFile.getName().replaceFirst("\\.ftrace$", "") + " on " + counts
				+ " processors", (IProgressMonitor monitor) -> {
					try {
						MeasuredRuns runs = new ProgramRuns(c, 0).measure(counts, RUNS, new EclipseProgress(monitor),
								line -> monitor.subTask(line));
						ProjectFiles.write(out, MeasuredFile.format(runs));
						done(measured);
					} catch (CancellationException e) {
						done(() -> say.accept("Measurement canceled."));
						return Status.CANCEL_STATUS;
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
						done(() -> say.accept("Measurement canceled."));
						return Status.CANCEL_STATUS;
					} catch (IOException | CoreException | RuntimeException e) {
						done(() -> say.accept("Cannot measure the program: " + e.getMessage()));
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
				button.setEnabled(command != null);
				then.run();
			}
		});
	}
}
