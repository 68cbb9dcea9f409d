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

	/**
	 * The quantile from the logs of F and of 1 - F.
	 *
	 * @param logF ln F
	 * @param logG ln (1 - F)
	 * @return R(F)
	 */
	double quantileLog(double logF, double logG) {
		return l1 + (Math.expm1(l3 * logF) - Math.expm1(l4 * logG)) / l2;
	}

	@Override
	public double quantile(double f, double g) {
		return quantileLog(Math.log(f), Math.log(g));
	}

	@Override
	public double logCdf(double y) {
		double lo = -T_LIMIT, hi = T_LIMIT;
		if (y <= atT(lo)) {
			return Double.NEGATIVE_INFINITY;
		}
		if (y >= atT(hi)) {
			return 0;
		}
		double t = 0;
		for (int i = 0; i < MAX_ITERATIONS; i++) {
			double logF = logF(t), logG = logF(-t);
			double r = quantileLog(logF, logG);
			if (r < y) {
				lo = t;
			} else {
				hi = t;
			}
			double slope = (l3 * Math.exp(l3 * logF + logG) + l4 * Math.exp(l4 * logG + logF)) / l2;
			double next = t - (r - y) / slope;
			if (!(next > lo && next < hi)) {
				next = 0.5 * (lo + hi);
			}
			if (Math.abs(next - t) < 1e-13 * Math.max(1, Math.abs(t)) || hi - lo < 1e-13) {
				t = next;
				break;
			}
			t = next;
		}
		return logF(t);
	}

	/** The quantile at the logistic coordinate t, F = 1 / (1 + e^-t). */
	private double atT(double t) {
		return quantileLog(logF(t), logF(-t));
	}

	/** ln F for F = 1 / (1 + e^-t). */
	private static double logF(double t) {
		return t > 0 ? -Math.log1p(Math.exp(-t)) : t - Math.log1p(Math.exp(t));
	}
}
