/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.tests;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import org.eclipse.swt.SWT;
import org.eclipse.swt.dnd.Clipboard;
import org.eclipse.swt.dnd.TextTransfer;
import org.eclipse.swt.layout.FillLayout;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Event;
import org.eclipse.swt.widgets.MenuItem;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swtchart.ISeries;
import org.junit.jupiter.api.Test;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredRuns;
import dev.foresight.ui.internal.charts.SpeedupChart;

/** The speedup chart renders a curve with its band, the ideal line and measured speedups, and copies its values. */
class SpeedupChartTest {

	@Test
	void rendersCurveBandAndIdeal() throws Exception {
		Shell shell = new Shell(Display.getCurrent());
		try {
			SpeedupChart chart = chartIn(shell, 640, 420);
			// time 100 on 1 cpu; 55 (50..60) on 2; 40 (35..45) on 4; 42 on 16
			SpeedupCurve curve = new SpeedupCurve("direct", "", List.of(new SpeedupPoint(1, 100, 1, 1, 100, 100),
					new SpeedupPoint(2, 55, 100 / 55.0, 100 / 110.0, 50, 60),
					new SpeedupPoint(4, 40, 2.5, 0.625, 35, 45),
					new SpeedupPoint(16, 42, 100 / 42.0, 100 / 672.0, 42, 42)));
			chart.setCurves(List.of(curve));
			shell.open();
			UiTestSupport.processEvents();

			ISeries<?>[] series = chart.getSeriesSet().getSeries();
			assertEquals(2, series.length, "the curve and the ideal line");
			assertArrayEquals(new double[] { 1, 2, 4, 16 }, series[0].getXSeries());
			assertEquals(2.5, series[0].getYSeries()[2], 1e-12);
			// band of the 4-processor point: speedup 100/45 .. 100/35
			assertEquals(100 / 35.0 - 2.5, series[0].getYErrorBar().getPlusErrors()[2], 1e-9);
			assertEquals(2.5 - 100 / 45.0, series[0].getYErrorBar().getMinusErrors()[2], 1e-9);
			assertTrue(chart.getAxisSet().getXAxis(0).isLogScaleEnabled(), "1..16 spans more than 8x: log axis");

			Path shot = Screenshots.capture(shell, "speedup-chart");
			assertTrue(Files.size(shot) > 1000);

			// measured: 90, 50 and 30 ms on 1, 2 and 4 processors
			MeasuredRuns runs = new MeasuredRuns("", List.of(new MeasuredRuns.Point(1, 0, List.of(90e6)),
					new MeasuredRuns.Point(2, 0, List.of(50e6)), new MeasuredRuns.Point(4, 0, List.of(30e6))));
			chart.setCurves(List.of(curve), MeasuredCheck.of(curve, runs));
			ISeries<?> measured = chart.getSeriesSet().getSeries("measured");
			assertArrayEquals(new double[] { 1, 2, 4 }, measured.getXSeries());
			assertArrayEquals(new double[] { 1, 1.8, 3 }, measured.getYSeries(), 1e-12);
			assertEquals(3, chart.getSeriesSet().getSeries().length,
					"the curve, the ideal line and the measured points");
			Screenshots.capture(shell, "speedup-chart-measured");

			// its context menu copies what it draws, six significant digits, for a spreadsheet
			String values = """
					curve\tprocessors\ttime\tspeedup\tefficiency\tlow\thigh\tmeasured time\tmeasured speedup
					direct\t1\t100\t1\t1\t100\t100\t90\t1
					direct\t2\t55\t1.81818\t0.909091\t50\t60\t50\t1.8
					direct\t4\t40\t2.5\t0.625\t35\t45\t30\t3
					direct\t16\t42\t2.38095\t0.14881\t42\t42\t\t
					""";
			assertEquals(values, chart.valuesText());
			chart.getMenu().notifyListeners(SWT.Show, new Event());
			MenuItem copy = chart.getMenu().getItem(0);
			assertEquals("&Copy Values", copy.getText());
			assertTrue(copy.isEnabled());
			copy.notifyListeners(SWT.Selection, new Event());
			Clipboard clipboard = new Clipboard(shell.getDisplay());
			try {
				assertEquals(values, clipboard.getContents(TextTransfer.getInstance()));
			} finally {
				clipboard.dispose();
			}
			assertEquals(chart.getMenu(), chart.getPlotArea().getControl().getMenu(), "the plot has the menu too");
		} finally {
			shell.dispose();
		}
	}

	@Test
	void aChartAsSmallAsTheEditorsLabelsItsSpeedupAxis() throws Exception {
		Shell shell = new Shell(Display.getCurrent());
		try {
			// the trace editor's chart in a 1024 x 768 window: the plot is about 70 pixels high
			SpeedupChart chart = chartIn(shell, 330, 170);
			SpeedupCurve curve = new SpeedupCurve("direct", "", List.of(new SpeedupPoint(1, 100, 1, 1, 100, 100),
					new SpeedupPoint(2, 60, 100 / 60.0, 100 / 120.0, 60, 60),
					new SpeedupPoint(64, 45, 100 / 45.0, 100 / 2880.0, 45, 45)));
			chart.setCurves(List.of(curve));
			shell.open();
			UiTestSupport.processEvents();

			double[] ticks = chart.getAxisSet().getYAxis(0).getTick().getTickLabelValues();
			assertTrue(ticks.length >= 3, "speedups 0 to 2.78 need more than " + Arrays.toString(ticks));
			Screenshots.capture(shell, "speedup-chart-small");
		} finally {
			shell.dispose();
		}
	}

	/** A chart filling {@code shell}, sized {@code width} x {@code height}. */
	private static SpeedupChart chartIn(Shell shell, int width, int height) {
		shell.setLayout(new FillLayout());
		shell.setSize(width, height);
		return new SpeedupChart(shell);
	}
}
