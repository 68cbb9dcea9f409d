/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.charts;

import java.util.List;
import java.util.TreeSet;

import org.eclipse.jface.action.Action;
import org.eclipse.jface.action.MenuManager;
import org.eclipse.swt.SWT;
import org.eclipse.swt.events.ControlListener;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Menu;
import org.eclipse.swtchart.Chart;
import org.eclipse.swtchart.IAxis;
import org.eclipse.swtchart.IAxisTick;
import org.eclipse.swtchart.IErrorBar;
import org.eclipse.swtchart.ILineSeries;
import org.eclipse.swtchart.ILineSeries.PlotSymbolType;
import org.eclipse.swtchart.ISeries;
import org.eclipse.swtchart.ISeries.SeriesType;
import org.eclipse.swtchart.LineStyle;
import org.eclipse.swtchart.Range;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.measure.MeasuredCheck;

/**
 * Speedup against processor count: one line per curve, its uncertainty band as error bars, the ideal (linear)
 * speedup dashed for reference, and measured speedups as black squares without a line. The x axis is logarithmic
 * (base 2) when the counts span more than a factor of 8. Its context menu copies the values it draws.
 */
public final class SpeedupChart extends Chart {

	private static final int[] PALETTE = { SWT.COLOR_DARK_BLUE, SWT.COLOR_DARK_RED, SWT.COLOR_DARK_GREEN,
			SWT.COLOR_DARK_MAGENTA, SWT.COLOR_DARK_CYAN };

	/** SWTChart's default distance between ticks, in pixels, which a plot of 256 pixels or more keeps. */
	private static final int DEFAULT_TICK_SPACING = 64;

	private List<SpeedupCurve> curves = List.of();
	private List<MeasuredCheck> measured = List.of();

	/** A chart with no curve yet. */
	public SpeedupChart(Composite parent) {
		super(parent, SWT.NONE);
		getTitle().setText("Predicted speedup");
		getAxisSet().getXAxis(0).getTitle().setText("Processors");
		getAxisSet().getYAxis(0).getTitle().setText("Speedup");
		Control plot = getPlotArea().getControl();
		plot.addControlListener(ControlListener.controlResizedAdapter(e -> fitSpeedupTicks(plot.getSize().y)));
		addMenu();
	}

	/** A context menu whose Copy Values puts {@link #valuesText()} on the clipboard, on the chart and its parts. */
	private void addMenu() {
		Action copy = new Action("&Copy Values") {
			@Override
			public void run() {
				copyValues();
			}
		};
		MenuManager manager = new MenuManager();
		manager.add(copy);
		manager.addMenuListener(m -> copy.setEnabled(!curves.isEmpty()));
		Menu menu = manager.createContextMenu(this);
		setMenu(menu);
		for (Control child : getChildren()) {
			child.setMenu(menu);
		}
		addDisposeListener(e -> manager.dispose());
	}

	/**
	 * What the chart shows, as tab-separated text under a line of column titles: a line per curve and processor
	 * count (time, speedup, efficiency, band), with the measured time and speedup where runs were measured; empty
	 * before the first curve.
	 */
	public String valuesText() {
		return ChartValues.text(curves, measured);
	}

	/** Puts {@link #valuesText()} on the clipboard; nothing before the first curve. */
	public void copyValues() {
		TextClipboard.put(getDisplay(), valuesText());
	}

	/**
	 * Spaces the speedup axis's ticks for the plot's height: SWTChart's default of one tick per 64 pixels leaves a
	 * plot as low as the trace editor's in a small window with the zero tick alone.
	 */
	private void fitSpeedupTicks(int height) {
		IAxisTick tick = getAxisSet().getYAxis(0).getTick();
		int hint = (int) Math.max(IAxisTick.MIN_GRID_STEP_HINT, Math.min(DEFAULT_TICK_SPACING, height / 4));
		if (tick.getTickMarkStepHint() != hint) {
			tick.setTickMarkStepHint(hint);
		}
	}

	/** Shows {@code curves}, replacing what was shown. */
	public void setCurves(List<SpeedupCurve> curves) {
		setCurves(curves, List.of());
	}

	/** Shows {@code curves} and the speedups measured on their processor counts, replacing what was shown. */
	public void setCurves(List<SpeedupCurve> curves, List<MeasuredCheck> measured) {
		this.curves = List.copyOf(curves);
		this.measured = List.copyOf(measured);
		// SWTChart lays the axes and their tick labels out again on each series' change unless told to wait:
		// the first curve of a session took a sixth of a second with three series set one by one
		suspendUpdate(true);
		try {
			replaceSeries(curves, measured);
		} finally {
			suspendUpdate(false);
		}
		redraw();
	}

	private void replaceSeries(List<SpeedupCurve> curves, List<MeasuredCheck> measured) {
		for (ISeries<?> series : getSeriesSet().getSeries()) {
			getSeriesSet().deleteSeries(series.getId());
		}
		TreeSet<Integer> cpus = new TreeSet<>();
		double top = 1;
		for (int i = 0; i < curves.size(); i++) {
			SpeedupCurve curve = curves.get(i);
			addCurve(curve, i, Display.getCurrent().getSystemColor(PALETTE[i % PALETTE.length]));
			for (SpeedupPoint p : curve.points()) {
				cpus.add(p.cpus());
				top = Math.max(top, p.speedupHigh());
			}
		}
		if (!cpus.isEmpty()) {
			addIdeal(cpus);
		}
		List<MeasuredCheck> speedups = measured.stream().filter(m -> m.measuredSpeedup().isPresent()).toList();
		if (!speedups.isEmpty()) {
			addMeasured(speedups);
			top = Math.max(top, speedups.stream().mapToDouble(m -> m.measuredSpeedup().get()).max().orElse(1));
		}
		IAxis x = getAxisSet().getXAxis(0);
		x.enableLogScale(false);
		getAxisSet().adjustRange();
		if (!cpus.isEmpty() && cpus.last() > 8 * Math.max(1, cpus.first())) {
			x.setLogScaleBase(2);
			x.enableLogScale(true);
			x.adjustRange();
		}
		// the ideal line climbs to the largest processor count; scale to the predictions so that they stay readable
		getAxisSet().getYAxis(0).setRange(new Range(0, Math.max(2, top * 1.25)));
	}

	private void addCurve(SpeedupCurve curve, int index, Color color) {
		List<SpeedupPoint> points = curve.points();
		double[] x = new double[points.size()];
		double[] y = new double[points.size()];
		double[] plus = new double[points.size()];
		double[] minus = new double[points.size()];
		boolean band = false;
		for (int i = 0; i < points.size(); i++) {
			SpeedupPoint p = points.get(i);
			x[i] = p.cpus();
			y[i] = p.speedup();
			plus[i] = Math.max(0, p.speedupHigh() - p.speedup());
			minus[i] = Math.max(0, p.speedup() - p.speedupLow());
			band |= plus[i] > 0 || minus[i] > 0;
		}
		ILineSeries<?> series = (ILineSeries<?>) getSeriesSet().createSeries(SeriesType.LINE,
				"curve-" + index + '-' + curve.source());
		series.setDescription(curve.source());
		series.setXSeries(x);
		series.setYSeries(y);
		series.setLineColor(color);
		series.setLineWidth(2);
		series.setSymbolType(PlotSymbolType.CIRCLE);
		series.setSymbolColor(color);
		if (band) {
			IErrorBar bar = series.getYErrorBar();
			bar.setType(IErrorBar.ErrorBarType.BOTH);
			bar.setPlusErrors(plus);
			bar.setMinusErrors(minus);
			bar.setColor(color);
			bar.setVisible(true);
		}
	}

	private void addMeasured(List<MeasuredCheck> speedups) {
		ILineSeries<?> series = (ILineSeries<?>) getSeriesSet().createSeries(SeriesType.LINE, "measured");
		series.setDescription("measured");
		series.setXSeries(speedups.stream().mapToDouble(MeasuredCheck::cpus).toArray());
		series.setYSeries(speedups.stream().mapToDouble(m -> m.measuredSpeedup().get()).toArray());
		series.setLineStyle(LineStyle.NONE);
		series.setSymbolType(PlotSymbolType.SQUARE);
		series.setSymbolSize(5);
		series.setSymbolColor(Display.getCurrent().getSystemColor(SWT.COLOR_BLACK));
	}

	/** The ideal line through every processor count shown, so that it also reads right on a log axis. */
	private void addIdeal(TreeSet<Integer> cpus) {
		double[] xy = cpus.stream().mapToDouble(Integer::doubleValue).toArray();
		ILineSeries<?> ideal = (ILineSeries<?>) getSeriesSet().createSeries(SeriesType.LINE, "ideal");
		ideal.setDescription("ideal");
		ideal.setXSeries(xy);
		ideal.setYSeries(xy);
		ideal.setLineStyle(LineStyle.DASH);
		ideal.setLineColor(Display.getCurrent().getSystemColor(SWT.COLOR_GRAY));
		ideal.setSymbolType(PlotSymbolType.NONE);
	}
}
