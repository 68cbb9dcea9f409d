/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * The architectural parameters of LoPC (Table 3.1), in processor cycles or any one time unit.
 *
 * @param latency S_l, LogP's L: wire time in a contention-free network, at least 0
 * @param overhead S_o, about LogP's o: the cost of taking a message interrupt and running its handler, greater than 0
 * @param handlerVariability C_o^2, the squared coefficient of variation of handler times: 1 exponential (the
 *        default), 0 constant
 * @param protocolProcessor true when handlers run on a protocol processor (shared-memory hardware), so they never
 *        interrupt the computation: R_w = W
 */
public record LopcMachine(double latency, double overhead, double handlerVariability, boolean protocolProcessor) {

	/**
	 * Checks the ranges.
	 */
	public LopcMachine {
		if (!(latency >= 0) || !Double.isFinite(latency)) {
			throw new IllegalArgumentException("LoPC latency S_l must be >= 0, got " + latency);
		}
		if (!(overhead > 0) || !Double.isFinite(overhead)) {
			throw new IllegalArgumentException("LoPC handler overhead S_o must be > 0, got " + overhead);
		}
		if (!(handlerVariability >= 0) || !Double.isFinite(handlerVariability)) {
			throw new IllegalArgumentException("LoPC handler variability C_o^2 must be >= 0, got "
					+ handlerVariability);
		}
	}

	/**
	 * A message-passing machine with exponential handlers.
	 *
	 * @param latency S_l
	 * @param overhead S_o
	 * @return the machine
	 */
	public static LopcMachine messagePassing(double latency, double overhead) {
		return new LopcMachine(latency, overhead, 1, false);
	}

	/**
	 * The residual-life correction factor (C_o^2 - 1) / 2 of Eqs. 5.8 to 5.10.
	 *
	 * @return k
	 */
	double residualFactor() {
		return (handlerVariability - 1) / 2;
	}

	/**
	 * The contention-free (naive LogP) cycle W + 2 S_l + 2 S_o: the lower bound of Eq. 5.12.
	 *
	 * @param work W, the work between blocking requests
	 * @return the cycle time without contention
	 */
	public double contentionFreeCycle(double work) {
		return work + 2 * latency + 2 * overhead;
	}
}
