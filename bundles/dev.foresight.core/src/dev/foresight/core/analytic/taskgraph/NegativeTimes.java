/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import java.util.List;
import java.util.Locale;

import dev.foresight.core.analytic.stochastic.StandardNormal;
import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Dist;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;

/**
 * A task time given as a normal distribution that is below 0 with a probability that matters. The Monte Carlo
 * evaluator counts such a draw as 0 and the moments method takes the normal as it is, so the two disagree on such a
 * model; the model's evaluation says so. (A constant, uniform or histogram time below 0 is an error of the model.)
 */
final class NegativeTimes {

	/** The probability below 0 from which a normal time is named. */
	static final double NOTABLE = 0.01;

	private NegativeTimes() {
	}

	/** What is said of the first such time in {@code n}, or {@code null} when there is none. */
	static String of(Node n, Bindings b) {
		return switch (n) {
		case Node.Task t -> of("task " + t.name(), t.time(), b);
		case Node.Group g -> first(g.times().stream().map(d -> of("group " + g.name(), d, b)).toList());
		case Node.Grid g -> of("grid " + g.name(), g.time(), b);
		case Node.Seq s -> first(s.children().stream().map(c -> of(c, b)).toList());
		case Node.Par p -> first(p.children().stream().map(c -> of(c, b)).toList());
		case Node.Loop l -> of(l.body(), b);
		case Node.Replicate r -> of(r.body(), b);
		case Node.Choice c -> first(c.branches().stream().map(x -> of(x.body(), b)).toList());
		case Node.Dag d -> first(d.nodes().stream().map(c -> of(c, b)).toList());
		};
	}

	private static String of(String what, Dist time, Bindings b) {
		if (!(time instanceof Dist.Normal normal)) {
			return null;
		}
		double mean;
		double sd;
		try {
			mean = b.eval(normal.mean());
			sd = b.eval(normal.sd());
		} catch (ModelException e) {
			return null; // a time that needs an index's value; the evaluation has checked it
		}
		double below = sd > 0 ? StandardNormal.cdf(-mean / sd) : mean < 0 ? 1 : 0;
		if (below < NOTABLE) {
			return null;
		}
		return String.format(Locale.ROOT, "the time of %s, normal(%s, %s), is below 0 with probability %.1f %%: "
				+ "Monte Carlo counts such draws as 0, the moments method does not, and they disagree", what,
				number(mean), number(sd), 100 * below);
	}

	private static String number(double v) {
		return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
	}

	private static String first(List<String> found) {
		for (String s : found) {
			if (s != null) {
				return s;
			}
		}
		return null;
	}
}
