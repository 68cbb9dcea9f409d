/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.model;

import java.util.SplittableRandom;

/** Standard normal samples from a seeded generator (Marsaglia's polar method; no hidden state, so runs repeat). */
final class Gaussian {

	private Gaussian() {
	}

	static double next(SplittableRandom random) {
		while (true) {
			double u = 2 * random.nextDouble() - 1;
			double v = 2 * random.nextDouble() - 1;
			double s = u * u + v * v;
			if (s > 0 && s < 1) {
				return u * Math.sqrt(-2 * Math.log(s) / s);
			}
		}
	}
}
