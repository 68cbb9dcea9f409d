/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * The first four cumulants of a random variable. Sums and compound sums are done here rather than on raw moments
 * because raw-moment arithmetic loses the kurtosis when the mean dwarfs the deviation (spec PAM-T29).
 */
record Cumulants(double k1, double k2, double k3, double k4) {

	static final Cumulants ZERO = new Cumulants(0, 0, 0, 0);

	static Cumulants of(Moments m) {
		double v = m.variance();
		double sd = Math.sqrt(v);
		return new Cumulants(m.mean(), v, m.skewness() * v * sd, (m.kurtosis() - 3) * v * v);
	}

	Moments toMoments() {
		if (!(k2 > 0)) {
			return Moments.constant(k1);
		}
		double sd = Math.sqrt(k2);
		return new Moments(k1, k2, k3 / (k2 * sd), k4 / (k2 * k2) + 3);
	}

	Cumulants plus(Cumulants o) {
		return new Cumulants(k1 + o.k1, k2 + o.k2, k3 + o.k3, k4 + o.k4);
	}

	Cumulants times(double n) {
		return new Cumulants(n * k1, n * k2, n * k3, n * k4);
	}

	/**
	 * The cumulants of a sum of {@code count} independent copies of {@code body}, count itself random: the cumulant
	 * generating function K_count(K_body(t)) expanded to fourth order (spec 2.2, stable form of Eqs. 3-7).
	 */
	static Cumulants compound(Cumulants count, Cumulants body) {
		double x1 = body.k1, x2 = body.k2, x3 = body.k3, x4 = body.k4;
		double k1 = count.k1 * x1;
		double k2 = count.k1 * x2 + count.k2 * x1 * x1;
		double k3 = count.k1 * x3 + 3 * count.k2 * x1 * x2 + count.k3 * x1 * x1 * x1;
		double k4 = count.k1 * x4 + count.k2 * (4 * x1 * x3 + 3 * x2 * x2) + 6 * count.k3 * x1 * x1 * x2
				+ count.k4 * x1 * x1 * x1 * x1;
		return new Cumulants(k1, k2, k3, k4);
	}
}
