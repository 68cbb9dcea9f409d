/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * expm1 and log1p built on the intrinsic exp and log. The JDK's versions are the pure-Java fdlibm ports, which made up
 * most of the time of a maximum; these keep a relative error below 1e-12, ample for quadrature and root finding.
 */
final class FastMath {

	/** Below this magnitude the Taylor series is exact to double precision. */
	private static final double SERIES = 1e-4;

	private FastMath() {
	}

	static double expm1(double z) {
		if (Math.abs(z) > SERIES) {
			return Math.exp(z) - 1;
		}
		return z * (1 + z * (0.5 + z * (1.0 / 6 + z / 24)));
	}

	static double log1p(double x) {
		if (Math.abs(x) > SERIES) {
			return Math.log(1 + x);
		}
		return x * (1 - x * (0.5 - x * (1.0 / 3 - x / 4)));
	}
}
