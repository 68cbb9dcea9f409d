/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.CoreException;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Path;
import org.eclipse.core.runtime.Status;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dev.foresight.ui.internal.jobs.EclipseProgress;

import dev.foresight.core.analysis.allocation.AllocationSearch.Algorithm;
import dev.foresight.core.analysis.replay.BindingAdvice;
import dev.foresight.core.analysis.result.AllocationResult;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.machine.MachineModel;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;

/**
 * The trace editor's Binding tab: which threads to bind to which of K processors of the machine chosen for the
 * speedup, as the greedy allocation finds them ({@link BindingAdvice}), with binpacking's time and the bound beside
 * its own, and a button that saves the plan as a {@code .machine} file next to the trace. Searched in a cancellable
 * job when the tab is first shown, for each processor count and for each machine chosen.
 */
final class BindingPanel implements TraceTab {

	private static final String[] CPUS = { "2", "4", "8", "16" };

	private final IFile traceFile;
	private final Composite control;
	private final CountChoice head;
	private final TableViewer table;
	private final Button save;
	private final TabWork work;
	private final Supplier<ChosenMachine> machines;
	private Trace trace;
	/** The machine of the advice shown, on which a saved plan is based. */
	private volatile MachineModel adviceMachine;
	private volatile BindingAdvice advice;

	/** A thread and the processor the plan binds it to. */
	private record Row(ThreadInfo thread, int cpu) {
	}

	BindingPanel(Composite parent, IFile traceFile, Supplier<ChosenMachine> machines) {
		this.traceFile = traceFile;
		this.machines = machines;
		control = new Composite(parent, SWT.NONE);
		work = new TabWork(control, this::compute);
		control.setLayout(new GridLayout(3, false));
		head = CountChoice.in(control, "Processor&s:", CPUS, 0, this::compute);
		head.summary().setText("Searched when this tab is shown.");
		table = LazyRows.table(control);
		GridData fill = LazyRows.filling();
		fill.horizontalSpan = 3;
		table.getTable().setLayoutData(fill);
		column("Thread", 260, r -> r.thread().name().isEmpty() ? "#" + r.thread().id() : r.thread().name());
		column("Processor", 90, r -> Integer.toString(r.cpu()));
		save = new Button(control, SWT.PUSH);
		save.setText("Sa&ve as .machine");
		save.setToolTipText("Writes the machine with this binding plan next to the trace: foresight predict "
				+ "--machine FILE --cpus K predicts on it");
		save.setEnabled(false);
		save.addListener(SWT.Selection, e -> saveNow());
	}

	@Override
	public Composite control() {
		return control;
	}

	@Override
	public TabWork work() {
		return work;
	}

	private void column(String title, int width, Function<Row, String> text) {
		LazyRows.column(table, title, width, text);
	}

	/** The trace to bind; searched now if the tab was shown before it was read. */
	@Override
	public void setTrace(TraceReadResult read, TraceSummary summary) {
		trace = read.trace();
		work.changed();
	}

	private void compute() {
		Trace t = trace;
		if (t == null) {
			return;
		}
		int k = head.count();
		Label summary = head.summary();
		summary.setText("Searching a binding to " + k + " processors...");
		summary.requestLayout();
		save.setEnabled(false);
		int g = work.next();
		ChosenMachine chosen = machines.get();
		work.schedule("Binding to " + k + " processors", (IProgressMonitor monitor) -> {
			try {
				MachineModel machine = chosen.load();
				BindingAdvice a = BindingAdvice.of(t, machine, k, Algorithm.GREEDY, new EclipseProgress(monitor));
				update(g, describe(a, chosen), a, machine);
			} catch (CancellationException e) {
				update(g, "Canceled.", null, null);
				return Status.CANCEL_STATUS;
			} catch (IOException | MachineFormatException | IllegalArgumentException | IllegalStateException e) {
				// IllegalStateException: a simulation deadlocked under every model
				update(g, "Cannot bind this trace on " + chosen.label() + ": " + e.getMessage(), null, null);
			} catch (OutOfMemoryError e) {
				update(g, "Cannot bind this trace: " + HeapAdvice.now(), null, null);
			}
			return Status.OK_STATUS;
		});
	}

	private static String describe(BindingAdvice a, ChosenMachine on) {
		AllocationResult r = a.result();
		String bound = r.improvable()
				? String.format(Locale.ROOT, "above the bound by %.2f %%: a better binding exists unless the "
						+ "thread-creation and switch costs, which the bound leaves out, account for that.",
						100 * (r.time() / r.boundTime() - 1))
				: "within the bound, which so cannot show that a better binding exists.";
		return String.format(Locale.ROOT, "%.3f ms predicted on %d processors of %s with this binding (binpacking "
				+ "%.3f ms, bound %.3f ms), %s", r.time() / 1e6, r.cpus(), on.label(), a.binpackNanos() / 1e6,
				r.boundTime() / 1e6, bound);
	}

	private void update(int g, String text, BindingAdvice a, MachineModel machine) {
		work.show(g, () -> {
			advice = a;
			adviceMachine = machine;
			head.summary().setText(text);
			head.summary().requestLayout();
			List<Row> rows = new ArrayList<>();
			if (a != null) {
				for (ThreadInfo thread : trace.header().threads()) {
					rows.add(new Row(thread, a.result().plan().get(thread.id())));
				}
			}
			LazyRows.show(table, rows);
			save.setEnabled(a != null);
		});
	}

	/** Saves the plan next to the trace as NAME-bind-K.machine (replacing it); returns the file, or null. */
	IFile saveNow() {
		BindingAdvice a = advice;
		MachineModel machine = adviceMachine;
		if (a == null) {
			return null;
		}
		String base = traceFile.getName().replaceFirst("\\.ftrace$", "");
		IFile out = traceFile.getParent().getFile(new Path(base + "-bind-" + a.result().cpus() + ".machine"));
		List<String> warnings = new ArrayList<>();
		String text = a.machineText(machine, trace.header().threads(),
				"the trace editor of " + traceFile.getName() + " (greedy)", warnings);
		try {
			ProjectFiles.write(out, text);
			head.summary().setText(head.summary().getText() + " Saved as " + out.getName() + "."
					+ (warnings.isEmpty() ? "" : " " + String.join("; ", warnings) + "."));
		} catch (CoreException e) {
			head.summary().setText("Cannot save the plan: " + e.getMessage());
		}
		head.summary().requestLayout();
		return out;
	}

	/** The line above the table, for tests. */
	String text() {
		return head.summary().getText();
	}

	/** The advice shown, for tests. */
	BindingAdvice advice() {
		return advice;
	}
}
