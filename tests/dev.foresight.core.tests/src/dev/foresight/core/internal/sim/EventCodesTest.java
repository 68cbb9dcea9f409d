/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/** The packed event words: every field reads back as written, values too large for the word included. */
class EventCodesTest {

	@Test
	void everyFieldComesBackIncludingValuesThatEscapeTheWord() {
		SplittableRandom r = new SplittableRandom(3);
		EventKind[] kinds = EventKind.values();
		int[] sizes = { 500, 0, 300 };
		EventCodes codes = new EventCodes(ColumnStore.HEAP, sizes);
		int[][] object = new int[sizes.length][];
		long[][] cpu = new long[sizes.length][];
		int[][] kind = new int[sizes.length][];
		int[][] flags = new int[sizes.length][];
		for (int t = 0; t < sizes.length; t++) {
			object[t] = new int[sizes[t]];
			cpu[t] = new long[sizes[t]];
			kind[t] = new int[sizes[t]];
			flags[t] = new int[sizes[t]];
			for (int i = 0; i < sizes[t]; i++) {
				// the edges of both fields, and values beyond them, which go to the map
				object[t][i] = switch (r.nextInt(5)) {
				case 0 -> -1;
				case 1 -> (1 << 24) - 3 + r.nextInt(4);
				case 2 -> Integer.MAX_VALUE - r.nextInt(3);
				default -> r.nextInt(1000);
				};
				cpu[t][i] = switch (r.nextInt(5)) {
				case 0 -> (1L << 25) - 2 + r.nextInt(3);
				case 1 -> Long.MAX_VALUE - r.nextInt(3);
				case 2 -> -1 - r.nextInt(5);
				default -> r.nextInt(1_000_000);
				};
				kind[t][i] = r.nextInt(kinds.length);
				flags[t][i] = r.nextInt(256);
				codes.set(t, i, kinds[kind[t][i]], object[t][i], flags[t][i], cpu[t][i]);
				if (r.nextInt(3) == 0) {
					codes.markWaker(t, i);
					flags[t][i] |= 1 << 8;
				}
			}
		}
		for (int t = 0; t < sizes.length; t++) {
			for (int i = 0; i < sizes[t]; i++) {
				long w = codes.word(t, i);
				String at = t + "/" + i;
				assertEquals(object[t][i], codes.object(w, t, i), at);
				assertEquals(cpu[t][i], codes.cpu(w, t, i), at);
				assertEquals(kinds[kind[t][i]], EventCodes.kind(w), at);
				// a barrier's word keeps phaser flags in the bits of SHARED and FAIR, which no barrier event has
				int written = flags[t][i] & 0xff;
				assertEquals(EventCodes.kind(w) == EventKind.BARRIER_AWAIT ? written & ~(Event.SHARED | Event.FAIR)
						: written, EventCodes.flags(w), at);
				assertEquals((flags[t][i] & 1 << 8) != 0, EventCodes.isWaker(w), at);
			}
		}
	}

	@Test
	void aPhasersFlagsBeyondEightBitsComeBackInTheBarriersWord() {
		EventCodes codes = new EventCodes(ColumnStore.HEAP, new int[] { 3 });
		codes.set(0, 0, EventKind.BARRIER_AWAIT, 1, Event.ARRIVED, 10);
		codes.set(0, 1, EventKind.BARRIER_AWAIT, 1, Event.AWAITED | Event.TIMED_OUT, 10);
		codes.set(0, 2, EventKind.BARRIER_AWAIT, 1, Event.CHAINED, 10);
		assertEquals(EventCodes.ARRIVED, EventCodes.flags(codes.word(0, 0)));
		assertEquals(EventCodes.AWAITED | Event.TIMED_OUT, EventCodes.flags(codes.word(0, 1)));
		assertEquals(Event.CHAINED, EventCodes.flags(codes.word(0, 2)));
	}
}
