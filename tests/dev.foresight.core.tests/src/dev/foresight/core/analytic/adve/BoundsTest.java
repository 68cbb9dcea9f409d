/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.adve;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

import dev.foresight.core.model.lower.FlatGraph;

/** The parametric bounds (Adve spec sections 5.1-5.5) and E11. */
class BoundsTest {

	/** Program, A, P_max, P, lower, upper, geometric mean, PS lower: the table of spec section 5.5. */
	private static final Object[][] FIVE_PROGRAMS = {
			{ "Polyroots", 18.1, 30, 2, 1.8953, 2.0, 1.9469, 1.9557 },
			{ "Polyroots", 18.1, 30, 8, 5.7689, 8.0, 6.7935, 6.9043 },
			{ "Polyroots", 18.1, 30, 16, 8.7492, 16.0, 11.8316, 11.9397 },
			{ "Polyroots", 18.1, 30, 24, 10.5693, 18.1, 13.8313, 15.7746 },
			{ "Polyroots", 18.1, 30, 30, 11.5287, 18.1, 14.4454, 18.1000 },
			{ "PSIM", 3407.0, 20480, 16, 15.9299, 16.0, 15.9649, 15.9415 },
			{ "PSIM", 3407.0, 4096, 16, 15.9299, 16.0, 15.9649, 15.9882 },
			{ "MP3D", 726.0, 1274, 16, 15.6761, 16.0, 15.8372, 15.8589 },
			{ "Locus Route", 21.4, 420, 16, 9.4066, 16.0, 12.2681, 9.5992 },
			{ "DynProg", 50.6, 500, 16, 12.3415, 16.0, 14.0522, 12.6285 } };

	@Test
	@DisplayName("Bound values for the five programs (spec section 5.5, from the Fig. 6.1 captions)")
	void fivePrograms() {
		for (Object[] r : FIVE_PROGRAMS) {
			double a = (Double) r[1];
			int pMax = (Integer) r[2];
			int p = (Integer) r[3];
			String what = r[0] + " P=" + p;
			assertEquals((Double) r[4], Bounds.lower(a, p), 1e-4, what + " lower");
			assertEquals((Double) r[5], Bounds.upper(a, p), 1e-4, what + " upper");
			assertEquals((Double) r[6], Bounds.estimate(a, p), 1e-4, what + " estimate");
			assertEquals((Double) r[7], Bounds.processorSharingLower(a, pMax, p), 1e-4, what + " PS lower");
		}
	}

	@Test
	@DisplayName("E1 bounds at P = 2 and 3 and the profile estimate (spec section 8, E1)")
	void e1() {
		FlatGraph g = Models.flat(AdveExamplesTest.E1A);
		Parallelism par = Parallelism.of(g, g.meanTimes());
		assertEquals(6, par.criticalPath(), 1e-12);
		assertEquals(2.0, par.average(), 1e-12);
		assertEquals(4, par.maxParallelism());
		assertEquals(3.0 / 6, par.profile()[1], 1e-12);
		assertEquals(1.0 / 6, par.profile()[2], 1e-12);
		assertEquals(1.0 / 6, par.profile()[3], 1e-12);
		assertEquals(1.0 / 6, par.profile()[4], 1e-12);
		assertEquals(1.3333, Bounds.lower(2, 2), 1e-4);
		assertEquals(2, Bounds.upper(2, 2), 1e-12);
		assertEquals(1.6330, Bounds.estimate(2, 2), 1e-4);
		assertEquals(1.5, Bounds.processorSharingLower(2, 4, 2), 1e-12);
		assertEquals(1.5, Bounds.profileEstimate(par, 2), 1e-12);
		assertEquals(1.5, Bounds.lower(2, 3), 1e-12);
		assertEquals(1.8, Bounds.processorSharingLower(2, 4, 3), 1e-12);
		assertEquals(1.7143, Bounds.profileEstimate(par, 3), 1e-4);
	}

	@Test
	@DisplayName("E11: H_4 and the Kruskal-Weiss example (spec sections 4.1, 4.3)")
	void e11() {
		assertEquals(2.083333, ExpectedMaxima.harmonic(4), 1e-6);
		assertEquals(63.6774, ExpectedMaxima.kruskalWeiss(1000, 16, 1, 0.5, 0, 1), 1e-4);
	}
}
