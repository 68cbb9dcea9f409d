/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import static dev.foresight.core.analytic.moments.MomentsAssert.assertMoments;
import static dev.foresight.core.analytic.moments.MomentsAssert.tuple;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The ARP branch model, Eqs. 9 and 10 with their limits (seed-pamela 2.3, PAM-T12 to PAM-T15). */
class BranchProbabilityTest {

	@Test
	@DisplayName("PAM-T12: (E[U], Var[U], E[D], Var[D]) = (2, 1, 8, 20) gives a = 1/45, b = 4/45")
	void arp() {
		assertMoments(tuple(0.2, 0.144, 1.497921, 3.355263), BranchProbability.arp(2, 1, 8, 20), 1e-6);
		assertMoments(tuple(0.2, 0.144, 1.497921, 3.355263), BranchProbability.beta(1.0 / 45, 4.0 / 45), 1e-6);
	}

	@Test
	@DisplayName("PAM-T13: (1, 0, 9, 0.5) gives a = 17.9, b = 161.1")
	void arpLargeParameters() {
		assertMoments(tuple(0.1, 0.0005, 0.395327, 3.200170), BranchProbability.arp(1, 0, 9, 0.5), 1e-5);
	}

	@Test
	@DisplayName("PAM-T14: geometric runs make the numerator vanish: the Bernoulli limit")
	void geometricRunsGiveBernoulli() {
		double p = 0.1;
		Moments m = BranchProbability.arp(1 / (1 - p), p / ((1 - p) * (1 - p)), 1 / p, (1 - p) / (p * p));
		assertMoments(tuple(0.1, 0.09, 2.666667, 8.111111), m, 1e-6);
	}

	@Test
	@DisplayName("PAM-T15: deterministic runs make the denominator vanish: a constant P")
	void deterministicRunsGiveConstant() {
		assertMoments(tuple(0.1, 0, 0, 3), BranchProbability.arp(1, 0, 9, 0), 1e-12);
	}

	@Test
	@DisplayName("bad run lengths are rejected")
	void badInput() {
		assertThrows(IllegalArgumentException.class, () -> BranchProbability.arp(0, 1, 1, 1));
		assertThrows(IllegalArgumentException.class, () -> BranchProbability.arp(1, -1, 1, 1));
	}
}
