/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/** Turns a {@link Dist} into a checked {@link Distribution}: impossible parameters are errors, never NaNs. */
public final class Distributions {

	private Distributions() {
	}

	/**
	 * Evaluates and checks {@code d}.
	 *
	 * @param d the distribution as written
	 * @param b parameter values
	 * @param what what the distribution is of (for example "the time of task a"), for messages
	 * @throws ModelException naming {@code d} when its parameters are impossible
	 */
	public static Distribution of(Dist d, Bindings b, String what) {
		return switch (d) {
		case Dist.Constant c -> new Distribution.Fixed(b.eval(c.value()));
		case Dist.Normal n -> {
			double sd = b.eval(n.sd());
			require(sd >= 0, d, what + ": normal standard deviation " + sd + " is negative");
			yield new Distribution.Normal(b.eval(n.mean()), sd);
		}
		case Dist.Exponential e -> {
			double m = b.eval(e.mean());
			require(m > 0, d, what + ": exponential mean " + m + " must be positive");
			yield new Distribution.Exponential(m);
		}
		case Dist.Uniform u -> {
			double lo = b.eval(u.min());
			double hi = b.eval(u.max());
			require(lo <= hi, d, what + ": uniform minimum " + lo + " exceeds maximum " + hi);
			yield new Distribution.Uniform(lo, hi);
		}
		case Dist.Histogram h -> histogram(h, b, what);
		case Dist.GivenMoments m -> moments(m, b, what);
		};
	}

	private static Distribution histogram(Dist.Histogram h, Bindings b, String what) {
		double[] v = new double[h.bins().size()];
		double[] p = new double[v.length];
		double sum = 0;
		for (int i = 0; i < v.length; i++) {
			v[i] = b.eval(h.bins().get(i).value());
			p[i] = b.eval(h.bins().get(i).probability());
			require(p[i] >= 0 && p[i] <= 1, h.bins().get(i), what + ": histogram probability " + p[i]
					+ " is outside [0, 1]");
			sum += p[i];
		}
		require(Math.abs(sum - 1) <= 1e-9, h, what + ": histogram probabilities sum to " + sum + ", not 1");
		return new Distribution.Discrete(v, p);
	}

	private static Distribution moments(Dist.GivenMoments m, Bindings b, String what) {
		double mean = b.eval(m.mean());
		double var = b.eval(m.variance());
		double skew = b.eval(m.skewness());
		double kurt = b.eval(m.kurtosis());
		require(var >= 0, m, what + ": variance " + var + " is negative");
		// Pearson's inequality holds for every distribution: kurtosis >= skewness^2 + 1
		require(kurt >= skew * skew + 1 - 1e-12, m, what + ": kurtosis " + kurt + " is below skewness^2 + 1 = "
				+ (skew * skew + 1) + ", which no distribution has");
		if (var == 0) {
			return new Distribution.Fixed(mean);
		}
		// the deterministic and moments methods need no sampler, so a missing cubic only fails a Monte Carlo run
		return new Distribution.FourMoments(mean, var, skew, kurt, Fleishman.coefficients(skew, kurt));
	}

	/**
	 * The branch probabilities of {@code c}, checked: each in [0, 1], summing to 1.
	 *
	 * @throws ModelException naming the branch or choice that is wrong
	 */
	public static double[] probabilities(Node.Choice c, Bindings b) {
		double[] p = new double[c.branches().size()];
		double sum = 0;
		for (int i = 0; i < p.length; i++) {
			p[i] = b.eval(c.branches().get(i).probability());
			require(p[i] >= 0 && p[i] <= 1, c.branches().get(i), "branch probability " + p[i] + " is outside [0, 1]");
			sum += p[i];
		}
		require(Math.abs(sum - 1) <= 1e-9, c, "branch probabilities sum to " + sum + ", not 1");
		return p;
	}

	private static void require(boolean ok, Object where, String message) {
		if (!ok) {
			throw new ModelException(message, where);
		}
	}
}
