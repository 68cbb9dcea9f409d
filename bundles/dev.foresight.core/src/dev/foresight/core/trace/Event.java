/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

/**
 * One event of a thread, as a value. Streams store events column-wise ({@link ThreadEvents}); this record is the
 * convenient view for code that is not on a hot path.
 *
 * @param thread id of the thread that performed it
 * @param index position in that thread's stream
 * @param kind what happened
 * @param object stable id of the object acted on (monitor, lock, queue, task...), or -1
 * @param site call site id, or -1
 * @param cpuNanos CPU time the thread consumed since its previous event (its work)
 * @param wallNanos wall-clock time since the start of the recording
 * @param arg kind-specific argument, see {@link EventKind}
 * @param flags {@link #TIMED_OUT}, {@link #FAILED}, {@link #SHARED}, {@link #FAIR}, {@link #HANDOFF}, {@link #CHAINED},
 *        {@link #AVAILABLE}
 * @param wakeThread for a blocking event, the thread whose event released it, else -1
 * @param wakeIndex index of the releasing event in that thread's stream, else -1
 */
public record Event(int thread, int index, EventKind kind, long object, int site, long cpuNanos, long wallNanos,
		long arg, int flags, int wakeThread, int wakeIndex) {

	/** A timed wait, await, park or poll ended by its timeout. */
	public static final int TIMED_OUT = 1;
	/** A try-operation did not succeed. */
	public static final int FAILED = 2;
	/** A read (shared) acquisition or release. */
	public static final int SHARED = 4;
	/** The lock is fair (FIFO hand-off). */
	public static final int FAIR = 8;
	/**
	 * A queue put that waits until its element is taken (SynchronousQueue, TransferQueue.transfer): the put is
	 * synchronous, as the {@code Send} of the spec's Paper VIII examples.
	 */
	public static final int HANDOFF = 16;
	/**
	 * The waiters a barrier's trip lets go leave one after another, each woken by the one before: a
	 * {@code CyclicBarrier}'s waiters take its lock back in turn before they return. Without it a trip wakes them all
	 * at once ({@code Phaser}).
	 */
	public static final int CHAINED = 32;
	/**
	 * A {@code semaphore_acquire} whose argument also holds the permits the semaphore had when the acquire began:
	 * {@code permits + available * 65536} ({@link #permits}, {@link #available}). A recording pinned to one processor
	 * may never hold as many permits at once as the program allows (two carriers run at most two virtual threads), so
	 * the permits the replay starts with cannot come from the recorded acquisitions and releases alone.
	 */
	public static final int AVAILABLE = 64;
	/**
	 * A {@code monitor_enter}, {@code lock} or {@code try_lock} the recorder timed after the acquisition too, with a
	 * second reading of the clock, because it may have waited: a monitor that was inflated (an entry of a monitor still
	 * thin after it could not have waited; a recording's monitors that threads ever waited for stay inflated, so their
	 * later entries all carry it), or a lock other than an uncontended non-fair {@code ReentrantLock}, whose
	 * {@code lock()} the recorder tries first and times once (read/write locks, fair locks, timed and interruptible
	 * acquisitions). That reading is part of the recorded CPU time, so the simulator takes its cost off as well
	 * ({@code RecordingCost}'s {@code clock} entry).
	 */
	public static final int TIMED_AFTER = 128;
	/**
	 * A {@code barrier_await} that arrives without waiting: {@code Phaser.arrive} and {@code arriveAndDeregister}. It
	 * counts towards the phase's parties (and trips the phase when it is the last) but goes on at once.
	 */
	public static final int ARRIVED = 256;
	/**
	 * A {@code barrier_await} that waits without arriving: {@code Phaser.awaitAdvance}. It does not count; it waits
	 * for the arrival that ended the phase, its wake link (none when the phase had ended before the call).
	 */
	public static final int AWAITED = 512;
	/**
	 * An {@code io_end} of a call that moved bytes to or from another thread of the program, over a loopback socket:
	 * it waited for no device, so its wall time is not replayed; a read of that kind waits for the write its wake link
	 * names instead.
	 */
	public static final int LOCAL = 1024;
	/**
	 * An {@code io_end} whose argument is how long its thread waited for a processor during the call (the kernel's
	 * run-queue delay, in nanoseconds): on a recording's one processor the thread became runnable when its answer came
	 * and then waited for the other threads' turns, which is not the call's wait.
	 */
	public static final int QUEUED = 2048;
	/**
	 * A {@code future_complete} that cancelled a periodic task (a scheduled executor's shutdown, the task's future's
	 * cancel): its object is the task's, whose runs' {@code task_begin} carry it. On more processors the program stops
	 * the task sooner, and the simulator begins no recorded run of it after the stop.
	 */
	public static final int CANCELLED = 4096;

	/**
	 * The time an I/O call waited for its device: from its {@code io_begin} at {@code beginWall} to its {@code io_end}
	 * at {@code endWall}, less the CPU time the end carries and, with {@link #QUEUED}, the run-queue delay in its
	 * argument; 0 for a call between threads of the program ({@link #LOCAL}).
	 */
	public static long ioWait(long beginWall, long endWall, long endCpu, long endArg, int endFlags) {
		if ((endFlags & LOCAL) != 0) {
			return 0;
		}
		long queued = (endFlags & QUEUED) != 0 ? Math.max(0, endArg) : 0;
		return Math.max(0, endWall - beginWall - endCpu - queued);
	}

	/** The permits a {@code semaphore_acquire} or {@code semaphore_release} with these argument and flags takes. */
	public static long permits(long arg, int flags) {
		return (flags & AVAILABLE) != 0 ? arg & 0xffff : arg;
	}

	/** The permits a semaphore had when a {@code semaphore_acquire} with these argument and flags began, or -1. */
	public static long available(long arg, int flags) {
		return (flags & AVAILABLE) != 0 ? arg >>> 16 : -1;
	}

	/** Whether the given flag is set. */
	public boolean has(int flag) {
		return (flags & flag) != 0;
	}

	/** Whether a wake dependency was recorded. */
	public boolean hasWake() {
		return wakeThread >= 0;
	}
}
