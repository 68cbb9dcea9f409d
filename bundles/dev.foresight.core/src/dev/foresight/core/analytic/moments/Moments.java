/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The first four moments of a random time: mean, variance, skewness (mu3 / sigma^3) and kurtosis (mu4 / sigma^4, not
 * the excess), with the compositions of the PAMELA moments method. A constant is (x, 0, 0, 3).
 * <p>
 * Sequence, loops and choice are exact; {@link #parallel} is exact for constants and exponentials and otherwise fits a
 * generalized lambda distribution to each operand, as the source does (spec seed-pamela 2.4).
 *
 * @param mean expected value
 * @param variance second central moment, at least 0
 * @param skewness third standardized moment (0 when the variance is 0)
 * @param kurtosis fourth standardized moment (3 when the variance is 0)
 */
public record Moments(double mean, double variance, double skewness, double kurtosis) {

	/** The start of the message that rejects moments that are not finite numbers. */
	public static final String NOT_FINITE = "moments must be finite numbers";

	/** Slack for rounding when checking that the kurtosis is possible for the skewness. */
	private static final double FEASIBILITY_SLACK = 1e-9;

	/**
	 * Checks that the values are finite and the variance is not negative; a zero variance normalizes the shape to that
	 * of a constant. Use {@link #of} for a full check.
	 */
	public Moments {
		if (!Double.isFinite(mean) || !Double.isFinite(variance) || !Double.isFinite(skewness)
				|| !Double.isFinite(kurtosis)) {
			throw new IllegalArgumentException(NOT_FINITE + ", got (" + mean + ", " + variance + ", "
					+ skewness + ", " + kurtosis + ")");
		}
		if (variance < 0) {
			throw new IllegalArgumentException("variance must be >= 0, got " + variance);
		}
		if (variance == 0) {
			skewness = 0;
			kurtosis = 3;
		}
	}

	/**
	 * Validated moments.
	 *
	 * @param mean the mean
	 * @param variance the variance, at least 0
	 * @param skewness the skewness
	 * @param kurtosis the kurtosis (not excess), at least {@code skewness^2 + 1} as for every real distribution
	 * @return the moments
	 * @throws IllegalArgumentException naming the violated condition
	 */
	public static Moments of(double mean, double variance, double skewness, double kurtosis) {
		Moments m = new Moments(mean, variance, skewness, kurtosis);
		double least = skewness * skewness + 1;
		if (variance > 0 && kurtosis < least - FEASIBILITY_SLACK * least) {
			throw new IllegalArgumentException("kurtosis " + kurtosis + " is impossible for skewness " + skewness
					+ ": every distribution has kurtosis >= skewness^2 + 1 = " + least);
		}
		return m;
	}

	/**
	 * Moments that need not belong to a real distribution, such as the formal beta moments of an ARP branch model
	 * (spec seed-pamela 2.3: "do not reject them"). Only finiteness and a non-negative variance are checked.
	 *
	 * @param mean the mean
	 * @param variance the variance
	 * @param skewness the skewness
	 * @param kurtosis the kurtosis
	 * @return the moments
	 */
	public static Moments formal(double mean, double variance, double skewness, double kurtosis) {
		return new Moments(mean, variance, skewness, kurtosis);
	}

	/**
	 * A deterministic value.
	 *
	 * @param x the value
	 * @return (x, 0, 0, 3)
	 */
	public static Moments constant(double x) {
		return new Moments(x, 0, 0, 3);
	}

	/**
	 * A normal distribution.
	 *
	 * @param mean the mean
	 * @param sd the standard deviation, at least 0
	 * @return (mean, sd^2, 0, 3)
	 */
	public static Moments normal(double mean, double sd) {
		requireNonNegative("normal standard deviation", sd);
		return new Moments(mean, sd * sd, 0, 3);
	}

	/**
	 * An exponential distribution.
	 *
	 * @param mean the mean, greater than 0
	 * @return (mean, mean^2, 2, 9)
	 */
	public static Moments exponential(double mean) {
		if (!(mean > 0) || !Double.isFinite(mean)) {
			throw new IllegalArgumentException("exponential mean must be > 0, got " + mean);
		}
		return new Moments(mean, mean * mean, 2, 9);
	}

	/**
	 * A uniform distribution.
	 *
	 * @param min the lower end
	 * @param max the upper end, at least {@code min}
	 * @return ((min + max) / 2, (max - min)^2 / 12, 0, 1.8)
	 */
	public static Moments uniform(double min, double max) {
		if (!(min <= max)) {
			throw new IllegalArgumentException("uniform needs min <= max, got [" + min + ", " + max + "]");
		}
		double w = max - min;
		return new Moments(min + w / 2, w * w / 12, 0, 1.8);
	}

	/**
	 * A Bernoulli indicator, the branch-taken variable of a memoryless conditional.
	 *
	 * @param p probability of 1, in [0, 1]
	 * @return its moments
	 */
	public static Moments bernoulli(double p) {
		Mixtures.requireProbability("Bernoulli probability", p);
		return choice(new double[] { p, 1 - p }, new Moments[] { constant(1), constant(0) });
	}

	/**
	 * A histogram: the density is uniform inside each bin.
	 *
	 * @param binEdges strictly increasing bin edges, one more than the weights
	 * @param weights non-negative bin weights (counts or probabilities) with a positive sum
	 * @return the moments of the piecewise-uniform distribution
	 */
	public static Moments histogram(double[] binEdges, double[] weights) {
		return Mixtures.histogram(binEdges, weights);
	}

	/**
	 * The sum of independent times (sequential composition, Eq. 2), added as cumulants.
	 *
	 * @param parts the times, possibly none (the sum is then 0)
	 * @return the moments of the sum
	 */
	public static Moments sequence(Moments... parts) {
		return sequence(Arrays.asList(parts));
	}

	/**
	 * The sum of independent times (sequential composition, Eq. 2), added as cumulants.
	 *
	 * @param parts the times, possibly none (the sum is then 0)
	 * @return the moments of the sum
	 */
	public static Moments sequence(List<Moments> parts) {
		Cumulants sum = Cumulants.ZERO;
		for (Moments m : parts) {
			sum = sum.plus(Cumulants.of(Objects.requireNonNull(m, "sequence part")));
		}
		return sum.toMoments();
	}

	/**
	 * This time followed by another.
	 *
	 * @param next the independent time that follows
	 * @return the moments of the sum
	 */
	public Moments then(Moments next) {
		return Cumulants.of(this).plus(Cumulants.of(next)).toMoments();
	}

	/**
	 * The maximum of independent times (parallel composition with a join). Identical operands are grouped and use
	 * Eq. 12 of the source (N-ary maximum of a fitted generalized lambda distribution); distinct groups combine through
	 * the exact integral of the product of their distribution functions.
	 *
	 * @param branches the times, at least one
	 * @return the moments of the maximum
	 */
	public static Moments parallel(List<Moments> branches) {
		if (branches.isEmpty()) {
			throw new IllegalArgumentException("parallel composition needs at least one branch");
		}
		return Maxima.max(branches);
	}

	/**
	 * The maximum of {@code n} independent copies of one time (N-ary parallel composition, Eq. 12), in O(1) for any n.
	 *
	 * @param body the time of one branch
	 * @param n the number of branches, at least 1
	 * @return the moments of the maximum
	 */
	public static Moments parallel(Moments body, long n) {
		if (n < 1) {
			throw new IllegalArgumentException("parallel composition needs at least one branch, got " + n);
		}
		return Maxima.maxIid(body, n);
	}

	/**
	 * One of several alternatives, chosen with the given probabilities (a mixture; exact).
	 *
	 * @param probabilities the probability of each alternative, summing to 1
	 * @param alternatives the time of each alternative
	 * @return the moments of the mixture
	 */
	public static Moments choice(double[] probabilities, Moments[] alternatives) {
		return Mixtures.mixture(probabilities, alternatives);
	}

	/**
	 * A conditional whose truth probability P varies between runs (Eq. 8): the compound of {@code body} with P in the
	 * place of a loop count. A Bernoulli P gives the plain mixture, a constant P the fractional execution.
	 *
	 * @param probability the moments of P, for example from {@link BranchProbability}
	 * @param body the time when the branch is taken
	 * @return the moments of the conditional's time
	 */
	public static Moments conditional(Moments probability, Moments body) {
		return Cumulants.compound(Cumulants.of(probability), Cumulants.of(body)).toMoments();
	}

	/**
	 * The sum of {@code n} independent copies of {@code body} (a loop with a known count), in O(1): the cumulants
	 * scale by n.
	 *
	 * @param body the time of one iteration
	 * @param n the iteration count, at least 0
	 * @return the moments of the loop
	 */
	public static Moments repeat(Moments body, long n) {
		if (n < 0) {
			throw new IllegalArgumentException("loop count must be >= 0, got " + n);
		}
		return Cumulants.of(body).times(n).toMoments();
	}

	/**
	 * A loop whose iteration count is itself random (Eqs. 3-7, the corrected Eq. 7), computed as a compound in
	 * cumulant form.
	 *
	 * @param body the time of one iteration
	 * @param count the moments of the iteration count, with a mean of at least 0
	 * @return the moments of the loop
	 */
	public static Moments repeat(Moments body, Moments count) {
		if (count.mean() < 0) {
			throw new IllegalArgumentException("loop count mean must be >= 0, got " + count.mean());
		}
		return Cumulants.compound(Cumulants.of(count), Cumulants.of(body)).toMoments();
	}

	/**
	 * The standard deviation.
	 *
	 * @return the square root of the variance
	 */
	public double sd() {
		return Math.sqrt(variance);
	}

	private static void requireNonNegative(String what, double value) {
		if (!(value >= 0) || !Double.isFinite(value)) {
			throw new IllegalArgumentException(what + " must be >= 0, got " + value);
		}
	}
}
