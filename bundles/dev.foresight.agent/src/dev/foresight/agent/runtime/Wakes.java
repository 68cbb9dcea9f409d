/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.ConcurrentHashMap;

/**
 * A registry of releasing events for one kind of wake dependency, keyed by object id: the releaser registers its
 * event before it performs the release, the released thread looks it up when its blocking call returns.
 */
final class Wakes {

	/** notify / notifyAll / signal, for wait and await. */
	static final Wakes SIGNAL = new Wakes();
	/** unpark, keyed by the unparked thread's object id; consumed by the park it releases. */
	static final Wakes UNPARK = new Wakes();
	/** semaphore release. */
	static final Wakes PERMIT = new Wakes();
	/** the countdown that opened a latch. */
	static final Wakes LATCH = new Wakes();
	/** future completion (or task end), keyed by future or task id. */
	static final Wakes COMPLETE = new Wakes();
	/**
	 * completion of a task submitted to an executor, keyed by the task's id; consumed by the first get. The
	 * recorder's own futures (TracedFuture) carry theirs instead.
	 */
	static final Wakes TASK_DONE = new Wakes();
	/** fork/join task submission, keyed by task id (the recorder's executor wrappers carry their own). */
	static final Wakes SUBMIT = new Wakes();
	/** the last arrival of a barrier generation, keyed by barrier id and generation. */
	static final Wakes TRIP = new Wakes();

	private record Release(long ref, long wall) {
	}

	private final ConcurrentHashMap<Long, Release> last = new ConcurrentHashMap<>();

	/** Registers the releasing event {@code ref} (recorded at {@code wall}) for {@code key}. */
	void released(long key, long ref, long wall) {
		if (ref >= 0) {
			last.put(key, new Release(ref, wall));
		}
	}

	/** The last release for {@code key}, or -1. */
	long last(long key) {
		Release r = last.get(key);
		return r == null ? -1 : r.ref;
	}

	/** The last release for {@code key} if it happened at or after {@code since}, or -1. */
	long since(long key, long since, int exceptThread) {
		Release r = last.get(key);
		return r == null || r.wall < since || (int) (r.ref >>> 32) == exceptThread ? -1 : r.ref;
	}

	/** Removes and returns the release for {@code key}, or -1. */
	long consume(long key) {
		Release r = last.remove(key);
		return r == null ? -1 : r.ref;
	}
}
