/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.SplittableRandom;

/**
 * A distribution with concrete, checked parameters: what a {@link Dist} becomes once its expressions are evaluated.
 * It knows its first four moments and draws samples.
 */
public sealed interface Distribution {

	/** The mean. */
	double mean();

	/** The variance. */
	double variance();

	/** The skewness (third standardized moment). */
	double skewness();

	/** The kurtosis (fourth standardized moment, 3 for a normal distribution). */
	double kurtosis();

	/** One sample. */
	double sample(SplittableRandom random);

	/** A constant. */
	record Fixed(double value) implements Distribution {
		@Override
		public double mean() {
			return value;
		}

		@Override
		public double variance() {
			return 0;
		}

		@Override
		public double skewness() {
			return 0;
		}

		@Override
		public double kurtosis() {
			return 3;
		}

		@Override
		public double sample(SplittableRandom random) {
			return value;
		}
	}

	/** A normal distribution. */
	record Normal(double mean, double sd) implements Distribution {
		@Override
		public double variance() {
			return sd * sd;
		}

		@Override
		public double skewness() {
			return 0;
		}

		@Override
		public double kurtosis() {
			return 3;
		}

		@Override
		public double sample(SplittableRandom random) {
			return mean + sd * Gaussian.next(random);
		}
	}

	/** An exponential distribution. */
	record Exponential(double mean) implements Distribution {
		@Override
		public double variance() {
			return mean * mean;
		}

		@Override
		public double skewness() {
			return 2;
		}

		@Override
		public double kurtosis() {
			return 9;
		}

		@Override
		public double sample(SplittableRandom random) {
			return -mean * Math.log(1 - random.nextDouble());
		}
	}

	/** A continuous uniform distribution. */
	record Uniform(double min, double max) implements Distribution {
		@Override
		public double mean() {
			return (min + max) / 2;
		}

		@Override
		public double variance() {
			return (max - min) * (max - min) / 12;
		}

		@Override
		public double skewness() {
			return 0;
		}

		@Override
		public double kurtosis() {
			return 1.8;
		}

		@Override
		public double sample(SplittableRandom random) {
			return min + (max - min) * random.nextDouble();
		}
	}

	/** A discrete distribution over {@code values} with probabilities {@code probabilities} (summing to 1). */
	record Discrete(double[] values, double[] probabilities) implements Distribution {
		private double central(int k) {
			double m = mean();
			double s = 0;
			for (int i = 0; i < values.length; i++) {
				s += probabilities[i] * Math.pow(values[i] - m, k);
			}
			return s;
		}

		@Override
		public double mean() {
			double s = 0;
			for (int i = 0; i < values.length; i++) {
				s += probabilities[i] * values[i];
			}
			return s;
		}

		@Override
		public double variance() {
			return central(2);
		}

		@Override
		public double skewness() {
			double v = variance();
			return v == 0 ? 0 : central(3) / Math.pow(v, 1.5);
		}

		@Override
		public double kurtosis() {
			double v = variance();
			return v == 0 ? 3 : central(4) / (v * v);
		}

		@Override
		public double sample(SplittableRandom random) {
			double u = random.nextDouble();
			for (int i = 0; i < values.length - 1; i++) {
				u -= probabilities[i];
				if (u < 0) {
					return values[i];
				}
			}
			return values[values.length - 1];
		}
	}

	/**
	 * A distribution given by four moments. Samples come from Fleishman's cubic transform of a standard normal
	 * variable, which matches all four moments where such a cubic exists.
	 */
	record FourMoments(double mean, double variance, double skewness, double kurtosis, double[] cubic)
			implements Distribution {
		@Override
		public double sample(SplittableRandom random) {
			if (cubic == null) {
				throw new ModelException("moments(" + mean + ", " + variance + ", " + skewness + ", " + kurtosis
						+ ") cannot be sampled: no Fleishman cubic reaches this skewness and kurtosis", null);
			}
			double z = Gaussian.next(random);
			double y = cubic[0] + z * (cubic[1] + z * (cubic[2] + z * cubic[3]));
			return mean + Math.sqrt(variance) * y;
		}
	}
}
