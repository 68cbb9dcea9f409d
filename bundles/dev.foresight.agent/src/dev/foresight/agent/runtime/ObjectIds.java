/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.lang.ref.WeakReference;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Stable identity ids for the objects events act on: the first time an object is seen it gets the next number, and
 * keeps it while it lives. Identity hash codes alone collide; this weak identity table does not keep objects alive.
 * Striped, and an object already in the table is found without a lock: a lookup that blocked on a stripe's lock
 * would, on a virtual thread, unmount it, possibly while it holds a permit or a lock of the program.
 */
public final class ObjectIds {

	private static final int STRIPES = 64;
	private static final AtomicLong NEXT = new AtomicLong(1);
	private static final Segment[] SEGMENTS = new Segment[STRIPES];
	/** Reads and writes of a table's slots: a slot's reference is published after its hash and id. */
	private static final VarHandle REFS = MethodHandles.arrayElementVarHandle(WeakReference[].class);

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
		long id = s.table.find(o, h);
		if (id != 0) {
			return id;
		}
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

	/**
	 * An open-addressing table of weak references. Slots are filled under the segment's lock and never emptied (a
	 * rebuild makes a new table), so a reader without the lock sees, for every slot whose reference it sees, that
	 * slot's hash and id.
	 */
	private static final class Table {
		final WeakReference<?>[] refs;
		final int[] hashes;
		final long[] ids;

		Table(int n) {
			refs = new WeakReference<?>[n];
			hashes = new int[n];
			ids = new long[n];
		}

		/** The id of {@code o}, or 0 when this table does not hold it (yet). */
		long find(Object o, int h) {
			int mask = refs.length - 1;
			for (int i = (h >>> 6) & mask;; i = (i + 1) & mask) {
				WeakReference<?> r = (WeakReference<?>) REFS.getAcquire(refs, i);
				if (r == null) {
					return 0;
				}
				if (hashes[i] == h && r.get() == o) {
					return ids[i];
				}
			}
		}

		/** Fills a free slot (under the segment's lock): hash and id first, the reference last. */
		void put(WeakReference<?> ref, int h, long id) {
			int mask = refs.length - 1;
			int i = (h >>> 6) & mask;
			while (refs[i] != null) {
				i = (i + 1) & mask;
			}
			hashes[i] = h;
			ids[i] = id;
			REFS.setRelease(refs, i, ref);
		}
	}

	/** One stripe: a table, replaced by one without the cleared references when half full. */
	private static final class Segment {
		/** Read without the lock; replaced under it. */
		volatile Table table = new Table(64);
		private int used;

		/** The id of {@code o}; when it is new, {@code given} (0: the next number). Under the segment's lock. */
		long idOf(Object o, int h, long given) {
			Table t = table;
			long found = t.find(o, h);
			if (found != 0) {
				return found;
			}
			long id = given != 0 ? given : NEXT.getAndIncrement();
			t.put(new WeakReference<>(o), h, id);
			if (++used * 2 > t.refs.length) {
				rebuild(t);
			}
			return id;
		}

		private void rebuild(Table old) {
			int live = 0;
			for (WeakReference<?> r : old.refs) {
				if (r != null && r.get() != null) {
					live++;
				}
			}
			Table t = new Table(Integer.highestOneBit(Math.max(64, live * 4 - 1)) << 1);
			used = 0;
			for (int j = 0; j < old.refs.length; j++) {
				WeakReference<?> r = old.refs[j];
				if (r != null && r.get() != null) {
					t.put(r, old.hashes[j], old.ids[j]);
					used++;
				}
			}
			table = t;
		}
	}
}
