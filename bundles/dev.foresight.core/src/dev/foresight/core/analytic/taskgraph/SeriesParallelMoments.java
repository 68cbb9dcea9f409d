/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.analytic.moments.Moments;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Dist;
import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Distributions;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;

/**
 * The moments of a model's completion time by the PAMELA moments method: sequence, parallel (N-ary maximum), choice
 * and loop composition walked over the series-parallel structure, on an unbounded machine and without contention.
 * Loops use the closed forms for constant and random counts, so a loop of 10^12 iterations costs one body.
 */
public final class SeriesParallelMoments {

	private final Bindings bindings;

	private SeriesParallelMoments(Bindings bindings) {
		this.bindings = bindings;
	}

	/**
	 * The moments of {@code g}, or {@code null} when it is not series-parallel as written (it holds an explicit DAG
	 * with edges, or a wavefront grid).
	 */
	public static Moments of(TaskGraph g, Bindings b) {
		return new SeriesParallelMoments(b).walk(g.body());
	}

	private Moments walk(Node n) {
		return switch (n) {
		case Node.Task t -> time(t.time(), t.name());
		case Node.Group g -> group(g);
		case Node.Grid g -> null;
		case Node.Seq s -> all(s.children(), false);
		case Node.Par p -> all(p.children(), true);
		case Node.Loop l -> loop(l);
		case Node.Replicate r -> {
			long k = whole(bindings.eval(r.count()), r);
			Moments body = walk(r.body());
			yield body == null ? null : k == 0 ? Moments.constant(0) : Moments.parallel(body, k);
		}
		case Node.Choice c -> choice(c);
		case Node.Dag d -> d.edges().isEmpty() ? all(d.nodes(), true) : null;
		};
	}

	private Moments all(List<Node> nodes, boolean parallel) {
		List<Moments> parts = new ArrayList<>();
		for (Node c : nodes) {
			Moments m = walk(c);
			if (m == null) {
				return null;
			}
			parts.add(m);
		}
		if (parts.isEmpty()) {
			return Moments.constant(0);
		}
		return parallel ? Moments.parallel(parts) : Moments.sequence(parts);
	}

	private Moments group(Node.Group g) {
		if (g.count() != null) {
			long k = whole(bindings.eval(g.count()), g);
			return k == 0 ? Moments.constant(0) : Moments.parallel(time(g.times().get(0), g.name()), k);
		}
		List<Moments> parts = new ArrayList<>();
		for (Dist d : g.times()) {
			parts.add(time(d, g.name()));
		}
		return parts.isEmpty() ? Moments.constant(0) : Moments.parallel(parts);
	}

	private Moments loop(Node.Loop l) {
		Moments body = walk(l.body());
		if (body == null) {
			return null;
		}
		Distribution c = Distributions.of(l.count(), bindings, "the count of a loop");
		if (c instanceof Distribution.Fixed f) {
			return Moments.repeat(body, whole(f.value(), l));
		}
		return Moments.repeat(body, moments(c));
	}

	private Moments choice(Node.Choice c) {
		double[] p = new double[c.branches().size()];
		Moments[] alts = new Moments[p.length];
		for (int i = 0; i < p.length; i++) {
			p[i] = bindings.eval(c.branches().get(i).probability());
			alts[i] = walk(c.branches().get(i).body());
			if (alts[i] == null) {
				return null;
			}
		}
		return Moments.choice(p, alts);
	}

	private Moments time(Dist d, String name) {
		return moments(Distributions.of(d, bindings, "the time of " + name));
	}

	/** The moments of a checked distribution; the library's factories where it has one. */
	static Moments moments(Distribution d) {
		return switch (d) {
		case Distribution.Fixed f -> Moments.constant(f.value());
		case Distribution.Normal n -> Moments.normal(n.mean(), n.sd());
		case Distribution.Exponential e -> Moments.exponential(e.mean());
		case Distribution.Uniform u -> Moments.uniform(u.min(), u.max());
		default -> Moments.of(d.mean(), d.variance(), d.skewness(), d.kurtosis());
		};
	}

	private static long whole(double v, Object where) {
		if (v < 0 || v != Math.rint(v)) {
			throw new ModelException("count " + v + " is not a whole number >= 0", where);
		}
		return (long) v;
	}
}
