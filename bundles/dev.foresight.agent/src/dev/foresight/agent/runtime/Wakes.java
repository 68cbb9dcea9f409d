/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A registry of releasing events for one kind of wake dependency, keyed by object id: the releaser registers its
 * event before it performs the release, the released thread looks it up when its blocking call returns. A registry
 * whose entries are never consumed keeps one holder per key and replaces its content without a lock: a hash map's
 * put locks the key's bin, and releases of one semaphore or latch from several threads met on it (on a virtual
 * thread, a wait there unmounts it while it may still hold the permit it is about to release). Notifies and signals
 * have a log of their own ({@link SignalLog}).
 */
final class Wakes {

	/** unpark, keyed by the unparked thread's object id; consumed by the park it releases. */
	static final Wakes UNPARK = new Wakes(false);
	/** Thread.interrupt, keyed by the interrupted thread's object id; consumed by the wait the interrupt ended. */
	static final Wakes INTERRUPT = new Wakes(false);
	/** semaphore release. */
	static final Wakes PERMIT = new Wakes(true);
	/** the countdown that opened a latch. */
	static final Wakes LATCH = new Wakes(true);
	/** future completion (or task end), keyed by future or task id. */
	static final Wakes COMPLETE = new Wakes(false);
	/**
	 * completion of a task submitted to an executor, keyed by the task's id; consumed by the first get. The
	 * recorder's own futures (TracedFuture) carry theirs instead.
	 */
	static final Wakes TASK_DONE = new Wakes(false);
	/** fork/join task submission, keyed by task id (the recorder's executor wrappers carry their own). */
	static final Wakes SUBMIT = new Wakes(false);
	/** the last arrival of a barrier generation, keyed by barrier id and generation. */
	static final Wakes TRIP = new Wakes(false);

	private record Release(long ref, long wall) {
	}

	/** The latest release of one key, in a registry that is never consumed. */
	private static final class Holder {
		volatile Release last;
	}

	/** Values: {@code Release} when entries are consumed, {@code Holder} when they are kept. */
	private final ConcurrentHashMap<Long, Object> last = new ConcurrentHashMap<>();
	private final boolean kept;

	/** @param kept whether entries are never consumed (each key's holder then stays, as its entry did) */
	private Wakes(boolean kept) {
		this.kept = kept;
	}

	/** Registers the releasing event {@code ref} (recorded at {@code wall}) for {@code key}. */
	void released(long key, long ref, long wall) {
		if (ref < 0) {
			return;
		}
		Release r = new Release(ref, wall);
		if (kept) {
			Object h = last.get(key);
			if (h == null) {
				h = last.computeIfAbsent(key, k -> new Holder());
			}
			((Holder) h).last = r;
		} else {
			last.put(key, r);
		}
	}

	private Release get(long key) {
		Object v = last.get(key);
		return v == null ? null : kept ? ((Holder) v).last : (Release) v;
	}

	/** The last release for {@code key}, or -1. */
	long last(long key) {
		Release r = get(key);
		return r == null ? -1 : r.ref;
	}

	/** The last release for {@code key} if it happened at or after {@code since}, or -1. */
	long since(long key, long since, int exceptThread) {
		Release r = get(key);
		return r == null || r.wall < since || (int) (r.ref >>> 32) == exceptThread ? -1 : r.ref;
	}

	/** Removes and returns the release for {@code key}, or -1 (registries whose entries are consumed only). */
	long consume(long key) {
		if (kept) {
			throw new IllegalStateException("a kept registry is never consumed");
		}
		Release r = (Release) last.remove(key);
		return r == null ? -1 : r.ref;
	}
}
