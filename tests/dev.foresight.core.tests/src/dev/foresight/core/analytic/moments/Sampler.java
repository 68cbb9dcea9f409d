/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import java.util.SplittableRandom;

/**
 * A seeded Monte Carlo reference: a random time that can both be sampled and give its exact moments, and the sample
 * moments of many draws with their standard errors.
 */
interface Sampler {

	double sample(SplittableRandom random);

	static Sampler exponential(double mean) {
		return r -> -mean * Math.log(1 - r.nextDouble());
	}

	static Sampler normal(double mean, double sd) {
		return r -> {
			// Box-Muller, one of the pair.
			double u = 1 - r.nextDouble(), v = r.nextDouble();
			return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
		};
	}

	static Sampler uniform(double min, double max) {
		return r -> min + (max - min) * r.nextDouble();
	}

	static Sampler sum(Sampler... parts) {
		return r -> {
			double s = 0;
			for (Sampler p : parts) {
				s += p.sample(r);
			}
			return s;
		};
	}

	static Sampler max(Sampler... parts) {
		return r -> {
			double m = Double.NEGATIVE_INFINITY;
			for (Sampler p : parts) {
				m = Math.max(m, p.sample(r));
			}
			return m;
		};
	}

	/** A sum of a random number of independent copies of body. */
	static Sampler compound(Sampler count, Sampler body) {
		return r -> {
			long n = Math.round(count.sample(r));
			double s = 0;
			for (long i = 0; i < n; i++) {
				s += body.sample(r);
			}
			return s;
		};
	}

	static Sampler choice(double p, Sampler first, Sampler second) {
		return r -> r.nextDouble() < p ? first.sample(r) : second.sample(r);
	}

	/** Sample moments {mean, variance, skewness, kurtosis} of n draws, accumulated about a pilot mean. */
	static double[] momentsOf(Sampler s, int n, long seed) {
		SplittableRandom random = new SplittableRandom(seed);
		double[] x = new double[n];
		double pilot = 0;
		for (int i = 0; i < n; i++) {
			x[i] = s.sample(random);
			pilot += x[i];
		}
		double mean = pilot / n;
		double m2 = 0, m3 = 0, m4 = 0;
		for (double v : x) {
			double d = v - mean, d2 = d * d;
			m2 += d2;
			m3 += d2 * d;
			m4 += d2 * d2;
		}
		m2 /= n;
		m3 /= n;
		m4 /= n;
		return new double[] { mean, m2, m3 / Math.pow(m2, 1.5), m4 / (m2 * m2) };
	}
}
