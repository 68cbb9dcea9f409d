/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.List;

/**
 * How the maximum of normal values is taken. Schopf leaves it to the model builder (section 4.B.2): the input with the
 * largest mean, or the input with the largest upper end m + k sd. Clark's moment matching is added because both
 * selections underestimate the maximum of similar values (spec 8.3, item 3).
 */
public sealed interface MaxPolicy {

	/**
	 * The maximum under this policy.
	 *
	 * @param values at least one value
	 * @return the maximum
	 */
	NormalValue max(List<NormalValue> values);

	/**
	 * Selects the input with the largest mean.
	 *
	 * @return the policy
	 */
	static MaxPolicy largestMean() {
		return new LargestUpper(0);
	}

	/**
	 * Selects the input with the largest m + k sd.
	 *
	 * @param k the number of deviations (2 for the 95 % end)
	 * @return the policy
	 */
	static MaxPolicy largestUpper(double k) {
		return new LargestUpper(k);
	}

	/**
	 * Clark's (1961) moment-matched maximum of independent normals, applied pairwise.
	 *
	 * @return the policy
	 */
	static MaxPolicy clark() {
		return new Clark();
	}

	/**
	 * Selection by the largest m + k sd; k = 0 selects the largest mean.
	 *
	 * @param k the number of deviations
	 */
	record LargestUpper(double k) implements MaxPolicy {

		@Override
		public NormalValue max(List<NormalValue> values) {
			requireSome(values);
			NormalValue best = values.get(0);
			for (NormalValue v : values) {
				if (v.mean() + k * v.sd() > best.mean() + k * best.sd()) {
					best = v;
				}
			}
			return best;
		}
	}

	/** Clark's moment matching. */
	record Clark() implements MaxPolicy {

		@Override
		public NormalValue max(List<NormalValue> values) {
			requireSome(values);
			NormalValue acc = values.get(0);
			for (int i = 1; i < values.size(); i++) {
				acc = pair(acc, values.get(i));
			}
			return acc;
		}

		private static NormalValue pair(NormalValue x, NormalValue y) {
			double a = Math.hypot(x.sd(), y.sd());
			if (a == 0) {
				return x.mean() >= y.mean() ? x : y;
			}
			double alpha = (x.mean() - y.mean()) / a;
			double p = StandardNormal.cdf(alpha), q = StandardNormal.cdf(-alpha), d = StandardNormal.pdf(alpha);
			double m1 = x.mean() * p + y.mean() * q + a * d;
			double m2 = (x.mean() * x.mean() + x.sd() * x.sd()) * p + (y.mean() * y.mean() + y.sd() * y.sd()) * q
					+ (x.mean() + y.mean()) * a * d;
			return new NormalValue(m1, Math.sqrt(Math.max(0, m2 - m1 * m1)));
		}
	}

	private static void requireSome(List<NormalValue> values) {
		if (values.isEmpty()) {
			throw new IllegalArgumentException("a maximum needs at least one value");
		}
	}
}
