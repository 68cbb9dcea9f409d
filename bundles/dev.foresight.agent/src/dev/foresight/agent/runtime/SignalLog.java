/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The recent notifies and signals of each monitor and condition, for linking a wait to the one that released it.
 *
 * <p>
 * A single {@code notify} or {@code signal} moves one waiter out of the wait set, and a correct program issues one
 * only when a waiter may go on (else the notice is lost on a waiter that cannot): the wait is linked to the first
 * such signal since it began that no earlier wait took. On one processor the waiter often returns only after its
 * signaller has signalled several times (Guava's {@code Monitor} signals at every leave while a waiter is counted),
 * and linking the last of them made the replay wait for all. After a {@code notifyAll} or {@code signalAll}, which
 * also wake waiters whose condition may not hold yet, the wait is linked to the last signal before it returned, as
 * before: a thread waiting for a count to reach zero was notified at every decrement.
 *
 * <p>
 * Every signal and every lookup of one object runs with its lock held (a notify or signal needs it, a wait returns
 * with it), so a log needs no synchronization of its own.
 */
final class SignalLog {

	/** Signals kept per object: a waiter that returns after more has its link from the last instead. */
	private static final int SIZE = 16;

	private static final ConcurrentHashMap<Long, SignalLog> LOGS = new ConcurrentHashMap<>();

	/**
	 * The entries, two at first and twice as many as each fills up to {@link #SIZE} (most objects are signalled once or
	 * twice, and a program may signal millions of them).
	 */
	private long[] refs = new long[2];
	private long[] walls = new long[2];
	/** Per entry: 1 a single signal not yet taken, 2 one taken, 0 a signal to all. */
	private byte[] states = new byte[2];
	/** Signals logged so far; entry {@code n % refs.length} is the n-th. */
	private long count;

	private SignalLog() {
	}

	/** Logs the signal {@code ref} of object {@code key} recorded at {@code wall}; {@code single}: notify or signal. */
	static void signalled(long key, long ref, long wall, boolean single) {
		if (ref < 0) {
			return;
		}
		SignalLog log = LOGS.get(key);
		if (log == null) {
			log = LOGS.computeIfAbsent(key, k -> new SignalLog());
		}
		if (log.count == log.refs.length && log.refs.length < SIZE) {
			// full in order: the first count entries, oldest first
			int n = log.refs.length * 2;
			log.refs = Arrays.copyOf(log.refs, n);
			log.walls = Arrays.copyOf(log.walls, n);
			log.states = Arrays.copyOf(log.states, n);
		}
		int at = (int) (log.count++ % log.refs.length);
		log.refs[at] = ref;
		log.walls[at] = wall;
		log.states[at] = single ? (byte) 1 : 0;
	}

	/**
	 * The signal that released a wait of {@code thread} on {@code key} that began at {@code start}, or -1 when no other
	 * thread signalled since (a timeout, a spurious wake-up).
	 */
	static long released(long key, long start, int thread) {
		SignalLog log = LOGS.get(key);
		return log == null ? -1 : log.find(start, thread);
	}

	private long find(long start, int thread) {
		int size = refs.length;
		long first = Math.max(0, count - size);
		int last = -1;
		boolean singlesOnly = true;
		int firstFree = -1;
		for (long n = first; n < count; n++) {
			int at = (int) (n % size);
			if (walls[at] < start || (int) (refs[at] >>> 32) == thread) {
				continue;
			}
			last = at;
			if (states[at] == 0) {
				singlesOnly = false;
			} else if (states[at] == 1 && firstFree < 0 && singlesOnly) {
				firstFree = at;
			}
		}
		// a log that has dropped signals since the wait began cannot say which came first
		boolean complete = count <= size || walls[(int) (first % size)] < start;
		if (firstFree >= 0 && complete) {
			states[firstFree] = 2;
			return refs[firstFree];
		}
		return last < 0 ? -1 : refs[last];
	}
}
