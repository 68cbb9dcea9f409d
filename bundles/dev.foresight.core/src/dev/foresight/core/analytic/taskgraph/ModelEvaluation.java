/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import java.util.Arrays;
import java.util.Objects;
import java.util.function.Consumer;
import java.util.function.Supplier;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.analytic.adve.AdvePredictor;
import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Dist;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;

/**
 * What {@code foresight model} reports: the deterministic model's predictions over the requested processor counts
 * and the moments of the completion time on the largest count. The moments come from the PAMELA moments method when
 * it applies exactly (series-parallel structure, no contention, at least P_max processors); otherwise from the Monte
 * Carlo evaluator, and {@link #note()} says why.
 *
 * @param curve the deterministic predictions
 * @param moments moments of the completion time on the largest processor count
 * @param momentsMethod {@code "pamela"} or {@code "monte-carlo"}
 * @param note why Monte Carlo was used, or empty
 * @param warning what makes the methods disagree on this model (a normal task time often below 0,
 *            {@link NegativeTimes}), or empty
 */
public record ModelEvaluation(SpeedupCurve curve, Moments moments, String momentsMethod, String note,
		String warning) {

	/**
	 * Evaluates {@code g}.
	 *
	 * @param g the model
	 * @param b parameter values
	 * @param cpus processor counts, at least one
	 * @param samples Monte Carlo samples when it is needed
	 * @param seed Monte Carlo seed
	 * @throws ModelException when the model is invalid, or its times add up to more than a double holds
	 */
	public static ModelEvaluation of(TaskGraph g, Bindings b, int[] cpus, int samples, long seed) {
		return of(g, b, cpus, samples, seed, c -> {
		});
	}

	/**
	 * Evaluates {@code g} as {@link #of(TaskGraph, Bindings, int[], int, long)} does, and gives {@code beforeSampling}
	 * the deterministic curve before Monte Carlo sampling starts, when the moments need it: an editor shows the curve
	 * while the samples run (2,000 samples of a fork of 1,000 tasks take about 0.4 s, the curve 5 ms).
	 */
	public static ModelEvaluation of(TaskGraph g, Bindings b, int[] cpus, int samples, long seed,
			Consumer<SpeedupCurve> beforeSampling) {
		AdvePredictor adve = new AdvePredictor(g, b);
		SpeedupCurve curve = adve.curve(cpus);
		for (SpeedupPoint p : curve.points()) {
			if (!Double.isFinite(p.time())) {
				throw tooLarge("the completion time on " + p.cpus()
						+ (p.cpus() == 1 ? " processor is " : " processors is ") + p.time());
			}
			if (!Double.isFinite(p.speedup())) {
				// the one-processor time that the speedups divide, computed also when it was not asked for
				throw tooLarge("the completion time on 1 processor, which the speedups are relative to, is not finite");
			}
		}
		int largest = Arrays.stream(cpus).max().orElse(1);
		String why = usesResources(g.body()) ? "tasks contend for resources, which the moments method does not model"
				: adve.parallelism().maxParallelism() > largest ? "the graph's maximum parallelism "
						+ adve.parallelism().maxParallelism() + " exceeds " + largest + " processors" : null;
		Moments m = why == null ? finite(() -> SeriesParallelMoments.of(g, b)) : null;
		if (why == null && m == null) {
			why = "the graph is not series-parallel as written (explicit DAG edges or a grid)";
		}
		String warning = Objects.requireNonNullElse(NegativeTimes.of(g.body(), b), "");
		if (m != null) {
			return new ModelEvaluation(curve, m, "pamela", "", warning);
		}
		if (fixed(g.body())) {
			// every sample would be the same run: a graph derived from a trace has 400,000 tasks, and its 20,000
			// samples took hours where two take a second
			return new ModelEvaluation(curve, finite(() -> MonteCarlo.moments(g, b, largest, 2, seed)), "monte-carlo",
					why + "; every task time, count and branch is fixed, so one run is the distribution", warning);
		}
		beforeSampling.accept(curve);
		double[][] drawn = new double[1][];
		Moments mc = finite(() -> SampleMoments.of(
				drawn[0] = MonteCarlo.sample(g, b, largest, samples, seed, ProgressMonitor.NONE)));
		int taken = drawn[0].length;
		return new ModelEvaluation(curve, mc, "monte-carlo", why + "; Monte Carlo with " + taken + " samples"
				+ (taken < samples ? " (of the " + samples + " asked: sampling stops at " + MonteCarlo.DRAW_BUDGET
						+ " task times drawn)" : "") + ", seed " + seed, warning);
	}

	/**
	 * The moments {@code method} gives; a moment that overflows a double (the constructor of {@link Moments} rejects
	 * it) is a fault of the model.
	 */
	private static Moments finite(Supplier<Moments> method) {
		try {
			return method.get();
		} catch (IllegalArgumentException e) {
			if (e.getMessage() != null && e.getMessage().startsWith(Moments.NOT_FINITE)) {
				throw tooLarge("the completion time's " + e.getMessage());
			}
			throw e;
		}
	}

	private static ModelException tooLarge(String what) {
		return new ModelException(what + ": the model's times are too large for a double (about 1.8e308); give them"
				+ " in a larger unit", null);
	}

	/** Whether nothing in {@code n} is random: constant times and loop counts, no probabilistic branch. */
	private static boolean fixed(Node n) {
		return switch (n) {
		case Node.Task t -> t.time() instanceof Dist.Constant;
		case Node.Group g -> g.times().stream().allMatch(d -> d instanceof Dist.Constant);
		case Node.Grid g -> g.time() instanceof Dist.Constant;
		case Node.Seq s -> s.children().stream().allMatch(ModelEvaluation::fixed);
		case Node.Par p -> p.children().stream().allMatch(ModelEvaluation::fixed);
		case Node.Loop l -> l.count() instanceof Dist.Constant && fixed(l.body());
		case Node.Replicate r -> fixed(r.body());
		case Node.Choice c -> false;
		case Node.Dag d -> d.nodes().stream().allMatch(ModelEvaluation::fixed);
		};
	}

	private static boolean usesResources(Node n) {
		return switch (n) {
		case Node.Task t -> !t.uses().isEmpty();
		case Node.Group g -> !g.uses().isEmpty();
		case Node.Grid g -> !g.uses().isEmpty();
		case Node.Seq s -> s.children().stream().anyMatch(ModelEvaluation::usesResources);
		case Node.Par p -> p.children().stream().anyMatch(ModelEvaluation::usesResources);
		case Node.Loop l -> usesResources(l.body());
		case Node.Replicate r -> usesResources(r.body());
		case Node.Choice c -> c.branches().stream().anyMatch(x -> usesResources(x.body()));
		case Node.Dag d -> d.nodes().stream().anyMatch(ModelEvaluation::usesResources);
		};
	}
}
