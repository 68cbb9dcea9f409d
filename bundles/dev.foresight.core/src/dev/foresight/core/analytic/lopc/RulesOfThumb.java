/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.lopc;

/**
 * LoPC's rules of thumb and bounds (section 5.3), and the contention-free LogP costs they are compared with.
 */
public final class RulesOfThumb {

	/** The thesis's rounded worst-case constant: R* &lt; W + 2 S_l + 3.46 S_o for constant-time handlers (Eq. 5.12). */
	public static final double WORST_CASE_HANDLERS = 3.46;

	private RulesOfThumb() {
	}

	/**
	 * "The cost of contention is equal to the cost of an extra handler": R is about W + 2 S_l + 3 S_o for homogeneous
	 * all-to-all communication (only there).
	 *
	 * @param work W
	 * @param machine the machine
	 * @return the estimate
	 */
	public static double allToAllCycle(double work, LopcMachine machine) {
		return work + 2 * machine.latency() + 3 * machine.overhead();
	}

	/**
	 * The exact worst-case constant kappa*(C_o^2): R* / S_o at W = S_l = 0, where contention is largest. For constant
	 * handlers it is 3.4517, which the thesis rounds up to 3.46.
	 *
	 * @param handlerVariability C_o^2
	 * @param protocolProcessor the shared-memory variant
	 * @return kappa*
	 */
	public static double worstCaseHandlers(double handlerVariability, boolean protocolProcessor) {
		return AllToAll.solve(0, new LopcMachine(0, 1, handlerVariability, protocolProcessor)).cycle();
	}

	/**
	 * The upper bound of the generalized Eq. 5.12: W + 2 S_l + kappa*(C_o^2) S_o.
	 *
	 * @param work W
	 * @param machine the machine
	 * @return the bound
	 */
	public static double allToAllUpperBound(double work, LopcMachine machine) {
		return work + 2 * machine.latency()
				+ worstCaseHandlers(machine.handlerVariability(), machine.protocolProcessor()) * machine.overhead();
	}

	/**
	 * LogP's one-way small message: o + L + o (Culler et al.; not part of LoPC).
	 *
	 * @param latency L
	 * @param overhead o
	 * @return L + 2 o
	 */
	public static double logPMessage(double latency, double overhead) {
		return latency + 2 * overhead;
	}

	/**
	 * LogP's blocking request and reply under polling: 2 L + 4 o (Culler et al.; not part of LoPC).
	 *
	 * @param latency L
	 * @param overhead o
	 * @return 2 L + 4 o
	 */
	public static double logPRoundTrip(double latency, double overhead) {
		return 2 * latency + 4 * overhead;
	}

	/**
	 * Eq. 5.11, the fixed-point function for constant-time handlers (C_o^2 = 0): its fixed point is R*.
	 *
	 * @param r the cycle time R, above S_o
	 * @param work W
	 * @param machine the machine (its C_o^2 is ignored)
	 * @return F[R]
	 */
	public static double fixedPointFunction(double r, double work, LopcMachine machine) {
		double so = machine.overhead(), quad = r * r - r * so - so * so;
		return r * work / (r - so) + 2 * machine.latency() + 2 * so + 5 * so * so / (2 * (r - so))
				+ 2 * so * so * so / quad + 3 * so * so * so * so / ((r - so) * quad);
	}
}
