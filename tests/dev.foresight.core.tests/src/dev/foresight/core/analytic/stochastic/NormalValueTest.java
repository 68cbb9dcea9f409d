/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static dev.foresight.core.analytic.stochastic.Correlation.CORRELATED;
import static dev.foresight.core.analytic.stochastic.Correlation.UNCORRELATED;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Normal-value arithmetic, Table 4.1 with the spec's corrections (seed-schopf 7.1, T-N1 to T-N11). */
class NormalValueTest {

	private static final NormalValue A = new NormalValue(4, 0.5), B = new NormalValue(3, 2), C = new NormalValue(3, 1);

	/** Within the last printed digit of the spec's five- and six-significant-digit values. */
	static void assertNormal(double mean, double sd, NormalValue v) {
		assertEquals(mean, v.mean(), 5e-5 * Math.abs(mean) + 1e-12, () -> "mean of " + v);
		assertEquals(sd, v.sd(), 5e-5 * Math.abs(sd) + 1e-12, () -> "sd of " + v);
	}

	@Test
	@DisplayName("T-N1: point and stochastic")
	void pointAndStochastic() {
		assertNormal(7, 0.5, A.plus(3));
		assertNormal(12, 1.5, A.times(3));
		assertNormal(-12, 1.5, A.times(-3));
	}

	@Test
	@DisplayName("T-N2, T-N8: sums and differences (Eqs. 4.6, 4.7)")
	void sums() {
		assertNormal(10, 3.5, NormalValue.sum(List.of(A, B, C), CORRELATED));
		assertNormal(10, 2.29128784747792, NormalValue.sum(List.of(A, B, C), UNCORRELATED));
		NormalValue x = new NormalValue(10, 1), y = new NormalValue(4, 0.5);
		assertNormal(6, 1.118033988750, x.minus(y, UNCORRELATED));
		assertNormal(6, 1.5, x.minus(y, CORRELATED));
	}

	@Test
	@DisplayName("T-N3, T-N4, T-N5: products, the zero rule and the corrected reciprocal (Eqs. 4.8, 4.9)")
	void products() {
		assertNormal(12, 10.5, A.times(B, CORRELATED));
		assertNormal(12, 8.139410298049853, A.times(B, UNCORRELATED));
		assertEquals(NormalValue.point(0), new NormalValue(0, 1).times(new NormalValue(5, 2), CORRELATED));
		assertNormal(1.0 / 7, 1.0 / 49, new NormalValue(7, 1).reciprocal());
		assertNormal(3, 0.530330085890, new NormalValue(12, 1.5).dividedBy(A, UNCORRELATED));
		assertThrows(IllegalArgumentException.class, () -> new NormalValue(0, 1).reciprocal());
	}

	@Test
	@DisplayName("T-N6: Comm = Latency + MsgSize / Bandwidth (Eq. 4.5)")
	void communicationModel() {
		NormalValue latency = new NormalValue(0.001, 0.0002), bandwidth = new NormalValue(875000, 125000);
		NormalValue inverse = bandwidth.reciprocal();
		assertNormal(1.142857e-6, 1.632653e-7, inverse);
		NormalValue transfer = inverse.times(1e6);
		assertNormal(1.142857143, 0.163265306, transfer);
		assertNormal(1.143857143, 0.163265429, latency.plus(transfer, UNCORRELATED));
		assertNormal(1.143857143, 0.163465306, latency.plus(transfer, CORRELATED));
	}

	@Test
	@DisplayName("T-N7: Max by largest mean, largest upper end, and Clark")
	void maxima() {
		assertEquals(A, MaxPolicy.largestMean().max(List.of(A, B, C)));
		assertEquals(B, MaxPolicy.largestUpper(2).max(List.of(A, B, C)));
		// Two equal independent normals: E[max] = m + sd / sqrt(pi), Var = sd^2 (1 - 1 / pi).
		NormalValue clark = MaxPolicy.clark().max(List.of(new NormalValue(10, 1), new NormalValue(10, 1)));
		assertNormal(10 + 1 / Math.sqrt(Math.PI), Math.sqrt(1 - 1 / Math.PI), clark);
		assertTrue(clark.mean() > MaxPolicy.largestMean().max(List.of(A)).mean());
	}

	@Test
	@DisplayName("T-N9, T-N10, T-N11: aggregate of modes, sample statistics, 95 % range")
	void statistics() {
		NormalValue aggregate = NormalValue.aggregate(List.of(new NormalValue(0.94, 0.02), new NormalValue(0.49, 0.03),
				new NormalValue(0.33, 0.05)), new double[] { 0.5, 0.3, 0.2 });
		assertNormal(0.683, 0.029, aggregate);
		assertNormal(34, 3.16227766, NormalValue.fromSamples(30, 32, 34, 36, 38));
		assertEquals(new Interval(8.4, 15.6), round(new NormalValue(12, 1.8).range(2)));
		assertEquals(new Interval(11.4, 12.6), round(new NormalValue(12, 0.3).range(2)));
	}

	@Test
	@DisplayName("bad input: clear messages")
	void badInput() {
		assertThrows(IllegalArgumentException.class, () -> new NormalValue(1, -1));
		assertThrows(IllegalArgumentException.class, () -> NormalValue.fromSamples(1));
		assertThrows(IllegalArgumentException.class, () -> NormalValue.aggregate(List.of(A), new double[] { 0.5 }));
		assertThrows(IllegalArgumentException.class, () -> MaxPolicy.clark().max(List.of()));
	}

	private static Interval round(Interval i) {
		return new Interval(Math.round(i.lo() * 1e9) / 1e9, Math.round(i.hi() * 1e9) / 1e9);
	}
}
