/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Text;

import dev.foresight.core.sim.ReplayablePart;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The trace editor's folder of tabs beside the prediction: threads and sites, the critical path, and the tabs made
 * when first shown (timeline, binding, what if), which compute on the machine chosen in the Machine list. It lays out
 * the tabs and passes on what the editor read and chose; each tab computes in its own job.
 */
final class TraceTabs {

	private final CTabFolder folder;
	/** The tab of threads and sites, which a trace too large to analyze keeps. */
	private final CTabItem overview;
	private final TraceTables tables;
	private final CriticalPathPanel criticalPath;
	/** The tabs made when first shown. */
	private final LazyTab<TimelinePanel> timeline;
	private final LazyTab<BindingPanel> binding;
	private final LazyTab<WhatIfPanel> whatIf;
	private final List<LazyTab<?>> lazy;

	/**
	 * The folder in {@code parent}, for the trace {@code traceFile}; {@code machine} is the machine chosen, asked for
	 * once a lazy tab is made.
	 */
	TraceTabs(Composite parent, IFile traceFile, Supplier<ChosenMachine> machine) {
		folder = new CTabFolder(parent, SWT.BOTTOM | SWT.BORDER);
		SashForm sash = new SashForm(folder, SWT.VERTICAL);
		tables = new TraceTables(sash, traceFile);
		criticalPath = new CriticalPathPanel(folder, traceFile);
		overview = tab("Threads and sites", sash);
		tab("Critical path", criticalPath.control());
		timeline = new LazyTab<>(folder, "Timeline", f -> new TimelinePanel(f, traceFile, machine));
		binding = new LazyTab<>(folder, "Binding", f -> new BindingPanel(f, traceFile, machine));
		whatIf = new LazyTab<>(folder, "What if", f -> new WhatIfPanel(f, machine));
		lazy = List.of(timeline, binding, whatIf);
		folder.addListener(SWT.Selection, e -> lazy.stream().filter(LazyTab::selected)
				.forEach(t -> t.panel().shown()));
		folder.setSelection(0);
	}

	private CTabItem tab(String title, Control control) {
		CTabItem item = new CTabItem(folder, SWT.NONE);
		item.setText(title);
		item.setControl(control);
		return item;
	}

	/** Another machine was chosen: the lazy tabs made so far compute again on it; on the display thread. */
	void machineChanged() {
		lazy.forEach(t -> t.ifMade(TraceTab::machineChanged));
	}

	/**
	 * The trace read, and its summary, for the lazy tabs: given now to those made, later to the others. The binding and
	 * what-if tabs, which take every wake link as recorded, get the part of it they can use ({@link #analyzed}), as
	 * the critical path does; the timeline replays the whole, as a prediction does.
	 */
	void setTrace(TraceReadResult read, TraceSummary summary) {
		TraceReadResult part = new TraceReadResult(analyzed(read), read.warnings(), read.closed(), read.bytes());
		timeline.setTrace(read, summary);
		binding.setTrace(part, summary);
		whatIf.setTrace(part, summary);
	}

	/**
	 * What the analyses that take wake links as recorded use of {@code read}: all of a closed recording, of one that
	 * was not closed the part every thread's blocks cover, as the command line's {@code critical-path},
	 * {@code whatif} and {@code allocate} do (a thread whose start never reached the file begins with the run).
	 */
	static Trace analyzed(TraceReadResult read) {
		return ReplayablePart.of(read.trace(), read.closed()).trace();
	}

	/**
	 * The trace is too large for the heap to analyze: the analyses' tabs give way to one that says {@code why}; on the
	 * display thread.
	 */
	void tooLarge(String why) {
		criticalPath.dispose();
		lazy.forEach(LazyTab::remove);
		for (CTabItem item : folder.getItems()) {
			if (item != overview) {
				if (item.getControl() != null) {
					item.getControl().dispose();
				}
				item.dispose();
			}
		}
		Text text = new Text(folder, SWT.READ_ONLY | SWT.MULTI | SWT.WRAP | SWT.V_SCROLL);
		text.setText(why);
		tab("Analyses", text);
	}

	/** The tabs' titles, in order. */
	List<String> titles() {
		return java.util.Arrays.stream(folder.getItems()).map(CTabItem::getText).toList();
	}

	/** Cancels the tabs' work in progress: the editor is closing. */
	void dispose() {
		criticalPath.dispose();
		lazy.forEach(t -> t.ifMade(TraceTab::dispose));
	}

	TraceTables tables() {
		return tables;
	}

	CriticalPathPanel criticalPath() {
		return criticalPath;
	}

	LazyTab<TimelinePanel> timeline() {
		return timeline;
	}

	LazyTab<BindingPanel> binding() {
		return binding;
	}

	LazyTab<WhatIfPanel> whatIf() {
		return whatIf;
	}
}
