/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Medians and nearest-rank percentiles of repeated measurements. */
class SpreadTest {

	@Test
	void oddCountMedianIsTheMiddleValue() {
		Spread s = Spread.of(9, 1, 5, 3, 7);
		assertEquals(new Spread(5, 1, 1, 9, 9, 5), s);
	}

	@Test
	void evenCountMedianIsTheMeanOfTheMiddleTwo() {
		Spread s = Spread.of(10, 20, 30, 40, 50, 60, 70, 80, 90, 100);
		assertEquals(55, s.median());
		assertEquals(10, s.p10());
		assertEquals(90, s.p90());
		assertEquals(10, s.samples());
	}

	@Test
	void minusShiftsEveryFigure() {
		assertEquals(new Spread(2, -2, -2, 6, 6, 5), Spread.of(9, 1, 5, 3, 7).minus(3));
	}

	@Test
	void noValuesIsAnError() {
		assertThrows(IllegalArgumentException.class, Spread::of);
	}

	@Test
	void cpuListsParseRangesAndSingles() {
		assertEquals(java.util.List.of(0, 1, 2, 3, 8, 10, 11), CpuAffinity.parseList("0-3,8,10-11"));
	}
}
