/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which put placed each element in a queue, so that a take is linked to the put whose element it consumed (exact
 * for distinct elements whatever the queue's order). Bounded: a queue's log is dropped when it grows past
 * {@link #MAX_ENTRIES} (elements removed by means not recorded).
 */
final class PutLog {

	static final int MAX_ENTRIES = 100_000;
	private static final ConcurrentHashMap<Long, PutLog> LOGS = new ConcurrentHashMap<>();

	private final IdentityHashMap<Object, ArrayDeque<Long>> puts = new IdentityHashMap<>();
	private int size;
	/** The queue's capacity, 0 for an unbounded one. */
	private final long capacity;

	private PutLog(long capacity) {
		this.capacity = capacity;
	}

	/** The log of {@code queue}, whose object id is {@code id}. */
	static PutLog of(long id, BlockingQueue<?> queue) {
		PutLog log = LOGS.get(id);
		return log != null ? log : LOGS.computeIfAbsent(id, k -> new PutLog(capacityOf(queue)));
	}

	/**
	 * A queue's capacity (0: unbounded), asked once: both calls take the lock of a bounded queue of the JDK's, two
	 * acquisitions per put that the program does not make, which its consumers would wait for.
	 */
	private static long capacityOf(BlockingQueue<?> q) {
		int free = q.remainingCapacity();
		return free == Integer.MAX_VALUE ? 0 : (long) free + q.size();
	}

	/** The capacity of the queue (0 for an unbounded one). */
	long capacity() {
		return capacity;
	}

	synchronized void put(Object element, long ref) {
		if (ref < 0) {
			return;
		}
		if (++size > MAX_ENTRIES) {
			puts.clear();
			size = 1;
		}
		puts.computeIfAbsent(element, k -> new ArrayDeque<>(2)).add(ref);
	}

	/** Forgets the most recent put of {@code element} (it did not happen). */
	synchronized void undo(Object element, long ref) {
		ArrayDeque<Long> q = puts.get(element);
		if (q != null && q.removeLastOccurrence(ref)) {
			size--;
		}
	}

	/** The put that placed {@code element}, or -1. */
	synchronized long take(Object element) {
		ArrayDeque<Long> q = puts.get(element);
		if (q == null) {
			return -1;
		}
		Long ref = q.poll();
		if (q.isEmpty()) {
			puts.remove(element);
		}
		size--;
		return ref == null ? -1 : ref;
	}
}
