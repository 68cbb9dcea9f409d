/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/** The log-gamma and log-beta functions for positive arguments, which the JDK lacks. */
final class SpecialFunctions {

	private static final double HALF_LOG_TWO_PI = 0.5 * Math.log(2 * Math.PI);
	private static final double SHIFT = 10;

	private SpecialFunctions() {
	}

	/**
	 * ln Gamma(x) for x > 0: small arguments are raised above {@link #SHIFT} by the recurrence, then Stirling's series
	 * to the x^-9 term is accurate to about 1e-15.
	 */
	static double logGamma(double x) {
		if (!(x > 0)) {
			throw new IllegalArgumentException("logGamma needs x > 0, got " + x);
		}
		double product = 1;
		while (x < SHIFT) {
			product *= x;
			x += 1;
		}
		double inv = 1 / x;
		double inv2 = inv * inv;
		double series = inv * (1.0 / 12 - inv2 * (1.0 / 360 - inv2 * (1.0 / 1260 - inv2 * (1.0 / 1680
				- inv2 / 1188))));
		return (x - 0.5) * Math.log(x) - x + HALF_LOG_TWO_PI + series - Math.log(product);
	}

	/** The beta function B(a, b) for a, b > 0. */
	static double beta(double a, double b) {
		return Math.exp(logGamma(a) + logGamma(b) - logGamma(a + b));
	}
}
