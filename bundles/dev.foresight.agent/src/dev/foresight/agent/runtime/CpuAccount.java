/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import dev.foresight.agent.format.Kinds;

/**
 * How much CPU time a recorded thread used before each of its events, read from the thread's CPU clock as rarely as
 * the accuracy allows (a reading is a system call), and the wall time of its previous event. {@link ThreadState}
 * extends it rather than holding one, so that the per-event path reads these fields without another object.
 */
class CpuAccount {

	/**
	 * Read the CPU clock at most this often on several processors and for a virtual thread's carrier (wall time
	 * between readings; see {@link #PLATFORM_READ_NANOS} for one processor): a reading is a system call (a few hundred
	 * nanoseconds), an event costs tens. In between, an event is charged the wall time its thread ran since the
	 * previous one, and the next reading charges what the clock measured minus what was handed out.
	 */
	private static final long CPU_READ_NANOS = 1_000_000L;
	/** How far a clock's advance may exceed the wall time between two readings (their granularity). */
	private static final long CLOCK_SLACK_NANOS = 100_000L;
	/** A virtual thread mounted for less than this is charged its wall time at the unmount (see carrierClock). */
	private static final long SHORT_MOUNT_NANOS = 50_000L;
	/** Whether the recorded threads take turns on one processor (see {@link #preempted}). */
	private static final boolean ONE_PROCESSOR = OneProcessor.PINNED;
	/**
	 * How often a platform thread's clock is read: on one processor every other thread that runs (a JIT compiler, the
	 * collector, another program) preempts the recorded ones, and the wall time it takes would be charged to them
	 * for up to a whole period; a reading every 50 us costs the thread about 1 % of its time.
	 */
	private static final long PLATFORM_READ_NANOS = ONE_PROCESSOR ? 50_000L : CPU_READ_NANOS;
	/** The most a reading of the clock costs the reading thread; a longer one was preempted. */
	private static final long READING_AT_MOST_NANOS = 5_000L;
	/** On one processor, the thread that recorded the latest event: the one on the processor then. */
	private static CpuAccount onProcessor;

	final boolean virtual;
	/** The wall time of the previous event. */
	long prevWall;
	/** The CPU clock at its last reading (-1: none, virtual threads), and the wall time then. */
	private long cpuAtRead;
	private long wallAtRead;
	/** A virtual thread between an unmount and the next mount: it runs nothing of its own. */
	private boolean unmounted;
	/**
	 * The clock of the carrier a virtual thread's mount or unmount being recorded happens on, set by the hook (null:
	 * not known, the clock is read).
	 */
	CarrierClock carrier;
	/** The wall time of a virtual thread's last mount, and the clock of its carrier then. */
	private long mountWall;
	private CarrierClock mountedOn;
	/** CPU time handed out as estimates since the last reading. */
	private long estimated;
	/**
	 * CPU time charged beyond what the clock measured at the last reading (estimates that included time off the
	 * processor), and the part of it not yet taken off later estimates.
	 */
	private long owed;
	private long toPay;
	/**
	 * On one processor, the first and the last wall time at which another thread recorded an event since this one's
	 * latest (-1: none): this thread was off the processor then.
	 */
	private long firstOut = -1;
	private long lastOut = -1;

	CpuAccount(boolean virtual, long cpuNow, long wallNow) {
		this.virtual = virtual;
		this.cpuAtRead = cpuNow;
		this.wallAtRead = wallNow;
		this.prevWall = wallNow;
	}

	/**
	 * The CPU time since the previous event. Between clock readings (at most one per {@link #CPU_READ_NANOS}, and at
	 * the first and last event of a thread) an event is charged the wall time its thread ran since the previous one
	 * (a blocking call's own duration excluded); a reading charges the clock's advance minus those estimates. When
	 * the estimates were too high (the thread was descheduled), the excess is owed and taken off the following
	 * charges, so that the total charged always catches up with the clock. A virtual thread reads its carrier's clock
	 * while mounted ({@link #carrierClock}); otherwise the wall time up to the event stands in.
	 */
	final long cpu(int kind, long wallEnd, long wall) {
		long gap = Math.max(0, wallEnd - prevWall);
		if (ONE_PROCESSOR && preempted(wallEnd, wall) && !virtual && cpuAtRead >= 0) {
			return reading(gap, wall);
		}
		if (virtual && (kind == Kinds.VTHREAD_MOUNT || kind == Kinds.VTHREAD_UNMOUNT)) {
			return carrierClock(kind, gap, wall);
		}
		if (unmounted) {
			// after its last unmount a virtual thread only records its thread_end: the time between is its carrier's
			return 0;
		}
		if (cpuAtRead < 0) {
			return gap;
		}
		if (wall - wallAtRead < PLATFORM_READ_NANOS && kind != Kinds.THREAD_END && kind != Kinds.THREAD_BEGIN) {
			long paid = Math.min(toPay, gap);
			toPay -= paid;
			estimated += gap - paid;
			return gap - paid;
		}
		return reading(gap, wall);
	}

	/**
	 * On a recording pinned to one processor: notes this thread's event at {@code wall}, and tells whether the thread
	 * was preempted since its previous event and before {@code wallEnd}, the start of the call the event ends (a thread
	 * woken by this one runs at once on Linux, while this one still has work before its next event). Then its clock
	 * must be read: its wall time holds the other threads' turns, which the estimates would charge to it and take
	 * back from the following events only at the next reading, a millisecond on (two threads taking turns of 300 and
	 * 250 us at an exchange: 550 and 45 us charged to alternate turns of the first). A switch while it waited in its
	 * call is what the call's duration already leaves out; one after {@code wall}, in a call whose event is dated at
	 * its start (a release), is in the next event's wall time, and is kept for it.
	 */
	private boolean preempted(long wallEnd, long wall) {
		CpuAccount last = onProcessor;
		if (last != this) {
			if (last != null) {
				if (last.firstOut < 0) {
					last.firstOut = wall;
				}
				last.lastOut = wall;
			}
			onProcessor = this;
		}
		long first = firstOut;
		if (first < 0) {
			return false;
		}
		long carried = lastOut > wall ? lastOut : -1;
		firstOut = carried;
		lastOut = carried;
		return first < wallEnd;
	}

	/**
	 * A virtual thread's CPU clock is its carrier's while it is mounted: the JDK's native reading of the current
	 * thread's clock reads the carrier's kernel thread. A mount starts the reading (the time unmounted is not the
	 * thread's), an unmount settles it, so that a mounted stretch is charged what the carrier spent in it, not its wall
	 * time (the carrier shares its processor with other threads). Unmounted, the wall time stands in, as before.
	 * <p>
	 * The clock is read as rarely as a platform thread's: a mount goes on from the carrier's last reading, which the
	 * previous unmount on that carrier handed on ({@link CarrierClock}), and a short mounted stretch (under
	 * {@link #SHORT_MOUNT_NANOS}, too short for the carrier to have been preempted in it for long) is charged its wall
	 * time, an estimate the carrier's next reading settles. So the virtual threads on a carrier are charged all the
	 * CPU time its clock measured, what it spends between two of them (its scheduling work) going to the next: the
	 * real run spends it too, and no other thread of the trace stands for the carrier.
	 */
	private long carrierClock(int kind, long gap, long wall) {
		CarrierClock c = carrier;
		carrier = null;
		unmounted = kind == Kinds.VTHREAD_UNMOUNT;
		if (kind == Kinds.VTHREAD_MOUNT) {
			mountWall = wall;
			mountedOn = c;
			if (c != null && c.cpu >= 0 && wall - c.wall < CPU_READ_NANOS) {
				cpuAtRead = c.cpu;
				wallAtRead = c.wall;
				estimated = c.charged;
			} else {
				cpuAtRead = Events.cpuOf(false);
				wallAtRead = wall;
				estimated = 0;
				if (c != null) {
					c.set(cpuAtRead, wall, 0);
				}
			}
			return gap;
		}
		long cpu;
		if (cpuAtRead < 0) {
			cpu = gap;
		} else if (c != null && c == mountedOn && wall - mountWall < SHORT_MOUNT_NANOS
				&& wall - wallAtRead < CPU_READ_NANOS) {
			// a short stretch on the carrier it mounted on: an estimate, handed on with the reading it goes back to
			long paid = Math.min(toPay, gap);
			toPay -= paid;
			estimated += gap - paid;
			cpu = gap - paid;
			c.set(cpuAtRead, wallAtRead, estimated);
		} else {
			cpu = reading(gap, wall);
			if (c != null) {
				c.set(cpuAtRead, wallAtRead, estimated);
			}
		}
		cpuAtRead = -1;
		return cpu;
	}

	/** Reads the CPU clock: charges its advance since the last reading less what was charged as estimates since. */
	private long reading(long gap, long wall) {
		long before = ONE_PROCESSOR ? Events.now() : 0;
		long now = Events.cpuOf(false);
		if (now < 0) {
			return gap;
		}
		if (virtual && (now < cpuAtRead || now - cpuAtRead > wall - wallAtRead + CLOCK_SLACK_NANOS)) {
			// more CPU than wall time: the thread changed carriers unseen (an unmount inside a hook of its own), so
			// the two readings are of different clocks; the wall time stands in and the reading starts again
			cpuAtRead = now;
			wallAtRead = wall;
			estimated = 0;
			return gap;
		}
		long cpu = now - cpuAtRead - estimated - owed;
		cpuAtRead = now;
		wallAtRead = wall;
		estimated = 0;
		owed = Math.max(0, -cpu);
		toPay = owed;
		if (ONE_PROCESSOR) {
			// read at every turn of another thread and every 50 us, the system call (about 0.6 us) would be 1 to 2 %
			// of a thread's time; it is the recorder's, as long as the wall clock says (unless preempted in it)
			excuse(Math.min(Events.now() - before, READING_AT_MOST_NANOS));
		}
		return Math.max(0, cpu);
	}

	/**
	 * Leaves the CPU time used since the thread's last event out of its next event: a reading of the clock that
	 * charges nothing (what the estimates overcharged stays owed).
	 */
	final void skipCpu(long wall) {
		if (cpuAtRead < 0 || wall < prevWall) {
			return;
		}
		long now = Events.cpuOf(false);
		if (now < 0) {
			return;
		}
		long unpaid = now - cpuAtRead - estimated - owed;
		owed = Math.max(0, -unpaid);
		toPay = owed;
		cpuAtRead = now;
		wallAtRead = wall;
		estimated = 0;
		prevWall = wall;
	}

	/**
	 * Leaves {@code nanos} of the time since the previous event out of the next charges: the recorder's own work in
	 * a hook, measured in wall time (it does not block). Counted as charged beyond the clock, it comes off the next
	 * estimates and, at the latest, the next reading.
	 */
	final void excuse(long nanos) {
		if (nanos > 0) {
			owed += nanos;
			toPay += nanos;
		}
	}

	/**
	 * Starts the wall time and, while mounted, the carrier's clock again from {@code now}: what a virtual thread spent
	 * waiting inside the recorder (unmounted, or moved to another carrier) is not its own.
	 */
	final void restartClocks(long now) {
		prevWall = Math.max(prevWall, now);
		if (cpuAtRead >= 0) {
			cpuAtRead = Events.cpuOf(false);
			wallAtRead = now;
			estimated = 0;
		}
	}
}
