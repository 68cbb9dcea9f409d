/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

import java.nio.ByteBuffer;
import java.nio.LongBuffer;

/** Long columns laid end to end in one mapped file. */
final class MappedLongs implements LongColumns {

	private static final int SHIFT = MappedStore.CHUNK_BITS - 3;
	private static final int MASK = (1 << SHIFT) - 1;

	private final long[] base;
	private final int[] lengths;
	private final LongBuffer[] chunks;

	MappedLongs(long[] base, int[] lengths, ByteBuffer[] mapped) {
		this.base = base;
		this.lengths = lengths.clone();
		this.chunks = new LongBuffer[mapped.length];
		for (int c = 0; c < mapped.length; c++) {
			chunks[c] = mapped[c].asLongBuffer();
		}
	}

	@Override
	public long get(int t, int i) {
		long k = base[t] + i;
		return chunks[(int) (k >>> SHIFT)].get((int) k & MASK);
	}

	@Override
	public void set(int t, int i, long v) {
		long k = base[t] + i;
		chunks[(int) (k >>> SHIFT)].put((int) k & MASK, v);
	}

	@Override
	public int length(int t) {
		return lengths[t];
	}
}
