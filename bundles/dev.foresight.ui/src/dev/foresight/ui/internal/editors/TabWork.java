/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.core.runtime.jobs.IJobFunction;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.swt.widgets.Control;

/**
 * What a trace editor tab computes in a job for its settings, not before the tab is first shown: a new setting
 * starts it again (canceling the run before), only the latest run's outcome is shown, closing the editor cancels it.
 */
final class TabWork {

	private final LatestOutcome outcome;
	private final Runnable compute;
	private boolean wanted;
	private Job job;

	/** Work whose outcomes go to {@code control}; {@code compute} starts it for the tab's current settings. */
	TabWork(Control control, Runnable compute) {
		this.outcome = new LatestOutcome(control);
		this.compute = compute;
	}

	/** The tab is shown: the first time, the work starts. */
	void shown() {
		if (!wanted) {
			wanted = true;
			compute.run();
		}
	}

	/** The tab's settings were chosen from outside it (a quick-fix): the work is wanted and starts now. */
	void start() {
		wanted = true;
		compute.run();
	}

	/** A setting changed outside the tab (the trace read, another machine): work shown before starts again. */
	void changed() {
		if (wanted) {
			compute.run();
		}
	}

	/** Cancels the run in progress and schedules {@code body} as job {@code name}. */
	void schedule(String name, IJobFunction body) {
		cancel();
		job = Job.create(name, body);
		job.schedule();
	}

	/** A new run's number, which its outcome is shown under ({@link #show}); outcomes of earlier runs are dropped. */
	int next() {
		return outcome.start();
	}

	/** Shows the outcome of run {@code g} on the display thread, if it is still the latest and the tab is open. */
	void show(int g, Runnable update) {
		outcome.show(g, update);
	}

	/** Cancels the run in progress: the editor is closing. */
	void cancel() {
		if (job != null) {
			job.cancel();
		}
	}
}
