/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import static dev.foresight.core.analytic.moments.MomentsAssert.assertMoments;
import static dev.foresight.core.analytic.moments.MomentsAssert.tuple;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Factories, validation and the exact compositions (seed-pamela section 4, PAM-T1 to PAM-T9 and PAM-T29). */
class MomentsTest {

	private static final double EXACT = 1e-6;

	@Test
	@DisplayName("PAM-T1: presets")
	void presets() {
		assertMoments(tuple(3, 9, 2, 9), Moments.exponential(3), 1e-12);
		assertMoments(tuple(3, 4.0 / 12, 0, 1.8), Moments.uniform(2, 4), 1e-12);
		assertMoments(tuple(5, 4, 0, 3), Moments.normal(5, 2), 1e-12);
		assertMoments(tuple(7, 0, 0, 3), Moments.constant(7), 1e-12);
	}

	@Test
	@DisplayName("PAM-T2, T3, T4: sums (Eq. 2)")
	void sums() {
		assertMoments(tuple(2, 2, 1.414214, 6), Moments.sequence(Moments.exponential(1), Moments.exponential(1)),
				EXACT);
		assertMoments(tuple(10.1, 100.01, 1.999702, 8.998800),
				Moments.sequence(List.of(Moments.exponential(10), Moments.exponential(0.1))), EXACT);
		assertMoments(tuple(1, 1.0 / 6, 0, 2.4), Moments.uniform(0, 1).then(Moments.uniform(0, 1)), EXACT);
		assertMoments(tuple(0, 0, 0, 3), Moments.sequence(), EXACT);
	}

	@Test
	@DisplayName("PAM-T5, T6, T7: loops with constant and random counts (Eqs. 3-7, corrected Eq. 7)")
	void loops() {
		assertMoments(tuple(10, 10, 0.632456, 3.6), Moments.repeat(Moments.exponential(1), 10), EXACT);
		assertMoments(tuple(10, 10, 0.632456, 3.6), Moments.repeat(Moments.exponential(1), Moments.constant(10)),
				EXACT);
		Moments poisson = Moments.of(4, 4, 0.5, 3.25);
		assertMoments(tuple(8, 32, 1.060660, 4.5), Moments.repeat(Moments.exponential(2), poisson), EXACT);
		Moments uniformCount = Moments.of(5, 20.0 / 3, 0, 1.77);
		assertMoments(tuple(5, 11.666667, 0.752837, 3.357551), Moments.repeat(Moments.exponential(1), uniformCount),
				EXACT);
		assertMoments(tuple(0, 0, 0, 3), Moments.repeat(Moments.exponential(1), 0), EXACT);
	}

	@Test
	@DisplayName("PAM-T8, T9: conditionals with a random truth probability (Eq. 8)")
	void conditionals() {
		Moments p = Moments.bernoulli(0.3);
		assertMoments(tuple(0.3, 0.21, 0.872872, 1.761905), p, EXACT);
		assertMoments(tuple(0.6, 2.04, 3.607780, 20.529412), Moments.conditional(p, Moments.exponential(2)), EXACT);
		Moments z = Moments.conditional(Moments.bernoulli(0.25), Moments.normal(4, 1));
		assertMoments(tuple(1, 3.25, 1.408085, 3.337278), z, EXACT);
		assertMoments(tuple(100, 325, 0.140809, 3.003373), Moments.repeat(z, 100), EXACT);
		Moments mixture = Moments.choice(new double[] { 0.3, 0.7 },
				new Moments[] { Moments.exponential(2), Moments.constant(0) });
		assertMoments(tuple(0.6, 2.04, 3.607780, 20.529412), mixture, EXACT);
	}

	@Test
	@DisplayName("PAM-T29: cumulant sums keep the kurtosis of a 10^6-fold sum")
	void precisionOfLargeSums() {
		Moments cycle = Moments.of(10.1, 100.01, 1.9997, 8.9988);
		assertEquals(3.0000060, Moments.repeat(cycle, 1_000_000).kurtosis(), 1e-7);
	}

	@Test
	@DisplayName("PAM-T25 / issue 6: a loop of 10^12 iterations is evaluated symbolically")
	void hugeLoopIsSymbolic() {
		Moments m = Moments.repeat(Moments.exponential(1), 1_000_000_000_000L);
		assertMoments(tuple(1e12, 1e12, 2e-6, 3 + 6e-12), m, 1e-9);
		Moments max = Moments.parallel(Moments.exponential(1), 1_000_000_000_000L);
		// Exact: H_n for the mean, sum of 1/k^2 for the variance.
		assertEquals(Math.log(1e12) + 0.5772156649015329, max.mean(), 1e-9);
		assertEquals(Math.PI * Math.PI / 6, max.variance(), 1e-9);
	}

	@Test
	@DisplayName("histogram: piecewise-uniform density")
	void histogram() {
		assertMoments(tuple(0.5, 1.0 / 12, 0, 1.8),
				Moments.histogram(new double[] { 0, 0.25, 0.5, 1 }, new double[] { 1, 1, 2 }), 1e-12);
		// Two bins [0,1] with weight 3 and [1,2] with weight 1: E = 0.75, E[X^2] = 3/4 * 1/3 + 1/4 * 7/3.
		Moments m = Moments.histogram(new double[] { 0, 1, 2 }, new double[] { 3, 1 });
		assertEquals(0.75, m.mean(), 1e-12);
		assertEquals(0.25 + 7.0 / 12 - 0.5625, m.variance(), 1e-12);
		assertTrue(m.skewness() > 0);
	}

	@Test
	@DisplayName("bad input: clear messages")
	void rejectsImpossibleInput() {
		assertMessage("variance must be >= 0", () -> Moments.of(1, -1, 0, 3));
		assertMessage("kurtosis 1.5 is impossible for skewness 1.0", () -> Moments.of(1, 1, 1, 1.5));
		assertMessage("finite", () -> Moments.of(Double.NaN, 1, 0, 3));
		assertMessage("exponential mean must be > 0", () -> Moments.exponential(0));
		assertMessage("uniform needs min <= max", () -> Moments.uniform(2, 1));
		assertMessage("normal standard deviation must be >= 0", () -> Moments.normal(0, -1));
		assertMessage("strictly increasing", () -> Moments.histogram(new double[] { 0, 0, 1 }, new double[] { 1, 1 }));
		assertMessage("one more bin edge", () -> Moments.histogram(new double[] { 0, 1 }, new double[] { 1, 1 }));
		assertMessage("positive sum", () -> Moments.histogram(new double[] { 0, 1 }, new double[] { 0 }));
		assertMessage("sum to 1", () -> Moments.choice(new double[] { 0.5, 0.4 },
				new Moments[] { Moments.constant(1), Moments.constant(2) }));
		assertMessage("loop count must be >= 0", () -> Moments.repeat(Moments.constant(1), -1));
		assertMessage("at least one branch", () -> Moments.parallel(List.of()));
		assertMessage("at least one branch", () -> Moments.parallel(Moments.constant(1), 0));
		// Formal moments (ARP branch probabilities) are allowed where of() would refuse them.
		assertEquals(8.1, Moments.formal(0.1, 0.09, 2.7, 8.1).kurtosis());
	}

	private static void assertMessage(String fragment, org.junit.jupiter.api.function.Executable call) {
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
		assertTrue(e.getMessage().contains(fragment),
				() -> "message '" + e.getMessage() + "' lacks '" + fragment + "'");
	}
}
