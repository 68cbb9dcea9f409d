/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace.jfr;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;

import org.junit.jupiter.api.Test;

/** CPU time shared out among the unblocked threads of a JFR recording when they outnumber the processors. */
class FairShareTest {

	@Test
	void threeThreadsOnTwoProcessorsShareThem() {
		// three threads unblocked for 300 ns on two processors had 200 ns each; one alone afterwards all of its 100
		assertArrayEquals(new long[] { 200, 200, 200, 100 },
				FairShare.cpu(new long[] { 0, 0, 0, 300 }, new long[] { 300, 300, 300, 400 }, 2));
	}

	@Test
	void overlapsAreSharedOnlyWhileTheyLast() {
		// one processor: A alone for 50, A and B for 50 (25 each), B and C for 50 (25 each), C alone for 50
		assertArrayEquals(new long[] { 75, 50, 75 },
				FairShare.cpu(new long[] { 0, 50, 100 }, new long[] { 100, 150, 200 }, 1));
	}

	@Test
	void unknownProcessorsLeaveTheWallTime() {
		assertArrayEquals(new long[] { 300, 300, 0 },
				FairShare.cpu(new long[] { 0, 0, 7 }, new long[] { 300, 300, 7 }, 0));
	}

	@Test
	void noStretchGetsMoreThanItsWallTimeNorAllMoreThanTheProcessors() {
		Random r = new Random(7);
		int n = 2_000;
		long[] from = new long[n];
		long[] to = new long[n];
		for (int i = 0; i < n; i++) {
			from[i] = r.nextInt(1_000_000);
			to[i] = from[i] + r.nextInt(20_000);
		}
		for (int processors : new int[] { 1, 3, 16, 10_000 }) {
			long[] cpu = FairShare.cpu(from, to, processors);
			long sum = 0;
			for (int i = 0; i < n; i++) {
				assertTrue(cpu[i] >= 0 && cpu[i] <= to[i] - from[i], i + ": " + cpu[i]);
				sum += cpu[i];
			}
			// the stretches lie within 1,020,000 ns: no more processor time than that on each processor
			assertTrue(sum <= processors * 1_020_000L + n, processors + ": " + sum);
			if (processors == 10_000) {
				// as many processors as threads: nobody waited
				long wall = 0;
				for (int i = 0; i < n; i++) {
					wall += to[i] - from[i];
				}
				assertEquals(wall, sum);
			}
		}
	}
}
