/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

import dev.foresight.core.ProgressMonitor;
import dev.foresight.core.analytic.adve.AdveEngine;
import dev.foresight.core.analytic.adve.ContentionModel;
import dev.foresight.core.analytic.adve.SystemModel;
import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Distributions;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.lower.Choices;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;

/**
 * Seeded Monte Carlo evaluation of any model on P processors: each sample draws every task time (negative draws are
 * cut to 0), every branch and every random loop count, and runs the deterministic model's engine with those times
 * (the model's scheduling policy and contention submodels included). The same seed gives the same result.
 * <p>
 * Loops between barriers are not unrolled: up to {@link #DIRECT_ITERATIONS} iterations are summed one by one; beyond,
 * the sum of k independent iterations is drawn from the normal distribution with k times the mean and variance of one
 * iteration, estimated from {@link #PILOT} samples of the body (the central limit theorem; exact for deterministic
 * bodies).
 */
public final class MonteCarlo {

	/** Loops up to this many iterations are sampled iteration by iteration. */
	public static final long DIRECT_ITERATIONS = 1000;

	/** Body samples that estimate the moments of one iteration of a longer loop. */
	public static final int PILOT = 400;

	/**
	 * Task times drawn, over all samples, past which sampling stops once {@link #MIN_SAMPLES} are done: 20,000 samples
	 * of a group of a million tasks took an hour (0.17 s each), and the task graph editor samples at every edit. The
	 * same seed stops at the same sample.
	 */
	public static final long DRAW_BUDGET = 100_000_000L;

	/** Samples taken whatever the budget. */
	public static final int MIN_SAMPLES = 100;

	private final TaskGraph graph;
	private final Bindings bindings;
	private final int cpus;
	private final SplittableRandom random;
	private final Map<Node, FlatGraph> fixedLeaves = new IdentityHashMap<>();
	private final Map<Node, double[]> pilots = new IdentityHashMap<>();
	/** One stable node per run of plain nodes in a sequence (parent, end index), so its lowering can be cached. */
	private final Map<Node, Map<Integer, Node>> runs = new IdentityHashMap<>();
	/** Task times drawn so far. */
	private long drawn;

	private MonteCarlo(TaskGraph graph, Bindings bindings, int cpus, long seed) {
		this.graph = graph;
		this.bindings = bindings;
		this.cpus = cpus;
		this.random = new SplittableRandom(seed);
	}

	/**
	 * Samples the completion time of {@code g}: {@code samples} times, or fewer (but at least {@link #MIN_SAMPLES})
	 * when they would draw more than {@link #DRAW_BUDGET} task times.
	 *
	 * @param g the model
	 * @param b parameter values
	 * @param cpus number of processors
	 * @param samples number of samples, at least 2
	 * @param seed the random seed
	 * @param monitor progress and cancellation
	 * @return the samples, in drawing order
	 */
	public static double[] sample(TaskGraph g, Bindings b, int cpus, int samples, long seed, ProgressMonitor monitor) {
		return sample(g, b, cpus, samples, seed, monitor, DRAW_BUDGET);
	}

	/** {@link #sample(TaskGraph, Bindings, int, int, long, ProgressMonitor)} within {@code budget} draws. */
	static double[] sample(TaskGraph g, Bindings b, int cpus, int samples, long seed, ProgressMonitor monitor,
			long budget) {
		MonteCarlo mc = new MonteCarlo(g, b, cpus, seed);
		monitor.begin("Monte Carlo", samples);
		double[] x = new double[samples];
		for (int i = 0; i < samples; i++) {
			x[i] = mc.sample(g.body());
			if (i + 1 >= MIN_SAMPLES && mc.drawn > budget) {
				return Arrays.copyOf(x, i + 1);
			}
			if ((i & 63) == 63) {
				monitor.worked(64);
				monitor.checkCanceled();
			}
		}
		return x;
	}

	/** The first four moments of the completion time of {@code g} from {@code samples} samples. */
	public static Moments moments(TaskGraph g, Bindings b, int cpus, int samples, long seed) {
		return SampleMoments.of(sample(g, b, cpus, samples, seed, ProgressMonitor.NONE));
	}

	private double sample(Node n) {
		return switch (n) {
		case Node.Seq s -> sequence(s);
		case Node.Loop l -> loop(l);
		case Node.Choice c -> {
			double[] p = Distributions.probabilities(c, bindings);
			yield sample(c.branches().get(Choices.sampled(random).branch(c, p)).body());
		}
		default -> leaf(n);
		};
	}

	/** Top-level elements of a sequence end at barriers: runs of plain nodes between them are lowered together. */
	private double sequence(Node.Seq s) {
		double t = 0;
		List<Node> run = new ArrayList<>();
		List<Node> children = s.children();
		for (int i = 0; i < children.size(); i++) {
			Node c = children.get(i);
			if (c instanceof Node.Seq || c instanceof Node.Loop || c instanceof Node.Choice) {
				t += runOf(run, s, i);
				t += sample(c);
			} else {
				run.add(c);
			}
		}
		return t + runOf(run, s, children.size());
	}

	private double runOf(List<Node> run, Node.Seq parent, int end) {
		if (run.isEmpty()) {
			return 0;
		}
		Node leaf = run.size() == 1 ? run.get(0) : new Node.Seq(List.copyOf(run));
		run.clear();
		return leaf(leaf, runs.computeIfAbsent(parent, k -> new HashMap<>()).computeIfAbsent(end, k -> leaf));
	}

	private double loop(Node.Loop l) {
		Distribution c = Distributions.of(l.count(), bindings, "the count of a loop");
		long k = c instanceof Distribution.Fixed f ? (long) f.value() : Choices.sampled(random).count(l, c);
		if (k <= DIRECT_ITERATIONS) {
			double t = 0;
			for (long i = 0; i < k; i++) {
				t += sample(l.body());
			}
			return t;
		}
		double[] mv = pilots.computeIfAbsent(l, x -> pilot(l.body()));
		double sd = Math.sqrt(k * mv[1]);
		return Math.max(0, k * mv[0] + sd * normal());
	}

	private double[] pilot(Node body) {
		double[] x = new double[PILOT];
		for (int i = 0; i < PILOT; i++) {
			x[i] = sample(body);
		}
		Moments m = SampleMoments.of(x);
		return new double[] { m.mean(), m.variance() };
	}

	private double normal() {
		while (true) {
			double u = 2 * random.nextDouble() - 1;
			double v = 2 * random.nextDouble() - 1;
			double s = u * u + v * v;
			if (s > 0 && s < 1) {
				return u * Math.sqrt(-2 * Math.log(s) / s);
			}
		}
	}

	private double leaf(Node n) {
		return leaf(n, n);
	}

	private double leaf(Node n, Node key) {
		FlatGraph g = fixedLeaves.get(key);
		if (g == null) {
			boolean[] random = { false };
			Choices probe = new Choices() {
				@Override
				public int branch(Node.Choice choice, double[] probabilities) {
					random[0] = true;
					return Choices.sampled(MonteCarlo.this.random).branch(choice, probabilities);
				}

				@Override
				public long count(Node.Loop loop, Distribution count) {
					random[0] = true;
					return Choices.sampled(MonteCarlo.this.random).count(loop, count);
				}
			};
			g = Lowering.lower(graph, n, bindings, probe);
			if (!random[0]) {
				fixedLeaves.put(key, g);
			}
		}
		double[] times = new double[g.size()];
		drawn += times.length;
		for (int t = 0; t < times.length; t++) {
			times[t] = Math.max(0, g.time(t).sample(random));
		}
		SystemModel sys = ContentionModel.needed(g) ? new ContentionModel(g, times) : SystemModel.NONE;
		return AdveEngine.run(g, times, cpus, sys).total();
	}
}
