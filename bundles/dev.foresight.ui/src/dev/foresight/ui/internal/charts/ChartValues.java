/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.charts;

import java.math.BigDecimal;
import java.math.MathContext;
import java.util.List;
import java.util.Optional;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.core.measure.MeasuredCheck;

/**
 * The values a {@link SpeedupChart} draws, as tab-separated text under a line of column titles, for a spreadsheet: a
 * line per curve and processor count, with the measured time and speedup of that count when some were measured.
 */
final class ChartValues {

	/** Significant digits of a value: more than the models' precision, fewer than a double's noise. */
	private static final MathContext DIGITS = new MathContext(6);

	private ChartValues() {
	}

	/** The text of {@code curves} and {@code measured}; empty when there is no curve. */
	static String text(List<SpeedupCurve> curves, List<MeasuredCheck> measured) {
		if (curves.isEmpty()) {
			return "";
		}
		StringBuilder sb = new StringBuilder("curve\tprocessors\ttime\tspeedup\tefficiency\tlow\thigh");
		sb.append(measured.isEmpty() ? "\n" : "\tmeasured time\tmeasured speedup\n");
		for (SpeedupCurve curve : curves) {
			for (SpeedupPoint p : curve.points()) {
				sb.append(curve.source().replace('\t', ' ')).append('\t').append(p.cpus());
				for (double v : new double[] { p.time(), p.speedup(), p.efficiency(), p.low(), p.high() }) {
					sb.append('\t').append(number(v));
				}
				if (!measured.isEmpty()) {
					Optional<MeasuredCheck> m = measured.stream().filter(c -> c.cpus() == p.cpus()).findFirst();
					Optional<Double> speedup = m.flatMap(MeasuredCheck::measuredSpeedup);
					sb.append('\t').append(m.map(c -> number(c.measuredMs())).orElse(""));
					sb.append('\t').append(speedup.map(ChartValues::number).orElse(""));
				}
				sb.append('\n');
			}
		}
		return sb.toString();
	}

	/** {@code v} to six significant digits, without an exponent or trailing zeros; empty when not finite. */
	static String number(double v) {
		if (!Double.isFinite(v)) {
			return "";
		}
		return new BigDecimal(v).round(DIGITS).stripTrailingZeros().toPlainString();
	}
}
