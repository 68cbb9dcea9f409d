/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.LongColumns;
import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;

/**
 * What the engine reads at every event, one {@code long} per event in per-thread columns. Replaying many threads at
 * once moves between threads at nearly every event, so each thread's next event is usually not in the cache: one
 * word per event instead of two halves those misses. Bits: the kind (0-5), the flags (6-13), whether the event is a
 * waker (14), the dense object number plus one (15-38) and the CPU time before the event (39-63). An object number
 * or a CPU time that does not fit (16.7 M objects, 33.5 ms) escapes: both fields then hold all ones and the values
 * are in a map on the heap, which stays small because such events are rare.
 */
final class EventCodes {

	private static final EventKind[] KINDS = EventKind.values();
	private static final int FLAGS_SHIFT = 6;
	private static final long WAKER = 1L << 14;
	private static final int OBJECT_SHIFT = 15;
	private static final long OBJECT_ESCAPE = (1L << 24) - 1;
	private static final int CPU_SHIFT = 39;
	private static final long CPU_ESCAPE = (1L << 25) - 1;

	/**
	 * A phaser's arrival without a wait and wait without an arrival ({@link Event#ARRIVED}, {@link Event#AWAITED})
	 * have flags beyond the word's eight bits; in a {@code barrier_await}'s word they take the bits of
	 * {@link Event#SHARED} and {@link Event#FAIR}, which no barrier event carries.
	 */
	static final int ARRIVED = Event.SHARED, AWAITED = Event.FAIR;

	private final LongColumns words;
	private final int sizes;
	/** Escaped events by {@link PreparedTrace#key}: their index in the arrays below. */
	private final LongIntMap escapes = new LongIntMap(16);
	private long[] escapedCpu = new long[16];
	private int[] escapedObject = new int[16];

	EventCodes(ColumnStore store, int[] sizes) {
		this.words = store.longs(sizes);
		this.sizes = sizes.length;
	}

	/** Sets event {@code i} of thread {@code t}: object number {@code o} (-1: none). */
	void set(int t, int i, EventKind kind, int o, int flags, long cpu) {
		long object = o + 1L;
		long word = kind.ordinal() | (long) packed(kind, flags) << FLAGS_SHIFT;
		if (object < OBJECT_ESCAPE && cpu >= 0 && cpu < CPU_ESCAPE) {
			word |= object << OBJECT_SHIFT | cpu << CPU_SHIFT;
		} else {
			int n = escapes.size();
			if (n == escapedCpu.length) {
				escapedCpu = Arrays.copyOf(escapedCpu, 2 * n);
				escapedObject = Arrays.copyOf(escapedObject, 2 * n);
			}
			escapedCpu[n] = cpu;
			escapedObject[n] = o;
			escapes.put(PreparedTrace.key(t, i), n);
			word |= OBJECT_ESCAPE << OBJECT_SHIFT | CPU_ESCAPE << CPU_SHIFT;
		}
		words.set(t, i, word);
	}

	void markWaker(int t, int i) {
		words.set(t, i, words.get(t, i) | WAKER);
	}

	/** Per thread, the array holding the words, or {@code null} when they are not in arrays (a streamed trace). */
	long[][] arrays() {
		long[][] a = new long[sizes][];
		for (int t = 0; t < sizes; t++) {
			a[t] = words.array(t);
			if (a[t] == null) {
				return null;
			}
		}
		return a;
	}

	/** The word of event {@code i} of thread {@code t}: the hot path reads it once and decodes every field. */
	long word(int t, int i) {
		return words.get(t, i);
	}

	/** The object number in {@code word}, the word of event {@code i} of thread {@code t}. */
	int object(long word, int t, int i) {
		long f = (word >>> OBJECT_SHIFT) & OBJECT_ESCAPE;
		return f != OBJECT_ESCAPE ? (int) f - 1 : escapedObject[escapes.get(PreparedTrace.key(t, i))];
	}

	/** The CPU time in {@code word}, the word of event {@code i} of thread {@code t}. */
	long cpu(long word, int t, int i) {
		long f = word >>> CPU_SHIFT;
		return f != CPU_ESCAPE ? f : escapedCpu[escapes.get(PreparedTrace.key(t, i))];
	}

	static EventKind kind(long word) {
		return KINDS[kindOrdinal(word)];
	}

	static int kindOrdinal(long word) {
		return (int) word & 63;
	}

	private static int packed(EventKind kind, int flags) {
		if (kind != EventKind.BARRIER_AWAIT) {
			return flags & 0xff;
		}
		int f = flags & ~(Event.SHARED | Event.FAIR) & 0xff;
		return f | ((flags & Event.ARRIVED) != 0 ? ARRIVED : 0) | ((flags & Event.AWAITED) != 0 ? AWAITED : 0);
	}

	/** The flags in {@code word}: the event's, except a barrier's (see {@link #ARRIVED}). */
	static int flags(long word) {
		return (int) (word >>> FLAGS_SHIFT) & 0xff;
	}

	/** Whether the event of {@code word} carries {@link Event#TIMED_AFTER}. */
	static boolean timedAfter(long word) {
		return (word & (long) Event.TIMED_AFTER << FLAGS_SHIFT) != 0;
	}

	static boolean isWaker(long word) {
		return (word & WAKER) != 0;
	}
}
