/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * One point of a predicted speedup curve.
 *
 * @param cpus processor count
 * @param time predicted completion time (milliseconds for traces, the graph's own unit for models)
 * @param speedup relative to the 1-processor prediction
 * @param efficiency speedup divided by {@code cpus}
 * @param low lower end of the uncertainty band (equal to {@code time} when there is no band)
 * @param high upper end of the uncertainty band
 * @param busy processor time the predicted run uses, the processors' busy times summed (the unit of {@code time});
 *        NaN where the prediction does not give it (the analytic models)
 */
public record SpeedupPoint(int cpus, double time, double speedup, double efficiency, double low, double high,
		double busy) {

	/** A point without a processor time. */
	public SpeedupPoint(int cpus, double time, double speedup, double efficiency, double low, double high) {
		this(cpus, time, speedup, efficiency, low, high, Double.NaN);
	}

	/** The speedup a completion time of {@code t} would give, against the same 1-processor reference. */
	public double speedupAt(double t) {
		return speedup * time / t;
	}

	/** Lowest speedup inside the band (reached at its upper time). */
	public double speedupLow() {
		return speedupAt(high);
	}

	/** Highest speedup inside the band (reached at its lower time). */
	public double speedupHigh() {
		return speedupAt(low);
	}
}
