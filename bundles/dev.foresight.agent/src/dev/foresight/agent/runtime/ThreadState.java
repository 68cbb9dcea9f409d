/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import dev.foresight.agent.format.EventEncoder;
import dev.foresight.agent.format.FtraceFormat;
import dev.foresight.agent.format.Kinds;

/**
 * What the recorder keeps per recorded thread: its dense id, the encoder holding its not yet written events, and the
 * CPU and wall clocks at its previous event. Only its own thread records into it, without a lock; handing a block
 * over synchronizes on it, and the recorder's shutdown takes what the thread has published (see EventEncoder) while
 * the thread may still run.
 */
final class ThreadState {

	/** Events per block; a full block is handed to the writer. */
	private static final int BLOCK_EVENTS = 2048;
	/** A block older than this is handed over even when not full, so that a killed JVM loses little. */
	private static final long BLOCK_AGE_NANOS = 200_000_000L;

	/**
	 * Read the CPU clock at most this often (wall time between readings): a reading is a system call (a few hundred
	 * nanoseconds), an event costs tens. In between, an event is charged the wall time its thread ran since the
	 * previous one, and the next reading charges what the clock measured minus what was handed out.
	 */
	private static final long CPU_READ_NANOS = 1_000_000L;
	/** How far a clock's advance may exceed the wall time between two readings (their granularity). */
	private static final long CLOCK_SLACK_NANOS = 100_000L;
	private static final int CACHE = 16;

	final int id;
	final boolean virtual;
	/** The thread's table entry (null for the recorder's marker of ended threads). */
	final Threads.Entry entry;
	private final EventEncoder encoder;
	private long nextIndex;
	private long prevWall;
	/** The CPU clock at its last reading (-1: none, virtual threads), and the wall time then. */
	private long cpuAtRead;
	private long wallAtRead;
	/** A virtual thread between an unmount and the next mount: it runs nothing of its own. */
	private boolean unmounted;
	/** CPU time handed out as estimates since the last reading. */
	private long estimated;
	/**
	 * CPU time charged beyond what the clock measured at the last reading (estimates that included time off the
	 * processor), and the part of it not yet taken off later estimates.
	 */
	private long owed;
	private long toPay;
	/** Allocated at the first lookup: most short-lived threads (virtual ones) never name a monitor or lock. */
	private Object[] cachedObjects;
	private long[] cachedIds;
	/** The cache slot the next new object takes (the oldest). */
	private int cacheNext;
	private long blockStartWall;
	/** Events handed to the writer so far. */
	private long handedOut;
	/** Set while a hook of this thread runs, so that nothing the recorder does is recorded. */
	boolean busy;
	/** Set by thread_end: code the JDK runs after it (thread exit, worker deregistration) records nothing. */
	boolean ended;
	/**
	 * Receivers of bracketed calls in progress (joins through a subclass) and when they began: a stack, because a
	 * fork/join worker runs other tasks, with joins of their own, while it joins.
	 */
	private Object[] stash;
	private long[] stashStart;
	private int stashDepth;
	/** The application site of a fork in progress, for the JDK's fork hook; -1 when none. */
	int siteHint = -1;
	/** The application site of a fork/join wait in progress (join, invoke, get), for the JDK's hook; -1 when none. */
	int joinSite = -1;
	/** The site of the invokeAll whose forks are in progress on this thread; -1 when none. */
	int allSite = -1;
	/** The application site of a thread start in progress, for the JDK's start hook; -1 when none. */
	int startSite = -1;
	ThreadState(Threads.Entry entry, boolean virtual, long cpuNow, long wallNow) {
		this.entry = entry;
		this.id = entry == null ? -1 : entry.id;
		this.virtual = virtual;
		this.encoder = new EventEncoder(id, 128);
		this.cpuAtRead = cpuNow;
		this.wallAtRead = wallNow;
		this.prevWall = wallNow;
		this.blockStartWall = wallNow;
	}

	/** Pushes the receiver of a bracketed call ({@code null} when the call is not one to record). */
	void push(Object receiver, long start) {
		if (stash == null) {
			stash = new Object[8];
			stashStart = new long[8];
		} else if (stashDepth == stash.length) {
			if (stashDepth >= 4096) {
				// calls that threw never popped; a stack this deep means many of them, so start afresh
				stashDepth = 0;
			} else {
				stash = java.util.Arrays.copyOf(stash, stashDepth * 2);
				stashStart = java.util.Arrays.copyOf(stashStart, stashDepth * 2);
			}
		}
		stash[stashDepth] = receiver;
		stashStart[stashDepth++] = start;
	}

	/** Pops the receiver pushed by the matching before-hook, or {@code null}. */
	Object pop() {
		if (stashDepth == 0) {
			return null;
		}
		Object o = stash[--stashDepth];
		stash[stashDepth] = null;
		return o;
	}

	/** When the call of the last popped receiver began. */
	long poppedStart() {
		return stashStart[stashDepth];
	}

	/**
	 * The id of {@code o}: a thread works on few objects at a time, so a small cache of its recent ones (strong
	 * references to at most 16 objects) saves most lookups in the shared table. The cache is searched by reference,
	 * newest first, not by identity hash: hashing a monitor that is locked (by this thread at its enter, by the next
	 * owner after its exit) leaves the compiled fast path for a call into the VM.
	 */
	long idOf(Object o) {
		if (o == null) {
			return -1;
		}
		Object[] objects = cachedObjects;
		if (objects == null) {
			objects = cachedObjects = new Object[CACHE];
			cachedIds = new long[CACHE];
		}
		int last = cacheNext - 1;
		for (int i = 0; i < CACHE; i++) {
			int slot = (last - i) & (CACHE - 1);
			if (objects[slot] == o) {
				return cachedIds[slot];
			}
		}
		long id = ObjectIds.of(o);
		int slot = cacheNext & (CACHE - 1);
		objects[slot] = o;
		cachedIds[slot] = id;
		cacheNext = slot + 1;
		return id;
	}

	/**
	 * Records an event and returns its packed reference ({@code thread << 32 | index}). Only the state's own thread
	 * calls this, without a lock (see {@link EventEncoder}).
	 *
	 * @param wallEnd the wall time the work before this event ended (for blocking calls, when the call began)
	 * @param wall the wall time of the event
	 */
	long record(int kind, long object, int site, long wallEnd, long wall, long arg, int flags, long wake) {
		if (wall < prevWall) {
			// a release timed before it happened, when the release itself recorded events (a Lock implemented by
			// the application): it is placed after them, so that the thread's time never runs backwards
			wall = prevWall;
			wallEnd = Math.min(wallEnd, wall);
		}
		long cpu = cpu(kind, wallEnd, wall);
		prevWall = wall;
		encoder.add(kind, object, site, cpu, wall, arg, flags, wake);
		long ref = ((long) id << 32) | nextIndex++;
		if (encoder.count() >= BLOCK_EVENTS || wall - blockStartWall > BLOCK_AGE_NANOS) {
			flush(wall);
		}
		return ref;
	}

	/**
	 * Records an event without object, site, flags or wake link and without ever handing a block over (no lock, no
	 * wait): the virtual thread mount hooks run on the carrier, where blocking on a recorder monitor that an unmounted
	 * virtual thread holds could leave no carrier to run that thread. The next ordinary event hands the block over.
	 */
	void place(int kind, long wallEnd, long wall, long arg) {
		if (wall < prevWall) {
			wall = prevWall;
			wallEnd = Math.min(wallEnd, wall);
		}
		long cpu = cpu(kind, wallEnd, wall);
		prevWall = wall;
		encoder.add(kind, -1, -1, cpu, wall, arg, 0, -1);
		nextIndex++;
	}

	/**
	 * The CPU time since the previous event. Between clock readings (at most one per {@link #CPU_READ_NANOS}, and at
	 * the first and last event of a thread) an event is charged the wall time its thread ran since the previous one
	 * (a blocking call's own duration excluded); a reading charges the clock's advance minus those estimates. When
	 * the estimates were too high (the thread was descheduled), the excess is owed and taken off the following
	 * charges, so that the total charged always catches up with the clock. Virtual threads have no CPU clock: the
	 * wall time up to the event stands in.
	 */
	private long cpu(int kind, long wallEnd, long wall) {
		long gap = Math.max(0, wallEnd - prevWall);
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
		if (wall - wallAtRead < CPU_READ_NANOS && kind != Kinds.THREAD_END && kind != Kinds.THREAD_BEGIN) {
			long paid = Math.min(toPay, gap);
			toPay -= paid;
			estimated += gap - paid;
			return gap - paid;
		}
		return reading(gap, wall);
	}

	/**
	 * A virtual thread's CPU clock is its carrier's while it is mounted: the JDK's native reading of the current
	 * thread's clock reads the carrier's kernel thread. A mount starts the reading (the time unmounted is not the
	 * thread's), an unmount settles it, so that a mounted stretch is charged what the carrier spent in it, not its wall
	 * time (the carrier shares its processor with other threads). Unmounted, the wall time stands in, as before.
	 */
	private long carrierClock(int kind, long gap, long wall) {
		unmounted = kind == Kinds.VTHREAD_UNMOUNT;
		if (kind == Kinds.VTHREAD_MOUNT) {
			cpuAtRead = Events.cpuOf(false);
			wallAtRead = wall;
			estimated = 0;
			return gap;
		}
		long cpu = cpuAtRead < 0 ? gap : reading(gap, wall);
		cpuAtRead = -1;
		return cpu;
	}

	/** Reads the CPU clock: charges its advance since the last reading less what was charged as estimates since. */
	private long reading(long gap, long wall) {
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
		return Math.max(0, cpu);
	}

	/**
	 * Leaves the CPU time used since the thread's last event out of its next event: a reading of the clock that
	 * charges nothing (what the estimates overcharged stays owed).
	 */
	void skipCpu(long wall) {
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

	/** Reference the next recorded event will have. */
	long nextRef() {
		return ((long) id << 32) | nextIndex;
	}

	/** Events recorded so far. */
	long eventCount() {
		return nextIndex;
	}

	/** Hands the pending events to the writer (the state's own thread). */
	synchronized void flush(long wall) {
		blockStartWall = wall;
		hand(encoder.takeBlock());
		if (virtual) {
			// the time the writer's queue kept a virtual thread waiting here (seconds when many threads hand blocks
			// over at once), unmounted or on another carrier, is not its own: its wall time and its carrier's clock
			// start again
			long now = Events.now();
			prevWall = Math.max(prevWall, now);
			if (cpuAtRead >= 0) {
				cpuAtRead = Events.cpuOf(false);
				wallAtRead = now;
				estimated = 0;
			}
		}
	}

	/**
	 * Hands over what the thread has recorded and stops handing out more: called at the end of the recording by
	 * another thread, while this state's thread may still be recording.
	 */
	synchronized void close() {
		hand(encoder.takePublished());
	}

	private void hand(byte[] block) {
		if (block != null) {
			long before = handedOut;
			handedOut = encoder.handedOut();
			Recorder.counted(handedOut - before);
			Recorder.submit(FtraceFormat.BLOCK_EVENTS, block);
		}
	}
}
