/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.internal.columns.ColumnStore;
import dev.foresight.core.internal.columns.IntColumns;
import dev.foresight.core.internal.columns.LongColumns;

/**
 * The CPU segments of a trace grouped by site pair (the sites and kinds of the events that open and close the
 * segment), and bootstrap samples that draw every segment's CPU time from the recorded times of its group; a
 * segment whose pair occurs once keeps its time. A virtual thread's mounts and unmounts are points inside a segment,
 * not segment ends: the time before one belongs to the segment the next other event closes (as the simulator
 * replays them, see {@code PreparedTrace}), and they draw nothing. The group of each event and the times of each
 * group are columns of a store, so a streamed trace keeps them in mapped files and the heap holds only the map of
 * pairs to groups.
 * <p>
 * A sample's draw for an event is a function of the sample's seed, the thread and the event's index alone, not of
 * the order the engine reads the events in, nor of the form the trace is in: a trace in memory and the same trace
 * streamed from its file give the same samples.
 */
public final class CpuGroups {

	private static final long GOLDEN = 0x9E3779B97F4A7C15L;

	/** Per thread, the group of each event. */
	private final IntColumns group;
	/** Per group, the recorded CPU times of its events, by thread and then by index. */
	private final LongColumns values;
	private final int groups;
	private final int threads;
	/** Threads with mounts or unmounts, whose draws are keyed by the index among their other events. */
	private final boolean[] placed;

	/** Group keys of the compiler threads' segments, above every {@link #pairKey}. */
	private static final long COMPILER = 1L << 62;

	/** Groups the events of {@code pt}, in columns of {@code store}: two reads of the events. */
	public CpuGroups(PreparedTrace pt, ColumnStore store) {
		EventSource s = pt.src;
		threads = pt.threads;
		placed = new boolean[threads];
		group = store.ints(pt.sizes);
		LongIntMap ids = new LongIntMap(64);
		int[] counts = new int[16];
		int n = 0;
		for (int t = 0; t < pt.threads; t++) {
			long prev = -1L << 6 | 63;
			for (int i = 0, size = pt.sizes[t]; i < size; i++) {
				if (s.kind(t, i).isPlacement()) {
					// a mount or unmount is a point inside a segment: it draws nothing, the next event closes it
					group.set(t, i, -1);
					placed[t] = true;
					continue;
				}
				long here = (long) s.site(t, i) << 6 | s.kind(t, i).ordinal();
				// a JIT compiler's time is one figure of its own, not a sample of another's
				long key = t < pt.foreground ? pairKey(prev, here) : COMPILER | t;
				int g = ids.get(key);
				if (g < 0) {
					g = n++;
					ids.put(key, g);
					if (g == counts.length) {
						counts = Arrays.copyOf(counts, 2 * g);
					}
				}
				counts[g]++;
				group.set(t, i, g);
				prev = here;
			}
		}
		groups = n;
		values = store.longs(Arrays.copyOf(counts, n));
		int[] fill = new int[n];
		for (int t = 0; t < pt.threads; t++) {
			long carried = 0;
			for (int i = 0, size = pt.sizes[t]; i < size; i++) {
				int g = group.get(t, i);
				if (g < 0) {
					carried += s.cpuNanos(t, i);
				} else {
					values.set(g, fill[g]++, s.cpuNanos(t, i) + carried);
					carried = 0;
				}
			}
		}
	}

	/**
	 * The group key of a segment from its opening and closing events, each given as site (-1 for none) shifted
	 * left by six bits over the kind's ordinal (63 for the thread's start): 24 bits of each site plus one, 6 of each
	 * kind.
	 */
	private static long pairKey(long prev, long here) {
		long prevSite = prev >> 6;
		long site = here >> 6;
		return ((prevSite + 1) & 0xffffffL) << 36 | ((site + 1) & 0xffffffL) << 12 | (prev & 63) << 6 | here & 63;
	}

	/** Number of site-pair groups. */
	public int groups() {
		return groups;
	}

	/**
	 * One bootstrap sample of the CPU times, drawn for the seed {@code sampleSeed}: each event's time is one of its
	 * group's, chosen by a hash of the seed, its thread and its index. The sample serves one run at a time.
	 */
	public CpuTimes sample(long sampleSeed) {
		return new Sample(mix(sampleSeed));
	}

	/**
	 * The time drawn from group {@code g} for the event of thread {@code t} that is its {@code ordinal}-th apart from
	 * mounts and unmounts, under {@code salt}: keyed so, a trace draws the same with its mounts as without them.
	 */
	private long draw(long salt, int g, int t, int ordinal) {
		int n = values.length(g);
		if (n < 2) {
			return values.get(g, 0);
		}
		long h = mix(mix(((long) t << 32 | ordinal & 0xffffffffL) + GOLDEN) ^ salt);
		// the high word of h * n: uniform over 0..n-1 up to n / 2^64
		return values.get(g, (int) Math.unsignedMultiplyHigh(h, n));
	}

	/** How many events of thread {@code t} before index {@code i} are not mounts or unmounts. */
	private int ordinal(int t, int i) {
		int k = 0;
		for (int j = 0; j < i; j++) {
			k += group.get(t, j) >= 0 ? 1 : 0;
		}
		return k;
	}

	/**
	 * One sample's draws, made a block of a thread's events at a time: a group larger than the caches misses them at
	 * nearly every draw, and draws made together in a loop wait for memory side by side, where draws made one by one as
	 * the engine asks would each stall it. A block per thread slot bounds the memory whatever the threads. A trace of
	 * many short threads (300,000 virtual threads) gets many slots of short blocks: with fewer, threads that run in
	 * turn keep taking each other's slot, and each time the draws left in a block are lost and made again (1,024 slots
	 * drew 1.9 times the events of such a trace, 16,384 slots 1.14 times).
	 */
	private final class Sample implements CpuTimes {
		private static final int MAX_SLOTS = 16384;
		/** The draws all blocks hold: 64 a block up to 1,024 slots (512 KiB), at least 16 beyond (2 MiB at most). */
		private static final int DRAWS = 64 * 1024;
		private static final int MIN_BLOCK = 16;
		private static final int MAX_BLOCK = 64;

		private final long salt;
		private final int slots;
		/** Events per block. */
		private final int block;
		/** Per slot, the thread whose block it holds (-1: none), the block's first index, and its times. */
		private final int[] owner;
		private final int[] first;
		private final long[][] times;
		/** Per slot, the index after its block and the ordinal there, so that the next block goes on counting. */
		private final int[] nextIndex;
		private final int[] nextOrdinal;

		Sample(long salt) {
			this.salt = salt;
			// a power of two, so that a thread's slot is a mask and not a division at every event
			this.slots = Math.min(Integer.highestOneBit(Math.max(1, threads - 1)) << 1, MAX_SLOTS);
			this.owner = new int[slots];
			Arrays.fill(owner, -1);
			this.first = new int[slots];
			this.block = Math.max(MIN_BLOCK, Math.min(MAX_BLOCK, DRAWS / slots));
			this.times = new long[slots][block];
			this.nextIndex = new int[slots];
			this.nextOrdinal = new int[slots];
		}

		@Override
		public long cpu(int t, int i) {
			int s = t & (slots - 1);
			int k = i - first[s];
			if (owner[s] != t || k < 0 || k >= block) {
				fill(s, t, i);
				k = 0;
			}
			return times[s][k];
		}

		private void fill(int s, int t, int i) {
			int ord = !placed[t] ? i : owner[s] == t && nextIndex[s] == i ? nextOrdinal[s] : ordinal(t, i);
			owner[s] = t;
			first[s] = i;
			long[] out = times[s];
			int n = Math.min(block, group.length(t) - i);
			for (int j = 0; j < n; j++) {
				int g = group.get(t, i + j);
				out[j] = g < 0 ? 0 : draw(salt, g, t, ord++);
			}
			nextIndex[s] = i + n;
			nextOrdinal[s] = ord;
		}
	}

	/** A 64-bit finalizer (xor-shift-multiply): a bijection whose output bits each depend on all input bits. */
	static long mix(long z) {
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}
}
