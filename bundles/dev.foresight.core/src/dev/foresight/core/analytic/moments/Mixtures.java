/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * Mixtures (choice) and histograms. Central moments are accumulated about the mixture's mean, which keeps the higher
 * moments accurate when the components sit far from 0.
 */
final class Mixtures {

	/** How far probabilities may sum away from 1 before a choice is rejected. */
	private static final double SUM_SLACK = 1e-9;

	private Mixtures() {
	}

	static void requireProbability(String what, double p) {
		if (!(p >= 0 && p <= 1)) {
			throw new IllegalArgumentException(what + " must be in [0, 1], got " + p);
		}
	}

	static Moments mixture(double[] probabilities, Moments[] alternatives) {
		if (probabilities.length != alternatives.length || probabilities.length == 0) {
			throw new IllegalArgumentException("choice needs one probability per alternative and at least one, got "
					+ probabilities.length + " probabilities and " + alternatives.length + " alternatives");
		}
		double sum = 0;
		for (int i = 0; i < probabilities.length; i++) {
			requireProbability("choice probability " + i, probabilities[i]);
			sum += probabilities[i];
		}
		if (Math.abs(sum - 1) > SUM_SLACK) {
			throw new IllegalArgumentException("choice probabilities must sum to 1, got " + sum);
		}
		double[] mean = new double[alternatives.length];
		double[][] central = new double[alternatives.length][];
		for (int i = 0; i < alternatives.length; i++) {
			Moments m = alternatives[i];
			double v = m.variance();
			mean[i] = m.mean();
			central[i] = new double[] { v, m.skewness() * v * Math.sqrt(v), m.kurtosis() * v * v };
		}
		return combine(probabilities, mean, central, sum);
	}

	static Moments histogram(double[] edges, double[] weights) {
		if (edges.length != weights.length + 1 || weights.length == 0) {
			throw new IllegalArgumentException("histogram needs one more bin edge than weights and at least one bin, "
					+ "got " + edges.length + " edges and " + weights.length + " weights");
		}
		double total = 0;
		for (int i = 0; i < weights.length; i++) {
			if (!(weights[i] >= 0) || !Double.isFinite(weights[i])) {
				throw new IllegalArgumentException("histogram weight " + i + " must be >= 0, got " + weights[i]);
			}
			if (!(edges[i] < edges[i + 1]) || !Double.isFinite(edges[i]) || !Double.isFinite(edges[i + 1])) {
				throw new IllegalArgumentException("histogram edges must be finite and strictly increasing, edge "
						+ i + " = " + edges[i] + ", edge " + (i + 1) + " = " + edges[i + 1]);
			}
			total += weights[i];
		}
		if (!(total > 0)) {
			throw new IllegalArgumentException("histogram weights must have a positive sum");
		}
		double[] p = new double[weights.length];
		double[] mean = new double[weights.length];
		double[][] central = new double[weights.length][];
		for (int i = 0; i < weights.length; i++) {
			double w = edges[i + 1] - edges[i];
			p[i] = weights[i] / total;
			mean[i] = edges[i] + w / 2;
			central[i] = new double[] { w * w / 12, 0, w * w * w * w / 80 };
		}
		return combine(p, mean, central, 1);
	}

	/**
	 * Combines components given by probability, mean and central moments {mu2, mu3, mu4}, shifting each component's
	 * central moments to the overall mean.
	 */
	private static Moments combine(double[] p, double[] mean, double[][] central, double total) {
		double mu = 0;
		for (int i = 0; i < p.length; i++) {
			mu += p[i] * mean[i];
		}
		mu /= total;
		double m2 = 0, m3 = 0, m4 = 0;
		for (int i = 0; i < p.length; i++) {
			double d = mean[i] - mu;
			double c2 = central[i][0], c3 = central[i][1], c4 = central[i][2];
			m2 += p[i] * (c2 + d * d);
			m3 += p[i] * (c3 + 3 * d * c2 + d * d * d);
			m4 += p[i] * (c4 + 4 * d * c3 + 6 * d * d * c2 + d * d * d * d);
		}
		m2 /= total;
		m3 /= total;
		m4 /= total;
		if (!(m2 > 0)) {
			return Moments.constant(mu);
		}
		return new Moments(mu, m2, m3 / (m2 * Math.sqrt(m2)), m4 / (m2 * m2));
	}
}
