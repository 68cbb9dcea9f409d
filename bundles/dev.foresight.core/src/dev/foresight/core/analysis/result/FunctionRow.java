/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

/**
 * One line of the function-level table of the extended critical path (spec section 6.4): like a profiler's, but
 * weighted by how much the run on the chosen processor count would gain.
 *
 * @param className class of the method
 * @param method method name
 * @param file source file, or empty
 * @param line the line of its synchronization site with most time on the critical path, or -1
 * @param calls number of its segments on the extended critical path (non-zero weight)
 * @param time time of those segments (in the graph's unit: nanoseconds for traces)
 * @param weight mean weight over all of the method's time: the run gains about weight x d when the method's
 *            segments become d shorter in total
 * @param impact sum of weight x length over its segments (the gain if the method took no time, to first order)
 * @param share impact divided by the predicted completion time
 */
public record FunctionRow(String className, String method, String file, int line, long calls, double time,
		double weight, double impact, double share) {
}
