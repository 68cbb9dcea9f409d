/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * A binding plan found by an allocation algorithm (spec section 5) and its predicted completion time.
 *
 * @param algorithm wire name of the algorithm: {@code binpack}, {@code sga}, {@code csga} or {@code greedy}
 * @param cpus number of processors
 * @param plan for each thread id, the processor (0-based) it is bound to
 * @param time predicted completion time with that plan
 * @param tests number of simulations (tests) the algorithm ran
 * @param boundTime the bound of spec section 7 for the same processor count, or NaN when not computed
 */
public record AllocationResult(String algorithm, int cpus, List<Integer> plan, double time, long tests,
		double boundTime) {

	/** Defensive copy: a result is a value. */
	public AllocationResult {
		plan = List.copyOf(plan);
	}

	/** The same result compared with a bound. */
	public AllocationResult withBound(double bound) {
		return new AllocationResult(algorithm, cpus, plan, time, tests, bound);
	}

	/**
	 * Whether the plan is certainly improvable: its time is above the time an optimal allocation is guaranteed to
	 * reach (spec section 7.2).
	 */
	public boolean improvable() {
		return !Double.isNaN(boundTime) && time > boundTime;
	}
}
