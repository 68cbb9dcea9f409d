/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.CTabFolder;
import org.eclipse.swt.custom.CTabItem;
import org.eclipse.swt.custom.SashForm;
import org.eclipse.swt.layout.GridData;
import org.eclipse.swt.layout.GridLayout;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Text;
import org.eclipse.ui.editors.text.TextEditor;

import dev.foresight.ui.internal.charts.SpeedupChart;
import dev.foresight.ui.internal.graph.GraphViewer;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.analytic.taskgraph.ModelEvaluation;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.io.SourcePos;
import dev.foresight.core.model.lower.Choices;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;
import dev.foresight.core.model.io.Problem;
import dev.foresight.core.model.io.TaskGraphParser;
import dev.foresight.core.model.io.TaskGraphSyntaxException;

/**
 * The .taskgraph editor: the model's text with colouring, undo and problems shown while typing, and beside it the
 * predicted speedup curve (Adve's deterministic model), the completion-time moments and the task graph drawn with
 * ELK, updated as the user types.
 */
public final class TaskGraphEditor extends TextEditor {

	/** The editor id, as declared in plugin.xml. */
	public static final String ID = "dev.foresight.ui.editors.taskgraph";

	/** Processor counts of the live curve. */
	private static final int[] CPUS = { 1, 2, 4, 8, 16, 32, 64 };
	/** Monte Carlo samples while typing: enough for a stable picture, few enough to stay interactive. */
	private static final int LIVE_SAMPLES = 2000;
	/** How long Monte Carlo's samples may take before the curve shows without them. */
	private static final int SAMPLING_NOTICE_MILLIS = 30;
	/** Lines of the status text before it scrolls: a result with a note, or a count and five problems. */
	private static final int STATUS_LINES = 6;
	/** The narrowest the status text gets in a narrow editor, in pixels. */
	private static final int STATUS_WIDTH = 120;

	/** Largest graph the Graph tab draws; bigger ones are summarized. */
	private static final int MAX_DRAWN = 300;

	private Text status;
	private SpeedupChart chart;
	private GraphViewer graphViewer;
	private volatile TaskGraph lastGood;
	private volatile ModelEvaluation lastEvaluation;
	/** Evaluations started by the reconciler; the latest shown (display thread) and its curve on the chart. */
	private final AtomicInteger evaluations = new AtomicInteger();
	private int shownUpTo;
	private SpeedupCurve curveShown;

	/** Creates the editor with the task-graph viewer configuration. */
	public TaskGraphEditor() {
		setSourceViewerConfiguration(new ModelViewerConfiguration(KeywordScanner::taskGraph, this::check));
	}

	@Override
	public void createPartControl(Composite parent) {
		SashForm sash = new SashForm(parent, SWT.HORIZONTAL);
		Composite text = new Composite(sash, SWT.NONE);
		text.setLayout(new org.eclipse.swt.layout.FillLayout());
		super.createPartControl(text);
		Composite panel = new Composite(sash, SWT.NONE);
		panel.setLayout(new GridLayout(1, false));
		// a read-only text of a fixed height, which scrolls when longer: a height that followed the text's lines
		// resized the chart below it, which SWTChart then laid out and drew again, on every edit whose text had a
		// line more or less than the one before (the curve shown while Monte Carlo's samples are drawn, then the
		// moments)
		status = new Text(panel, SWT.MULTI | SWT.WRAP | SWT.READ_ONLY | SWT.V_SCROLL);
		GridData wrapped = new GridData(SWT.FILL, SWT.TOP, true, false);
		// a wrapping control asks for its whole text on one line: the hint lets it take the column's width instead
		wrapped.widthHint = STATUS_WIDTH;
		wrapped.heightHint = STATUS_LINES * status.getLineHeight();
		status.setLayoutData(wrapped);
		status.setText("Parsing...");
		CTabFolder tabs = new CTabFolder(panel, SWT.BOTTOM | SWT.BORDER);
		tabs.setLayoutData(new GridData(SWT.FILL, SWT.FILL, true, true));
		chart = new SpeedupChart(tabs);
		tab(tabs, "Speedup", chart);
		graphViewer = new GraphViewer(tabs);
		FlatGraphContent content = new FlatGraphContent();
		graphViewer.setContentProvider(content);
		graphViewer.setLabelProvider(content);
		tab(tabs, "Graph", graphViewer.getControl());
		tabs.setSelection(0);
		sash.setWeights(55, 45);
	}

	/** Parses the text for the reconciler; a valid model is evaluated there too, off the UI thread. */
	private List<Problem> check(String text) {
		try {
			modelParsed(TaskGraphParser.parse(getTitle(), text), text);
			return List.of();
		} catch (TaskGraphSyntaxException e) {
			modelInvalid(e.problems());
			return e.problems();
		}
	}

	private static void tab(CTabFolder tabs, String title, Control control) {
		CTabItem item = new CTabItem(tabs, SWT.NONE);
		item.setText(title);
		item.setControl(control);
	}

	/**
	 * Called by the reconciler (not on the UI thread) with a model that parsed: evaluates it there, so the UI thread
	 * only draws the result.
	 */
	void modelParsed(TaskGraphParser.Parsed parsed, String text) {
		TaskGraph graph = parsed.graph();
		lastGood = graph;
		long start = System.nanoTime();
		int n = evaluations.incrementAndGet();
		try {
			ModelEvaluation ev = ModelEvaluation.of(graph, Bindings.of(graph, Map.of()), CPUS, LIVE_SAMPLES, 1,
					curve -> showWhileSampling(n, graph, curve));
			lastEvaluation = ev;
			double ms = (System.nanoTime() - start) / 1e6;
			show(describe(graph, ev, ms), ev.curve());
			showGraph(drawable(graph));
		} catch (ModelException e) {
			SourcePos pos = e.where() == null ? null : parsed.sources().get(e.where());
			show((pos == null ? "" : pos + ": ") + e.getMessage(), null);
		}
	}

	private static String describe(TaskGraph graph, ModelEvaluation ev, double ms) {
		Moments m = ev.moments();
		SpeedupPoint last = ev.curve().points().get(ev.curve().points().size() - 1);
		return String.format(Locale.ROOT,
				"Model '%s': no problems.%nOn %d processors: time %.4g, speedup %.3g.%n"
						+ "Completion time there: mean %.4g, sd %.3g, skewness %.3f, kurtosis %.3f (%s).%n"
						+ "Evaluated in %.0f ms.",
				graph.name(), last.cpus(), last.time(), last.speedup(), m.mean(), Math.sqrt(m.variance()),
				m.skewness(), m.kurtosis(), ev.momentsMethod().equals("pamela") ? "moments method" : "Monte Carlo",
				ms) + (ev.warning().isEmpty() ? "" : "\nNote: " + ev.warning() + ".");
	}

	private static String sampling(TaskGraph graph, SpeedupCurve curve) {
		SpeedupPoint last = curve.points().get(curve.points().size() - 1);
		return String.format(Locale.ROOT, "Model '%s': no problems.%nOn %d processors: time %.4g, speedup %.3g.%n"
				+ "Completion time there: drawing %d Monte Carlo samples...", graph.name(), last.cpus(), last.time(),
				last.speedup(), LIVE_SAMPLES);
	}

	/** Called by the reconciler (not on the UI thread) when the text has problems. */
	void modelInvalid(List<Problem> problems) {
		StringBuilder sb = new StringBuilder(problems.size() + (problems.size() == 1 ? " problem" : " problems"));
		for (Problem p : problems.subList(0, Math.min(5, problems.size()))) {
			sb.append("\n").append(p.format(getTitle()));
		}
		show(sb.toString(), null);
	}

	/**
	 * One typical instance of the model, if it is small enough to draw. The lowering stops past the drawable size:
	 * a model with a loop of a million iterations is not unrolled on every keystroke only to be found too big.
	 */
	private static FlatGraph drawable(TaskGraph graph) {
		try {
			return Lowering.lower(graph, graph.body(), Bindings.of(graph, Map.of()), Choices.typical(), MAX_DRAWN);
		} catch (ModelException e) {
			return null; // too large to draw: the speedup tab still has the prediction
		}
	}

	private void showGraph(FlatGraph flat) {
		Display.getDefault().asyncExec(() -> {
			if (!graphViewer.getControl().isDisposed()) {
				graphViewer.setInput(flat);
			}
		});
	}

	/**
	 * Shows the curve of evaluation {@code n} while its Monte Carlo samples are drawn, unless they are done within
	 * {@link #SAMPLING_NOTICE_MILLIS} (most models' take a few milliseconds, and a text shown twice per keystroke
	 * costs a second update) or something newer is shown by then.
	 */
	private void showWhileSampling(int n, TaskGraph graph, SpeedupCurve curve) {
		Display display = Display.getDefault();
		display.asyncExec(() -> display.timerExec(SAMPLING_NOTICE_MILLIS, () -> {
			if (n == evaluations.get() && shownUpTo < n && !status.isDisposed()) {
				status.setText(sampling(graph, curve));
				chart.setCurves(List.of(curve));
				curveShown = curve;
			}
		}));
	}

	/** Shows {@code message}, and {@code curve} unless it is null (then the last good curve stays). */
	private void show(String message, SpeedupCurve curve) {
		Display display = Display.getDefault();
		int n = evaluations.get();
		display.asyncExec(() -> {
			shownUpTo = n;
			if (status != null && !status.isDisposed()) {
				status.setText(message);
				if (curve != null && curve != curveShown) {
					chart.setCurves(List.of(curve));
					curveShown = curve;
				}
			}
		});
	}

	/** The last evaluation of a valid model, or {@code null}. */
	public ModelEvaluation lastEvaluation() {
		return lastEvaluation;
	}

	/** The graph viewer, for tests. */
	public GraphViewer graphViewer() {
		return graphViewer;
	}

	/** The chart, for tests. */
	public SpeedupChart chart() {
		return chart;
	}

	/** The last model that parsed, or {@code null}. */
	public TaskGraph lastGoodModel() {
		return lastGood;
	}

	/** The status text of the side panel, for tests. */
	public String statusText() {
		return status.getText();
	}
}
