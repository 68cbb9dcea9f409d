/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.graph;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.elk.alg.layered.options.LayeredMetaDataProvider;
import org.eclipse.elk.alg.layered.options.LayeredOptions;
import org.eclipse.elk.core.RecursiveGraphLayoutEngine;
import org.eclipse.elk.core.data.LayoutMetaDataService;
import org.eclipse.elk.core.options.CoreOptions;
import org.eclipse.elk.core.options.Direction;
import org.eclipse.elk.core.util.BasicProgressMonitor;
import org.eclipse.elk.graph.ElkBendPoint;
import org.eclipse.elk.graph.ElkEdge;
import org.eclipse.elk.graph.ElkEdgeSection;
import org.eclipse.elk.graph.ElkNode;
import org.eclipse.elk.graph.util.ElkGraphUtil;

/** Lays a directed graph out top-down with ELK's layered algorithm; the result is plain coordinates. */
public final class GraphLayout {

	/**
	 * A placed node.
	 *
	 * @param x left
	 * @param y top
	 * @param width width
	 * @param height height
	 */
	public record Box(double x, double y, double width, double height) {

		/** Whether the point lies inside. */
		public boolean contains(double px, double py) {
			return px >= x && px <= x + width && py >= y && py <= y + height;
		}
	}

	/**
	 * The laid-out graph.
	 *
	 * @param boxes one box per node, in input order
	 * @param edges one polyline per edge (x0, y0, x1, y1, ...), in input order
	 * @param width total width
	 * @param height total height
	 */
	public record Result(List<Box> boxes, List<double[]> edges, double width, double height) {
	}

	private static boolean registered;

	private GraphLayout() {
	}

	/**
	 * Lays out nodes of the given sizes and the edges {@code sources[i] -> targets[i]} (node indexes).
	 */
	public static Result layout(double[] widths, double[] heights, int[] sources, int[] targets) {
		register();
		ElkNode root = ElkGraphUtil.createGraph();
		root.setProperty(CoreOptions.ALGORITHM, LayeredOptions.ALGORITHM_ID);
		root.setProperty(CoreOptions.DIRECTION, Direction.DOWN);
		root.setProperty(CoreOptions.SPACING_NODE_NODE, 20.0);
		root.setProperty(LayeredOptions.SPACING_NODE_NODE_BETWEEN_LAYERS, 30.0);
		List<ElkNode> nodes = new ArrayList<>();
		for (int i = 0; i < widths.length; i++) {
			ElkNode n = ElkGraphUtil.createNode(root);
			n.setDimensions(widths[i], heights[i]);
			nodes.add(n);
		}
		List<ElkEdge> edges = new ArrayList<>();
		for (int i = 0; i < sources.length; i++) {
			edges.add(ElkGraphUtil.createSimpleEdge(nodes.get(sources[i]), nodes.get(targets[i])));
		}
		new RecursiveGraphLayoutEngine().layout(root, new BasicProgressMonitor());
		List<Box> boxes = nodes.stream().map(n -> new Box(n.getX(), n.getY(), n.getWidth(), n.getHeight())).toList();
		List<double[]> lines = edges.stream().map(GraphLayout::polyline).toList();
		return new Result(boxes, lines, root.getWidth(), root.getHeight());
	}

	private static double[] polyline(ElkEdge edge) {
		if (edge.getSections().isEmpty()) {
			return new double[0];
		}
		ElkEdgeSection s = edge.getSections().get(0);
		double[] xy = new double[4 + 2 * s.getBendPoints().size()];
		xy[0] = s.getStartX();
		xy[1] = s.getStartY();
		int i = 2;
		for (ElkBendPoint b : s.getBendPoints()) {
			xy[i++] = b.getX();
			xy[i++] = b.getY();
		}
		xy[i] = s.getEndX();
		xy[i + 1] = s.getEndY();
		return xy;
	}

	/**
	 * Loads ELK and its layered algorithm in the background, so that the first graph a viewer draws does not keep the
	 * display thread busy with it (220 ms in benchmarks.md, "UI responsiveness"). Returns at once.
	 */
	public static void warmUp() {
		synchronized (GraphLayout.class) {
			if (registered) {
				return;
			}
		}
		Thread t = new Thread(() -> layout(new double[] { 10, 10 }, new double[] { 10, 10 }, new int[] { 0 },
				new int[] { 1 }), "Foresight: graph layout warm-up");
		t.setDaemon(true);
		t.start();
	}

	/** ELK finds algorithms through a registry; register the one we use once, in or out of OSGi. */
	private static synchronized void register() {
		if (!registered) {
			LayoutMetaDataService.getInstance().registerLayoutMetaDataProviders(new LayeredMetaDataProvider());
			registered = true;
		}
	}
}
