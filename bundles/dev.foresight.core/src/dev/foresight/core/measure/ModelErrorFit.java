/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.util.ArrayList;
import java.util.List;

import dev.foresight.core.machine.ModelError;

/**
 * A machine's {@link ModelError} fitted to predicted-versus-measured pairs, with how often it would have covered the
 * pairs it was fitted to, each left out in turn. The bounds are split-conformal: of n relative errors
 * (measured / predicted - 1), the floor((n + 1) x 0.05)-th smallest and the ceil((n + 1) x 0.95)-th (the smallest
 * and the largest when n < 19), so that a new measurement falls inside with probability at least 90 % when the pairs
 * are exchangeable; plain 5th and 95th percentiles fall short of that with a few dozen pairs.
 *
 * @param error the fitted error, for the machine's {@code error} line
 * @param inside how many pairs fall inside the band fitted to the others
 * @param pairs how many pairs there are
 */
public record ModelErrorFit(ModelError error, int inside, int pairs) {

	/** Fewer pairs than this say too little of the tails. */
	public static final int MIN_PAIRS = 10;
	/** The lowest lower bound a band takes: measured 99 % faster than predicted. */
	private static final double LOWEST = -0.99;

	/**
	 * Fits {@code relativeErrors} (measured / predicted - 1, one per pair).
	 *
	 * @throws IllegalArgumentException with fewer than {@link #MIN_PAIRS} pairs
	 */
	public static ModelErrorFit of(List<Double> relativeErrors) {
		int n = relativeErrors.size();
		if (n < MIN_PAIRS) {
			throw new IllegalArgumentException("fitting the model error needs at least " + MIN_PAIRS
					+ " predicted-versus-measured pairs, got " + n);
		}
		double[] b = bounds(relativeErrors);
		int inside = 0;
		for (int i = 0; i < n; i++) {
			List<Double> others = new ArrayList<>(relativeErrors);
			double e = others.remove(i);
			double[] o = bounds(others);
			inside += o[0] <= e && e <= o[1] ? 1 : 0;
		}
		return new ModelErrorFit(new ModelError(Math.max(b[0], LOWEST), b[1], n), inside, n);
	}

	/** The split-conformal bounds {@code {low <= 0, high >= 0}} of {@code errors}. */
	static double[] bounds(List<Double> errors) {
		double[] e = errors.stream().mapToDouble(Double::doubleValue).sorted().toArray();
		int n = e.length;
		int lo = Math.max(1, (int) Math.floor((n + 1) * 0.05));
		int hi = Math.min(n, (int) Math.ceil((n + 1) * 0.95));
		return new double[] { Math.min(0, e[lo - 1]), Math.max(0, e[hi - 1]) };
	}
}
