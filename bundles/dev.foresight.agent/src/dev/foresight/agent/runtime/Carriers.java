/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Arrays;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The carrier threads of virtual threads, with their ids in the thread table, found without a lock: the mount hooks
 * that need a carrier's id run on the carrier itself, which must never wait for a monitor an unmounted virtual
 * thread may hold (the thread table's map, the writer's queue). A carrier gets its id at its first mount; its table
 * entry is written later by a thread that may wait ({@link #describePending}). Carriers are few (about one per
 * processor) and live long, so a copy-on-write array scanned linearly is enough.
 */
final class Carriers {

	/** A carrier, its dense id and its clock (see {@link CarrierClock}). */
	record Carrier(Thread thread, int id, CarrierClock clock) {
	}

	private static final AtomicReference<Carrier[]> KNOWN = new AtomicReference<>(new Carrier[0]);
	private static final ConcurrentLinkedQueue<Carrier> UNDESCRIBED = new ConcurrentLinkedQueue<>();

	private Carriers() {
	}

	/** {@code carrier} with its id, drawn at its first mount; never blocks. */
	static Carrier of(Thread carrier) {
		for (Carrier c : KNOWN.get()) {
			if (c.thread == carrier) {
				return c;
			}
		}
		// only the carrier itself adds itself (its mounts run on it), so the id drawn here is never wasted
		Carrier fresh = new Carrier(carrier, Threads.nextId(), new CarrierClock());
		while (true) {
			Carrier[] k = KNOWN.get();
			Carrier[] more = Arrays.copyOf(k, k.length + 1);
			more[k.length] = fresh;
			if (KNOWN.compareAndSet(k, more)) {
				UNDESCRIBED.offer(fresh);
				return fresh;
			}
		}
	}

	/** Writes the table entries of the carriers met since the last call; called where waiting is harmless. */
	static void describePending() {
		Carrier c;
		while ((c = UNDESCRIBED.poll()) != null) {
			Threads.describe(c.id, c.thread, -1, -1);
		}
	}

	/** Loads the classes {@link #of} uses, before it runs inside a mount. */
	static void warmUp() {
		UNDESCRIBED.isEmpty();
		new Carrier(null, -1, new CarrierClock()).clock().forget();
	}
}
