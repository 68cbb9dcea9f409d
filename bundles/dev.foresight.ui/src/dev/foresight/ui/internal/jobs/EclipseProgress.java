/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.jobs;

import org.eclipse.core.runtime.IProgressMonitor;

import dev.foresight.core.ProgressMonitor;

/**
 * Core's {@link ProgressMonitor} reporting to an Eclipse {@link IProgressMonitor}: the Progress view shows the work and
 * its Cancel button stops the computation. Core may report from several worker threads at once.
 */
public final class EclipseProgress implements ProgressMonitor {

	private final IProgressMonitor monitor;

	/** Reports to {@code monitor}. */
	public EclipseProgress(IProgressMonitor monitor) {
		this.monitor = monitor;
	}

	@Override
	public synchronized void begin(String task, long totalWork) {
		monitor.beginTask(task, totalWork < 0 || totalWork > Integer.MAX_VALUE ? IProgressMonitor.UNKNOWN
				: (int) totalWork);
	}

	@Override
	public synchronized void worked(long work) {
		monitor.worked((int) Math.min(Integer.MAX_VALUE, work));
	}

	@Override
	public boolean isCanceled() {
		return monitor.isCanceled();
	}
}
