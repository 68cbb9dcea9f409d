/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * The extended critical path of a program on a processor count (spec section 6).
 *
 * @param cpus processor count P
 * @param completion T_P, the predicted completion time under ideal processor sharing
 * @param unlimitedCompletion the completion time with one processor per thread (the classical critical path length)
 * @param pathWaiting the part of that path spent on no processor: the sleeps, I/O waits and timed waits that ran out
 *            which the path goes through (its length less the work of its segments)
 * @param functions the function-level table, by weight (descending), then time
 * @param segments the heaviest segments with non-zero weight, by |weight| x length (descending), at most
 *            {@link #MAX_SEGMENTS}
 */
public record CriticalPathReport(int cpus, double completion, double unlimitedCompletion, double pathWaiting,
		List<FunctionRow> functions, List<PathSegment> segments) {

	/** How many segments a report lists at most. */
	public static final int MAX_SEGMENTS = 1000;

	/** Defensive copies: a report is a value. */
	public CriticalPathReport {
		functions = List.copyOf(functions);
		segments = List.copyOf(segments);
	}
}
