/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Histogram arithmetic and Luethi's density, with the corrected example (seed-schopf 7.3, T-H1 to T-H4). */
class HistogramTest {

	private static Histogram.Bin bin(double lo, double hi, double p) {
		return new Histogram.Bin(new Interval(lo, hi), p);
	}

	private static final Histogram D = new Histogram(List.of(bin(1, 3, 0.25), bin(3, 5, 0.75)));
	private static final Histogram E = new Histogram(List.of(bin(2, 4, 0.6), bin(5, 8, 0.4)));

	@Test
	@DisplayName("T-H1: D + E pairwise, with D_1 + E_2 = [6, 11] (the source prints [6, 8])")
	void pairwiseSum() {
		List<Histogram.Bin> f = D.plus(E).bins();
		double[][] expected = { { 3, 7, 0.15 }, { 6, 11, 0.10 }, { 5, 9, 0.45 }, { 8, 13, 0.30 } };
		assertEquals(4, f.size());
		for (int i = 0; i < 4; i++) {
			assertEquals(expected[i][0], f.get(i).range().lo(), 1e-12);
			assertEquals(expected[i][1], f.get(i).range().hi(), 1e-12);
			assertEquals(expected[i][2], f.get(i).p(), 1e-12);
		}
	}

	@Test
	@DisplayName("T-H2: Luethi density (Eq. 4.25) integrates to 1")
	void density() {
		assertSegments(D.plus(E).density(), new double[] { 3, 5, 6, 7, 8, 9, 11, 13 },
				new double[] { 0.0375, 0.15, 0.17, 0.1325, 0.1925, 0.08, 0.06 }, 1.0);
	}

	@Test
	@DisplayName("T-H3: with the printed [6, 8] bin the overlap sums reproduce the printed Eq. 4.22")
	void thesisCompatibility() {
		Histogram printed = new Histogram(List.of(bin(3, 7, 0.15), bin(6, 8, 0.1), bin(5, 9, 0.45), bin(8, 13, 0.3)));
		double[] cuts = { 3, 5, 6, 7, 8, 9, 13 };
		assertSegments(printed.density(), cuts, new double[] { 0.0375, 0.15, 0.20, 0.1625, 0.1725, 0.06 }, 1.0);
		List<Histogram.Segment> sums = printed.overlapSums();
		double[] eq422 = { 0.15, 0.6, 0.7, 0.55, 0.75, 0.3 };
		for (int i = 0; i < eq422.length; i++) {
			assertEquals(eq422[i], sums.get(i).density(), 1e-12);
		}
	}

	@Test
	@DisplayName("T-H4: binning rules of thumb")
	void binning() {
		assertEquals(10, Binning.squareRootCount(100), 1e-12);
		assertEquals(7.6, Binning.sturgesCount(100), 1e-12);
		assertEquals(0.751897707, Binning.scottWidth(1, 100), 1e-9);
		assertEquals(2, Binning.equalWidth(0, 10, 5), 1e-12);
	}

	@Test
	@DisplayName("bad input: probabilities must sum to 1")
	void badInput() {
		assertThrows(IllegalArgumentException.class, () -> new Histogram(List.of(bin(0, 1, 0.5))));
	}

	private static void assertSegments(List<Histogram.Segment> segments, double[] cuts, double[] densities,
			double integral) {
		assertEquals(densities.length, segments.size());
		double sum = 0;
		for (int i = 0; i < densities.length; i++) {
			Histogram.Segment s = segments.get(i);
			assertEquals(cuts[i], s.range().lo(), 1e-12);
			assertEquals(cuts[i + 1], s.range().hi(), 1e-12);
			assertEquals(densities[i], s.density(), 1e-12, "segment " + s.range());
			sum += s.density() * s.range().length();
		}
		assertEquals(integral, sum, 1e-12);
	}
}
