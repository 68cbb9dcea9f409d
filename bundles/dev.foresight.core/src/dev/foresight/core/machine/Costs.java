/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

/**
 * Costs the simulated machine adds to the recorded CPU times, in nanoseconds on a processor of speed 1.
 *
 * @param threadCreationNanos CPU time the creator spends in {@code Thread.start}
 * @param contextSwitchNanos CPU time a processor spends switching to a different thread
 * @param syncLatencyNanos delay before a thread released by a thread on another processor becomes runnable (the
 *        synchronization latency t of the spec, 3.1); 0 between threads on the same processor, and for a thread
 *        released while every processor it may use is busy, which waits in the queue instead
 * @param ioConcurrency how many blocking I/O operations can be in progress at once (the spec's Solaris model: 1)
 * @param wakeupCostNanos CPU time the woken thread spends on a wake-up from another processor, beyond what one on
 *        the same processor costs (the inter-processor interrupt, leaving idle, caches filled again); a trace recorded
 *        on one processor holds only same-processor wake-ups in its CPU times, so the simulator adds this to every
 *        release that wakes an idle processor or preempts a thread on another processor than the releaser's (a
 *        release that leaves the thread queued for a busy processor interrupts none)
 * @param transferNanos CPU time an operation on a synchronization object spends when the object was last used on
 *        another processor: its cache line (the lock word, the counter) moves between the processors' caches, which
 *        never happens in a recording on one processor
 * @param ioCopySlowdown how much slower the CPU part of an I/O call (the kernel copying between the page cache and
 *        the program's buffer, which streams through memory) runs while a thread on another processor is in the CPU
 *        part of one too: 0.29 for 29 % ({@code foresight calibrate}'s memory streaming with two processors against
 *        one); a recording on one processor never has two at once
 * @param timerSlackNanos how much later than its timeout a timed wait that runs out ends (a sleep, a timed park or
 *        wait, a poll with a timeout): Linux lets a thread's timers fire up to its timer slack late (50 us unless the
 *        thread asks for another), so that {@code parkNanos(1)} waits about 55 us and {@code sleep(1)} about 1.05 ms;
 *        the simulator adds it to each timeout it replays from the recorded argument
 */
public record Costs(long threadCreationNanos, long contextSwitchNanos, long syncLatencyNanos, int ioConcurrency,
		long wakeupCostNanos, long transferNanos, double ioCopySlowdown, long timerSlackNanos) {

	/**
	 * Typical of a Linux server: 50 us to start a thread, 2 us per switch, 1 us cross-processor wake-up, timers 50 us
	 * late (the kernel's default slack).
	 */
	public static final Costs LINUX = new Costs(50_000, 2_000, 1_000, 32).withTimerSlack(50_000);

	/** No costs at all (the abstract model of the spec's worked examples), unlimited I/O. */
	public static final Costs NONE = new Costs(0, 0, 0, Integer.MAX_VALUE);

	/** Checks the values. */
	public Costs {
		if (threadCreationNanos < 0 || contextSwitchNanos < 0 || syncLatencyNanos < 0 || wakeupCostNanos < 0
				|| transferNanos < 0 || !(ioCopySlowdown >= 0) || timerSlackNanos < 0) {
			throw new IllegalArgumentException("costs must not be negative");
		}
		if (ioConcurrency <= 0) {
			throw new IllegalArgumentException("I/O concurrency must be positive: " + ioConcurrency);
		}
	}

	/** Costs whose timed waits end when their timeout runs out. */
	public Costs(long threadCreationNanos, long contextSwitchNanos, long syncLatencyNanos, int ioConcurrency,
			long wakeupCostNanos, long transferNanos, double ioCopySlowdown) {
		this(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos, transferNanos,
				ioCopySlowdown, 0);
	}

	/** Costs whose I/O calls copy at full speed whatever the other processors do. */
	public Costs(long threadCreationNanos, long contextSwitchNanos, long syncLatencyNanos, int ioConcurrency,
			long wakeupCostNanos, long transferNanos) {
		this(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos, transferNanos,
				0);
	}

	/** Costs without a cache-line transfer cost. */
	public Costs(long threadCreationNanos, long contextSwitchNanos, long syncLatencyNanos, int ioConcurrency,
			long wakeupCostNanos) {
		this(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos, 0);
	}

	/** Costs without a cross-processor wake-up cost (a wake-up across processors only waits the latency). */
	public Costs(long threadCreationNanos, long contextSwitchNanos, long syncLatencyNanos, int ioConcurrency) {
		this(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, 0, 0);
	}

	/** These costs with another cache-line transfer cost. */
	public Costs withTransfer(long nanos) {
		return new Costs(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos,
				nanos, ioCopySlowdown, timerSlackNanos);
	}

	/** These costs with another number of concurrent I/O calls. */
	public Costs withIoConcurrency(int n) {
		return new Costs(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, n, wakeupCostNanos, transferNanos,
				ioCopySlowdown, timerSlackNanos);
	}

	/** These costs with another slowdown of I/O calls' copying while another processor copies too. */
	public Costs withIoCopySlowdown(double slowdown) {
		return new Costs(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos,
				transferNanos, slowdown, timerSlackNanos);
	}

	/** These costs with another timer slack. */
	public Costs withTimerSlack(long nanos) {
		return new Costs(threadCreationNanos, contextSwitchNanos, syncLatencyNanos, ioConcurrency, wakeupCostNanos,
				transferNanos, ioCopySlowdown, nanos);
	}

	/** How long a timed wait of {@code timeout} that runs out lasts: the timeout and the slack (none for 0). */
	public long timedOut(long timeout) {
		return timeout > 0 ? timeout + timerSlackNanos : 0;
	}
}
