/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/**
 * A stochastic value as the interval of its possible values (Schopf section 4.C, Tables 4.2 to 4.4). Every occurrence
 * counts as an independent value, so A - A is not [0, 0] (the dependence problem).
 *
 * @param lo the lower bound
 * @param hi the upper bound, at least {@code lo}
 */
public record Interval(double lo, double hi) {

	/**
	 * Checks the bounds.
	 */
	public Interval {
		if (!(lo <= hi) || !Double.isFinite(lo) || !Double.isFinite(hi)) {
			throw new IllegalArgumentException("an interval needs finite bounds lo <= hi, got [" + lo
					+ ", " + hi + "]");
		}
	}

	/**
	 * A degenerate interval.
	 *
	 * @param x the value
	 * @return [x, x]
	 */
	public static Interval point(double x) {
		return new Interval(x, x);
	}

	/**
	 * The length hi - lo.
	 *
	 * @return the length
	 */
	public double length() {
		return hi - lo;
	}

	/**
	 * Whether a value lies inside.
	 *
	 * @param x the value
	 * @return lo &lt;= x &lt;= hi
	 */
	public boolean contains(double x) {
		return lo <= x && x <= hi;
	}

	/**
	 * Table 4.2.
	 *
	 * @param o the other interval
	 * @return [lo + o.lo, hi + o.hi]
	 */
	public Interval plus(Interval o) {
		return new Interval(lo + o.lo, hi + o.hi);
	}

	/**
	 * Table 4.2.
	 *
	 * @param o the other interval
	 * @return [lo - o.hi, hi - o.lo]
	 */
	public Interval minus(Interval o) {
		return new Interval(lo - o.hi, hi - o.lo);
	}

	/**
	 * Table 4.3: the hull of the four endpoint products, which covers all nine sign cases.
	 *
	 * @param o the other interval
	 * @return the product
	 */
	public Interval times(Interval o) {
		double a = lo * o.lo, b = lo * o.hi, c = hi * o.lo, d = hi * o.hi;
		return new Interval(Math.min(Math.min(a, b), Math.min(c, d)), Math.max(Math.max(a, b), Math.max(c, d)));
	}

	/**
	 * Table 4.4 (with the corrected x-contains-0 case): multiplication by [1/o.hi, 1/o.lo].
	 *
	 * @param o the divisor, not containing 0
	 * @return the quotient
	 */
	public Interval dividedBy(Interval o) {
		if (o.contains(0)) {
			throw new IllegalArgumentException("cannot divide by an interval containing 0: " + o);
		}
		return times(new Interval(1 / o.hi, 1 / o.lo));
	}

	/**
	 * The maximum of two independent interval values.
	 *
	 * @param o the other interval
	 * @return [max of the lows, max of the highs]
	 */
	public Interval max(Interval o) {
		return new Interval(Math.max(lo, o.lo), Math.max(hi, o.hi));
	}

	/**
	 * The minimum of two independent interval values.
	 *
	 * @param o the other interval
	 * @return [min of the lows, min of the highs]
	 */
	public Interval min(Interval o) {
		return new Interval(Math.min(lo, o.lo), Math.min(hi, o.hi));
	}
}
