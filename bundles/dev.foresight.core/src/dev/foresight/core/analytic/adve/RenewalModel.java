/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * The renewal model of random delays (thesis chapter 3): one process over an interval with fixed CPU demand D,
 * alternating processing sub-intervals (mean mu_P, coefficient of variation CV_P) with delays (mu_C, CV_C). Equation
 * 7 gives the mean and variance of the interval length; a small coefficient of variation justifies the deterministic
 * model.
 *
 * @param demand D, the CPU demand of the interval
 * @param meanProcessing mu_P
 * @param meanDelay mu_C
 * @param cvProcessing CV_P
 * @param cvDelay CV_C
 */
public record RenewalModel(double demand, double meanProcessing, double meanDelay, double cvProcessing,
		double cvDelay) {

	/** The expected number of delays, D / mu_P. */
	public double delays() {
		return demand / meanProcessing;
	}

	/** The fraction of time spent in delays, mu_C / (mu_C + mu_P). */
	public double delayFraction() {
		return meanDelay / (meanDelay + meanProcessing);
	}

	/** Equation 7a: mu_T|D = D (1 + mu_C / mu_P). */
	public double mean() {
		return demand * (1 + meanDelay / meanProcessing);
	}

	/** Equation 7a: sigma^2_T|D = (D / mu_P) mu_C^2 (CV_C^2 + CV_P^2). */
	public double variance() {
		return delays() * meanDelay * meanDelay * (cvDelay * cvDelay + cvProcessing * cvProcessing);
	}

	/** Equation 7b: CV_T|D. */
	public double cv() {
		return Math.sqrt(variance()) / mean();
	}

	/** Whether equation 7 may be inaccurate here: fewer than 40 delays and a CV above 4 (thesis Fig. 3.1). */
	public boolean approximationDoubtful() {
		return delays() < 40 && Math.max(cvProcessing, cvDelay) > 4;
	}

	/**
	 * The coefficient of variation of a two-phase hyperexponential: exponential with mean {@code m1} with
	 * probability {@code p}, else exponential with mean {@code m2} (the 2-level ring latency of Fig. 3.3).
	 */
	public static double hyperexponentialCv(double p, double m1, double m2) {
		double mean = p * m1 + (1 - p) * m2;
		double second = 2 * (p * m1 * m1 + (1 - p) * m2 * m2);
		return Math.sqrt(second / (mean * mean) - 1);
	}
}
