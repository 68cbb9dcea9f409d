/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.whatif;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntToDoubleFunction;
import java.util.stream.IntStream;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.graph.ExecutionGraph;
import dev.foresight.core.analysis.graph.FluidSimulator;
import dev.foresight.core.analysis.result.WhatIfCurve;
import dev.foresight.core.analysis.result.WhatIfPoint;

/**
 * Causal what-if: the chosen segments become k % faster, the program is simulated again, and the predicted
 * completion time gives one point of the curve. Points are simulated in parallel.
 */
public final class WhatIf {

	/** Predicts the completion time of a program on a processor count. */
	@FunctionalInterface
	public interface Predictor {
		/** Completion time of {@code graph} on {@code cpus} processors. */
		double completion(ExecutionGraph graph, int cpus);
	}

	/** The analyses' own predictor: ideal sharing of the processors by all threads. */
	public static final Predictor SHARED = (graph, cpus) -> FluidSimulator.shared(graph, cpus).completion();

	private final Predictor predictor;

	/** A what-if that predicts with {@code predictor}. */
	public WhatIf(Predictor predictor) {
		this.predictor = predictor;
	}

	/** The percents 0, 10, ..., 100. */
	public static int[] tenPercentSteps() {
		return IntStream.rangeClosed(0, 10).map(i -> i * 10).toArray();
	}

	/**
	 * The curve for {@code percents} (each 0..100; 0 is added when missing, as the reference).
	 *
	 * @param graph the program
	 * @param selected which segments become faster
	 * @param target a name for them, for the result
	 * @param cpus processor count
	 * @param percents how much faster, in percent
	 * @param monitor progress (one unit per point) and cancellation
	 */
	public WhatIfCurve curve(ExecutionGraph graph, boolean[] selected, String target, int cpus, int[] percents,
			ProgressMonitor monitor) {
		if (cpus < 1) {
			throw new IllegalArgumentException("processor count must be positive, was " + cpus);
		}
		if (selected.length != graph.size()) {
			throw new IllegalArgumentException("selection of " + selected.length + " for " + graph.size()
					+ " segments");
		}
		int[] steps = IntStream.concat(IntStream.of(0), IntStream.of(percents)).distinct().sorted().toArray();
		for (int p : steps) {
			if (p < 0 || p > 100) {
				throw new IllegalArgumentException("a speed-up percent must be within 0..100, was " + p);
			}
		}
		monitor.begin("What-if " + target + " on " + cpus + " processors", steps.length);
		double[] times = each(steps.length, i -> predictor.completion(faster(graph, selected, steps[i]), cpus),
				monitor);
		List<WhatIfPoint> points = new ArrayList<>();
		for (int i = 0; i < steps.length; i++) {
			points.add(new WhatIfPoint(steps[i], times[i], times[i] > 0 ? times[0] / times[i] : 1));
		}
		long count = 0;
		double work = 0;
		for (int s = 0; s < selected.length; s++) {
			if (selected[s]) {
				count++;
				work += graph.work(s);
			}
		}
		return new WhatIfCurve(target, cpus, count, work, points);
	}

	/**
	 * {@code time} of 0 .. n - 1, computed in parallel, one unit of progress each; an exception of one of them is
	 * thrown as it was thrown.
	 */
	static double[] each(int n, IntToDoubleFunction time, ProgressMonitor monitor) {
		return each(n, time, monitor, true);
	}

	/** {@link #each(int, IntToDoubleFunction, ProgressMonitor)}, one after the other unless {@code parallel}. */
	static double[] each(int n, IntToDoubleFunction time, ProgressMonitor monitor, boolean parallel) {
		try {
			IntStream indexes = IntStream.range(0, n);
			return (parallel ? indexes.parallel() : indexes).mapToDouble(i -> {
				monitor.checkCanceled();
				double t = time.applyAsDouble(i);
				synchronized (monitor) {
					monitor.worked(1);
				}
				return t;
			}).toArray();
		} catch (RuntimeException e) {
			// thrown on a fork/join worker, it reaches this thread as a copy whose message is the original's class and
			// message: the original says it alone
			throw e.getCause() instanceof RuntimeException r && r.getClass() == e.getClass() ? r : e;
		}
	}

	/** The graph with the selected segments {@code percent} % shorter. */
	static ExecutionGraph faster(ExecutionGraph graph, boolean[] selected, int percent) {
		long[] work = new long[graph.size()];
		for (int s = 0; s < work.length; s++) {
			long w = graph.work(s);
			work[s] = selected[s] ? Math.round(w * (100 - percent) / 100.0) : w;
		}
		return graph.withWork(work);
	}
}
