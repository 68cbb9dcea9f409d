/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Distributions;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.TaskGraph;
import dev.foresight.core.model.lower.FlatGraph;
import dev.foresight.core.model.lower.Lowering;

/**
 * A model cut at its barriers. The end of every top-level sequence element is a barrier at which all processes are
 * idle, so the expected time is additive there: a sequence is a sum, a loop between barriers is its expected count
 * times its body (never unrolled, so a loop of 10^12 iterations costs one body evaluation), a choice between
 * barriers is the probability-weighted mix of its branches. Everything else is lowered to a flat graph (leaf).
 */
sealed interface Plan {

	/** Consecutive parts one after another. */
	record Sum(List<Plan> parts) implements Plan {
	}

	/** A part repeated {@code factor} times on average. */
	record Scaled(double factor, Plan part) implements Plan {
	}

	/** Exactly one part runs, with the given probabilities. */
	record Mix(double[] probabilities, List<Plan> parts) implements Plan {
	}

	/** A lowered part: its scenarios (one unless it contains choices). */
	record Leaf(List<Scenarios.Weighted<FlatGraph>> scenarios) implements Plan {
	}

	/** Builds the plan of {@code g}. */
	static Plan of(TaskGraph g, Bindings b) {
		return new Builder(g, b).plan(g.body());
	}

	/** Walks the structure. */
	final class Builder {
		private final TaskGraph graph;
		private final Bindings bindings;

		Builder(TaskGraph graph, Bindings bindings) {
			this.graph = graph;
			this.bindings = bindings;
		}

		Plan plan(Node n) {
			return switch (n) {
			case Node.Seq s -> sequence(s.children());
			case Node.Loop l -> {
				Distribution c = Distributions.of(l.count(), bindings, "the count of a loop");
				double mean = c.mean();
				if (mean < 0 || c instanceof Distribution.Fixed && mean != Math.rint(mean)) {
					throw new ModelException("loop count " + mean + " is not a whole number >= 0", l);
				}
				yield new Scaled(c instanceof Distribution.Fixed ? mean : Math.max(0, expectedRounded(c)),
						plan(l.body()));
			}
			case Node.Choice c -> {
				double[] p = Distributions.probabilities(c, bindings);
				List<Plan> parts = new ArrayList<>();
				c.branches().forEach(br -> parts.add(plan(br.body())));
				yield new Mix(p, parts);
			}
			default -> leaf(n);
			};
		}

		private Plan sequence(List<Node> children) {
			List<Plan> parts = new ArrayList<>();
			List<Node> run = new ArrayList<>();
			for (Node c : children) {
				if (c instanceof Node.Seq || c instanceof Node.Loop || c instanceof Node.Choice) {
					flush(run, parts);
					parts.add(plan(c));
				} else {
					run.add(c);
				}
			}
			flush(run, parts);
			return parts.size() == 1 ? parts.get(0) : new Sum(parts);
		}

		private void flush(List<Node> run, List<Plan> parts) {
			if (!run.isEmpty()) {
				parts.add(leaf(new Node.Seq(List.copyOf(run))));
				run.clear();
			}
		}

		private Plan leaf(Node n) {
			return new Leaf(Scenarios.enumerate(ch -> Lowering.lower(graph, n, bindings, ch)));
		}

		/** E[round(count)] for a random count: the mean of the distribution of whole iteration counts. */
		private static double expectedRounded(Distribution c) {
			if (c instanceof Distribution.Discrete d) {
				double s = 0;
				for (int i = 0; i < d.values().length; i++) {
					s += d.probabilities()[i] * Math.max(0, Math.round(d.values()[i]));
				}
				return s;
			}
			return c.mean();
		}
	}
}
