/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.measure.MeasuredCheck;
import dev.foresight.core.measure.MeasuredRuns;

/** {@code predict --measured}: the measured runs beside the predictions, as a table and in the JSON output. */
final class MeasuredColumns {

	private MeasuredColumns() {
	}

	/**
	 * The predictions of {@code curve} that {@code runs} (read from {@code file}) measured; {@code warn} is told of
	 * the processor counts measured and not predicted, and of those whose runs had no time of their own.
	 */
	static List<MeasuredCheck> checks(SpeedupCurve curve, MeasuredRuns runs, Path file, Consumer<String> warn) {
		List<Integer> unpredicted = MeasuredCheck.unpredicted(curve, runs);
		if (!unpredicted.isEmpty()) {
			warn.accept(file + " has runs on " + unpredicted + " processors, which --cpus does not predict");
		}
		String untimed = runs.untimedNote();
		if (untimed != null) {
			warn.accept(file + ": " + untimed);
		}
		return MeasuredCheck.of(curve, runs);
	}

	/** The table of {@code checks}, after the predictions', for the runs of {@code file}. */
	static void table(PrintWriter out, Path file, List<MeasuredCheck> checks) {
		out.println("measured (" + file + ": median of the runs less the JVM's start-up; errors: predicted / measured "
				+ "- 1):");
		out.println(String.format(Locale.ROOT, "%6s %12s %12s %12s %11s %9s %14s %8s", "cpus", "measured_ms",
				"min_ms", "max_ms", "time_error", "speedup", "speedup_error", "in_band"));
		for (MeasuredCheck c : checks) {
			out.println(String.format(Locale.ROOT, "%6d %12.3f %12.3f %12.3f %11s %9s %14s %8s", c.cpus(),
					c.measuredMs(), c.measuredMinMs(), c.measuredMaxMs(), percent(c.timeError()),
					c.measuredSpeedup().map(s -> String.format(Locale.ROOT, "%.3f", s)).orElse("-"),
					c.speedupError().map(MeasuredColumns::percent).orElse("-"), c.inBand() ? "yes" : "no"));
		}
	}

	private static String percent(double e) {
		return String.format(Locale.ROOT, "%+.1f%%", 100 * e);
	}

	/**
	 * Adds {@code measured_ms, measured_min_ms, measured_max_ms, time_error, measured_speedup, speedup_error,
	 * measured_in_band} to the object of each prediction that was measured in {@code predict}'s JSON {@code json}.
	 */
	static void json(Map<String, Object> json, List<MeasuredCheck> checks) {
		@SuppressWarnings("unchecked")
		List<Map<String, Object>> predictions = (List<Map<String, Object>>) json.get("predictions");
		for (Map<String, Object> p : predictions) {
			Optional<MeasuredCheck> c = checks.stream().filter(k -> k.cpus() == (int) p.get("cpus")).findFirst();
			if (c.isPresent()) {
				p.putAll(fields(c.get()));
			}
		}
	}

	private static Map<String, Object> fields(MeasuredCheck c) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("measured_ms", c.measuredMs());
		m.put("measured_min_ms", c.measuredMinMs());
		m.put("measured_max_ms", c.measuredMaxMs());
		m.put("time_error", c.timeError());
		m.put("measured_speedup", c.measuredSpeedup().orElse(null));
		m.put("speedup_error", c.speedupError().orElse(null));
		m.put("measured_in_band", c.inBand());
		return m;
	}
}
