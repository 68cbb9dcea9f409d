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
	/** Probability mass below which a dominated branch is dropped without fitting it. */
	private static final double DOMINANCE_MASS = 1e-7;
	private static final double[] CUT_PROBABILITIES = { 1e-9, 1e-4, 0.02, 0.3, 0.7, 0.98, 1 - 1e-4, 1 - 1e-9 };

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
		if (dropDominated(groups, constant)) {
			constant = Double.NEGATIVE_INFINITY;
		}
		if (groups.size() == 1 && constant == Double.NEGATIVE_INFINITY) {
			Map.Entry<Moments, Long> only = groups.entrySet().iterator().next();
			return maxIid(only.getKey(), only.getValue());
		}
		if (groups.isEmpty()) {
			return Moments.constant(constant);
		}
		List<Moments> moments = new ArrayList<>();
		List<Marginal> marginals = new ArrayList<>();
		List<Long> counts = new ArrayList<>();
		for (Map.Entry<Moments, Long> g : groups.entrySet()) {
			moments.add(g.getKey());
			marginals.add(Marginal.of(g.getKey()));
			counts.add(g.getValue());
		}
		if (constant != Double.NEGATIVE_INFINITY) {
			moments.add(Moments.constant(constant));
			marginals.add(new Marginal.Point(constant));
			counts.add(1L);
		}
		return productMax(moments, marginals, counts);
	}

	/**
	 * Removes, before any fitting, the groups that lie far below another group or the constant. By the fourth-moment
	 * bound P(|X - m| >= d) &lt;= kurtosis sd^4 / d^4, a group's maximum leaves [m - d, m + d] with probability at most
	 * {@link #DOMINANCE_MASS} when d = sd (kurtosis n / DOMINANCE_MASS)^(1/4); a group whose upper mark lies below
	 * another's lower mark changes the maximum's moments by less than that mass.
	 *
	 * @return whether the constant, too, lies below a group
	 */
	private static boolean dropDominated(Map<Moments, Long> groups, double constant) {
		double groupFloor = Double.NEGATIVE_INFINITY;
		for (Map.Entry<Moments, Long> g : groups.entrySet()) {
			groupFloor = Math.max(groupFloor, g.getKey().mean() - reach(g.getKey(), 1));
		}
		double limit = Math.max(groupFloor, constant);
		groups.entrySet().removeIf(g -> g.getKey().mean() + reach(g.getKey(), g.getValue()) < limit);
		return constant < groupFloor;
	}

	private static double reach(Moments m, long n) {
		return m.sd() * Math.pow(m.kurtosis() * n / DOMINANCE_MASS, 0.25);
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
			double logG = Math.log(-FastMath.expm1(logF));
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
	private static Moments productMax(List<Moments> moments, List<Marginal> marginals, List<Long> counts) {
		long total = 0;
		for (long c : counts) {
			total += c;
		}
		int size = marginals.size();
		double[] groupLo = new double[size], groupHi = new double[size];
		double lo = Double.NEGATIVE_INFINITY, hi = Double.NEGATIVE_INFINITY;
		for (int g = 0; g < size; g++) {
			long n = counts.get(g);
			groupLo[g] = marginals.get(g).quantile(Math.pow(TAIL, 1.0 / n), -FastMath.expm1(Math.log(TAIL) / n));
			lo = Math.max(lo, groupLo[g]);
			groupHi[g] = marginals.get(g).quantile(1 - TAIL / total, TAIL / total);
			hi = Math.max(hi, groupHi[g]);
		}
		if (!(hi > lo)) {
			return Moments.constant(lo);
		}
		// Branches that finish before the maximum's lower end cannot be the maximum: drop them.
		List<Marginal> live = new ArrayList<>();
		List<Long> liveCounts = new ArrayList<>();
		List<Double> liveHi = new ArrayList<>();
		int last = -1;
		for (int g = 0; g < size; g++) {
			if (groupHi[g] > lo) {
				live.add(marginals.get(g));
				liveCounts.add(counts.get(g));
				liveHi.add(groupHi[g]);
				last = g;
			}
		}
		if (live.size() == 1 && groupLo[last] == lo) {
			return maxIid(moments.get(last), counts.get(last));
		}
		return integrate(live, liveCounts, liveHi, lo, hi);
	}

	/**
	 * Gauss-Legendre panels between breakpoints at quantiles of each branch's own maximum, so that a narrow branch is
	 * resolved even when another branch's long tail sets the range.
	 */
	private static Moments integrate(List<Marginal> marginals, List<Long> counts, List<Double> groupHi, double lo,
			double hi) {
		double[] cuts = breakpoints(marginals, counts, lo, hi);
		double[] hints = new double[marginals.size()];
		double[] m = new double[5];
		for (int p = 0; p + 1 < cuts.length; p++) {
			double mid = 0.5 * (cuts[p] + cuts[p + 1]), half = 0.5 * (cuts[p + 1] - cuts[p]);
			// nodes in increasing y (the Legendre nodes are stored decreasing), so each solver hint is the nearest
			// point
			for (int k = Quadrature.GL_X.length - 1; k >= 0; k--) {
				double y = mid + half * Quadrature.GL_X[k];
				double logCdf = 0;
				for (int g = 0; g < marginals.size(); g++) {
					// Above a group's upper quantile its distribution function is 1 to within the tail mass.
					if (y < groupHi.get(g)) {
						logCdf += counts.get(g) * marginals.get(g).logCdf(y, hints, g);
					}
				}
				double w = half * Quadrature.GL_W[k] * -FastMath.expm1(logCdf), d = y - lo;
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

	private static double[] breakpoints(List<Marginal> marginals, List<Long> counts, double lo, double hi) {
		java.util.TreeSet<Double> cuts = new java.util.TreeSet<>();
		cuts.add(lo);
		cuts.add(hi);
		for (int g = 0; g < marginals.size(); g++) {
			double n = counts.get(g);
			for (double q : CUT_PROBABILITIES) {
				// The q-quantile of the maximum of n copies is the q^(1/n)-quantile of one.
				double logF = Math.log(q) / n;
				double y = marginals.get(g).quantile(Math.exp(logF), -FastMath.expm1(logF));
				if (y > lo && y < hi) {
					cuts.add(y);
				}
			}
		}
		return cuts.stream().mapToDouble(Double::doubleValue).toArray();
	}

	private static Moments central(double mean, double m2, double m3, double m4) {
		if (!(m2 > 0)) {
			return Moments.constant(mean);
		}
		return new Moments(mean, m2, m3 / (m2 * Math.sqrt(m2)), m4 / (m2 * m2));
	}
}
