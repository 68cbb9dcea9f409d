/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import org.eclipse.swt.widgets.Composite;

import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * A trace editor tab that computes for the machine chosen in the Machine list, when it is first shown
 * ({@link LazyTab} makes it then).
 */
interface TraceTab {

	/** The tab's control. */
	Composite control();

	/** The trace read, and its summary. */
	void setTrace(TraceReadResult read, TraceSummary summary);

	/** Another machine was chosen. */
	void machineChanged();

	/** The tab is shown. */
	void shown();

	/** The editor is closing: cancels the work in progress. */
	void dispose();
}
