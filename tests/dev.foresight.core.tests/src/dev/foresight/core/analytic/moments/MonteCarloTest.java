/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Every closed form against a seeded sampler. Sequence, loops and choice are exact (seed-pamela 5.2), so only the
 * sampling error remains: the bounds are five standard errors of each sample statistic. Maxima use the lambda fit,
 * whose error the spec puts at about 1 % on the mean (PAM-T21), and 0.5 % mean / 2 % variance on PAM-T22.
 */
class MonteCarloTest {

	private static final int DRAWS = 400_000;
	private static final long SEED = 20260501L;

	/** Five standard errors of the sample mean, variance, skewness and kurtosis for a distribution shaped like m. */
	private static void assertSampled(Moments m, Sampler s, double shapeSlack) {
		double[] got = Sampler.momentsOf(s, DRAWS, SEED);
		double sd = m.sd(), k = m.kurtosis();
		assertEquals(m.mean(), got[0], 5 * sd / Math.sqrt(DRAWS), () -> "mean " + m);
		assertEquals(m.variance(), got[1], 5 * m.variance() * Math.sqrt((k - 1) / DRAWS), () -> "variance " + m);
		// The standard errors of skewness and kurtosis grow with the tails; 35 k / sqrt(n) bounds them generously.
		assertEquals(m.skewness(), got[2], shapeSlack + 5 * Math.sqrt(6 * k / DRAWS) * 2, () -> "skewness " + m);
		assertEquals(m.kurtosis(), got[3], shapeSlack + 35 * k / Math.sqrt(DRAWS), () -> "kurtosis " + m);
	}

	@Test
	@DisplayName("sequence (Eq. 2) against sampling")
	void sequence() {
		assertSampled(Moments.sequence(Moments.exponential(3), Moments.uniform(1, 2), Moments.normal(4, 0.5)),
				Sampler.sum(Sampler.exponential(3), Sampler.uniform(1, 2), Sampler.normal(4, 0.5)), 0);
	}

	@Test
	@DisplayName("loop with a random count (Eqs. 3-7) against sampling")
	void randomLoop() {
		Moments count = Moments.uniform(0.5, 9.5); // rounds to a discrete uniform on 1..9 when sampled
		Moments discrete = Moments.of(5, 20.0 / 3, 0, 1.77);
		assertSampled(Moments.repeat(Moments.exponential(2), discrete),
				Sampler.compound(Sampler.uniform(0.5, 9.5), Sampler.exponential(2)), 0);
		assertEquals(5, count.mean());
	}

	@Test
	@DisplayName("choice and conditional (Eq. 8) against sampling")
	void choice() {
		Moments m = Moments.choice(new double[] { 0.3, 0.7 }, new Moments[] { Moments.exponential(2),
				Moments.normal(5, 1) });
		assertSampled(m, Sampler.choice(0.3, Sampler.exponential(2), Sampler.normal(5, 1)), 0);
		Moments c = Moments.conditional(Moments.bernoulli(0.25), Moments.uniform(2, 6));
		assertSampled(c, Sampler.choice(0.25, Sampler.uniform(2, 6), r -> 0), 0);
	}

	@Test
	@DisplayName("N-ary maximum (Eq. 12) against sampling, within the fit's 1 %")
	void naryMaximum() {
		Moments m = Moments.parallel(Moments.normal(10, 2), 8);
		Sampler[] copies = new Sampler[8];
		java.util.Arrays.fill(copies, Sampler.normal(10, 2));
		double[] got = Sampler.momentsOf(Sampler.max(copies), DRAWS, SEED);
		assertEquals(got[0], m.mean(), 0.01 * got[0]);
		assertEquals(got[1], m.variance(), 0.03 * got[1]);
		assertSampled(Moments.parallel(Moments.exponential(3), 5), Sampler.max(Sampler.exponential(3),
				Sampler.exponential(3), Sampler.exponential(3), Sampler.exponential(3), Sampler.exponential(3)), 0);
	}

	@Test
	@DisplayName("PAM-T22 against sampling: E within 0.5 %, Var within 2 %")
	void seriesParallelDag() {
		Moments model = Moments.sequence(Moments.normal(10, 2),
				Moments.parallel(List.of(Moments.exponential(5), Moments.exponential(5))),
				Moments.parallel(Moments.uniform(2, 4), 4));
		Sampler d = Sampler.uniform(2, 4);
		Sampler sampler = Sampler.sum(Sampler.normal(10, 2),
				Sampler.max(Sampler.exponential(5), Sampler.exponential(5)),
				Sampler.max(d, d, d, d));
		double[] got = Sampler.momentsOf(sampler, DRAWS, SEED);
		assertEquals(got[0], model.mean(), 0.005 * got[0]);
		assertEquals(got[1], model.variance(), 0.02 * got[1]);
	}

	@Test
	@DisplayName("binary maximum of distinct shapes against sampling, within the fit's 1 % on the mean")
	void distinctMaximum() {
		Moments gamma = Moments.sequence(Moments.exponential(2), Moments.exponential(2));
		Moments m = Moments.parallel(List.of(gamma, Moments.normal(4.5, 1.5), Moments.uniform(2, 7)));
		double[] got = Sampler.momentsOf(Sampler.max(Sampler.sum(Sampler.exponential(2), Sampler.exponential(2)),
				Sampler.normal(4.5, 1.5), Sampler.uniform(2, 7)), DRAWS, SEED);
		assertEquals(got[0], m.mean(), 0.01 * got[0]);
		assertEquals(got[1], m.variance(), 0.03 * got[1]);
		assertEquals(got[2], m.skewness(), 0.05);
		// The sample kurtosis of this right-skewed maximum has a standard error near 0.15 at 400,000 draws.
		assertEquals(got[3], m.kurtosis(), 0.05 * got[3]);
	}
}
