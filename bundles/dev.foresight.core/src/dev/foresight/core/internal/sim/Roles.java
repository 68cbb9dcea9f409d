/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import dev.foresight.core.trace.EventKind;

/** What kind of synchronization object a dense object id stands for, derived from the events that use it. */
final class Roles {

	static final byte NONE = 0;
	static final byte THREAD = 1;
	static final byte MONITOR = 2;
	static final byte LOCK = 3;
	static final byte CONDITION = 4;
	static final byte SEMAPHORE = 5;
	static final byte LATCH = 6;
	static final byte BARRIER = 7;
	static final byte QUEUE = 8;
	static final byte FUTURE = 9;
	static final byte TASK = 10;
	static final byte IO = 11;
	static final byte PARK = 12;

	private static final String[] NAMES = { "object", "thread", "monitor", "lock", "condition", "semaphore", "latch",
			"barrier", "queue", "future", "task", "I/O", "park blocker" };

	private Roles() {
	}

	/** The role an event gives to its object. */
	static byte of(EventKind kind) {
		return switch (kind) {
		case MONITOR_ENTER, MONITOR_EXIT, WAIT, NOTIFY, NOTIFY_ALL -> MONITOR;
		case LOCK, TRY_LOCK, UNLOCK -> LOCK;
		case CONDITION_AWAIT, CONDITION_SIGNAL -> CONDITION;
		case SEMAPHORE_ACQUIRE, SEMAPHORE_RELEASE -> SEMAPHORE;
		case LATCH_COUNTDOWN, LATCH_AWAIT -> LATCH;
		case BARRIER_AWAIT -> BARRIER;
		case QUEUE_PUT, QUEUE_TAKE -> QUEUE;
		case FUTURE_COMPLETE, FUTURE_GET -> FUTURE;
		case TASK_SUBMIT, TASK_BEGIN, TASK_END -> TASK;
		case PARK, UNPARK -> PARK;
		default -> NONE;
		};
	}

	static String name(byte role) {
		return NAMES[role];
	}

	/**
	 * Whether the event of this kind waits for another thread's action that the recorder links to it (a
	 * {@code Wait_for} of the spec, 3.6). Lock acquisitions are not: they are ordered by tickets instead.
	 */
	static boolean isWaitFor(EventKind kind) {
		return switch (kind) {
		case JOIN, WAIT, CONDITION_AWAIT, PARK, SEMAPHORE_ACQUIRE, LATCH_AWAIT, BARRIER_AWAIT, QUEUE_TAKE, QUEUE_PUT,
				FUTURE_GET, TASK_BEGIN -> true;
		default -> false;
		};
	}

	/**
	 * Whether an event of this kind waits for its wake link where it has one: the waits above, and the end of an I/O
	 * call that read what another thread of the program wrote (a loopback socket), which waits for that write instead
	 * of its recorded wall time.
	 */
	static boolean followsLink(EventKind kind) {
		return kind == EventKind.IO_END || isWaitFor(kind);
	}
}
