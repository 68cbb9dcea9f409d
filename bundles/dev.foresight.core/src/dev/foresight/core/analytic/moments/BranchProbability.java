/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * Moments of a branch's truth probability P for {@link Moments#conditional}: the alternating renewal process (ARP)
 * model of the PAMELA paper, which describes a branch by the lengths of its runs of true and of false outcomes and
 * gives P beta moments (Eqs. 9 and 10). The beta parameters may come out negative; the moments are then formal and
 * are returned without the feasibility check (spec 2.3).
 */
public final class BranchProbability {

	private BranchProbability() {
	}

	/**
	 * P from measured run lengths (Eq. 10). Geometric runs, which make the numerator vanish, give the Bernoulli limit;
	 * deterministic runs, which make the denominator vanish, give a constant P.
	 *
	 * @param meanTrueRun E[U], mean length of a run of true outcomes, greater than 0
	 * @param varTrueRun Var[U], at least 0
	 * @param meanFalseRun E[D], mean length of a run of false outcomes, greater than 0
	 * @param varFalseRun Var[D], at least 0
	 * @return the (possibly formal) moments of P
	 */
	public static Moments arp(double meanTrueRun, double varTrueRun, double meanFalseRun, double varFalseRun) {
		requirePositive("mean true-run length", meanTrueRun);
		requirePositive("mean false-run length", meanFalseRun);
		requireNonNegative("true-run variance", varTrueRun);
		requireNonNegative("false-run variance", varFalseRun);
		double u = meanTrueRun, d = meanFalseRun;
		double p = u / (u + d);
		double numerator = (d * d * (u - varTrueRun) + u * u * (d - varFalseRun)) * u;
		double denominator = (d + u) * (d * d * varTrueRun + u * u * varFalseRun);
		double scale = Math.max(Math.abs(numerator), Math.abs(denominator));
		if (denominator == 0 || Math.abs(denominator) < 1e-14 * scale) {
			return Moments.constant(p);
		}
		if (Math.abs(numerator) < 1e-12 * scale) {
			return Moments.bernoulli(p);
		}
		double a = numerator / denominator;
		return beta(a, d / u * a);
	}

	/**
	 * Beta moments E[P^r] = product over k &lt; r of (a + k) / (a + b + k) (Eq. 9 in product form, which also holds for
	 * the negative formal parameters the ARP fit produces).
	 *
	 * @param a first parameter, non-zero
	 * @param b second parameter, with a + b + k non-zero for k = 0..3
	 * @return the moments of P
	 */
	public static Moments beta(double a, double b) {
		double[] raw = new double[5];
		raw[0] = 1;
		for (int r = 1; r <= 4; r++) {
			double denominator = a + b + r - 1;
			if (denominator == 0) {
				throw new IllegalArgumentException("beta moments undefined for a = " + a + ", b = " + b);
			}
			raw[r] = raw[r - 1] * (a + r - 1) / denominator;
		}
		double m1 = raw[1];
		double var = raw[2] - m1 * m1;
		double mu3 = raw[3] - 3 * m1 * raw[2] + 2 * m1 * m1 * m1;
		double mu4 = raw[4] - 4 * m1 * raw[3] + 6 * m1 * m1 * raw[2] - 3 * m1 * m1 * m1 * m1;
		if (!(var > 0)) {
			return Moments.constant(m1);
		}
		return Moments.formal(m1, var, mu3 / (var * Math.sqrt(var)), mu4 / (var * var));
	}

	private static void requirePositive(String what, double value) {
		if (!(value > 0) || !Double.isFinite(value)) {
			throw new IllegalArgumentException(what + " must be > 0, got " + value);
		}
	}

	private static void requireNonNegative(String what, double value) {
		if (!(value >= 0) || !Double.isFinite(value)) {
			throw new IllegalArgumentException(what + " must be >= 0, got " + value);
		}
	}
}
