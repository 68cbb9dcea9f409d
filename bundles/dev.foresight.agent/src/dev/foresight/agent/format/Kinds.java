/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.format;

/**
 * Event kinds as written on the wire: the ordinal of each constant equals the ordinal of the matching
 * {@code dev.foresight.core.trace.EventKind}, and {@link #NAMES} holds the same wire names (the agent cannot depend on
 * core; a test compares the two).
 */
public final class Kinds {
	// @formatter:off
	/** Wire names, indexed by kind. */
	public static final String[] NAMES = { "thread_start", "thread_begin", "thread_end", "join", "monitor_enter",
			"monitor_exit", "wait", "notify", "notify_all", "lock", "try_lock", "unlock", "condition_await",
			"condition_signal", "park", "unpark", "semaphore_acquire", "semaphore_release", "latch_countdown",
			"latch_await", "barrier_await", "queue_put", "queue_take", "future_complete", "future_get", "task_submit",
			"task_begin", "task_end", "sleep", "yield", "io_begin", "io_end", "vthread_mount", "vthread_unmount",
			"interrupt" };
	// @formatter:on
	/** See the core EventKind of the same name. */
	public static final int THREAD_START = 0, THREAD_BEGIN = 1, THREAD_END = 2, JOIN = 3, MONITOR_ENTER = 4,
			MONITOR_EXIT = 5, WAIT = 6, NOTIFY = 7, NOTIFY_ALL = 8, LOCK = 9, TRY_LOCK = 10, UNLOCK = 11,
			CONDITION_AWAIT = 12, CONDITION_SIGNAL = 13, PARK = 14, UNPARK = 15, SEMAPHORE_ACQUIRE = 16,
			SEMAPHORE_RELEASE = 17, LATCH_COUNTDOWN = 18, LATCH_AWAIT = 19, BARRIER_AWAIT = 20, QUEUE_PUT = 21,
			QUEUE_TAKE = 22, FUTURE_COMPLETE = 23, FUTURE_GET = 24, TASK_SUBMIT = 25, TASK_BEGIN = 26, TASK_END = 27,
			SLEEP = 28, YIELD = 29, IO_BEGIN = 30, IO_END = 31, VTHREAD_MOUNT = 32, VTHREAD_UNMOUNT = 33,
			INTERRUPT = 34;

	/** Flag: a timed operation ended by its timeout. */
	public static final int TIMED_OUT = 1;
	/** Flag: a try-operation did not succeed. */
	public static final int FAILED = 2;
	/** Flag: a shared (read) acquisition or release. */
	public static final int SHARED = 4;
	/** Flag: the lock is fair. */
	public static final int FAIR = 8;
	/** Flag: a put that waits for its take (a SynchronousQueue's, a transfer). */
	public static final int HANDOFF = 16;
	/** Flag: the waiters of a barrier leave one after another (a CyclicBarrier's take its lock back in turn). */
	public static final int CHAINED = 32;
	/** Flag: a semaphore acquire's argument is {@code permits + available * 65536}, the permits it had before. */
	public static final int AVAILABLE = 64;
	/**
	 * Flag: a monitor entry or lock acquisition the recorder timed after it too, with a second clock reading, because
	 * it may have waited (an inflated monitor; a lock other than an uncontended non-fair ReentrantLock); the simulator
	 * takes that reading's cost off too.
	 */
	public static final int TIMED_AFTER = 128;
	/** Flag: a barrier arrival that does not wait (Phaser.arrive, arriveAndDeregister). */
	public static final int ARRIVED = 256;
	/** Flag: a barrier wait that does not arrive (Phaser.awaitAdvance). */
	public static final int AWAITED = 512;
	/** Flag: an I/O call that moved bytes to or from another thread of the program (a loopback socket's). */
	public static final int LOCAL = 1024;
	/** Flag: an io_end whose argument is the thread's run-queue delay during the call, in nanoseconds. */
	public static final int QUEUED = 2048;
	/** Flag: a future_complete that cancelled a periodic task (its executor's shutdown, its future's cancel). */
	public static final int CANCELLED = 4096;

	private Kinds() {
	}
}
