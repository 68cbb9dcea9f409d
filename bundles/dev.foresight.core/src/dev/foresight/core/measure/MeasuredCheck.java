/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.machine.calibrate.Spread;

/**
 * A prediction against the runs measured on the same processor count (times in milliseconds, as in
 * {@link SpeedupPoint}).
 *
 * @param cpus the processor count
 * @param predictedMs the predicted time
 * @param measuredMs the measured runs' median, less the JVM's start-up
 * @param measuredMinMs the fastest run, less the start-up
 * @param measuredMaxMs the slowest run, less the start-up
 * @param timeError predicted over measured, less one
 * @param measuredSpeedup the measured speedup over one processor, if one was measured
 * @param speedupError the predicted speedup over the measured one, less one, if one was measured
 * @param inBand whether the measured median lies in the prediction's band
 */
public record MeasuredCheck(int cpus, double predictedMs, double measuredMs, double measuredMinMs,
		double measuredMaxMs, double timeError, Optional<Double> measuredSpeedup, Optional<Double> speedupError,
		boolean inBand) {

	/**
	 * Every point of {@code curve} that {@code runs} measured and {@link MeasuredRuns.Point#timed() timed}, by
	 * increasing processor count.
	 */
	public static List<MeasuredCheck> of(SpeedupCurve curve, MeasuredRuns runs) {
		List<MeasuredCheck> checks = new ArrayList<>();
		for (SpeedupPoint p : curve.points()) {
			Optional<MeasuredRuns.Point> m = runs.at(p.cpus()).filter(MeasuredRuns.Point::timed);
			if (m.isEmpty()) {
				continue;
			}
			Spread t = m.get().time();
			double ms = t.median() / 1e6;
			Optional<Double> speedup = runs.speedup(p.cpus());
			checks.add(new MeasuredCheck(p.cpus(), p.time(), ms, t.min() / 1e6, t.max() / 1e6, p.time() / ms - 1,
					speedup, speedup.map(s -> p.speedup() / s - 1), p.low() <= ms && ms <= p.high()));
		}
		return checks;
	}

	/** The processor counts {@code runs} measured that {@code curve} does not predict. */
	public static List<Integer> unpredicted(SpeedupCurve curve, MeasuredRuns runs) {
		return runs.points().stream().map(MeasuredRuns.Point::cpus)
				.filter(n -> curve.points().stream().noneMatch(p -> p.cpus() == n)).toList();
	}
}
