/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Assertions on four-moment tuples with relative or absolute tolerances. */
final class MomentsAssert {

	private MomentsAssert() {
	}

	/** Each element within {@code relative} of the expected value, relative to max(1, |expected|) for the shape. */
	static void assertMoments(double[] expected, Moments actual, double relative) {
		assertEquals(expected[0], actual.mean(), relative * Math.abs(expected[0]) + 1e-12, () -> "mean of " + actual);
		assertEquals(expected[1], actual.variance(), relative * Math.abs(expected[1]) + 1e-12,
				() -> "variance of " + actual);
		assertEquals(expected[2], actual.skewness(), relative * Math.max(1, Math.abs(expected[2])),
				() -> "skewness of " + actual);
		assertEquals(expected[3], actual.kurtosis(), relative * Math.abs(expected[3]), () -> "kurtosis of " + actual);
	}

	static double[] tuple(double mean, double variance, double skewness, double kurtosis) {
		return new double[] { mean, variance, skewness, kurtosis };
	}
}
