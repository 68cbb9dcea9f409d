/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

/**
 * Where a recorded platform thread was off its processor before an event: the wall time since its previous event
 * exceeds the CPU time charged to the event by at least {@link #GAP_NANOS} (usually: its previous event blocked). A
 * thread's CPU clock counts the kernel's work of switching it out and back in, so the recorded CPU times include a
 * context switch at each such place; where the simulated run switches the thread back in at the same point, the
 * scheduler does not charge its machine's switch on top ({@link RecordedCharges#switchRecorded}), else a program that
 * hands work between threads thousands of times a second pays for those switches twice (a pinned recording of
 * BarrierPhases: 25,000 such places, 59 ms of its 0.52 s of CPU). A recorded switch the run does not make stays in
 * the CPU time: the real run most likely makes it too. Virtual threads are left out: a virtual thread's switch is its
 * carrier's, which the simulator does not charge.
 */
final class RecordedSwitches {

	/**
	 * The shortest time off the processor that counts as a switch: a hand-off between two threads on one processor
	 * takes about 2.4 us of wall time on the machines measured ({@code foresight calibrate}); shorter gaps are the
	 * recorder's estimates of CPU time between two readings of the clock.
	 */
	static final long GAP_NANOS = 2_000;

	/** Per thread, the indexes of its events that follow a switch, ascending. */
	private final int[][] indexes;

	private RecordedSwitches(int[][] indexes) {
		this.indexes = indexes;
	}

	/** Events of thread {@code t} that follow a switch in the recording, ascending. */
	int[] of(int t) {
		return indexes[t];
	}

	/** How many switches the recording shows. */
	long count() {
		long n = 0;
		for (int[] i : indexes) {
			n += i.length;
		}
		return n;
	}

	/** Collects the switches of the threads as their events are read, each thread's in order. */
	static final class Builder {

		private final int[][] indexes;
		private final int[] counts;

		Builder(int threads) {
			this.indexes = new int[threads][];
			this.counts = new int[threads];
			Arrays.fill(indexes, new int[0]);
		}

		/**
		 * Notes event {@code i} of platform thread {@code t}, charged {@code cpu} nanoseconds, at {@code wallGap}
		 * nanoseconds of wall time after the thread's previous event.
		 */
		void event(int t, int i, long wallGap, long cpu) {
			if (wallGap - cpu < GAP_NANOS) {
				return;
			}
			int n = counts[t];
			if (n == indexes[t].length) {
				indexes[t] = Arrays.copyOf(indexes[t], Math.max(8, 2 * n));
			}
			indexes[t][n] = i;
			counts[t] = n + 1;
		}

		RecordedSwitches build() {
			int[][] out = new int[indexes.length][];
			for (int t = 0; t < out.length; t++) {
				out[t] = Arrays.copyOf(indexes[t], counts[t]);
			}
			return new RecordedSwitches(out);
		}
	}
}
