/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.TreeSet;
import java.util.concurrent.CancellationException;
import java.util.function.Function;
import java.util.function.Supplier;

import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.viewers.TableViewer;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.TraceGraphs;
import dev.foresight.core.analysis.replay.ReplayPredictor;
import dev.foresight.core.analysis.result.PoolCurve;
import dev.foresight.core.analysis.result.PoolPoint;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.analysis.result.WhatIfPoint;
import dev.foresight.core.analysis.whatif.Pool;
import dev.foresight.core.analysis.whatif.PoolResize;
import dev.foresight.core.analysis.whatif.PoolWhatIf;
import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.analysis.whatif.Selections;
import dev.foresight.core.analysis.whatif.WhatIf;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.trace.Site;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import dev.foresight.ui.internal.jobs.EclipseProgress;

/**
 * The trace editor's What if tab: the program's predicted time on a chosen processor count of the chosen machine
 * when one method, or the critical sections entered on one line, become 0, 10, ..., 100 % faster, a causal
 * profiler's virtual speedup from one trace (spec 6), or when a thread pool has 1, 2, 4, ... threads
 * ({@link PoolWhatIf}). The choices are the methods of the recorded sites and the pools that can be resized, found in
 * a job of their own. Computed in a cancellable job when a target is chosen.
 */
final class WhatIfPanel implements TraceTab {

	private static final String[] CPUS = { "2", "4", "8", "16", "32", "64" };

	private final Composite control;
	private final Combo method;
	private final CountChoice head;
	private final TableViewer table;
	private final TabWork work;
	private final Supplier<ChosenMachine> machines;
	private Trace trace;
	private volatile WhatIfCurve curve;
	private volatile PoolCurve poolCurve;

	/** A row of the table: the change, the predicted time in nanoseconds, the program's speedup from it. */
	private record Row(String change, double time, double speedup) {
	}

	/** What the target list calls a pool. */
	static final String POOL = "pool ";

	WhatIfPanel(Composite parent, Supplier<ChosenMachine> machines) {
		this.machines = machines;
		control = new Composite(parent, SWT.NONE);
		work = new TabWork(control, this::compute);
		control.setLayout(new GridLayout(3, false));
		new Label(control, SWT.NONE).setText("&Target:");
		method = new Combo(control, SWT.DROP_DOWN);
		GridData wide = new GridData(SWT.FILL, SWT.CENTER, true, false);
		wide.horizontalSpan = 2;
		method.setLayoutData(wide);
		method.setToolTipText("CLASS#METHOD, a method of the recorded call sites, CLASS#METHOD:LINE, the critical "
				+ "sections entered on that line, or pool NAME, a thread pool with other numbers of threads; Enter "
				+ "predicts");
		method.addListener(SWT.Selection, e -> compute());
		method.addListener(SWT.DefaultSelection, e -> compute());
		head = CountChoice.in(control, "P&rocessors:", CPUS, 1, this::compute);
		head.summary().setText("Choose a method.");
		table = LazyRows.table(control);
		GridData fill = LazyRows.filling();
		fill.horizontalSpan = 3;
		table.getTable().setLayoutData(fill);
		column("Change", 130, Row::change);
		column("Predicted time (ms)", 150, p -> String.format(Locale.ROOT, "%.3f", p.time() / 1e6));
		column("Program speedup", 130, p -> String.format(Locale.ROOT, "%.3f", p.speedup()));
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

	/** The trace to ask about; its sites' methods are the choices. */
	@Override
	public void setTrace(TraceReadResult read, TraceSummary summary) {
		trace = read.trace();
		TreeSet<String> names = new TreeSet<>();
		for (Site s : trace.header().sites()) {
			names.add(s.qualifiedMethod());
		}
		String chosen = method.getText();
		method.setItems(names.toArray(String[]::new));
		method.setText(chosen);
		Trace t = trace;
		// a scan of every event: not on the display thread
		Job.create("Foresight: the trace's thread pools", (IProgressMonitor monitor) -> {
			List<Pool> found = Pools.of(t).stream().filter(Pool::resizable).toList();
			control.getDisplay().asyncExec(() -> {
				if (!control.isDisposed() && trace == t && !found.isEmpty()) {
					String text = method.getText();
					for (int i = 0; i < found.size(); i++) {
						method.add(POOL + found.get(i).name(), i);
					}
					method.setText(text);
				}
			});
			return Status.OK_STATUS;
		}).schedule();
		work.changed();
	}

	/** Asks about {@code qualified} ({@code Class#method}) on {@code cpus} processors (if the list has it). */
	void choose(String qualified, int cpus) {
		method.setText(qualified);
		int i = head.cpus().indexOf(Integer.toString(cpus));
		if (i >= 0) {
			head.cpus().select(i);
		}
		work.start();
	}

	private void compute() {
		Trace t = trace;
		String m = method.getText().trim();
		if (t == null || m.isEmpty()) {
			return;
		}
		int n = head.count();
		ChosenMachine chosen = machines.get();
		if (m.startsWith(POOL)) {
			pool(t, m.substring(POOL.length()), n, chosen);
			return;
		}
		head.summary().setText("Predicting " + m + " faster on " + n + " processors...");
		head.summary().requestLayout();
		int g = work.next();
		work.schedule("What if " + m + " were faster", (IProgressMonitor monitor) -> {
			try {
				ExecutionGraph graph = TraceGraphs.of(t);
				boolean[] selected = Selections.target(t, graph, m);
				WhatIfCurve c = new WhatIf(new ReplayPredictor(t, chosen.load())).curve(graph, selected, m, n,
						WhatIf.tenPercentSteps(), new EclipseProgress(monitor));
				update(g, describe(c, chosen), c);
			} catch (CancellationException e) {
				update(g, "Canceled.", null);
				return Status.CANCEL_STATUS;
			} catch (IOException | MachineFormatException | IllegalArgumentException | IllegalStateException e) {
				// IllegalStateException: a simulation deadlocked under every model
				update(g, "Cannot predict " + m + " faster: " + e.getMessage(), null);
			} catch (OutOfMemoryError e) {
				update(g, "Cannot predict " + m + " faster: " + HeapAdvice.now(), null);
			}
			return Status.OK_STATUS;
		});
	}

	private static String describe(WhatIfCurve c, ChosenMachine chosen) {
		List<WhatIfPoint> p = c.points();
		WhatIfPoint now = p.get(0);
		WhatIfPoint half = p.stream().filter(q -> q.percent() == 50).findFirst().orElse(now);
		WhatIfPoint none = p.get(p.size() - 1);
		return String.format(Locale.ROOT, "%s: %,d segments, %.3f ms of work. On %d processors of %s the run takes "
				+ "%.3f ms; with them twice as fast %.3f ms (x%.3f), taking no time %.3f ms (x%.3f).", c.target(),
				c.segments(), c.work() / 1e6, c.cpus(), chosen.label(), now.time() / 1e6, half.time() / 1e6,
				half.speedup(), none.time() / 1e6, none.speedup());
	}

	private void update(int g, String text, WhatIfCurve c) {
		work.show(g, () -> {
			curve = c;
			poolCurve = null;
			head.summary().setText(text);
			head.summary().requestLayout();
			LazyRows.show(table, c == null ? List.of()
					: c.points().stream().map(p -> new Row(p.percent() + " % faster", p.time(), p.speedup())).toList());
		});
	}

	/** Predicts the program with pool {@code name} of 1, 2, 4, ... threads on {@code n} processors. */
	private void pool(Trace t, String name, int n, ChosenMachine chosen) {
		int g = work.next();
		head.summary().setText("Predicting pool " + name + " with other numbers of threads on " + n
				+ " processors...");
		head.summary().requestLayout();
		work.schedule("What if pool " + name + " had other sizes", (IProgressMonitor monitor) -> {
			try {
				Pool p = Pools.of(t).stream().filter(q -> q.name().equals(name)).findFirst()
						.orElseThrow(() -> new IllegalArgumentException(PoolResize.unknown(t, name)));
				PoolCurve c = PoolWhatIf.curve(t, p, PoolWhatIf.sizes(p, n), n, chosen.load(),
						new EclipseProgress(monitor));
				work.show(g, () -> showPool(c, chosen));
			} catch (CancellationException e) {
				update(g, "Canceled.", null);
				return Status.CANCEL_STATUS;
			} catch (IOException | MachineFormatException | IllegalArgumentException | IllegalStateException e) {
				update(g, "Cannot predict pool " + name + ": " + e.getMessage(), null);
			} catch (OutOfMemoryError e) {
				update(g, "Cannot predict pool " + name + ": " + HeapAdvice.now(), null);
			}
			return Status.OK_STATUS;
		});
	}

	private void showPool(PoolCurve c, ChosenMachine chosen) {
		curve = null;
		poolCurve = c;
		PoolPoint now = c.points().stream().filter(q -> q.threads() == c.recorded()).findFirst().orElseThrow();
		PoolPoint best = c.points().stream().min(Comparator.comparingDouble(PoolPoint::time)).orElseThrow();
		head.summary().setText(String.format(Locale.ROOT, "Pool %s: %d threads, %,d tasks, dealt as its queue would "
				+ "hand them out. On %d processors of %s the run takes %.3f ms with its %d threads; the shortest, "
				+ "%.3f ms (x%.3f), with %d.", c.pool(), c.recorded(), c.tasks(), c.cpus(), chosen.label(),
				now.time() / 1e6, c.recorded(), best.time() / 1e6, best.speedup(), best.threads()));
		head.summary().requestLayout();
		LazyRows.show(table, c.points().stream().map(q -> new Row(q.threads() + (q.threads() == 1 ? " thread"
				: " threads") + (q.threads() == c.recorded() ? " (recorded)" : ""), q.time(), q.speedup())).toList());
	}

	/** The line above the table, for tests. */
	String text() {
		return head.summary().getText();
	}

	/** The curve shown, for tests. */
	WhatIfCurve curve() {
		return curve;
	}

	/** The pool's curve shown, for tests. */
	PoolCurve poolCurve() {
		return poolCurve;
	}

	/** The targets to choose from, for tests. */
	List<String> targets() {
		return List.of(method.getItems());
	}
}
