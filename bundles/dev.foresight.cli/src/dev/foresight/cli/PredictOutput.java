/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.cli;

import static java.util.stream.Collectors.joining;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import dev.foresight.core.analysis.result.SpeedupCurve;
import dev.foresight.core.analysis.result.SpeedupPoint;
import dev.foresight.cli.PredictCommand.Outside;
import dev.foresight.core.sim.RecordingCost;

/** {@code foresight predict}'s output: the table, or the JSON object of the CLI contract (issue 4). */
final class PredictOutput {

	private PredictOutput() {
	}

	/**
	 * {@code {model, reason, streamed, compilers_ms, compilers_measured_alone, gc_pause_ms, gc_pause_recorded_ms,
	 * exit_wait_ms, recording_cost, recorded_switches, hand_backs, warnings, predictions:
	 * [{cpus, time_ms, speedup, efficiency, low_ms, high_ms, cpu_ms, compilers_scale}]}} ({@code cpu_ms}: the processor
	 * time the predicted run uses, what a measured run's user and system time compares with; {@code compilers_scale}:
	 * the factor on {@code compilers_ms} in that run; {@code warnings}: what was said on standard error about the
	 * trace); the band is computed for both forms of the trace, with the same samples.
	 */
	static Map<String, Object> toJson(SpeedupCurve curve, boolean streamed, Outside outside, List<String> warnings) {
		Map<String, Object> m = new LinkedHashMap<>();
		m.put("model", curve.source());
		m.put("reason", curve.note());
		m.put("streamed", streamed);
		m.put("compilers_ms", Arrays.stream(outside.compilerNanos()).mapToObj(ns -> ns / 1e6).toList());
		m.put("compilers_measured_alone", outside.compilersAlone());
		m.put("gc_pause_ms", outside.pauseNanos() / 1e6);
		m.put("gc_pause_recorded_ms", outside.recordedPauseNanos() / 1e6);
		m.put("exit_wait_ms", outside.exitWait().nanos() / 1e6);
		m.put("recording_cost", outside.recordingCost().toString());
		m.put("recorded_switches", outside.recordedSwitches());
		m.put("hand_backs", outside.handBacks());
		m.put("work_scale", outside.workScale().factor());
		m.put("work_scale_measured", outside.workScale().fromBaseline());
		m.put("warnings", warnings);
		m.put("predictions", curve.points().stream().map(p -> {
			Map<String, Object> e = new LinkedHashMap<>();
			e.put("cpus", p.cpus());
			e.put("time_ms", p.time());
			e.put("speedup", p.speedup());
			e.put("efficiency", p.efficiency());
			e.put("low_ms", p.low());
			e.put("high_ms", p.high());
			if (Double.isFinite(p.busy())) {
				e.put("cpu_ms", p.busy());
			}
			e.put("compilers_scale", outside.compilerScale().applyAsDouble(p.cpus()));
			return e;
		}).toList());
		return m;
	}

	static void table(PrintWriter out, SpeedupCurve curve, boolean streamed, Outside outside) {
		out.println("model: " + curve.source() + " (" + curve.note() + ")");
		if (streamed) {
			out.println("streamed: the trace was replayed from its file, not held in memory");
		}
		long[] compilers = outside.compilerNanos();
		if (compilers.length > 0) {
			out.println("JIT compilers replayed beside the recorded threads: " + Arrays.stream(compilers)
					.mapToObj(ns -> String.format(Locale.ROOT, "%.1f ms", ns / 1e6)).collect(joining(", "))
					+ (outside.compilersAlone() ? " (measured in a run without the recorder)" : ""));
			List<SpeedupPoint> points = curve.points();
			int most = points.isEmpty() ? 1 : points.get(points.size() - 1).cpus();
			double scale = outside.compilerScale().applyAsDouble(most);
			if (scale != 1) {
				out.println(String.format(Locale.ROOT, "  scaled by %.2f on %d processors: a second run without the "
						+ "recorder on more processors compiled that much more (1.00 on one, in between linearly)",
						scale, most));
			}
		}
		if (outside.recordedPauseNanos() > outside.pauseNanos()) {
			out.println(String.format(Locale.ROOT, "collector pauses added as serial time: %.1f ms of the %.1f ms "
					+ "recorded (the rest came of the recorder's own allocation)", outside.pauseNanos() / 1e6,
					outside.recordedPauseNanos() / 1e6));
		} else if (outside.pauseNanos() > 0) {
			out.println(String.format(Locale.ROOT, "collector pauses added as serial time: %.1f ms",
					outside.pauseNanos() / 1e6));
		}
		if (outside.exitWait().note() != null) {
			out.println(outside.exitWait().note());
		}
		if (!outside.recordingCost().equals(RecordingCost.NONE)) {
			out.println("recorder's cost taken off, ns per event: " + outside.recordingCost());
		}
		if (outside.workScale().fromBaseline() || outside.workScale().factor() != 1) {
			out.println(outside.workScale().describe());
		}
		if (outside.recordedSwitches() > 0) {
			out.println("context switches in the recorded CPU times (not charged again where a run makes them): "
					+ outside.recordedSwitches());
		}
		if (outside.handBacks() > 0) {
			out.println("unparks that found their thread running (its work after them replayed after them): "
					+ outside.handBacks());
		}
		out.println(String.format(Locale.ROOT, "%6s %12s %9s %11s %12s %12s", "cpus", "time_ms", "speedup",
				"efficiency", "low_ms", "high_ms"));
		for (SpeedupPoint p : curve.points()) {
			out.println(String.format(Locale.ROOT, "%6d %12.3f %9.3f %11.3f %12.3f %12.3f", p.cpus(), p.time(),
					p.speedup(), p.efficiency(), p.low(), p.high()));
		}
	}
}
