/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * A trace editor tab that computes in a job ({@link TabWork}) for the machine chosen in the Machine list, from when it
 * is first shown ({@link LazyTab} makes it then).
 */
interface TraceTab {

	/** The tab's control. */
	Composite control();

	/** The tab's work. */
	TabWork work();

	/** The trace read, and its summary. */
	void setTrace(TraceReadResult read, TraceSummary summary);

	/** Another machine was chosen: what the tab shows is computed again on it. */
	default void machineChanged() {
		work().changed();
	}

	/** The tab is shown: the first time, its work starts. */
	default void shown() {
		work().shown();
	}

	/** The editor is closing: cancels the work in progress. */
	default void dispose() {
		work().cancel();
	}
}
