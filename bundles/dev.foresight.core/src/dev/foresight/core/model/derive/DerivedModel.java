/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.derive;

import java.util.List;

import dev.foresight.core.model.TaskGraph;

/**
 * A task graph derived from a trace, with what the derivation did.
 *
 * @param graph one {@code dag} block of named tasks, times in milliseconds
 * @param tasks number of tasks
 * @param edges number of edges, program order included
 * @param crossEdges edges between threads
 * @param merged segments merged into a neighbour for being at most the minimum length
 * @param workMillis total task time, equal to the trace's CPU time
 * @param criticalPathMillis the longest path through the graph
 * @param ignoredLinks wake links to events the trace does not hold, left out
 * @param warnings descriptions of the first ignored links
 */
public record DerivedModel(TaskGraph graph, int tasks, int edges, int crossEdges, int merged, double workMillis,
		double criticalPathMillis, int ignoredLinks, List<String> warnings) {

	/** Defensive copy. */
	public DerivedModel {
		warnings = List.copyOf(warnings);
	}
}
