/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.concurrent.CancellationException;
import java.util.function.Consumer;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Display;

/**
 * A push button that runs one long task at a time in a job: disabled while it runs, the task's outcome said in a
 * sentence, and the job canceled when the editor closes, as its predictions are.
 */
final class JobButton {

	/** The task: what the job does; it returns what to run on the display thread once it succeeded. */
	interface Task {
		Runnable run(IProgressMonitor monitor) throws Exception;
	}

	private final Display display;
	private final Button button;
	private final Consumer<String> say;
	/** The task in progress, or the last one. */
	private volatile Job job;
	/** Whether the button may be pressed when no task runs; display thread only. */
	private boolean usable = true;

	/** A button labelled {@code text} in {@code parent} that runs {@code onPress}; {@code say} shows a sentence. */
	JobButton(Composite parent, String text, String tip, Consumer<String> say, Runnable onPress) {
		this.display = parent.getDisplay();
		this.say = say;
		button = new Button(parent, SWT.PUSH);
		button.setText(text);
		button.setToolTipText(tip);
		button.addListener(SWT.Selection, e -> onPress.run());
		button.addListener(SWT.Dispose, e -> {
			Job j = job;
			if (j != null) {
				j.cancel();
			}
		});
	}

	/** Whether the button may be pressed (when no task runs), with the tooltip that says why; display thread. */
	void setUsable(boolean usable, String tip) {
		this.usable = usable;
		button.setEnabled(usable && (job == null || job.getResult() != null));
		button.setToolTipText(tip);
	}

	/**
	 * Runs {@code task} in a job named {@code name}, after saying {@code starting}; a cancel says {@code canceled},
	 * a failure {@code failed} and the exception's message. Display thread.
	 */
	void run(String name, String starting, String canceled, String failed, Task task) {
		button.setEnabled(false);
		say.accept(starting);
		Job started = Job.create(name, (IProgressMonitor monitor) -> {
			try {
				done(task.run(monitor));
			} catch (CancellationException e) {
				done(() -> say.accept(canceled));
				return Status.CANCEL_STATUS;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				done(() -> say.accept(canceled));
				return Status.CANCEL_STATUS;
			} catch (Exception e) {
				done(() -> say.accept(failed + e.getMessage()));
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
				button.setEnabled(usable);
				then.run();
			}
		});
	}
}
