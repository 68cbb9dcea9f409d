/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

/**
 * How far the simulator's predictions have been found from real runs on a machine: the 5th and 95th percentiles of
 * the relative error (measured time / predicted time - 1) over a corpus of programs recorded and run there. A
 * prediction's band then covers at least {@code time x (1 + low)} .. {@code time x (1 + high)}, so that measured
 * times fall inside it about as often as it claims (split-conformal calibration: the band is as wide as the errors
 * of the calibration runs, not as the variation inside one trace, which misses the model's own bias).
 *
 * @param low the lower relative error, in (-1, 0]; -0.1 means runs measured up to 10 % faster than predicted
 * @param high the upper relative error, at least 0; 0.35 means runs measured up to 35 % slower than predicted
 * @param runs the number of predicted-versus-measured pairs the percentiles come from (0 when not measured)
 */
public record ModelError(double low, double high, int runs) {

	/** No calibration: the band is the variation of the trace's own CPU times only. */
	public static final ModelError NONE = new ModelError(0, 0, 0);

	/** Checks the values. */
	public ModelError {
		if (!(low > -1 && low <= 0)) {
			throw new IllegalArgumentException("the lower relative error must lie in (-100 %, 0 %], not " + low);
		}
		if (!(high >= 0) || Double.isInfinite(high)) {
			throw new IllegalArgumentException("the upper relative error must be 0 % or more, not " + high);
		}
		if (runs < 0) {
			throw new IllegalArgumentException("the number of calibration runs must not be negative: " + runs);
		}
	}

	/** Whether this adds nothing to a band. */
	public boolean isNone() {
		return low == 0 && high == 0;
	}

	/** The band {@code [low, high]} widened to cover this error around {@code predicted}. */
	public double[] widen(double predicted, double bandLow, double bandHigh) {
		return new double[] { Math.min(bandLow, predicted * (1 + low)), Math.max(bandHigh, predicted * (1 + high)) };
	}
}
