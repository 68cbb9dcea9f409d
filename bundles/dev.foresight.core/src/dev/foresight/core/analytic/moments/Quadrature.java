/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * Fixed quadrature rules. Tanh-sinh on (0, 1) tolerates the algebraic end-point singularities of a quantile function
 * with unbounded tails, and gives both u and 1 - u to full precision; Gauss-Legendre integrates smooth panels.
 */
final class Quadrature {

	private static final double STEP = 1.0 / 16;
	private static final int HALF_COUNT = 64;
	private static final int GAUSS_POINTS = 6;

	/** Tanh-sinh abscissas u in (0, 1), their complements 1 - u, ln u, ln (1 - u), and weights. */
	static final double[] TS_U, TS_1MU, TS_LOGU, TS_LOG1MU, TS_W;

	/** Gauss-Legendre nodes and weights on [-1, 1]. */
	static final double[] GL_X, GL_W;

	static {
		int n = 2 * HALF_COUNT + 1;
		TS_U = new double[n];
		TS_1MU = new double[n];
		TS_LOGU = new double[n];
		TS_LOG1MU = new double[n];
		TS_W = new double[n];
		for (int k = -HALF_COUNT; k <= HALF_COUNT; k++) {
			double t = k * STEP;
			double z = Math.PI * Math.sinh(t);
			int i = k + HALF_COUNT;
			TS_U[i] = 1 / (1 + Math.exp(-z));
			TS_1MU[i] = 1 / (1 + Math.exp(z));
			TS_LOGU[i] = -Math.log1p(Math.exp(-z));
			TS_LOG1MU[i] = -Math.log1p(Math.exp(z));
			TS_W[i] = STEP * Math.PI * Math.cosh(t) * TS_U[i] * TS_1MU[i];
		}
		int m = GAUSS_POINTS;
		GL_X = new double[m];
		GL_W = new double[m];
		legendre(m, GL_X, GL_W);
	}

	private Quadrature() {
	}

	/** Legendre nodes by Newton's method on the three-term recurrence. */
	private static void legendre(int n, double[] x, double[] w) {
		for (int i = 0; i < n; i++) {
			double z = Math.cos(Math.PI * (i + 0.75) / (n + 0.5));
			double dp = 0;
			for (int iter = 0; iter < 100; iter++) {
				double p0 = 1, p1 = z;
				for (int k = 2; k <= n; k++) {
					double p2 = ((2 * k - 1) * z * p1 - (k - 1) * p0) / k;
					p0 = p1;
					p1 = p2;
				}
				dp = n * (z * p1 - p0) / (z * z - 1);
				double dz = p1 / dp;
				z -= dz;
				if (Math.abs(dz) < 1e-16) {
					break;
				}
			}
			x[i] = z;
			w[i] = 2 / ((1 - z * z) * dp * dp);
		}
	}
}
