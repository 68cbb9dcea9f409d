/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * A Ramberg-Schmeiser generalized lambda distribution, defined by its quantile function
 * R(F) = l1 + (F^l3 - (1 - F)^l4) / l2 (Eq. 11 of the PAMELA paper), evaluated through expm1 so that shapes near
 * l3 = l4 = 0 keep their precision (spec 2.4, pitfall 4).
 *
 * @param l1 location
 * @param l2 scale (negative when l3 and l4 are negative)
 * @param l3 first shape parameter
 * @param l4 second shape parameter
 */
record Gld(double l1, double l2, double l3, double l4) implements Marginal {

	private static final double T_LIMIT = 700;
	private static final int MAX_ITERATIONS = 200;
	/** Newton's step in t below which F is settled: F changes by F (1 - F) dt, far below the quadrature's error. */
	private static final double T_TOLERANCE = 1e-10;

	/**
	 * The quantile from the logs of F and of 1 - F.
	 *
	 * @param logF ln F
	 * @param logG ln (1 - F)
	 * @return R(F)
	 */
	double quantileLog(double logF, double logG) {
		return l1 + (FastMath.expm1(l3 * logF) - FastMath.expm1(l4 * logG)) / l2;
	}

	@Override
	public double quantile(double f, double g) {
		return quantileLog(Math.log(f), Math.log(g));
	}

	@Override
	public double logCdf(double y) {
		return logF(solve(y, 0));
	}

	@Override
	public double logCdf(double y, double[] hints, int slot) {
		double t = solve(y, hints[slot]);
		if (Double.isFinite(t)) {
			hints[slot] = t;
		}
		return logF(t);
	}

	/**
	 * The logistic coordinate t with R(F(t)) = y, F = 1 / (1 + e^-t), by Newton's method kept inside a bisection
	 * bracket; +-infinity outside the support.
	 */
	private double solve(double y, double start) {
		// Positive shapes bound the support at R(0) = l1 - 1 / l2 and R(1) = l1 + 1 / l2; negative ones leave it open.
		if (l3 > 0 && y <= l1 - 1 / l2) {
			return Double.NEGATIVE_INFINITY;
		}
		if (l4 > 0 && y >= l1 + 1 / l2) {
			return Double.POSITIVE_INFINITY;
		}
		double lo = -T_LIMIT, hi = T_LIMIT;
		double t = start;
		for (int i = 0; i < MAX_ITERATIONS; i++) {
			// One exponential gives F, G = 1 - F and both logs; two more give the powers R and its slope share.
			double e = Math.exp(-Math.abs(t)), log1pE = FastMath.log1p(e);
			double small = e / (1 + e), large = 1 / (1 + e);
			double logF = t > 0 ? -log1pE : t - log1pE, logG = t > 0 ? -t - log1pE : -log1pE;
			double f = t > 0 ? large : small, g = t > 0 ? small : large;
			double pf = Math.exp(l3 * logF), pg = Math.exp(l4 * logG);
			double r = l1 + (expm1From(pf, l3 * logF) - expm1From(pg, l4 * logG)) / l2;
			if (r < y) {
				lo = t;
			} else {
				hi = t;
			}
			double slope = (l3 * pf * g + l4 * pg * f) / l2;
			double next = t - (r - y) / slope;
			// Converged. Checked before the bracket: a step below t's resolution leaves t unchanged, which is the
			// bracket end just set, and bisecting from there took up to 30 more steps (a third of all of them in the
			// benchmark).
			if (Math.abs(next - t) < T_TOLERANCE * Math.max(1, Math.abs(t))) {
				return next;
			}
			if (!(next > lo && next < hi)) {
				next = 0.5 * (lo + hi);
			}
			boolean done = Math.abs(next - t) < T_TOLERANCE * Math.max(1, Math.abs(t)) || hi - lo < T_TOLERANCE;
			t = next;
			if (done) {
				break;
			}
		}
		return t;
	}

	/** x^l - 1 given x = e^z: the subtraction is exact enough unless z is tiny, where the series takes over. */
	private static double expm1From(double power, double z) {
		return Math.abs(z) > 1e-4 ? power - 1 : FastMath.expm1(z);
	}

	/** ln F for F = 1 / (1 + e^-t). */
	private static double logF(double t) {
		if (t == Double.NEGATIVE_INFINITY) {
			return t;
		}
		return t > 0 ? -FastMath.log1p(Math.exp(-t)) : t - FastMath.log1p(Math.exp(t));
	}
}
