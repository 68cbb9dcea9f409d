/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import java.util.function.ToDoubleFunction;

/**
 * The sharp interval of a model that is monotone in each parameter, by evaluating it twice at the right endpoints
 * (Schopf section 4.C after Luethi and Haring). The direction of each parameter is probed, so a time that divides by
 * the available CPU pairs the CPU's upper bound with the time's lower bound.
 */
public final class MonotoneRange {

	private MonotoneRange() {
	}

	/**
	 * The range of {@code model} over the box of parameter intervals.
	 *
	 * @param model the model, monotone in each argument
	 * @param parameters one interval per argument
	 * @return [model at its minimizing corner, model at its maximizing corner]
	 */
	public static Interval of(ToDoubleFunction<double[]> model, Interval... parameters) {
		int n = parameters.length;
		double[] mid = new double[n];
		for (int i = 0; i < n; i++) {
			mid[i] = 0.5 * (parameters[i].lo() + parameters[i].hi());
		}
		double[] low = new double[n], high = new double[n];
		for (int i = 0; i < n; i++) {
			double[] probe = mid.clone();
			probe[i] = parameters[i].lo();
			double atLo = model.applyAsDouble(probe);
			probe[i] = parameters[i].hi();
			boolean increasing = model.applyAsDouble(probe) >= atLo;
			low[i] = increasing ? parameters[i].lo() : parameters[i].hi();
			high[i] = increasing ? parameters[i].hi() : parameters[i].lo();
		}
		return new Interval(model.applyAsDouble(low), model.applyAsDouble(high));
	}
}
