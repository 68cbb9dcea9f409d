/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.columns;

import java.nio.ByteBuffer;
import java.nio.IntBuffer;

/** Int columns laid end to end in one mapped file. */
final class MappedInts implements IntColumns {

	private static final int SHIFT = MappedStore.CHUNK_BITS - 2;
	private static final int MASK = (1 << SHIFT) - 1;

	private final long[] base;
	private final int[] lengths;
	private final IntBuffer[] chunks;

	MappedInts(long[] base, int[] lengths, ByteBuffer[] mapped) {
		this.base = base;
		this.lengths = lengths.clone();
		this.chunks = new IntBuffer[mapped.length];
		for (int c = 0; c < mapped.length; c++) {
			chunks[c] = mapped[c].asIntBuffer();
		}
	}

	@Override
	public int get(int t, int i) {
		long k = base[t] + i;
		return chunks[(int) (k >>> SHIFT)].get((int) k & MASK);
	}

	@Override
	public void set(int t, int i, int v) {
		long k = base[t] + i;
		chunks[(int) (k >>> SHIFT)].put((int) k & MASK, v);
	}

	@Override
	public int length(int t) {
		return lengths[t];
	}
}
