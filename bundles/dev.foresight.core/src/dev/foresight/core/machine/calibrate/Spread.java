/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import java.util.Arrays;

/**
 * The median of repeated measurements of one figure and how far they spread, in nanoseconds.
 *
 * @param median the median
 * @param min the smallest
 * @param p10 the 10th percentile (nearest rank)
 * @param p90 the 90th percentile (nearest rank)
 * @param max the largest
 * @param samples how many measurements
 */
public record Spread(double median, double min, double p10, double p90, double max, int samples) {

	/** The spread of {@code values}; at least one value. */
	public static Spread of(double... values) {
		if (values.length == 0) {
			throw new IllegalArgumentException("no measurements");
		}
		double[] v = values.clone();
		Arrays.sort(v);
		int n = v.length;
		double median = n % 2 == 1 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
		return new Spread(median, v[0], rank(v, 0.10), rank(v, 0.90), v[n - 1], n);
	}

	/** The nearest-rank percentile {@code q} of sorted {@code v}. */
	private static double rank(double[] v, double q) {
		int k = (int) Math.ceil(q * v.length) - 1;
		return v[Math.max(0, Math.min(v.length - 1, k))];
	}

	/** Every figure less {@code value}: a difference of two measured figures keeps the spread of the first. */
	public Spread minus(double value) {
		return new Spread(median - value, min - value, p10 - value, p90 - value, max - value, samples);
	}
}
