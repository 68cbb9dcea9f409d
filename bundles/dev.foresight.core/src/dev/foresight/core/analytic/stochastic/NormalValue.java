/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.List;

/**
 * A stochastic value approximated by a normal distribution, written (m, sd) as in Schopf's thesis, with the arithmetic
 * of her Table 4.1. A point value is (x, 0).
 *
 * @param mean the mean m
 * @param sd the standard deviation, at least 0
 */
public record NormalValue(double mean, double sd) {

	/**
	 * Checks the values.
	 */
	public NormalValue {
		if (!Double.isFinite(mean) || !Double.isFinite(sd) || sd < 0) {
			throw new IllegalArgumentException("a normal value needs a finite mean and sd >= 0, got (" + mean + ", "
					+ sd + ")");
		}
	}

	/**
	 * A point value.
	 *
	 * @param x the value
	 * @return (x, 0)
	 */
	public static NormalValue point(double x) {
		return new NormalValue(x, 0);
	}

	/**
	 * The sample mean and sample standard deviation (n - 1 denominator, Eqs. 4.1 to 4.4).
	 *
	 * @param samples at least two values
	 * @return (m, sd)
	 */
	public static NormalValue fromSamples(double... samples) {
		if (samples.length < 2) {
			throw new IllegalArgumentException("a sample deviation needs at least 2 values, got " + samples.length);
		}
		double sum = 0;
		for (double x : samples) {
			sum += x;
		}
		double m = sum / samples.length, squares = 0;
		for (double x : samples) {
			squares += (x - m) * (x - m);
		}
		return new NormalValue(m, Math.sqrt(squares / (samples.length - 1)));
	}

	/**
	 * The aggregate mean and aggregate standard deviation of multi-modal data (Eqs. 4.10 and 4.11).
	 *
	 * @param modes the normal value of each mode
	 * @param fractions the fraction of the data in each mode, summing to 1
	 * @return (sum of p_i m_i, sum of p_i sd_i)
	 */
	public static NormalValue aggregate(List<NormalValue> modes, double[] fractions) {
		if (modes.size() != fractions.length || modes.isEmpty()) {
			throw new IllegalArgumentException("aggregate needs one fraction per mode, got " + fractions.length
					+ " fractions and " + modes.size() + " modes");
		}
		double m = 0, sd = 0, total = 0;
		for (int i = 0; i < fractions.length; i++) {
			m += fractions[i] * modes.get(i).mean;
			sd += fractions[i] * modes.get(i).sd;
			total += fractions[i];
		}
		if (Math.abs(total - 1) > 1e-9) {
			throw new IllegalArgumentException("mode fractions must sum to 1, got " + total);
		}
		return new NormalValue(m, sd);
	}

	/**
	 * Adds a point value: (m + p, sd).
	 *
	 * @param p the point value
	 * @return the sum
	 */
	public NormalValue plus(double p) {
		return new NormalValue(mean + p, sd);
	}

	/**
	 * Scales by a point value: (p m, |p| sd).
	 *
	 * @param p the point value
	 * @return the product
	 */
	public NormalValue times(double p) {
		return new NormalValue(p * mean, Math.abs(p) * sd);
	}

	/**
	 * Adds another stochastic value (Eq. 4.6 when correlated, Eq. 4.7 when not).
	 *
	 * @param other the other value
	 * @param correlation how the two vary
	 * @return the sum
	 */
	public NormalValue plus(NormalValue other, Correlation correlation) {
		return new NormalValue(mean + other.mean, combine(sd, other.sd, correlation));
	}

	/**
	 * Subtracts another stochastic value: the mean subtracts, the deviations still combine as for a sum.
	 *
	 * @param other the value to subtract
	 * @param correlation how the two vary
	 * @return the difference
	 */
	public NormalValue minus(NormalValue other, Correlation correlation) {
		return new NormalValue(mean - other.mean, combine(sd, other.sd, correlation));
	}

	/**
	 * Multiplies by another stochastic value (Eq. 4.8 when correlated, Eq. 4.9 when not). A zero mean on either side
	 * gives the point 0, as the thesis defines.
	 *
	 * @param other the other value
	 * @param correlation how the two vary
	 * @return the product, approximated by a normal
	 */
	public NormalValue times(NormalValue other, Correlation correlation) {
		if (mean == 0 || other.mean == 0) {
			return point(0);
		}
		double a = sd * Math.abs(other.mean), b = other.sd * Math.abs(mean);
		double spread = correlation == Correlation.CORRELATED ? a + b + sd * other.sd : Math.hypot(a, b);
		return new NormalValue(mean * other.mean, spread);
	}

	/**
	 * The first-order reciprocal (1/m, sd/m^2), which keeps the relative deviation; the thesis's literal rule
	 * (1/m, 1/sd) is dimensionally wrong (spec erratum 10).
	 *
	 * @return the reciprocal
	 */
	public NormalValue reciprocal() {
		if (mean == 0) {
			throw new IllegalArgumentException("cannot take the reciprocal of a value with mean 0: " + this);
		}
		return new NormalValue(1 / mean, sd / (mean * mean));
	}

	/**
	 * Divides by another stochastic value: multiplication by its first-order reciprocal.
	 *
	 * @param other the divisor, with a non-zero mean
	 * @param correlation how the two vary
	 * @return the quotient
	 */
	public NormalValue dividedBy(NormalValue other, Correlation correlation) {
		return times(other.reciprocal(), correlation);
	}

	/**
	 * The sum of several values (Eq. 4.6 or 4.7).
	 *
	 * @param values the values
	 * @param correlation how they vary
	 * @return the sum, (0, 0) for none
	 */
	public static NormalValue sum(List<NormalValue> values, Correlation correlation) {
		double m = 0, sds = 0, squares = 0;
		for (NormalValue v : values) {
			m += v.mean;
			sds += v.sd;
			squares += v.sd * v.sd;
		}
		return new NormalValue(m, correlation == Correlation.CORRELATED ? sds : Math.sqrt(squares));
	}

	/**
	 * The range m +- k sd (k = 2 holds about 95 % of the values).
	 *
	 * @param k the number of deviations
	 * @return [m - k sd, m + k sd]
	 */
	public Interval range(double k) {
		return new Interval(mean - k * sd, mean + k * sd);
	}

	private static double combine(double a, double b, Correlation correlation) {
		return correlation == Correlation.CORRELATED ? a + b : Math.hypot(a, b);
	}
}
