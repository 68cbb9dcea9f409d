/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analysis.result;

import java.util.List;

/**
 * The parallelism profile of a program (spec section 7.1): how it runs with one processor per thread and no
 * synchronization latency.
 *
 * @param threads n, the number of threads
 * @param fractions v_0..v_n: element q is the fraction of the run during which exactly q threads execute (v_0 is
 *            time when none does, for example while all wait for a timer)
 * @param optimalTime T(P,n,0), the completion time with one processor per thread
 * @param totalWork T(P,1,0), the sum of all work
 * @param signals number of synchronizations that pass between threads
 * @param granularity z = signals / total work (per time unit)
 */
public record ParallelismProfile(int threads, List<Double> fractions, double optimalTime, double totalWork,
		int signals, double granularity) {

	/** Defensive copy: a profile is a value. */
	public ParallelismProfile {
		fractions = List.copyOf(fractions);
		if (fractions.size() != threads + 1) {
			throw new IllegalArgumentException("a profile of " + threads + " threads needs " + (threads + 1)
					+ " fractions, got " + fractions.size());
		}
	}

	/** Average parallelism sum q v_q, which is T(P,1,0) / T(P,n,0). */
	public double averageParallelism() {
		double sum = 0;
		for (int q = 1; q <= threads; q++) {
			sum += q * fractions.get(q);
		}
		return sum;
	}
}
