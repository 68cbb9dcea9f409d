/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.taskgraph;

import dev.foresight.core.analytic.moments.Moments;

/** The first four sample moments of a set of observations. */
final class SampleMoments {

	private SampleMoments() {
	}

	static Moments of(double[] x) {
		double mean = 0;
		for (double v : x) {
			mean += v;
		}
		mean /= x.length;
		double m2 = 0;
		double m3 = 0;
		double m4 = 0;
		for (double v : x) {
			double d = v - mean;
			double d2 = d * d;
			m2 += d2;
			m3 += d2 * d;
			m4 += d2 * d2;
		}
		m2 /= x.length;
		m3 /= x.length;
		m4 /= x.length;
		if (m2 <= 1e-24 * Math.max(1, mean * mean)) {
			return Moments.constant(mean);
		}
		return Moments.formal(mean, m2, m3 / Math.pow(m2, 1.5), m4 / (m2 * m2));
	}
}
