/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

/**
 * Fleishman's power method (Psychometrika 43, 1978): coefficients (a, b, c, d) with a = -c such that
 * {@code a + bZ + cZ^2 + dZ^3}, Z standard normal, has mean 0, variance 1 and the given skewness and kurtosis.
 * Solved by Newton's method on the three moment equations.
 */
final class Fleishman {

	private Fleishman() {
	}

	/** The coefficients {a, b, c, d}, or {@code null} when no cubic reaches these moments. */
	static double[] coefficients(double skewness, double kurtosis) {
		double excess = kurtosis - 3;
		if (Math.abs(skewness) < 1e-12 && Math.abs(excess) < 1e-12) {
			return new double[] { 0, 1, 0, 0 };
		}
		double[] x = { 1, skewness / 6, excess / 24 }; // b, c, d: near the normal solution
		for (int iter = 0; iter < 200; iter++) {
			double[] f = residual(x, skewness, excess);
			if (Math.abs(f[0]) + Math.abs(f[1]) + Math.abs(f[2]) < 1e-12) {
				return new double[] { -x[1], x[0], x[1], x[2] };
			}
			double[][] j = new double[3][3];
			for (int k = 0; k < 3; k++) {
				double[] y = x.clone();
				double h = 1e-7 * Math.max(1, Math.abs(x[k]));
				y[k] += h;
				double[] g = residual(y, skewness, excess);
				for (int r = 0; r < 3; r++) {
					j[r][k] = (g[r] - f[r]) / h;
				}
			}
			double[] step = solve(j, f);
			if (step == null) {
				return null;
			}
			double damp = 1;
			for (int k = 0; k < 3; k++) {
				damp = Math.min(damp, 0.5 / Math.max(1e-300, Math.abs(step[k])));
			}
			damp = Math.min(1, damp);
			for (int k = 0; k < 3; k++) {
				x[k] -= damp * step[k];
			}
		}
		return null;
	}

	private static double[] residual(double[] x, double skew, double excess) {
		double b = x[0];
		double c = x[1];
		double d = x[2];
		return new double[] { b * b + 6 * b * d + 2 * c * c + 15 * d * d - 1,
				2 * c * (b * b + 24 * b * d + 105 * d * d + 2) - skew,
				24 * (b * d + c * c * (1 + b * b + 28 * b * d) + d * d * (12 + 48 * b * d + 141 * c * c + 225 * d * d))
						- excess };
	}

	/** Solves {@code a x = f} by Cramer's rule; {@code null} when singular. */
	private static double[] solve(double[][] a, double[] f) {
		double det = det(a[0], a[1], a[2]);
		if (Math.abs(det) < 1e-300) {
			return null;
		}
		double[] x = new double[3];
		for (int k = 0; k < 3; k++) {
			double[][] m = { a[0].clone(), a[1].clone(), a[2].clone() };
			for (int r = 0; r < 3; r++) {
				m[r][k] = f[r];
			}
			x[k] = det(m[0], m[1], m[2]) / det;
		}
		return x;
	}

	private static double det(double[] r0, double[] r1, double[] r2) {
		return r0[0] * (r1[1] * r2[2] - r1[2] * r2[1]) - r0[1] * (r1[0] * r2[2] - r1[2] * r2[0])
				+ r0[2] * (r1[0] * r2[1] - r1[1] * r2[0]);
	}
}
