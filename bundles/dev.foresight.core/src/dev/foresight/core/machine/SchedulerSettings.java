/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.machine;

/**
 * How the simulated operating system shares processors between runnable threads.
 *
 * @param policy fair sharing (Linux CFS-like) or preemptive fixed priority
 * @param timeSliceNanos how long a thread runs before a waiting runnable thread gets its processor
 * @param wakeupGranularityNanos under {@link Policy#FAIR}, a woken thread preempts a running one only if that one has
 *        run at least this long in its slice
 * @param wakeupPreemption whether a woken thread may preempt a running one at all
 * @param locks how contended locks are handed over
 * @param spinNanos how long a thread that finds a monitor or lock held by a running thread spins before it parks
 *        (the JVM's monitors and java.util.concurrent's locks spin first); 0: it parks at once; {@link #AUTO_SPIN}:
 *        as long as parking and being woken from another processor would cost (the machine's context switch,
 *        synchronization latency and wake-up cost), the break-even point of spinning
 * @param migrationCostNanos under {@link Policy#FAIR}, how long a thread stays in the run queue of the processor it
 *        was put on after it last ran before another processor takes it (Linux's {@code sched_migration_cost}); 0: one
 *        queue that every processor takes from
 */
public record SchedulerSettings(Policy policy, long timeSliceNanos, long wakeupGranularityNanos,
		boolean wakeupPreemption, LockPolicy locks, long spinNanos, long migrationCostNanos) {

	/** {@link #spinNanos} that stands for the machine's cost of a park and a wake-up from another processor. */
	public static final long AUTO_SPIN = -1;

	/**
	 * Defaults of a Linux server: a 3 ms slice, a woken thread preempts at once (as Linux 6.18 was measured to do,
	 * see {@code foresight calibrate}), locks as recorded.
	 */
	public static final SchedulerSettings LINUX = new SchedulerSettings(Policy.FAIR, 3_000_000, 0, true,
			LockPolicy.RECORDED);

	/** Checks the values. */
	public SchedulerSettings {
		if (timeSliceNanos <= 0) {
			throw new IllegalArgumentException("time slice must be positive: " + timeSliceNanos);
		}
		if (wakeupGranularityNanos < 0) {
			throw new IllegalArgumentException("wake-up granularity must not be negative: " + wakeupGranularityNanos);
		}
		if (spinNanos < AUTO_SPIN) {
			throw new IllegalArgumentException("spin must not be negative: " + spinNanos);
		}
		if (migrationCostNanos < 0) {
			throw new IllegalArgumentException("migration cost must not be negative: " + migrationCostNanos);
		}
	}

	/** Settings with one run queue for all processors ({@link #migrationCostNanos} 0). */
	public SchedulerSettings(Policy policy, long timeSliceNanos, long wakeupGranularityNanos, boolean wakeupPreemption,
			LockPolicy locks, long spinNanos) {
		this(policy, timeSliceNanos, wakeupGranularityNanos, wakeupPreemption, locks, spinNanos, 0);
	}

	/**
	 * Settings whose threads park at once when they find a lock held (no spinning: see the machine format's
	 * {@code spin} for why that is the default).
	 */
	public SchedulerSettings(Policy policy, long timeSliceNanos, long wakeupGranularityNanos, boolean wakeupPreemption,
			LockPolicy locks) {
		this(policy, timeSliceNanos, wakeupGranularityNanos, wakeupPreemption, locks, 0);
	}

	/** These settings with another spin limit. */
	public SchedulerSettings withSpin(long nanos) {
		return new SchedulerSettings(policy, timeSliceNanos, wakeupGranularityNanos, wakeupPreemption, locks, nanos,
				migrationCostNanos);
	}

	/** These settings with another migration cost. */
	public SchedulerSettings withMigrationCost(long nanos) {
		return new SchedulerSettings(policy, timeSliceNanos, wakeupGranularityNanos, wakeupPreemption, locks, spinNanos,
				nanos);
	}

	/** The spin limit on a machine with {@code costs}: {@link #spinNanos}, or what a park and a wake-up cost. */
	public long spinNanos(Costs costs) {
		return spinNanos != AUTO_SPIN ? spinNanos
				: costs.contextSwitchNanos() + costs.syncLatencyNanos() + costs.wakeupCostNanos();
	}

	/** Processor sharing policy. */
	public enum Policy {
		/** Equal priorities, round robin by time slice; the Linux default for Java threads. */
		FAIR,
		/** Preemptive fixed priority (higher runs first, round robin within a level); Paper VIII's convention. */
		PRIORITY
	}

	/** Lock hand-over policy. */
	public enum LockPolicy {
		/** Each lock as recorded: fair locks hand off in FIFO order, monitors and other locks allow barging. */
		RECORDED,
		/** Every lock hands off to its first waiter (the Linux 2.2 model of the spec, 3.4). */
		FIFO,
		/** Every lock allows barging: a released lock goes to whoever asks first. */
		BARGING
	}
}
