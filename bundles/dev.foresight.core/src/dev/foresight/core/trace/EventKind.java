/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.HashMap;
import java.util.Map;

/**
 * What a trace event records. The wire names are the ones every output uses (CLI tables, JSON, exports).
 * The meaning of {@link Event#arg()} for each kind is given on the constant.
 */
public enum EventKind {
	/** The creator starts a thread; arg = id of the new thread. */
	THREAD_START("thread_start"),
	/** First event of every thread; its wake link names the creator's {@code thread_start}. */
	THREAD_BEGIN("thread_begin"),
	/** Last event of a thread. */
	THREAD_END("thread_end"),
	/**
	 * Thread.join returned; arg = joined thread id; wake link = that thread's {@code thread_end}; flag TIMED_OUT when
	 * the thread was still alive (a timeout, or an interrupt: flag FAILED too), its wait a delay.
	 */
	JOIN("join"),
	/**
	 * A monitor was acquired (synchronized block or method); arg = nanoseconds it waited for another thread (0 when
	 * it did not); wake link = the monitor_exit it waited for; flag {@link Event#TIMED_AFTER} when the recorder read
	 * the clock after the entry too.
	 */
	MONITOR_ENTER("monitor_enter"),
	/** A monitor was released. */
	MONITOR_EXIT("monitor_exit"),
	/**
	 * Object.wait returned; arg = timeout in ns (0 = none); flag TIMED_OUT when it timed out. An interrupted wait is
	 * flagged TIMED_OUT and FAILED, its arg the time it waited.
	 */
	WAIT("wait"),
	/** Object.notify. */
	NOTIFY("notify"),
	/** Object.notifyAll; arg = number of threads it released. */
	NOTIFY_ALL("notify_all"),
	/**
	 * A java.util.concurrent lock was acquired; flags SHARED (read lock), FAIR and {@link Event#TIMED_AFTER}; arg =
	 * nanoseconds it waited (0 when it did not); wake link = the unlock it waited for.
	 */
	LOCK("lock"),
	/**
	 * A try-lock; flag FAILED when it did not acquire (with TIMED_OUT: a timed try, or an interruptible lock, that
	 * gave up); arg = nanoseconds it waited, or of a timed try that gave up its timeout. A StampedLock's conversion is an unlock of the mode it leaves and a try_lock of the mode it enters, at
	 * one instant.
	 */
	TRY_LOCK("try_lock"),
	/** A java.util.concurrent lock was released; flag SHARED for a read lock (a StampedLock's read mode too). */
	UNLOCK("unlock"),
	/** Condition.await returned; arg = timeout in ns (0 = none); flag TIMED_OUT when it timed out. */
	CONDITION_AWAIT("condition_await"),
	/** Condition.signal or signalAll; arg = number of threads released. */
	CONDITION_SIGNAL("condition_signal"),
	/**
	 * LockSupport.park returned; arg = timeout in ns (0 = none); wake link = the unpark, if any. Flag TIMED_OUT when no
	 * unpark released it: its timeout passed, or an interrupt ended it (flag FAILED too); arg is then the time it
	 * waited where the timeout was a deadline or there was none.
	 */
	PARK("park"),
	/** LockSupport.unpark; arg = the unparked thread id. */
	UNPARK("unpark"),
	/** Semaphore acquire returned; arg = permits; flag FAILED for a failed tryAcquire. */
	SEMAPHORE_ACQUIRE("semaphore_acquire"),
	/** Semaphore release; arg = permits. */
	SEMAPHORE_RELEASE("semaphore_release"),
	/** CountDownLatch.countDown; arg = count after the call. */
	LATCH_COUNTDOWN("latch_countdown"),
	/** CountDownLatch.await returned; wake link = the countdown that opened the latch. */
	LATCH_AWAIT("latch_await"),
	/**
	 * CyclicBarrier.await, Phaser arrive-and-wait or Exchanger.exchange returned; arg = parties (2 for an exchange);
	 * flag CHAINED for a CyclicBarrier (its waiters leave one after another), ARRIVED for a Phaser arrival that does
	 * not wait (arrive, arriveAndDeregister), AWAITED for a wait that does not arrive (awaitAdvance: arg 0),
	 * TIMED_OUT for a wait that ended without the barrier tripping (a timeout, an interrupt, a broken barrier; an
	 * exchange that met no one): no arrival, its wait a delay.
	 */
	BARRIER_AWAIT("barrier_await"),
	/**
	 * BlockingQueue put/offer succeeded; arg = queue capacity (0 = unbounded); flag HANDOFF when the put waited for
	 * its take (SynchronousQueue, TransferQueue.transfer).
	 */
	QUEUE_PUT("queue_put"),
	/** BlockingQueue take/poll returned an element; wake link = the put it consumed. */
	QUEUE_TAKE("queue_take"),
	/** A future was completed. */
	FUTURE_COMPLETE("future_complete"),
	/**
	 * Future.get returned; wake link = the completion; arg = timeout in ns; flag TIMED_OUT for a get that did not get
	 * its result (a timeout; an interrupt, arg = the time it waited).
	 */
	FUTURE_GET("future_get"),
	/**
	 * A task was submitted to an executor; object = the task id; arg = the delay before it may begin, in
	 * nanoseconds (a scheduled executor's schedule), else 0.
	 */
	TASK_SUBMIT("task_submit"),
	/** A pool thread began a task; object = the task id; wake link = the submit. */
	TASK_BEGIN("task_begin"),
	/** A pool thread finished a task; object = the task id. */
	TASK_END("task_end"),
	/** Thread.sleep returned; arg = requested duration in ns; flag FAILED when an interrupt ended it, arg = slept. */
	SLEEP("sleep"),
	/** Thread.yield. */
	YIELD("yield"),
	/** A blocking I/O call began. */
	IO_BEGIN("io_begin"),
	/**
	 * A blocking I/O call ended; arg = bytes transferred, the length of a line read, or the keys a select found (-1
	 * unknown); flag FAILED when the call threw (a closed stream, a read's timeout), having waited all the same.
	 */
	IO_END("io_end"),
	/**
	 * A virtual thread was mounted on a carrier and runs from here; arg = the carrier's thread id (a platform thread
	 * of the table that has no events). No CPU time before it: the time since the unmount was spent off the carrier.
	 */
	VTHREAD_MOUNT("vthread_mount"),
	/**
	 * A virtual thread left its carrier (it parked, slept, blocked or ended); arg = the carrier's thread id. Between
	 * an unmount and the next mount the thread runs nothing.
	 */
	VTHREAD_UNMOUNT("vthread_unmount"),
	/**
	 * Thread.interrupt; object = the interrupted thread, arg = its id (a future's cancel(true), which interrupts the
	 * thread running its task: object = the task, arg = -1). The wait that the interrupt ended (one under way, or the
	 * next interruptible one, which the pending interrupt ends at once) has its wake link here.
	 */
	INTERRUPT("interrupt");

	/**
	 * Whether this kind only says where a thread ran (a virtual thread's mounts): it has no synchronization
	 * semantics, and the simulator replays it as a point in the thread's CPU time.
	 */
	public boolean isPlacement() {
		return this == VTHREAD_MOUNT || this == VTHREAD_UNMOUNT;
	}

	private static final Map<String, EventKind> BY_NAME = new HashMap<>();

	static {
		for (EventKind kind : values()) {
			BY_NAME.put(kind.wireName, kind);
		}
	}

	private final String wireName;

	EventKind(String wireName) {
		this.wireName = wireName;
	}

	/** The name used in every output, for example {@code monitor_enter}. */
	public String wireName() {
		return wireName;
	}

	/** The kind with the given wire name, or {@code null}. */
	public static EventKind byWireName(String name) {
		return BY_NAME.get(name);
	}

	@Override
	public String toString() {
		return wireName;
	}
}
