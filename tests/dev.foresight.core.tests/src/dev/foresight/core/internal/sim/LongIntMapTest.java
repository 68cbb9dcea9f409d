/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The simulator's map from object ids to numbers, with and without its array for small keys. */
class LongIntMapTest {

	@Test
	void agreesWithAHashMapForKeysInAndOutOfItsArray() {
		for (int limit : new int[] { 0, 1 << 10, 1 << 24 }) {
			LongIntMap map = new LongIntMap(4, limit);
			Map<Long, Integer> expected = new HashMap<>();
			Random r = new Random(limit);
			for (int i = 0; i < 20_000; i++) {
				// recorder-like ids counting up, a few far beyond the array, and negative ones
				long key = switch (i % 4) {
				case 0, 1 -> i / 2;
				case 2 -> r.nextLong(1L << 40);
				default -> -1 - r.nextInt(1000);
				};
				int value = r.nextInt(Integer.MAX_VALUE);
				map.put(key, value);
				expected.put(key, value);
				long probe = r.nextBoolean() ? key : r.nextLong(5000) - 100;
				assertEquals(expected.getOrDefault(probe, -1), map.get(probe), "limit " + limit + ", key " + probe);
			}
			assertEquals(expected.size(), map.size(), "limit " + limit);
			expected.forEach((k, v) -> assertEquals(v, map.get(k)));
		}
	}
}
