/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * Exact mean value analysis of a closed network: N customers alternate a think time Z (a delay, no queueing) with
 * visits to FCFS queueing stations of given service demands. The arrival theorem gives the recursion over N; this is
 * the reference LoPC approximates, and the T_MVA row of the PAMELA paper's Table 6 (the machine repair model).
 */
public final class MeanValueAnalysis {

	private MeanValueAnalysis() {
	}

	/**
	 * The mean cycle time (response time plus think time) with {@code customers} customers.
	 *
	 * @param customers N, at least 1
	 * @param thinkTime Z, at least 0
	 * @param demands the service demand at each FCFS station, each at least 0
	 * @return R(N) + Z
	 */
	public static double cycleTime(int customers, double thinkTime, double... demands) {
		if (customers < 1) {
			throw new IllegalArgumentException("MVA needs at least one customer, got " + customers);
		}
		double[] queue = new double[demands.length];
		double cycle = thinkTime;
		for (int n = 1; n <= customers; n++) {
			double response = 0;
			double[] stationResponse = new double[demands.length];
			for (int k = 0; k < demands.length; k++) {
				stationResponse[k] = demands[k] * (1 + queue[k]);
				response += stationResponse[k];
			}
			cycle = response + thinkTime;
			double throughput = n / cycle;
			for (int k = 0; k < demands.length; k++) {
				queue[k] = throughput * stationResponse[k];
			}
		}
		return cycle;
	}
}
