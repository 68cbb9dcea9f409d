/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * A causal what-if: how the predicted completion time of the program on a processor count changes when chosen code
 * becomes faster, as causal profilers measure by many runs, here from one trace.
 *
 * @param target what became faster, for example {@code com.example.Worker#run}
 * @param cpus processor count of the predictions
 * @param segments number of segments the target covers
 * @param work total work of those segments, unchanged (graph time unit)
 * @param points the curve, by increasing percent
 */
public record WhatIfCurve(String target, int cpus, long segments, double work, List<WhatIfPoint> points) {

	/** Defensive copy: a curve is a value. */
	public WhatIfCurve {
		points = List.copyOf(points);
	}
}
