/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * Homogeneous all-to-all communication (LoPC chapter 5): every node computes W, then sends a blocking request to a
 * random other node. With V X = 1 / R the processor count cancels, and Bard's approximation gives closed forms in
 * a = S_o / R for the handler response times (spec 2.7), leaving one equation R = G(R) solved by bisection.
 */
public final class AllToAll {

	private static final int MAX_ITERATIONS = 400;

	private AllToAll() {
	}

	/**
	 * Solves the cycle.
	 *
	 * @param work W, the mean work between blocking requests, at least 0
	 * @param machine the machine
	 * @return the cycle's parts
	 */
	public static CycleTimes solve(double work, LopcMachine machine) {
		if (!(work >= 0) || !Double.isFinite(work)) {
			throw new IllegalArgumentException("LoPC work W must be >= 0, got " + work);
		}
		double lo = machine.contentionFreeCycle(work);
		double hi = lo + machine.overhead();
		while (g(hi, work, machine)[0] >= hi) {
			hi += hi - lo;
		}
		for (int i = 0; i < MAX_ITERATIONS && hi - lo > 1e-14 * hi; i++) {
			double mid = 0.5 * (lo + hi);
			if (g(mid, work, machine)[0] > mid) {
				lo = mid;
			} else {
				hi = mid;
			}
		}
		double r = 0.5 * (lo + hi);
		double[] parts = g(r, work, machine);
		double so = machine.overhead();
		return new CycleTimes(r, parts[1], parts[2], parts[3], parts[2] / r, parts[3] / r, so / r,
				machine.contentionFreeCycle(work));
	}

	/**
	 * G(R) = R_w + 2 S_l + R_q + R_y with the handler times that a cycle R implies (Eqs. 5.5 to 5.10 solved for
	 * Q_q = R_q / R and Q_y = R_y / R).
	 *
	 * @return {G, R_w, R_q, R_y}
	 */
	private static double[] g(double r, double work, LopcMachine m) {
		double so = m.overhead(), a = so / r, k = m.residualFactor(), c2 = m.handlerVariability();
		double denominator = 1 - a - a * a;
		double rq = so * (1 + c2 * a + k * a * a) / denominator;
		double ry = so * (1 + k * a + k * a * a) / denominator;
		double rw = m.protocolProcessor() ? work : (work + so * rq / r) / (1 - a);
		return new double[] { rw + 2 * m.latency() + rq + ry, rw, rq, ry };
	}
}
