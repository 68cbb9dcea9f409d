/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/** Generalized harmonic numbers H_n^(j) = sum of 1 / k^j for k = 1..n, in O(1) for large n. */
final class Harmonic {

	/** Below this n the sum is added directly; above it the Euler-Maclaurin tail is used. */
	private static final int DIRECT = 64;
	private static final double EULER_GAMMA = 0.5772156649015329;
	private static final double[] ZETA = { 0, 0, Math.PI * Math.PI / 6, 1.2020569031595943,
			Math.pow(Math.PI, 4) / 90 };

	private Harmonic() {
	}

	static double sum(long n, int j) {
		if (n <= DIRECT) {
			double s = 0;
			for (long k = n; k >= 1; k--) {
				s += 1 / Math.pow(k, j);
			}
			return s;
		}
		double x = n;
		if (j == 1) {
			double inv2 = 1 / (x * x);
			return Math.log(x) + EULER_GAMMA + 1 / (2 * x) - inv2 / 12 + inv2 * inv2 / 120 - inv2 * inv2 * inv2 / 252;
		}
		// zeta(j) minus the tail sum over k > n: x^(1-j)/(j-1) - x^-j/2 + j x^(-j-1)/12 - ...
		double tail = Math.pow(x, 1 - j) / (j - 1) - Math.pow(x, -j) / 2 + j * Math.pow(x, -j - 1) / 12
				- j * (j + 1) * (j + 2) * Math.pow(x, -j - 3) / 720;
		return ZETA[j] - tail;
	}
}
