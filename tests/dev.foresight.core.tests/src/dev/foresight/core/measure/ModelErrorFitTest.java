/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@link ModelErrorFit}: the split-conformal bounds of machine-format.md, "The model error". */
class ModelErrorFitTest {

	@Test
	@DisplayName("ten to eighteen pairs: the bounds are the smallest and largest error, zero included")
	void fewPairsTakeTheExtremes() {
		List<Double> e = List.of(-0.12, -0.05, 0.0, 0.02, 0.04, 0.07, 0.10, 0.15, 0.22, 0.35);
		ModelErrorFit fit = ModelErrorFit.of(e);
		assertEquals(-0.12, fit.error().low(), 1e-12);
		assertEquals(0.35, fit.error().high(), 1e-12);
		assertEquals(10, fit.error().runs());
		// left out, the smallest and the largest fall outside the others' band: 8 of 10 inside
		assertEquals(8, fit.inside());
		assertEquals(10, fit.pairs());
		// all slower than predicted: the lower bound stays at 0 %
		assertEquals(0, ModelErrorFit.of(List.of(0.1, 0.2, 0.1, 0.3, 0.2, 0.1, 0.4, 0.2, 0.1, 0.2)).error().low());
	}

	@Test
	@DisplayName("forty pairs: the 2nd smallest and the 39th, floor(41 x 0.05) and ceil(41 x 0.95)")
	void orderStatistics() {
		List<Double> e = new ArrayList<>();
		for (int i = 0; i < 40; i++) {
			e.add(-0.4 + 0.02 * i); // -0.40, -0.38, ..., 0.38
		}
		ModelErrorFit fit = ModelErrorFit.of(e);
		assertEquals(-0.38, fit.error().low(), 1e-12);
		assertEquals(0.36, fit.error().high(), 1e-12);
		// left out, the two smallest and the two largest fall outside the band of the other 39
		assertEquals(36, fit.inside());
	}

	@Test
	void tooFewPairsAreRefused() {
		IllegalArgumentException x = assertThrows(IllegalArgumentException.class,
				() -> ModelErrorFit.of(List.of(0.1, 0.2)));
		assertEquals("fitting the model error needs at least 10 predicted-versus-measured pairs, got 2",
				x.getMessage());
	}
}
