/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/** The standard normal density and distribution function, through the complementary error function. */
public final class StandardNormal {

	private static final double INV_SQRT_PI = 1 / Math.sqrt(Math.PI);
	private static final double SERIES_LIMIT = 2.5;

	private StandardNormal() {
	}

	static double pdf(double z) {
		return Math.exp(-0.5 * z * z) / Math.sqrt(2 * Math.PI);
	}

	/** The probability that a standard normal variable is below {@code z}. */
	public static double cdf(double z) {
		return 0.5 * erfc(-z / Math.sqrt(2));
	}

	/** erfc by the Maclaurin series of erf near 0 and by its continued fraction in the tails. */
	static double erfc(double x) {
		if (x < 0) {
			return 2 - erfc(-x);
		}
		if (x < SERIES_LIMIT) {
			double term = x, sum = x, x2 = x * x;
			for (int n = 1; n < 100 && Math.abs(term) > 1e-17 * Math.abs(sum); n++) {
				term *= -x2 / n;
				sum += term / (2 * n + 1);
			}
			return 1 - 2 * INV_SQRT_PI * sum;
		}
		double fraction = x;
		for (int k = 60; k >= 1; k--) {
			fraction = x + (k / 2.0) / fraction;
		}
		return Math.exp(-x * x) * INV_SQRT_PI / fraction;
	}
}
