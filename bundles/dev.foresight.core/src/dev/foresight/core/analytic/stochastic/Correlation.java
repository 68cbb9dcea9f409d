/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

/** Whether two stochastic values vary jointly (Schopf section 4.B.2), which selects the arithmetic of Table 4.1. */
public enum Correlation {
	/** The values vary together (bandwidth and latency under one traffic load): deviations add. */
	CORRELATED,
	/** The values vary independently: deviations combine as a root sum of squares, a sharper range. */
	UNCORRELATED
}
