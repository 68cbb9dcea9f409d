/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.graph;

/**
 * One simulated execution of an {@link ExecutionGraph}: when each segment started and ended, and which segment of
 * another thread its start waited for. This is the small part of a simulated run that the analyses need; a run of
 * the trace simulator is adapted to it.
 */
public final class GraphRun {

	private final ExecutionGraph graph;
	private final double[] start;
	private final double[] end;
	private final int[] cause;
	private final int signals;

	/**
	 * A run.
	 *
	 * @param graph the graph it executed
	 * @param start start time of each segment
	 * @param end end time of each segment
	 * @param cause for each segment, the segment of another thread whose end (or lock release) determined its start
	 *            when that was later than the end of the thread's own previous segment, else
	 *            {@link ExecutionGraph#NONE}
	 * @param signals number of synchronizations that passed from one thread to another (releases and lock
	 *            hand-overs), the numerator of the granularity z of spec section 7.1
	 */
	public GraphRun(ExecutionGraph graph, double[] start, double[] end, int[] cause, int signals) {
		if (start.length != graph.size() || end.length != graph.size() || cause.length != graph.size()) {
			throw new IllegalArgumentException("a run needs one start, end and cause per segment");
		}
		this.graph = graph;
		this.start = start;
		this.end = end;
		this.cause = cause;
		this.signals = signals;
	}

	/** The graph it executed. */
	public ExecutionGraph graph() {
		return graph;
	}

	/** Start times of all segments (shared, do not modify). */
	double[] starts() {
		return start;
	}

	/** End times of all segments (shared, do not modify). */
	double[] ends() {
		return end;
	}

	/** Start time of segment {@code s}. */
	public double start(int s) {
		return start[s];
	}

	/** End time of segment {@code s}. */
	public double end(int s) {
		return end[s];
	}

	/** Segment of another thread that determined the start of {@code s}, or {@link ExecutionGraph#NONE}. */
	public int cause(int s) {
		return cause[s];
	}

	/** Number of synchronizations that passed between threads. */
	public int signals() {
		return signals;
	}

	/** Completion time: the latest end of a segment of a thread the run waits for ({@link ExecutionGraph#awaited}). */
	public double completion() {
		double max = 0;
		for (int s = 0; s < end.length; s++) {
			if (graph.awaited(graph.thread(s))) {
				max = Math.max(max, end[s]);
			}
		}
		return max;
	}
}
