/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * The general LoPC model (Appendix A): thread c computes W_c, then visits node k V_ck times per cycle (row sums above
 * 1 model multi-hop requests); nodes without a thread only serve. Solved by damped iteration of the AMVA equations
 * A.1 to A.10 on the queue lengths, with the C_o^2 correction of Eqs. 5.9 and 5.10.
 */
public final class GeneralModel {

	private static final int MAX_ITERATIONS = 100_000;
	private static final double TOLERANCE = 1e-12;

	private GeneralModel() {
	}

	/**
	 * The solution per node.
	 *
	 * @param cycle R_c per node (0 for a node without a thread)
	 * @param compute R_wk per node
	 * @param request R_qk per node
	 * @param reply R_yk per node
	 * @param requestUtilization U_qk per node
	 */
	public record Solution(double[] cycle, double[] compute, double[] request, double[] reply,
			double[] requestUtilization) {
	}

	/**
	 * Solves the model.
	 *
	 * @param visits V_ck, a square matrix of non-negative visit rates
	 * @param work W_c per node; a negative value marks a node without a thread
	 * @param machine the machine
	 * @return the solution
	 * @throws IllegalArgumentException for bad input, or when the iteration does not converge
	 */
	public static Solution solve(double[][] visits, double[] work, LopcMachine machine) {
		int p = work.length;
		validate(visits, p);
		double so = machine.overhead(), sl = machine.latency(), k = machine.residualFactor();
		// Bard-Schweitzer style: iterate on the queue lengths, from which every response time follows linearly.
		double[] qq = new double[p], qy = new double[p], uq = new double[p], uy = new double[p];
		double[] r = new double[p], rq = new double[p], ry = new double[p], rw = new double[p];
		for (int iter = 0; iter < MAX_ITERATIONS; iter++) {
			for (int j = 0; j < p; j++) {
				rq[j] = so * (1 + qq[j] + qy[j] + k * (uq[j] + uy[j]));
				ry[j] = so * (1 + qq[j] + k * uq[j]);
				// A thread cannot be pre-empted more than all the time; the cap only matters on the way to the fixed
				// point.
				double free = Math.max(1 - uq[j], 1e-6);
				rw[j] = machine.protocolProcessor() || work[j] < 0 ? Math.max(work[j], 0)
						: (so * qq[j] + work[j]) / free;
			}
			double[] x = new double[p], lambda = new double[p];
			for (int c = 0; c < p; c++) {
				if (work[c] < 0) {
					continue;
				}
				r[c] = rw[c] + sl + ry[c];
				for (int j = 0; j < p; j++) {
					r[c] += visits[c][j] * (sl + rq[j]);
				}
				x[c] = 1 / r[c];
				for (int j = 0; j < p; j++) {
					lambda[j] += visits[c][j] * x[c];
				}
			}
			double change = 0;
			for (int j = 0; j < p; j++) {
				double nextQq = lambda[j] * rq[j], nextQy = x[j] * ry[j];
				change = Math.max(change, Math.abs(nextQq - qq[j]) + Math.abs(nextQy - qy[j]));
				qq[j] = 0.5 * (qq[j] + nextQq);
				qy[j] = 0.5 * (qy[j] + nextQy);
				uq[j] = lambda[j] * so;
				uy[j] = x[j] * so;
			}
			if (change < TOLERANCE && iter > 0) {
				return new Solution(r, rw, rq, ry, uq);
			}
		}
		throw new IllegalArgumentException("LoPC general model did not converge in " + MAX_ITERATIONS + " iterations");
	}

	private static void validate(double[][] visits, int p) {
		if (visits.length != p || p == 0) {
			throw new IllegalArgumentException("visit matrix needs one row per node, got " + visits.length
					+ " rows for " + p + " nodes");
		}
		for (int c = 0; c < p; c++) {
			if (visits[c].length != p) {
				throw new IllegalArgumentException("visit matrix row " + c + " has " + visits[c].length + " entries, "
						+ "expected " + p);
			}
			for (int j = 0; j < p; j++) {
				if (!(visits[c][j] >= 0) || !Double.isFinite(visits[c][j])) {
					throw new IllegalArgumentException("visit rate V[" + c + "][" + j + "] must be >= 0, got "
							+ visits[c][j]);
				}
			}
		}
	}

}
