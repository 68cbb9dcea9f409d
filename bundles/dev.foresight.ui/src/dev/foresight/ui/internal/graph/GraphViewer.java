/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.eclipse.jface.viewers.ContentViewer;
import org.eclipse.jface.viewers.ILabelProvider;
import org.eclipse.jface.viewers.ISelection;
import org.eclipse.jface.viewers.IStructuredSelection;
import org.eclipse.jface.viewers.SelectionChangedEvent;
import org.eclipse.jface.viewers.StructuredSelection;
import org.eclipse.swt.SWT;
import org.eclipse.swt.custom.ScrolledComposite;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;

/**
 * A read-only graph viewer with Zest's shape: an {@link IGraphContentProvider} gives nodes and edges, an
 * {@link ILabelProvider} their texts, and a click (or the arrow keys) selects a node. Layout by {@link GraphLayout}.
 */
public final class GraphViewer extends ContentViewer {

	private static final int PAD = 8;
	/** Node fill: light and theme-independent, because the system's tooltip colour is dark in some themes. */
	private static final Color NODE = new Color(255, 244, 214);

	private final ScrolledComposite scroll;
	private final Canvas canvas;
	private final List<Object> nodes = new ArrayList<>();
	private GraphLayout.Result layout;
	private int selected = -1;

	/** Creates the viewer's scrolling canvas in {@code parent}. */
	public GraphViewer(Composite parent) {
		GraphLayout.warmUp();
		scroll = new ScrolledComposite(parent, SWT.H_SCROLL | SWT.V_SCROLL);
		canvas = new Canvas(scroll, SWT.DOUBLE_BUFFERED);
		scroll.setContent(canvas);
		canvas.addListener(SWT.Paint, e -> paint(e.gc));
		canvas.addListener(SWT.MouseDown, this::click);
		canvas.addListener(SWT.KeyDown, this::key);
		canvas.addListener(SWT.Traverse, e -> e.doit = true);
	}

	@Override
	public Control getControl() {
		return scroll;
	}

	@Override
	public void refresh() {
		nodes.clear();
		selected = -1;
		if (getContentProvider() instanceof IGraphContentProvider provider && getInput() != null) {
			nodes.addAll(List.of(provider.getElements(getInput())));
			layout = layout(provider);
		} else {
			layout = null;
		}
		Point size = layout == null ? new Point(0, 0)
				: new Point((int) layout.width() + 2 * PAD, (int) layout.height() + 2 * PAD);
		canvas.setSize(size);
		canvas.redraw();
	}

	@Override
	protected void inputChanged(Object input, Object oldInput) {
		refresh();
	}

	private GraphLayout.Result layout(IGraphContentProvider provider) {
		Map<Object, Integer> index = new HashMap<>();
		double[] w = new double[nodes.size()];
		double[] h = new double[nodes.size()];
		GC gc = new GC(canvas);
		try {
			for (int i = 0; i < nodes.size(); i++) {
				index.put(nodes.get(i), i);
				Point extent = gc.textExtent(label(nodes.get(i)));
				w[i] = extent.x + 2 * PAD;
				h[i] = extent.y + PAD;
			}
		} finally {
			gc.dispose();
		}
		List<int[]> edges = new ArrayList<>();
		for (int i = 0; i < nodes.size(); i++) {
			for (Object target : provider.getConnectedTo(nodes.get(i))) {
				Integer j = index.get(target);
				if (j != null) {
					edges.add(new int[] { i, j });
				}
			}
		}
		return GraphLayout.layout(w, h, edges.stream().mapToInt(e -> e[0]).toArray(),
				edges.stream().mapToInt(e -> e[1]).toArray());
	}

	private String label(Object node) {
		return getLabelProvider() instanceof ILabelProvider lp ? lp.getText(node) : String.valueOf(node);
	}

	private void paint(GC gc) {
		if (layout == null) {
			return;
		}
		gc.setAntialias(SWT.ON);
		gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
		for (double[] line : layout.edges()) {
			drawEdge(gc, line);
		}
		for (int i = 0; i < nodes.size(); i++) {
			GraphLayout.Box b = layout.boxes().get(i);
			int x = (int) b.x() + PAD;
			int y = (int) b.y() + PAD;
			gc.setBackground(i == selected ? canvas.getDisplay().getSystemColor(SWT.COLOR_LIST_SELECTION) : NODE);
			gc.fillRoundRectangle(x, y, (int) b.width(), (int) b.height(), 8, 8);
			gc.drawRoundRectangle(x, y, (int) b.width(), (int) b.height(), 8, 8);
			gc.setForeground(canvas.getDisplay().getSystemColor(i == selected ? SWT.COLOR_LIST_SELECTION_TEXT
					: SWT.COLOR_BLACK));
			gc.drawText(label(nodes.get(i)), x + PAD, y + PAD / 2, true);
			gc.setForeground(canvas.getDisplay().getSystemColor(SWT.COLOR_DARK_GRAY));
		}
	}

	private static void drawEdge(GC gc, double[] xy) {
		if (xy.length < 4) {
			return;
		}
		int[] points = new int[xy.length];
		for (int i = 0; i < xy.length; i++) {
			points[i] = (int) Math.round(xy[i]) + PAD;
		}
		gc.drawPolyline(points);
		// arrow head at the end, along the last segment
		int n = points.length;
		double angle = Math.atan2(points[n - 1] - points[n - 3], points[n - 2] - points[n - 4]);
		int ex = points[n - 2];
		int ey = points[n - 1];
		gc.drawLine(ex, ey, (int) (ex - 7 * Math.cos(angle - 0.4)), (int) (ey - 7 * Math.sin(angle - 0.4)));
		gc.drawLine(ex, ey, (int) (ex - 7 * Math.cos(angle + 0.4)), (int) (ey - 7 * Math.sin(angle + 0.4)));
	}

	private void click(Event e) {
		canvas.setFocus();
		int hit = -1;
		for (int i = 0; layout != null && i < nodes.size(); i++) {
			if (layout.boxes().get(i).contains(e.x - PAD, e.y - PAD)) {
				hit = i;
			}
		}
		select(hit);
	}

	private void key(Event e) {
		if (nodes.isEmpty()) {
			return;
		}
		if (e.keyCode == SWT.ARROW_DOWN || e.keyCode == SWT.ARROW_RIGHT) {
			select((selected + 1) % nodes.size());
		} else if (e.keyCode == SWT.ARROW_UP || e.keyCode == SWT.ARROW_LEFT) {
			select((selected - 1 + nodes.size()) % nodes.size());
		}
	}

	private void select(int index) {
		if (index != selected) {
			selected = index;
			canvas.redraw();
			fireSelectionChanged(new SelectionChangedEvent(this, getSelection()));
		}
	}

	@Override
	public ISelection getSelection() {
		return selected < 0 ? StructuredSelection.EMPTY : new StructuredSelection(nodes.get(selected));
	}

	@Override
	public void setSelection(ISelection selection, boolean reveal) {
		Object first = selection instanceof IStructuredSelection s ? s.getFirstElement() : null;
		select(first == null ? -1 : nodes.indexOf(first));
	}

	/** The current layout, or {@code null} (tests read it). */
	public GraphLayout.Result currentLayout() {
		return layout;
	}
}
