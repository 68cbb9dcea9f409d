/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * A predicted speedup curve and how it was produced.
 *
 * @param source which predictor or simulation model produced it, for example {@code direct} or {@code adve}
 * @param note why that predictor was used (for example the deadlock that forced a fallback), or empty
 * @param points the points, by increasing processor count
 */
public record SpeedupCurve(String source, String note, List<SpeedupPoint> points) {

	/** Defensive copy: a curve is a value. */
	public SpeedupCurve {
		points = List.copyOf(points);
	}
}
