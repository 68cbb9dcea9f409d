/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.criticalpath;

import java.util.Arrays;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.Concurrency;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.GraphRun;
import dev.foresight.core.analysis.graph.ThreadOrder;

/**
 * The extended critical path of spec section 6: for P processors, the weight of every segment, (T_P - T_P with the
 * segment shortened by e) / e, where T_P = sum over time segments of len max(n/P, 1) is computed on the execution
 * with one processor per thread (section 6.3), re-derived after the shortening.
 * <p>
 * The source recomputes the schedule once per segment. Here all weights come from one pass: in the one-processor-
 * per-thread execution each segment starts when a tight predecessor ends (its own thread's previous segment, or the
 * releasing segment when it was blocked, ties going to its own thread as in section 6.2); these links form a forest.
 * Shortening segment s by a small e moves exactly s's subtree e earlier, so n(t) changes only at the ends of subtree
 * segments: at the end of x by (children of x) - 1. Each such point contributes e [F(n + change) - F(n)], F(n) =
 * max(n/P, 1) (and 0 past the end of the program). Where one point carries one change the contribution does not depend
 * on s and the weights are subtree sums; where several changes meet at one instant a correction is placed on their
 * virtual tree ({@link Collision}). Cost O(S log T) for S segments of T threads, plus O(m log S) for each instant
 * shared by m changes.
 * <p>
 * Where a segment's start is tied between two predecessors that end at the same instant, the weight is the one for
 * the predecessor section 6.2 chooses (its own thread's); shortening the other one alone would not move it.
 * <p>
 * A segment that begins a delay after its predecessor (a recorded sleep or I/O wait, {@link ExecutionGraph#delay})
 * adds its +1 at its own start instead of at the predecessor's end; shortening the predecessor or an ancestor moves
 * that start too, so it counts in their weights and not in its own. Such a start that falls on the same instant as
 * another change is weighed as if alone.
 */
public final class ExtendedCriticalPath {

	private final GraphRun run;
	private final ExecutionGraph graph;
	private final int[] parent;
	private final int[] order;
	private final Forest forest;
	private final int[] changeAtEnd;
	/** Segments that begin after a delay and take time, by start time: each adds +1 there, for its parent. */
	private final int[] delayedStarts;
	private final double completion;
	private final Concurrency concurrency;

	/**
	 * Prepares the analysis of a run with one processor per thread and no synchronization cost (the assumption of
	 * spec section 6.1).
	 */
	public ExtendedCriticalPath(GraphRun oneProcessorPerThread) {
		this.run = oneProcessorPerThread;
		this.graph = run.graph();
		int n = graph.size();
		parent = new int[n];
		for (int s = 0; s < n; s++) {
			int p = run.cause(s);
			parent[s] = p == ExecutionGraph.NONE && !graph.isFirst(s) ? s - 1 : p;
		}
		forest = new Forest(parent);
		changeAtEnd = new int[n];
		boolean[] startsApart = new boolean[n];
		boolean anyApart = false;
		for (int s = 0; s < n; s++) {
			// the segment's end takes it out of the count, and its tight children start at that very instant
			changeAtEnd[s] += forest.children(s) - 1;
			int p = parent[s];
			if (p != ExecutionGraph.NONE && run.start(s) > run.end(p)) {
				// it begins after a delay: its +1 is not at its parent's end but at its own start, which is its end
				// too when it takes no time
				changeAtEnd[p]--;
				if (run.end(s) > run.start(s)) {
					startsApart[s] = true;
					anyApart = true;
				} else {
					changeAtEnd[s]++;
				}
			}
		}
		if (anyApart) {
			double[] starts = new double[n];
			Arrays.setAll(starts, run::start);
			delayedStarts = ThreadOrder.merge(graph, starts, s -> startsApart[s]);
		} else {
			delayedStarts = new int[0];
		}
		order = forest.childrenBeforeParents();
		completion = run.completion();
		concurrency = new Concurrency(run);
	}

	/** The run analysed. */
	public GraphRun run() {
		return run;
	}

	/** The tight predecessor of segment {@code s} in the one-processor-per-thread execution, or -1 for a root. */
	public int parent(int s) {
		return parent[s];
	}

	/** T_P, the completion time on {@code cpus} processors under ideal processor sharing (section 6.3). */
	public double completion(int cpus) {
		return concurrency.fluidTime(cpus);
	}

	/**
	 * The classical critical path (section 6.2, unlimited processors): walking back from the segment that ends last
	 * (of a thread the run waits for),
	 * through the own thread's previous segment when it was not blocked and through the releasing segment when it was.
	 * Returned from first to last; empty for a trace without segments.
	 */
	public int[] classicalPath() {
		if (graph.size() == 0) {
			return new int[0];
		}
		// from the segment that ends last among the threads the run waits for (a daemon's later work is not the path)
		int last = ExecutionGraph.NONE;
		for (int s = 0; s < graph.size(); s++) {
			if (graph.awaited(graph.thread(s)) && (last == ExecutionGraph.NONE || run.end(s) > run.end(last))) {
				last = s;
			}
		}
		if (last == ExecutionGraph.NONE) {
			return new int[0];
		}
		int length = 0;
		for (int s = last; s != ExecutionGraph.NONE; s = parent[s]) {
			length++;
		}
		int[] path = new int[length];
		for (int s = last; s != ExecutionGraph.NONE; s = parent[s]) {
			path[--length] = s;
		}
		return path;
	}

	/** The weight of every segment on {@code cpus} processors; segments without duration get 0. */
	public double[] weights(int cpus, ProgressMonitor monitor) {
		if (cpus < 1) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		int n = graph.size();
		monitor.begin("Extended critical path on " + cpus + " processors", 3);
		int[] sorted = sortedByEnd();
		monitor.worked(1);
		double[] linear = new double[n];
		Concurrency.Sweep sweep = concurrency.sweep();
		int d = 0;
		for (int i = 0; i < sorted.length;) {
			monitor.checkCanceled();
			double t = run.end(sorted[i]);
			for (; d < delayedStarts.length && run.start(delayedStarts[d]) <= t; d++) {
				double at = run.start(delayedStarts[d]);
				linear[parent[delayedStarts[d]]] += change(cpus, at, sweep.before(at), 1);
			}
			int j = i;
			while (j < sorted.length && run.end(sorted[j]) == t) {
				j++;
			}
			int before = sweep.before(t);
			for (int k = i; k < j; k++) {
				linear[sorted[k]] += change(cpus, t, before, changeAtEnd[sorted[k]]);
			}
			if (j - i > 1) {
				// several changes at one instant: where a shortened subtree holds more than one, their joint effect
				// is not the sum of their effects; correct it on the virtual tree of their common ancestors
				Collision.correct(forest, Arrays.copyOfRange(sorted, i, j), changeAtEnd,
						delta -> change(cpus, t, before, delta), linear);
			}
			i = j;
		}
		monitor.worked(1);
		for (int k = 0; k < order.length; k++) {
			int s = order[k];
			if (parent[s] != ExecutionGraph.NONE) {
				linear[parent[s]] += linear[s];
			}
		}
		double[] weights = new double[n];
		for (int s = 0; s < n; s++) {
			weights[s] = run.end(s) > run.start(s) ? -linear[s] : 0;
			if (weights[s] == 0) {
				weights[s] = 0; // no negative zero in outputs
			}
		}
		monitor.worked(1);
		return weights;
	}

	/** e-normalized change of T_P when just before {@code t} the number executing goes from {@code n} to n + delta. */
	private double change(int cpus, double t, int n, int delta) {
		// after the completion the program is over: a daemon's later work changes nothing
		if (delta == 0 || t > completion) {
			return 0;
		}
		return fluid(cpus, n + delta, t) - fluid(cpus, n, t);
	}

	private double fluid(int cpus, int executing, double t) {
		if (executing <= 0) {
			// nothing executes: past the last end the program is over, before it time still passes
			return t >= completion ? 0 : 1;
		}
		return Math.max((double) executing / cpus, 1.0);
	}

	/** Segments whose end changes the number executing, by end time. */
	private int[] sortedByEnd() {
		double[] end = new double[graph.size()];
		for (int s = 0; s < end.length; s++) {
			end[s] = run.end(s);
		}
		return ThreadOrder.merge(graph, end, s -> changeAtEnd[s] != 0);
	}
}
