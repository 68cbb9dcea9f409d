/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.ref.WeakReference;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Stable identity ids for the objects events act on: the first time an object is seen it gets the next number, and
 * keeps it while it lives. Identity hash codes alone collide; this weak identity table does not keep objects alive.
 * Striped so that threads working on different objects rarely meet on the same (internal, short) lock.
 */
public final class ObjectIds {

	private static final int STRIPES = 64;
	private static final AtomicLong NEXT = new AtomicLong(1);
	private static final Segment[] SEGMENTS = new Segment[STRIPES];

	static {
		for (int i = 0; i < STRIPES; i++) {
			SEGMENTS[i] = new Segment();
		}
	}

	private ObjectIds() {
	}

	/**
	 * A new id for an object of the recorder's own (a task wrapper) that only the recorder names by its id: it takes
	 * no entry, and so no weak reference, in the table.
	 */
	public static long fresh() {
		return NEXT.getAndIncrement();
	}

	/** The id of {@code o}, or -1 for {@code null}. */
	public static long of(Object o) {
		if (o == null) {
			return -1;
		}
		int h = System.identityHashCode(o);
		Segment s = SEGMENTS[h & (STRIPES - 1)];
		synchronized (s) {
			return s.idOf(o, h, 0);
		}
	}

	/**
	 * Gives {@code o}, not met before, the id {@code id} of another object that stands for it (a future takes the id
	 * of the task that completes it), so that no second table maps one to the other; returns the id {@code o} has.
	 */
	static long bind(Object o, long id) {
		int h = System.identityHashCode(o);
		Segment s = SEGMENTS[h & (STRIPES - 1)];
		synchronized (s) {
			return s.idOf(o, h, id);
		}
	}

	/** One stripe: an open-addressing table of weak references, rebuilt without the cleared ones when full. */
	private static final class Segment {
		private WeakReference<?>[] refs = new WeakReference<?>[64];
		private int[] hashes = new int[64];
		private long[] ids = new long[64];
		private int used;

		/** The id of {@code o}; when it is new, {@code given} (0: the next number). */
		long idOf(Object o, int h, long given) {
			int mask = refs.length - 1;
			int i = (h >>> 6) & mask;
			while (refs[i] != null) {
				if (hashes[i] == h && refs[i].get() == o) {
					return ids[i];
				}
				i = (i + 1) & mask;
			}
			long id = given != 0 ? given : NEXT.getAndIncrement();
			refs[i] = new WeakReference<>(o);
			hashes[i] = h;
			ids[i] = id;
			if (++used * 2 > refs.length) {
				rebuild();
			}
			return id;
		}

		private void rebuild() {
			WeakReference<?>[] oldRefs = refs;
			int[] oldHashes = hashes;
			long[] oldIds = ids;
			int live = 0;
			for (WeakReference<?> r : oldRefs) {
				if (r != null && r.get() != null) {
					live++;
				}
			}
			int n = Integer.highestOneBit(Math.max(64, live * 4 - 1)) << 1;
			refs = new WeakReference<?>[n];
			hashes = new int[n];
			ids = new long[n];
			used = 0;
			for (int j = 0; j < oldRefs.length; j++) {
				if (oldRefs[j] != null && oldRefs[j].get() != null) {
					int i = (oldHashes[j] >>> 6) & (n - 1);
					while (refs[i] != null) {
						i = (i + 1) & (n - 1);
					}
					refs[i] = oldRefs[j];
					hashes[i] = oldHashes[j];
					ids[i] = oldIds[j];
					used++;
				}
			}
		}
	}
}
