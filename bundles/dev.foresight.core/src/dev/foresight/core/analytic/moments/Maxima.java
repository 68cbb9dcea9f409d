/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The maximum of independent times. Identical branches use Eq. 12 of the PAMELA paper (the order statistic of a fitted
 * lambda distribution), integrated as E[(Y - c)^r] = integral of (R(u^(1/N)) - c)^r du, which avoids the cancelling
 * alternating beta sum (spec 2.4, pitfall 4); exponential branches use the exact order statistics. Distinct branches
 * are combined through the exact integral of the product of their distribution functions.
 */
final class Maxima {

	/** Probability mass the integration range may leave out in each tail. */
	private static final double TAIL = 1e-15;
	private static final int PANELS = 32;

	private Maxima() {
	}

	static Moments maxIid(Moments body, long n) {
		if (n == 1 || body.variance() == 0) {
			return body;
		}
		Marginal marginal = Marginal.of(body);
		if (marginal instanceof Marginal.ShiftedExponential e) {
			return exponentialMax(e, n);
		}
		return gldMax((Gld) marginal, n);
	}

	static Moments max(List<Moments> branches) {
		Map<Moments, Long> groups = new LinkedHashMap<>();
		double constant = Double.NEGATIVE_INFINITY;
		for (Moments m : branches) {
			if (m.variance() == 0) {
				constant = Math.max(constant, m.mean());
			} else {
				groups.merge(m, 1L, Long::sum);
			}
		}
		if (groups.isEmpty()) {
			return Moments.constant(constant);
		}
		if (groups.size() == 1 && constant == Double.NEGATIVE_INFINITY) {
			Map.Entry<Moments, Long> only = groups.entrySet().iterator().next();
			return maxIid(only.getKey(), only.getValue());
		}
		List<Marginal> marginals = new ArrayList<>();
		List<Long> counts = new ArrayList<>();
		for (Map.Entry<Moments, Long> g : groups.entrySet()) {
			marginals.add(Marginal.of(g.getKey()));
			counts.add(g.getValue());
		}
		if (constant != Double.NEGATIVE_INFINITY) {
			marginals.add(new Marginal.Point(constant));
			counts.add(1L);
		}
		return productMax(marginals, counts);
	}

	/**
	 * Exact order statistics of n exponentials: the maximum is shift + scale * sum of E_k / k (Renyi), so its cumulants
	 * are scale^j (j - 1)! H_n^(j).
	 */
	private static Moments exponentialMax(Marginal.ShiftedExponential e, long n) {
		double s = e.scale();
		double h1 = Harmonic.sum(n, 1), h2 = Harmonic.sum(n, 2), h3 = Harmonic.sum(n, 3), h4 = Harmonic.sum(n, 4);
		return new Cumulants(e.shift() + s * h1, s * s * h2, 2 * s * s * s * h3, 6 * s * s * s * s * h4).toMoments();
	}

	/** Eq. 12 for n iid copies of the lambda distribution, by tanh-sinh quadrature over u. */
	private static Moments gldMax(Gld gld, long n) {
		int count = Quadrature.TS_U.length;
		double[] values = new double[count];
		double mean = 0;
		for (int i = 0; i < count; i++) {
			double logF = Quadrature.TS_LOGU[i] / n;
			double logG = Math.log(-Math.expm1(logF));
			values[i] = gld.quantileLog(logF, logG);
			mean += Quadrature.TS_W[i] * values[i];
		}
		double m2 = 0, m3 = 0, m4 = 0;
		for (int i = 0; i < count; i++) {
			double d = values[i] - mean, d2 = d * d;
			double w = Quadrature.TS_W[i];
			m2 += w * d2;
			m3 += w * d2 * d;
			m4 += w * d2 * d2;
		}
		return central(mean, m2, m3, m4);
	}

	/**
	 * The maximum of groups of independent copies, from E[(Y - a)^r] = integral over y > a of r (y - a)^(r-1)
	 * P(Y > y) dy, with P(Y <= y) the product of the groups' distribution functions raised to their counts.
	 */
	private static Moments productMax(List<Marginal> marginals, List<Long> counts) {
		long total = 0;
		for (long c : counts) {
			total += c;
		}
		double lo = Double.NEGATIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
		for (int g = 0; g < marginals.size(); g++) {
			long n = counts.get(g);
			double f = Math.pow(TAIL, 1.0 / n);
			lo = Math.max(lo, marginals.get(g).quantile(f, -Math.expm1(Math.log(TAIL) / n)));
			hi = Math.max(hi, marginals.get(g).quantile(1 - TAIL / total, TAIL / total));
		}
		if (!(hi > lo)) {
			return Moments.constant(lo);
		}
		double[] m = new double[5];
		double width = (hi - lo) / PANELS;
		for (int p = 0; p < PANELS; p++) {
			double mid = lo + (p + 0.5) * width;
			for (int k = 0; k < Quadrature.GL_X.length; k++) {
				double y = mid + 0.5 * width * Quadrature.GL_X[k];
				double logCdf = 0;
				for (int g = 0; g < marginals.size(); g++) {
					logCdf += counts.get(g) * marginals.get(g).logCdf(y);
				}
				double survival = -Math.expm1(logCdf);
				double w = 0.5 * width * Quadrature.GL_W[k] * survival, d = y - lo;
				m[1] += w;
				m[2] += w * 2 * d;
				m[3] += w * 3 * d * d;
				m[4] += w * 4 * d * d * d;
			}
		}
		double mu = m[1];
		double c2 = m[2] - mu * mu;
		double c3 = m[3] - 3 * mu * m[2] + 2 * mu * mu * mu;
		double c4 = m[4] - 4 * mu * m[3] + 6 * mu * mu * m[2] - 3 * mu * mu * mu * mu;
		return central(lo + mu, c2, c3, c4);
	}

	private static Moments central(double mean, double m2, double m3, double m4) {
		if (!(m2 > 0)) {
			return Moments.constant(mean);
		}
		return new Moments(mean, m2, m3 / (m2 * Math.sqrt(m2)), m4 / (m2 * m2));
	}
}
