/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.analytic.stochastic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Interval arithmetic, Tables 4.2 to 4.4 with the corrected division (seed-schopf 7.2, T-I1 to T-I6). */
class IntervalTest {

	private static Interval iv(double lo, double hi) {
		return new Interval(lo, hi);
	}

	private static void assertInterval(double lo, double hi, Interval actual) {
		assertEquals(lo, actual.lo(), 1e-9, () -> "lower end of " + actual);
		assertEquals(hi, actual.hi(), 1e-9, () -> "upper end of " + actual);
	}

	@Test
	@DisplayName("T-I1, T-I2: sums, differences and all nine sign cases of the product")
	void arithmetic() {
		assertInterval(4, 7, iv(1, 2).plus(iv(3, 5)));
		assertInterval(-4, -1, iv(1, 2).minus(iv(3, 5)));
		assertInterval(3, 8, iv(1, 2).times(iv(3, 4)));
		assertInterval(-2, 6, iv(1, 2).times(iv(-1, 3)));
		assertInterval(-8, -3, iv(1, 2).times(iv(-4, -3)));
		assertInterval(-4, 8, iv(-1, 2).times(iv(3, 4)));
		assertInterval(-6, 8, iv(-1, 2).times(iv(-3, 4)));
		assertInterval(-8, 4, iv(-1, 2).times(iv(-4, -3)));
		assertInterval(-8, -3, iv(-2, -1).times(iv(3, 4)));
		assertInterval(-6, 2, iv(-2, -1).times(iv(-1, 3)));
		assertInterval(3, 8, iv(-2, -1).times(iv(-4, -3)));
	}

	@Test
	@DisplayName("T-I3: division, with the x-contains-0 case corrected")
	void division() {
		assertInterval(0.125, 0.5, iv(1, 2).dividedBy(iv(4, 8)));
		assertInterval(-0.25, 0.5, iv(-1, 2).dividedBy(iv(4, 8)));
		assertInterval(-1, -0.25, iv(1, 2).dividedBy(iv(-4, -2)));
		IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> iv(1, 2).dividedBy(iv(-1, 1)));
		assertTrue(e.getMessage().contains("containing 0"));
	}

	@Test
	@DisplayName("T-I4, T-I5: the dependence problem and the single-occurrence rewrite")
	void dependence() {
		Interval a = iv(1, 3);
		assertInterval(-2, 2, a.minus(a));
		Interval x = iv(4, 5), y = iv(1, 2);
		assertInterval(2.0 / 7, 0.8, x.minus(y).dividedBy(x.plus(y)));
		Interval one = Interval.point(1);
		assertInterval(1.0 / 3, 2.0 / 3, one.minus(Interval.point(2).dividedBy(one.plus(x.dividedBy(y)))));
	}

	@Test
	@DisplayName("T-I6: monotone endpoint evaluation pairs the upper CPU bound with the lower time")
	void monotoneEndpoints() {
		Interval cpu = iv(0.4, 0.8);
		assertInterval(0.625, 1.25, Interval.point(0.5).dividedBy(cpu));
		assertInterval(0.625, 1.25, MonotoneRange.of(p -> p[0] / p[1], Interval.point(0.5), cpu));
	}

	@Test
	@DisplayName("maximum of intervals (T-P2) and bad bounds")
	void maxAndBadInput() {
		assertInterval(2.394563, 4.789125, iv(0.563895, 0.630235).max(iv(2.394563, 4.789125)).max(iv(1.596546,
				1.665215)));
		assertThrows(IllegalArgumentException.class, () -> iv(2, 1));
	}
}
