/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.atomic.AtomicReferenceArray;

import dev.foresight.agent.format.Kinds;

/**
 * Which put placed each element in a queue, so that a take is linked to the put whose element it consumed (exact
 * for distinct elements whatever the queue's order). Bounded: a queue's log is dropped when it grows past
 * {@link #MAX_ENTRIES} (elements removed by means not recorded).
 * <p>
 * Every put and take of a recorded program comes through here, so the log is a table of its own rather than an
 * identity map of boxed deques: open addressing by the element's identity with linear probing, the references in a
 * {@code long[]}, and deletion by shifting the rest of a cluster back, which keeps the entries of one element (an
 * element put again before it was taken) in the order of their puts. A pinned recording of a producer/consumer
 * pipeline spent a quarter of a second in the maps for 800,000 pairs (docs/benchmarks.md).
 */
final class PutLog {

	static final int MAX_ENTRIES = 100_000;
	private static final int INITIAL = 16;
	private static final ConcurrentHashMap<Long, PutLog> LOGS = new ConcurrentHashMap<>();
	/**
	 * The logs last found, by the low bits of their queue's id, so that a put or take does not box the id to look
	 * its log up. Its reads and writes are volatile, so that a log found here is seen whole.
	 */
	private static final AtomicReferenceArray<PutLog> RECENT = new AtomicReferenceArray<>(64);

	private final long id;
	/** The queue's capacity, 0 for an unbounded one. */
	private final long capacity;
	/** Whether every put waits for its take (a SynchronousQueue, which has no capacity and is not unbounded). */
	private final boolean handoff;
	/** Elements, by identity; {@code null}: a free slot. At most half the slots are used. */
	private Object[] keys = new Object[INITIAL];
	/** The put reference of the element in the same slot. */
	private long[] refs = new long[INITIAL];
	private int size;

	private PutLog(long id, long capacity, boolean handoff) {
		this.id = id;
		this.capacity = capacity;
		this.handoff = handoff;
	}

	/** The log of {@code queue}, whose object id is {@code id}. */
	static PutLog of(long id, BlockingQueue<?> queue) {
		int slot = (int) id & (RECENT.length() - 1);
		PutLog log = RECENT.get(slot);
		if (log != null && log.id == id) {
			return log;
		}
		log = LOGS.get(id);
		if (log == null) {
			log = LOGS.computeIfAbsent(id, k -> new PutLog(k, capacityOf(queue), queue instanceof SynchronousQueue));
		}
		RECENT.set(slot, log);
		return log;
	}

	/**
	 * A queue's capacity (0: unbounded), asked once: both calls take the lock of a bounded queue of the JDK's, two
	 * acquisitions per put that the program does not make, which its consumers would wait for.
	 */
	private static long capacityOf(BlockingQueue<?> q) {
		int free = q.remainingCapacity();
		return free == Integer.MAX_VALUE ? 0 : (long) free + q.size();
	}

	/** The flag of the queue's puts: HANDOFF when each waits for its take, else 0. */
	int putFlags() {
		return handoff ? Kinds.HANDOFF : 0;
	}

	/** The capacity of the queue (0 for an unbounded one). */
	long capacity() {
		return capacity;
	}

	/** Number of puts not yet taken (for tests). */
	synchronized int size() {
		return size;
	}

	/** Notes that put {@code ref} placed {@code element} (ignored when the put was not recorded, -1). */
	synchronized void put(Object element, long ref) {
		if (ref < 0) {
			return;
		}
		if (size >= MAX_ENTRIES) {
			keys = new Object[INITIAL];
			refs = new long[INITIAL];
			size = 0;
		} else if (2 * (size + 1) > keys.length) {
			grow();
		}
		insert(keys, refs, element, ref);
		size++;
	}

	/** Forgets put {@code ref} of {@code element} (it did not happen). */
	synchronized void undo(Object element, long ref) {
		Object[] k = keys;
		int mask = k.length - 1;
		for (int i = home(element, mask); k[i] != null; i = (i + 1) & mask) {
			if (k[i] == element && refs[i] == ref) {
				delete(i);
				return;
			}
		}
	}

	/** The put that placed {@code element} (the earliest of several), now taken; or -1. */
	synchronized long take(Object element) {
		Object[] k = keys;
		int mask = k.length - 1;
		for (int i = home(element, mask); k[i] != null; i = (i + 1) & mask) {
			if (k[i] == element) {
				long ref = refs[i];
				delete(i);
				return ref;
			}
		}
		return -1;
	}

	private static int home(Object element, int mask) {
		int h = System.identityHashCode(element);
		return (h ^ (h >>> 16)) & mask;
	}

	private static void insert(Object[] k, long[] r, Object element, long ref) {
		int mask = k.length - 1;
		int i = home(element, mask);
		while (k[i] != null) {
			i = (i + 1) & mask;
		}
		k[i] = element;
		r[i] = ref;
	}

	/**
	 * Empties slot {@code hole} and moves back each later entry of its cluster that may live there (Knuth's
	 * algorithm R): entries keep their order along the probe sequence.
	 */
	private void delete(int hole) {
		Object[] k = keys;
		long[] r = refs;
		int mask = k.length - 1;
		k[hole] = null;
		size--;
		for (int j = (hole + 1) & mask; k[j] != null; j = (j + 1) & mask) {
			int h = home(k[j], mask);
			// the entry stays when its home lies cyclically in (hole, j]
			boolean stays = hole <= j ? hole < h && h <= j : hole < h || h <= j;
			if (!stays) {
				k[hole] = k[j];
				r[hole] = r[j];
				k[j] = null;
				hole = j;
			}
		}
	}

	/**
	 * Doubles the table. The entries are moved cluster by cluster from a free slot on, so that the entries of one
	 * element keep their order.
	 */
	private void grow() {
		Object[] k = keys;
		long[] r = refs;
		int n = k.length;
		Object[] nk = new Object[2 * n];
		long[] nr = new long[2 * n];
		int free = 0;
		while (k[free] != null) {
			free++;
		}
		for (int step = 1; step <= n; step++) {
			int i = (free + step) & (n - 1);
			if (k[i] != null) {
				insert(nk, nr, k[i], r[i]);
			}
		}
		keys = nk;
		refs = nr;
	}
}
