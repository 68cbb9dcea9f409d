/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.ArrayDeque;
import java.util.IdentityHashMap;
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

	static PutLog of(long queue) {
		return LOGS.computeIfAbsent(queue, k -> new PutLog());
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
