/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model.lower;

import java.util.SplittableRandom;

import dev.foresight.core.model.Distribution;
import dev.foresight.core.model.Node;

/** Decides, during lowering, which branch of each choice runs and how often each random-count loop iterates. */
public interface Choices {

	/** The index of the branch of {@code choice} that runs, given the branch probabilities. */
	int branch(Node.Choice choice, double[] probabilities);

	/** The iteration count of {@code loop}, whose count has the random distribution {@code count}. */
	long count(Node.Loop loop, Distribution count);

	/** Random decisions for one Monte Carlo sample. */
	static Choices sampled(SplittableRandom random) {
		return new Choices() {
			@Override
			public int branch(Node.Choice choice, double[] probabilities) {
				double u = random.nextDouble();
				for (int i = 0; i < probabilities.length - 1; i++) {
					u -= probabilities[i];
					if (u < 0) {
						return i;
					}
				}
				return probabilities.length - 1;
			}

			@Override
			public long count(Node.Loop loop, Distribution count) {
				return Math.max(0, Math.round(count.sample(random)));
			}
		};
	}

	/** The most likely branch and the rounded mean count: one typical instance, for drawing a model. */
	static Choices typical() {
		return new Choices() {
			@Override
			public int branch(Node.Choice choice, double[] probabilities) {
				int best = 0;
				for (int i = 1; i < probabilities.length; i++) {
					if (probabilities[i] > probabilities[best]) {
						best = i;
					}
				}
				return best;
			}

			@Override
			public long count(Node.Loop loop, Distribution count) {
				return Math.max(0, Math.round(count.mean()));
			}
		};
	}
}
