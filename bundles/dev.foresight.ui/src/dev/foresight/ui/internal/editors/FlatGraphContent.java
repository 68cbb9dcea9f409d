/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Locale;
import java.util.stream.IntStream;

import org.eclipse.jface.viewers.LabelProvider;

import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.ui.internal.graph.IGraphContentProvider;

/** Shows a lowered task graph in the graph viewer: nodes are task indexes, edges the precedences. */
final class FlatGraphContent extends LabelProvider implements IGraphContentProvider {

	private FlatGraph graph;

	@Override
	public Object[] getElements(Object input) {
		graph = (FlatGraph) input;
		return IntStream.range(0, graph.size()).boxed().toArray();
	}

	@Override
	public Object[] getConnectedTo(Object element) {
		int i = (Integer) element;
		int[] start = graph.childStart();
		return IntStream.range(start[i], start[i + 1]).map(k -> graph.children()[k]).boxed().toArray();
	}

	@Override
	public String getText(Object element) {
		int i = (Integer) element;
		return String.format(Locale.ROOT, "%s  %.3g", graph.name(i), graph.time(i).mean());
	}
}
