/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core;

import java.util.concurrent.CancellationException;

/**
 * Progress and cancellation for long computations, without any dependency on Eclipse. The IDE adapts it to an
 * {@code IProgressMonitor}; the command line and tests pass {@link #NONE}.
 */
public interface ProgressMonitor {

	/** A monitor that reports nowhere and is never canceled. */
	ProgressMonitor NONE = new ProgressMonitor() {
		@Override
		public void begin(String task, long totalWork) {
			// reports nowhere
		}

		@Override
		public void worked(long work) {
			// reports nowhere
		}

		@Override
		public boolean isCanceled() {
			return false;
		}
	};

	/** Starts a task of {@code totalWork} units; a negative total means unknown. */
	void begin(String task, long totalWork);

	/** Reports {@code work} more units done. */
	void worked(long work);

	/** Whether the user asked to stop. */
	boolean isCanceled();

	/** Throws {@link CancellationException} when the user asked to stop; long loops call it now and then. */
	default void checkCanceled() {
		if (isCanceled()) {
			throw new CancellationException("canceled");
		}
	}
}
