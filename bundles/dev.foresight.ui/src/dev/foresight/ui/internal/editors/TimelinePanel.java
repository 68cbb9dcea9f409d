/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import org.eclipse.core.resources.IFile;
import org.eclipse.core.runtime.IProgressMonitor;
import org.eclipse.core.runtime.Status;
import org.eclipse.swt.SWT;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Label;

import dev.foresight.core.analysis.whatif.Pools;
import dev.foresight.core.machine.MachineFormatException;
import dev.foresight.core.sim.ChosenRun;
import dev.foresight.core.sim.Concurrency;
import dev.foresight.core.sim.DeadlockException;
import dev.foresight.core.sim.RecordingCost;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.Simulator;
import dev.foresight.core.sim.WaitSites;
import dev.foresight.core.sim.WaitSites.WaitSite;
import dev.foresight.core.trace.SiteCallers;
import dev.foresight.core.trace.Trace;
import dev.foresight.core.trace.TraceSummary;
import dev.foresight.core.trace.ftrace.TraceReadResult;
import dev.foresight.ui.internal.markers.TraceMarkers;
import dev.foresight.ui.internal.markers.WaitMarkers;

/**
 * The trace editor's Timeline tab: the run simulated on a chosen processor count of the machine chosen for the
 * speedup, a row per thread ({@link TimelineCanvas}). Simulated in a job when the tab is first shown, for each
 * processor count and for each machine chosen; a trace too large to keep every state change of its run in memory is
 * not simulated here. The sites where the run's threads waited longest for each other are marked in the project's
 * Java sources ({@link WaitMarkers}).
 */
final class TimelinePanel implements TraceTab {

	private static final String[] CPUS = { "1", "2", "4", "8", "16", "32", "64" };
	/**
	 * The most events a timeline simulates: its run keeps an interval per state change. Recordings have far fewer
	 * changes than events (LockHeavy, 9.6 M events: 252,000 intervals on two processors, 174 MB more heap for the
	 * run; LuceneIndex, 10.3 M: 467,000, 188 MB), a synthetic trace of threads that block at every event about one per
	 * event.
	 */
	static final long MAX_EVENTS = 20_000_000;

	private final Composite control;
	private final Combo cpus;
	private final Label summary;
	private final TimelineCanvas timeline;
	private final TabWork work;
	private final Supplier<ChosenMachine> machines;
	private final IFile traceFile;
	private Trace trace;
	private TraceSummary traceSummary;
	private SiteCallers callers = new SiteCallers(Map.of());
	private boolean closed;
	private volatile SimulatedRun run;

	TimelinePanel(Composite parent, IFile traceFile, Supplier<ChosenMachine> machines) {
		this.traceFile = traceFile;
		this.machines = machines;
		control = new Composite(parent, SWT.NONE);
		work = new TabWork(control, this::compute);
		control.setLayout(new GridLayout(3, false));
		CountChoice head = CountChoice.in(control, "P&rocessors:", CPUS, 1, this::compute);
		cpus = head.cpus();
		summary = head.summary();
		summary.setText("Reading the trace...");
		timeline = new TimelineCanvas(control, site -> SourceOpener.open(traceFile.getProject(), site, callers));
		GridData fill = LazyRows.filling();
		fill.horizontalSpan = 3;
		timeline.control().setLayoutData(fill);
	}

	@Override
	public Composite control() {
		return control;
	}

	@Override
	public TabWork work() {
		return work;
	}

	/** The trace to simulate, read from a file whose recording was closed or not, and its summary. */
	@Override
	public void setTrace(TraceReadResult read, TraceSummary s) {
		trace = read.trace();
		callers = SiteCallers.of(trace.header());
		traceSummary = s;
		closed = read.closed();
		summary.setText("Simulated when this tab is shown.");
		work.changed();
	}

	private void compute() {
		Trace t = trace;
		if (t == null) {
			return;
		}
		if (t.eventCount() > MAX_EVENTS) {
			summary.setText(String.format(Locale.ROOT, "This trace has %,d events; the timeline simulates at most %,d "
					+ "(it keeps every state change of the run). The speedup and the critical path cover it.",
					t.eventCount(), MAX_EVENTS));
			summary.requestLayout();
			return;
		}
		int n = Integer.parseInt(cpus.getText());
		boolean wasClosed = closed;
		summary.setText("Simulating on " + n + (n == 1 ? " processor..." : " processors..."));
		summary.requestLayout();
		int g = work.next();
		ChosenMachine chosen = machines.get();
		TraceSummary sites = traceSummary;
		work.schedule("Timeline on " + n + " processors", (IProgressMonitor monitor) -> {
			try {
				ChosenRun c = new Simulator(t, RecordingCost.recorded(t.header()), wasClosed)
						.runAuto(chosen.load(), n, true);
				SimulatedRun r = c.run();
				List<WaitSite> waits = WaitSites.of(r, sites, WaitMarkers.LIMIT);
				Map<Integer, List<String>> pools = Pools.releasing(t, Pools.of(t),
						waits.stream().map(w -> w.site().id()).collect(Collectors.toSet()));
				List<TraceMarkers.Mark> marks = WaitMarkers.marks(traceFile, r, waits, SiteCallers.of(t.header()),
						chosen.choice(), pools);
				update(g, String.format(Locale.ROOT, "%.3f ms on %d processors of %s (%s model). Green: running; "
						+ "yellow: waiting for a processor; red: blocked (double-click: its source). Wheel or + / - "
						+ "zooms, arrows pan and scroll, Home shows the whole run.%s", r.completionMillis(), n,
						chosen.label(), r.model().wireName(), marked(marks.size())), r, Concurrency.of(r), marks);
			} catch (DeadlockException e) {
				update(g, "Every simulation model deadlocks: " + e.getMessage(), null, null, List.of());
			} catch (IOException | MachineFormatException | IllegalArgumentException e) {
				update(g, "Cannot simulate on " + chosen.label() + ": " + e.getMessage(), null, null, List.of());
			} catch (OutOfMemoryError e) {
				update(g, "Cannot simulate this trace's timeline: " + HeapAdvice.now(), null, null, List.of());
			}
			return Status.OK_STATUS;
		});
	}

	private static String marked(int sites) {
		return sites == 0 ? ""
				: " The " + (sites == 1 ? "site" : sites + " sites") + " of this project where threads waited longest "
						+ "for each other: marked in the Java editor and the Problems view, with quick-fixes (Ctrl+1).";
	}

	private void update(int g, String text, SimulatedRun r, Concurrency c, List<TraceMarkers.Mark> marks) {
		work.show(g, () -> {
			// the latest run's markers replace the trace's markers of the runs before
			WaitMarkers.replace(traceFile, marks);
			run = r;
			summary.setText(text);
			summary.requestLayout();
			if (r != null) {
				timeline.show(r, c, trace.header().sites());
			}
		});
	}

	/** The run shown, for tests. */
	SimulatedRun run() {
		return run;
	}

	/** The drawing, for tests. */
	TimelineCanvas canvas() {
		return timeline;
	}
}
