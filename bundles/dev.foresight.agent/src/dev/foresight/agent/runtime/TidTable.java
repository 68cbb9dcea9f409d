/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.Consumer;

/**
 * A map from JVM thread id to a value, for the recorder's per-thread entries. The JVM numbers its threads, virtual
 * ones included, from one counter, so the ids are nearly dense: the table is an array of chunks indexed by id, read
 * without a lock or a boxed key, where a hash map of a program's hundreds of thousands of short threads costs a
 * boxed key, a node and a resize now and then per thread, and a cache miss per lookup. Ids beyond
 * {@link #MAX_DENSE} (never seen in practice) go to a hash map.
 *
 * @param <V> the value type
 */
final class TidTable<V> {

	private static final int CHUNK_BITS = 12;
	private static final int CHUNK = 1 << CHUNK_BITS;
	/** Ids below this are kept in chunks (at most 2^14 chunk slots, 2^26 threads). */
	static final long MAX_DENSE = 1L << 26;

	/** The chunks, replaced by a larger copy under the lock; a chunk, once set, stays. */
	private volatile AtomicReferenceArray<Object>[] chunks = newChunks(16);
	private final ConcurrentHashMap<Long, V> sparse = new ConcurrentHashMap<>();

	@SuppressWarnings("unchecked")
	private static AtomicReferenceArray<Object>[] newChunks(int n) {
		return new AtomicReferenceArray[n];
	}

	/** The value of {@code tid}, or {@code null}. */
	@SuppressWarnings("unchecked")
	V get(long tid) {
		if (tid < 0 || tid >= MAX_DENSE) {
			return sparse.get(tid);
		}
		AtomicReferenceArray<Object>[] c = chunks;
		int i = (int) (tid >>> CHUNK_BITS);
		if (i >= c.length || c[i] == null) {
			return null;
		}
		return (V) c[i].get((int) tid & (CHUNK - 1));
	}

	/**
	 * Sets the value of {@code tid}, which must have none: the caller creates values under its own lock, so that one
	 * thread alone creates and publishes each.
	 */
	void put(long tid, V value) {
		if (tid < 0 || tid >= MAX_DENSE) {
			sparse.put(tid, value);
			return;
		}
		chunk((int) (tid >>> CHUNK_BITS)).set((int) tid & (CHUNK - 1), value);
	}

	private AtomicReferenceArray<Object> chunk(int i) {
		AtomicReferenceArray<Object>[] c = chunks;
		if (i < c.length && c[i] != null) {
			return c[i];
		}
		synchronized (this) {
			c = chunks;
			if (i >= c.length) {
				c = java.util.Arrays.copyOf(c, Math.max(c.length * 2, i + 1));
			}
			if (c[i] == null) {
				c[i] = new AtomicReferenceArray<>(CHUNK);
			}
			// published by the volatile write: a reader sees the chunk array with the new chunk in it
			chunks = c;
			return c[i];
		}
	}

	/** Calls {@code action} with every value (the recorder's shutdown). */
	@SuppressWarnings("unchecked")
	void forEach(Consumer<V> action) {
		for (AtomicReferenceArray<Object> chunk : chunks) {
			if (chunk != null) {
				for (int j = 0; j < CHUNK; j++) {
					Object v = chunk.get(j);
					if (v != null) {
						action.accept((V) v);
					}
				}
			}
		}
		sparse.values().forEach(action);
	}
}
