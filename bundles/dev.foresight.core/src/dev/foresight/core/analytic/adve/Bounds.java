/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * The parametric speedup bounds of Eager, Zahorjan and Lazowska (thesis section 2.6, equations 2.1 and 2.2) and the
 * parallelism-profile estimate of Fig. 6.2.
 */
public final class Bounds {

	private Bounds() {
	}

	/** The lower bound P A / (P + A - 1) of equation 2.1 (any work-conserving discipline). */
	public static double lower(double a, int p) {
		return p * a / (p + a - 1);
	}

	/** The upper bound min(P, A) of equations 2.1 and 2.2. */
	public static double upper(double a, int p) {
		return Math.min(p, a);
	}

	/** The geometric mean of the two bounds, within 34 % of the true speedup. */
	public static double estimate(double a, int p) {
		return Math.sqrt(lower(a, p) * upper(a, p));
	}

	/** The processor-sharing lower bound of equation 2.2, using the maximum parallelism. */
	public static double processorSharingLower(double a, int pMax, int p) {
		if (pMax <= 1) {
			return Math.min(a, 1);
		}
		return Math.min(a, p * a / (p + a - 1 - (p - 1) * (a - 1) / (pMax - 1)));
	}

	/** The profile estimate A / sum_i f_i ceil(i / P); not a bound (thesis section 6, Fig. 6.2). */
	public static double profileEstimate(Parallelism par, int p) {
		double s = 0;
		for (int i = 1; i < par.profile().length; i++) {
			s += par.profile()[i] * Math.ceil((double) i / p);
		}
		return s == 0 ? 1 : par.average() / s;
	}
}
