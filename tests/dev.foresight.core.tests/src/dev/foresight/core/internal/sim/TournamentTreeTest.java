/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/** The processor order the event loop relies on: earliest key first, ties to the lowest processor number. */
class TournamentTreeTest {

	@Test
	void agreesWithAScanUnderRandomUpdates() {
		SplittableRandom r = new SplittableRandom(7);
		for (int n : new int[] { 1, 2, 3, 5, 8, 13, 64 }) {
			TournamentTree tree = new TournamentTree(n);
			double[] keys = new double[n];
			Arrays.fill(keys, Double.POSITIVE_INFINITY);
			assertEquals(Double.POSITIVE_INFINITY, tree.peekKey());
			for (int step = 0; step < 5_000; step++) {
				int p = r.nextInt(n);
				// few distinct values, so that ties are frequent
				double k = r.nextInt(10) == 0 ? Double.POSITIVE_INFINITY : r.nextInt(6);
				keys[p] = k;
				tree.set(p, k);
				int best = 0;
				for (int q = 1; q < n; q++) {
					if (keys[q] < keys[best]) {
						best = q;
					}
				}
				assertEquals(keys[best], tree.peekKey(), "n=" + n + " step " + step);
				if (keys[best] != Double.POSITIVE_INFINITY) {
					assertEquals(best, tree.peek(), "n=" + n + " step " + step);
				}
			}
		}
	}
}
