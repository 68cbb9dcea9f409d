/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.List;

/**
 * A task time or loop count: a constant or a distribution whose parameters are expressions. Kurtosis is the plain
 * fourth standardized moment (3 for a normal distribution), as in the PAMELA {@code moments} literal.
 */
public sealed interface Dist {

	/** A deterministic value. */
	record Constant(Expr value) implements Dist {
	}

	/** A normal distribution with mean and standard deviation. */
	record Normal(Expr mean, Expr sd) implements Dist {
	}

	/** An exponential distribution with the given mean. */
	record Exponential(Expr mean) implements Dist {
	}

	/** A continuous uniform distribution on [min, max]. */
	record Uniform(Expr min, Expr max) implements Dist {
	}

	/** A discrete distribution: each bin is a value with its probability. */
	record Histogram(List<Bin> bins) implements Dist {
		/** Defensive copy. */
		public Histogram {
			bins = List.copyOf(bins);
		}
	}

	/** One value of a histogram with its probability. */
	record Bin(Expr value, Expr probability) {
	}

	/** A distribution known only by its first four moments. */
	record GivenMoments(Expr mean, Expr variance, Expr skewness, Expr kurtosis) implements Dist {
	}

	/** A constant literal. */
	static Dist constant(double value) {
		return new Constant(Expr.num(value));
	}
}
