/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

/**
 * The M/M/1//K queue (finite population K, machine-repairman model) the thesis uses for the task-queue lock of
 * Polyroots (section 5.3.1).
 *
 * @param p0 probability the lock is free
 * @param throughput lock acquisitions per unit time
 * @param response mean response time per acquisition (waiting plus holding)
 */
public record MachineRepairman(double p0, double throughput, double response) {

	/**
	 * Solves the queue.
	 *
	 * @param customers population K (at least 1)
	 * @param requestRate request rate of one customer while it is not at the lock
	 * @param holdTime mean holding time
	 */
	public static MachineRepairman solve(int customers, double requestRate, double holdTime) {
		double r = requestRate * holdTime;
		double term = 1;
		double sum = 1;
		for (int k = 1; k <= customers; k++) {
			term *= (customers - k + 1) * r; // K!/(K-k)! r^k, built incrementally
			sum += term;
		}
		double p0 = 1 / sum;
		double x = (1 - p0) / holdTime;
		return new MachineRepairman(p0, x, customers / x - 1 / requestRate);
	}

	/** The response time for a non-integer population, interpolated linearly between neighbours (at least K = 1). */
	public static double response(double customers, double requestRate, double holdTime) {
		double k = Math.max(1, customers);
		int lo = (int) Math.floor(k);
		double r = solve(lo, requestRate, holdTime).response();
		if (k == lo) {
			return r;
		}
		return r + (k - lo) * (solve(lo + 1, requestRate, holdTime).response() - r);
	}
}
