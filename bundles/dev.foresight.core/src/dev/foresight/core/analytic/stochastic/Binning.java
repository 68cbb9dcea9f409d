/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/** The rules of thumb for histogram bins that Schopf collects (section 4.D.1); v is the number of data values. */
public final class Binning {

	private Binning() {
	}

	/**
	 * Square-root rule (Bailey).
	 *
	 * @param v the number of values
	 * @return sqrt(v) bins
	 */
	public static double squareRootCount(int v) {
		return Math.sqrt(v);
	}

	/**
	 * Sturges' rule.
	 *
	 * @param v the number of values
	 * @return 1 + 3.3 log10(v) bins
	 */
	public static double sturgesCount(int v) {
		return 1 + 3.3 * Math.log10(v);
	}

	/**
	 * Scott's width.
	 *
	 * @param sd the sample standard deviation
	 * @param v the number of values
	 * @return 3.49 sd v^(-1/3)
	 */
	public static double scottWidth(double sd, int v) {
		return 3.49 * sd * Math.pow(v, -1.0 / 3);
	}

	/**
	 * Equal widths (Eq. 4.17).
	 *
	 * @param min the smallest value
	 * @param max the largest value
	 * @param bins the number of bins
	 * @return (max - min) / bins
	 */
	public static double equalWidth(double min, double max, int bins) {
		return (max - min) / bins;
	}
}
