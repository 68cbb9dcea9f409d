/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

/**
 * Which full distribution {@link Moments#parallel} puts behind a branch's four moments, so that a caller can flag the
 * branches whose maximum rests on the normal-shaped fallback (spec seed-pamela 2.4, pitfall 3).
 */
public enum MaximumModel {
	/** No variance: the branch is a constant. */
	CONSTANT,
	/** Skewness 2 and kurtosis 9 (or within 0.02 and 0.2 of them): a shifted exponential, exact order statistics. */
	EXPONENTIAL,
	/** A generalized lambda distribution fitted on the classical branch, as in the PAMELA paper. */
	LAMBDA_FIT,
	/**
	 * The shape lies outside the region the lambda distribution covers (two-point-like mixtures, very heavy tails):
	 * the maximum uses a lambda distribution of normal shape with the branch's mean and variance.
	 */
	NORMAL_FALLBACK;

	/**
	 * The model a branch with these moments gets.
	 *
	 * @param branch the branch's moments
	 * @return the model
	 */
	public static MaximumModel of(Moments branch) {
		Marginal m = Marginal.of(branch);
		if (m instanceof Marginal.Point) {
			return CONSTANT;
		}
		if (m instanceof Marginal.ShiftedExponential) {
			return EXPONENTIAL;
		}
		return GldFit.covers(branch.skewness(), branch.kurtosis()) ? LAMBDA_FIT : NORMAL_FALLBACK;
	}
}
