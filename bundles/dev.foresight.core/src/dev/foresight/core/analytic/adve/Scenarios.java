/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;
import dev.foresight.core.model.lower.Choices;

/**
 * Enumerates every combination of branch outcomes of the choices inside one lowered part, with its probability: the
 * deterministic model has no branches (thesis section 2.2), so a model with choices is evaluated as the
 * probability-weighted set of its scenarios. Random loop counts inside such a part use their mean, rounded.
 */
final class Scenarios implements Choices {

	/** The most scenarios one part may have. */
	static final int MAX = 4096;

	/**
	 * One scenario.
	 *
	 * @param <T> what the lowering produced
	 * @param probability its probability
	 * @param value the lowered part
	 */
	record Weighted<T>(double probability, T value) {
	}

	private final List<Integer> prefix;
	private final List<Integer> taken = new ArrayList<>();
	private final List<Integer> options = new ArrayList<>();
	private double probability = 1;
	private Node.Choice first;

	private Scenarios(List<Integer> prefix) {
		this.prefix = prefix;
	}

	/** Runs {@code lower} once per scenario; zero-probability scenarios are dropped. */
	static <T> List<Weighted<T>> enumerate(Function<Choices, T> lower) {
		List<Weighted<T>> out = new ArrayList<>();
		List<Integer> prefix = new ArrayList<>();
		int runs = 0;
		while (true) {
			Scenarios s = new Scenarios(prefix);
			T value = lower.apply(s);
			if (++runs > MAX) {
				throw new ModelException("the choices inside a parallel part combine into more than " + MAX
						+ " scenarios; move them to the top level or use Monte Carlo", s.first);
			}
			if (s.probability > 0) {
				out.add(new Weighted<>(s.probability, value));
			}
			int i = s.taken.size() - 1;
			while (i >= 0 && s.taken.get(i) == s.options.get(i) - 1) {
				i--;
			}
			if (i < 0) {
				return out;
			}
			prefix = new ArrayList<>(s.taken.subList(0, i));
			prefix.add(s.taken.get(i) + 1);
		}
	}

	@Override
	public int branch(Node.Choice choice, double[] probabilities) {
		if (first == null) {
			first = choice;
		}
		int pos = taken.size();
		int b = pos < prefix.size() ? prefix.get(pos) : 0;
		taken.add(b);
		options.add(probabilities.length);
		probability *= probabilities[b];
		return b;
	}

	@Override
	public long count(Node.Loop loop, Distribution count) {
		return Math.max(0, Math.round(count.mean()));
	}
}
