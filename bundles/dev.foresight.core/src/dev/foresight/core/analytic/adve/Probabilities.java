/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import dev.foresight.core.model.Bindings;
import dev.foresight.core.model.ModelException;
import dev.foresight.core.model.Node;

/** Evaluates and checks the branch probabilities of a choice. */
final class Probabilities {

	private Probabilities() {
	}

	static double[] of(Node.Choice c, Bindings b) {
		double[] p = new double[c.branches().size()];
		double sum = 0;
		for (int i = 0; i < p.length; i++) {
			p[i] = b.eval(c.branches().get(i).probability());
			if (p[i] < 0 || p[i] > 1) {
				throw new ModelException("branch probability " + p[i] + " is outside [0, 1]", c.branches().get(i));
			}
			sum += p[i];
		}
		if (Math.abs(sum - 1) > 1e-9) {
			throw new ModelException("branch probabilities sum to " + sum + ", not 1", c);
		}
		return p;
	}
}
