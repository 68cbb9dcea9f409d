/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/**
 * Schopf's tuning factor (Figure 5.3): each processor scores Max, Mid or Min by whether its power is above the
 * platform's average and its variability above a threshold, and TF is the mean score. Fast, variable machines count
 * most against optimism, because they receive the most data.
 *
 * @param highVariability the variability above which a processor counts as variable (0.07 of available CPU)
 * @param min the score of a slow, steady processor (0)
 * @param mid the score of a fast steady or slow variable processor (1)
 * @param max the score of a fast, variable processor (2)
 */
public record TuningFactor(double highVariability, double min, double mid, double max) {

	/** The thesis's settings: HighVariability 0.07, scores 0, 1 and 2. */
	public static final TuningFactor THESIS = new TuningFactor(0.07, 0, 1, 2);

	/**
	 * The tuning factor of a platform. Both comparisons are strict: a power equal to the average is not high, a
	 * variability equal to the threshold is not high.
	 *
	 * @param power each processor's power (for example 1 / benchmark time)
	 * @param variability each processor's variability (standard deviation of available CPU)
	 * @return the mean score
	 */
	public double compute(double[] power, double[] variability) {
		if (power.length != variability.length || power.length == 0) {
			throw new IllegalArgumentException("tuning factor needs one variability per processor, got "
					+ power.length + " powers and " + variability.length + " variabilities");
		}
		double average = 0;
		for (double p : power) {
			average += p;
		}
		average /= power.length;
		double sum = 0;
		for (int i = 0; i < power.length; i++) {
			boolean fast = power[i] > average, variable = variability[i] > highVariability;
			sum += fast ? (variable ? max : mid) : (variable ? mid : min);
		}
		return sum / power.length;
	}
}
