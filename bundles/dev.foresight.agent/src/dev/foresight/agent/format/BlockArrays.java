/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The arrays of full event blocks, given back by the writer once written and taken again by the threads' encoders
 * ({@link EventEncoder#takeFullBlock()}). A busy thread hands over a block of a few thousand events every few
 * milliseconds, and a new array for each was nearly all the recorder allocated (58 of the 63 MB a recording of
 * LockHeavy allocated), which made the program's collections more frequent. At most {@link #MOST_BYTES} are kept.
 */
public final class BlockArrays {

	/** Arrays smaller than this are not kept: a short thread's, which no other thread would take. */
	static final int SMALLEST = 4096;
	/**
	 * The most bytes kept: what the writer has in hand at once when four threads record 8 M events a second (it
	 * writes a megabyte or 20 ms at a time); with 64 arrays (a megabyte) such a recording still made nearly every
	 * array anew.
	 */
	static final long MOST_BYTES = 4L << 20;

	private static final ConcurrentLinkedQueue<byte[]> SPARE = new ConcurrentLinkedQueue<>();
	private static final AtomicLong KEPT = new AtomicLong();

	private BlockArrays() {
	}

	/**
	 * A kept array of at least {@code length} bytes, or a new one of {@code allocate} (at least {@code length}: an
	 * encoder asks for its own array's length, so that the arrays kept fit its later blocks; a short block gets one of
	 * its length). A kept array too short (another thread's, whose events are smaller) stays kept.
	 */
	static byte[] take(int length, int allocate) {
		if (length >= SMALLEST) {
			byte[] a = SPARE.poll();
			if (a != null) {
				if (a.length >= length) {
					KEPT.addAndGet(-a.length);
					return a;
				}
				SPARE.offer(a);
			}
		}
		return new byte[length >= SMALLEST ? allocate : length];
	}

	/** Keeps {@code array}, which nothing reads or writes any more, for a later {@link #take}. */
	public static void give(byte[] array) {
		if (array.length < SMALLEST) {
			return;
		}
		if (KEPT.addAndGet(array.length) <= MOST_BYTES) {
			SPARE.offer(array);
		} else {
			KEPT.addAndGet(-array.length);
		}
	}
}
