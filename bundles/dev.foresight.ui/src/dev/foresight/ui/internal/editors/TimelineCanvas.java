/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.accessibility.AccessibleAdapter;
import org.eclipse.swt.accessibility.AccessibleEvent;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.ScrollBar;

import dev.foresight.core.sim.Concurrency;
import dev.foresight.core.sim.SimulatedRun;
import dev.foresight.core.sim.StateBins;
import dev.foresight.core.sim.ThreadRun;
import dev.foresight.core.trace.Site;

/**
 * A simulated run drawn as a row per thread over time: running, waiting for a processor, blocked. Each pixel shows
 * the state its time mostly held ({@link StateBins}), so a paint costs the intervals in view, not the run's. Above
 * the rows, the parallelism graph: how many threads ran (green) and waited for a processor (yellow) in each pixel's
 * time, on average ({@link Concurrency}), up to a line at the processor count. The mouse wheel and + / - zoom, the
 * arrow keys pan and scroll, Home shows the whole run; hovering names the state, its time, processor and what a
 * blocked thread waits on, or over the graph the counts; a double-click on a blocked interval opens its site's source.
 */
final class TimelineCanvas {

	static final int ROW = 16;
	static final int NAMES = 140;
	static final int RULER = 18;
	/** The height of the parallelism graph, below the ruler. */
	static final int GRAPH = 40;
	/** Where the first row begins. */
	private static final int ROWS_TOP = RULER + GRAPH + 4;
	private static final int[] COLORS = { SWT.COLOR_DARK_GREEN, SWT.COLOR_YELLOW, SWT.COLOR_RED };
	/** The narrowest window zoom goes to, in nanoseconds. */
	private static final double MIN_WINDOW = 1_000;

	private final Canvas canvas;
	private SimulatedRun run;
	private Concurrency concurrency;
	/** The run in words, for the tooltips. */
	private TimelineText text = TimelineText.NONE;
	private double from;
	private double to;
	private int top;
	/** Opens the source of a site; called on a double-click on a blocked interval. */
	private final Consumer<Site> openSite;

	TimelineCanvas(Composite parent, Consumer<Site> openSite) {
		this.openSite = openSite;
		canvas = new Canvas(parent, SWT.DOUBLE_BUFFERED | SWT.V_SCROLL | SWT.BORDER);
		canvas.addListener(SWT.Paint, e -> paint(e.gc));
		canvas.addListener(SWT.Resize, e -> updateScrollBar());
		canvas.addListener(SWT.MouseDown, e -> canvas.setFocus());
		canvas.addListener(SWT.MouseVerticalWheel, e -> {
			zoom(e.count > 0 ? 0.8 : 1.25, timeAt(e.x));
			e.doit = false;
		});
		canvas.addListener(SWT.MouseMove, e -> canvas.setToolTipText(describe(e.x, e.y)));
		canvas.addListener(SWT.MouseDoubleClick, e -> {
			if (e.x >= NAMES && e.y >= ROWS_TOP) {
				open(top + (e.y - ROWS_TOP) / ROW, timeAt(e.x));
			}
		});
		canvas.addListener(SWT.KeyDown, this::key);
		canvas.addListener(SWT.Traverse, e -> e.doit = e.detail != SWT.TRAVERSE_ARROW_NEXT
				&& e.detail != SWT.TRAVERSE_ARROW_PREVIOUS);
		canvas.getAccessible().addAccessibleListener(new AccessibleAdapter() {
			@Override
			public void getName(AccessibleEvent e) {
				e.result = "Timeline of the simulated run, a row per thread";
			}
		});
		canvas.getVerticalBar().addListener(SWT.Selection, e -> {
			top = canvas.getVerticalBar().getSelection();
			canvas.redraw();
		});
	}

	Canvas control() {
		return canvas;
	}

	/**
	 * Shows {@code r} whole with its parallelism graph {@code c}; {@code siteTable} names the sites its blocked
	 * intervals refer to.
	 */
	void show(SimulatedRun r, Concurrency c, List<Site> siteTable) {
		run = r;
		concurrency = c;
		text = new TimelineText(r, c, siteTable);
		top = 0;
		home();
		updateScrollBar();
	}

	/** The window shown, in nanoseconds of simulated time: {@code [0]} from, {@code [1]} to. */
	double[] window() {
		return new double[] { from, to };
	}

	private void home() {
		from = 0;
		to = run == null ? 1 : Math.max(MIN_WINDOW, run.completionNanos());
		canvas.redraw();
	}

	private void updateScrollBar() {
		ScrollBar bar = canvas.getVerticalBar();
		int threads = run == null ? 0 : run.threads().size();
		int rows = rows();
		bar.setValues(Math.min(top, Math.max(0, threads - rows)), 0, Math.max(1, threads), Math.max(1, rows), 1,
				Math.max(1, rows));
		top = bar.getSelection();
		canvas.redraw();
	}

	private int rows() {
		return Math.max(1, (canvas.getClientArea().height - ROWS_TOP) / ROW);
	}

	/** Zooms by {@code factor} (below 1: in) keeping {@code at} where it is on the screen. */
	void zoom(double factor, double at) {
		if (run == null) {
			return;
		}
		double end = Math.max(MIN_WINDOW, run.completionNanos());
		double width = Math.min(end, Math.max(MIN_WINDOW, (to - from) * factor));
		double left = at - (at - from) * width / (to - from);
		from = Math.max(0, Math.min(end - width, left));
		to = from + width;
		canvas.redraw();
	}

	private void pan(double fraction) {
		if (run == null) {
			return;
		}
		double end = Math.max(MIN_WINDOW, run.completionNanos());
		double width = to - from;
		from = Math.max(0, Math.min(end - width, from + fraction * width));
		to = from + width;
		canvas.redraw();
	}

	private void scroll(int rowsBy) {
		ScrollBar bar = canvas.getVerticalBar();
		bar.setSelection(bar.getSelection() + rowsBy);
		top = bar.getSelection();
		canvas.redraw();
	}

	private void key(Event e) {
		switch (e.keyCode) {
		case SWT.ARROW_LEFT -> pan(-0.1);
		case SWT.ARROW_RIGHT -> pan(0.1);
		case SWT.ARROW_UP -> scroll(-1);
		case SWT.ARROW_DOWN -> scroll(1);
		case SWT.PAGE_UP -> scroll(-rows());
		case SWT.PAGE_DOWN -> scroll(rows());
		case SWT.HOME -> home();
		default -> {
			if (e.character == '+' || e.character == '=') {
				zoom(0.5, (from + to) / 2);
			} else if (e.character == '-') {
				zoom(2, (from + to) / 2);
			}
		}
		}
	}

	private double timeAt(int x) {
		int width = Math.max(1, canvas.getClientArea().width - NAMES);
		return from + (to - from) * Math.max(0, Math.min(width, x - NAMES)) / width;
	}

	private void paint(GC gc) {
		Rectangle area = canvas.getClientArea();
		gc.setBackground(canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_BACKGROUND));
		gc.fillRectangle(area);
		if (run == null || area.width <= NAMES) {
			return;
		}
		int bins = area.width - NAMES;
		gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
		// a tick every 110 pixels or so, up to four spans; a label that would overlap the one before is left out
		int ticks = Math.max(1, Math.min(4, bins / 110));
		int free = 0;
		for (int k = 0; k <= ticks; k++) {
			int x = NAMES + k * (bins - 1) / ticks;
			gc.drawLine(x, RULER - 4, x, RULER);
			String label = String.format(Locale.ROOT, "%.3f ms", (from + (to - from) * k / ticks) / 1e6);
			int left = Math.min(x, area.width - gc.textExtent(label).x);
			if (left >= free) {
				gc.drawText(label, left, 0, true);
				free = left + gc.textExtent(label).x + 8;
			}
		}
		paintGraph(gc, bins);
		byte[][] states = StateBins.of(run, top, rows(), from, to, bins);
		for (int k = 0; k < states.length; k++) {
			int y = ROWS_TOP + k * ROW;
			ThreadRun thread = run.threads().get(top + k);
			gc.drawText(TimelineText.name(thread), 2, y, true);
			byte[] row = states[k];
			for (int x = 0; x < bins;) {
				int end = x + 1;
				while (end < bins && row[end] == row[x]) {
					end++;
				}
				if (row[x] != StateBins.NONE) {
					Color c = canvas.getDisplay().getSystemColor(COLORS[row[x]]);
					gc.setBackground(c);
					gc.fillRectangle(NAMES + x, y + 2, end - x, ROW - 4);
				}
				x = end;
			}
		}
	}

	/** The parallelism graph: per pixel, threads running and waiting, scaled so that the most at once fit. */
	private void paintGraph(GC gc, int bins) {
		int scale = Math.max(1, Math.max(run.cpus(), concurrency.peak()));
		gc.drawText("Parallelism", 2, RULER, true);
		gc.drawText("up to " + scale, 2, RULER + GRAPH / 2, true);
		Color green = canvas.getDisplay().getSystemColor(COLORS[0]);
		Color yellow = canvas.getDisplay().getSystemColor(COLORS[1]);
		int bottom = RULER + GRAPH;
		double width = (to - from) / bins;
		for (int x = 0; x < bins; x++) {
			double a = from + x * width;
			int running = (int) Math.round(concurrency.running(a, a + width) * GRAPH / scale);
			int waiting = (int) Math.round(concurrency.waiting(a, a + width) * GRAPH / scale);
			gc.setBackground(green);
			gc.fillRectangle(NAMES + x, bottom - running, 1, running);
			gc.setBackground(yellow);
			gc.fillRectangle(NAMES + x, bottom - running - waiting, 1, waiting);
		}
		// the processors: above this line threads can only wait
		int cpus = bottom - run.cpus() * GRAPH / scale;
		gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
		gc.drawLine(NAMES, cpus, NAMES + bins - 1, cpus);
		gc.drawLine(NAMES, bottom, NAMES + bins - 1, bottom);
		gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_WIDGET_FOREGROUND));
	}

	/** What the mouse is over, for the tooltip; {@code null} outside the graph and the rows. */
	private String describe(int x, int y) {
		if (run == null || x < NAMES || y < RULER) {
			return null;
		}
		if (y < ROWS_TOP) {
			double width = (to - from) / Math.max(1, canvas.getClientArea().width - NAMES);
			return describeGraph(timeAt(x), timeAt(x) + width);
		}
		return describe(top + (y - ROWS_TOP) / ROW, timeAt(x));
	}

	/**
	 * Opens the source of the site thread {@code index} is blocked at, at {@code time}; returns whether there is one.
	 */
	boolean open(int index, double time) {
		Site site = text.siteAt(index, time);
		if (site != null) {
			openSite.accept(site);
		}
		return site != null;
	}

	/** What the parallelism graph shows for {@code [a, b)} (nanoseconds), as its tooltip says it. */
	String describeGraph(double a, double b) {
		return text.graph(a, b);
	}

	/** What thread {@code index} does at {@code time} (nanoseconds), as the tooltip says it; {@code null}: none. */
	String describe(int index, double time) {
		return text.thread(index, time);
	}
}
