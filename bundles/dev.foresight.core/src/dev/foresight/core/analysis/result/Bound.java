/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * The bound of spec section 7.2 for one processor count and latency: a completion time that an optimal static
 * allocation is guaranteed to reach. An allocation whose predicted time is above it can certainly be improved.
 *
 * @param cpus k, the number of processors
 * @param latency t, the synchronization latency between processors (same unit as the times)
 * @param ratio p(n,k,t,z,V) = min over shapes of thick + thin
 * @param shape the allocation shape (threads per processor, non-increasing) that attains the minimum
 * @param thick s(A,V) of that shape
 * @param thin z r(A,t,V) of that shape
 * @param time the bound itself, ratio times T(P,n,0)
 * @param speedup T(P,1,0) divided by {@code time}: the speedup an optimal allocation reaches at least
 * @param shapesEvaluated how many allocation classes the branch-and-bound search evaluated
 * @param shapeCount how many allocation shapes exist (partitions of n into at most k parts)
 */
public record Bound(int cpus, double latency, double ratio, List<Integer> shape, double thick, double thin,
		double time, double speedup, long shapesEvaluated, long shapeCount) {

	/** Defensive copy: a bound is a value. */
	public Bound {
		shape = List.copyOf(shape);
	}
}
