/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * Exact mean value analysis of a closed single-class network: customers alternate a think (CPU) period with a visit
 * to one of several FCFS centers. A center with m servers uses Seidmann's approximation (a queue with service S/m
 * followed by a pure delay S(m-1)/m).
 */
public final class Mva {

	private Mva() {
	}

	/**
	 * The mean response time per visit at each center with {@code customers} customers.
	 *
	 * @param customers number of customers, at least 1
	 * @param think mean think time between requests
	 * @param visits probability that a request goes to each center (summing to 1)
	 * @param service mean service time per request at each center
	 * @param servers number of servers at each center
	 * @return the response time per request at each center (waiting plus service)
	 */
	public static double[] responseTimes(int customers, double think, double[] visits, double[] service,
			int[] servers) {
		int c = visits.length;
		double[] queue = new double[c];
		double[] residence = new double[c];
		for (int k = 1; k <= customers; k++) {
			double total = think;
			for (int i = 0; i < c; i++) {
				double s = service[i] / servers[i];
				residence[i] = visits[i] * (s * (1 + queue[i]) + service[i] - s);
				total += residence[i];
			}
			double throughput = k / total;
			for (int i = 0; i < c; i++) {
				queue[i] = throughput * visits[i] * (service[i] / servers[i]) * (1 + queue[i]);
			}
		}
		double[] r = new double[c];
		for (int i = 0; i < c; i++) {
			r[i] = visits[i] == 0 ? service[i] : residence[i] / visits[i];
		}
		return r;
	}
}
