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
 * CPU and wall clocks at its previous event. Only its own thread records into it; flushing from the shutdown hook
 * synchronizes on it (uncontended otherwise).
 */
final class ThreadState {

	/** Events per block; a full block is handed to the writer. */
	private static final int BLOCK_EVENTS = 2048;
	/** A block older than this is handed over even when not full, so that a killed JVM loses little. */
	private static final long BLOCK_AGE_NANOS = 200_000_000L;

	/** Read the CPU clock at least this often (wall time), and after any event that ended a wait. */
	private static final long CPU_READ_NANOS = 1_000_000L;
	/** A gap this long before an event means the thread waited or was descheduled: read the CPU clock. */
	private static final long WAITED_NANOS = 20_000L;
	private static final int CPU_READ_EVENTS = 64;
	private static final int CACHE = 16;

	final int id;
	final boolean virtual;
	private final EventEncoder encoder;
	private long nextIndex;
	private long prevWall;
	/** The CPU clock at its last reading (-1: none, virtual threads), and the wall time then. */
	private long cpuAtRead;
	private long wallAtRead;
	/** CPU time handed out as estimates since the last reading, and to how many events. */
	private long estimated;
	private int estimates;
	private final Object[] cachedObjects = new Object[CACHE];
	private final long[] cachedIds = new long[CACHE];
	private long blockStartWall;
	/** Set while a hook of this thread runs, so that nothing the recorder does is recorded. */
	boolean busy;
	/** Set by thread_end: code the JDK runs after it (thread exit, worker deregistration) records nothing. */
	boolean ended;
	/** Wall time at which the current blocking call began (see {@link Events#attempt()}). */
	long attemptWall = -1;
	/**
	 * Receivers of bracketed calls in progress (joins through a subclass) and when they began: a stack, because a
	 * fork/join worker runs other tasks, with joins of their own, while it joins.
	 */
	private Object[] stash = new Object[8];
	private long[] stashStart = new long[8];
	private int stashDepth;
	/** The application site of a fork in progress, for the JDK's fork hook; -1 when none. */
	int siteHint = -1;
	ThreadState(int id, boolean virtual, long cpuNow, long wallNow) {
		this.id = id;
		this.virtual = virtual;
		this.encoder = new EventEncoder(id, 128);
		this.cpuAtRead = cpuNow;
		this.wallAtRead = wallNow;
		this.prevWall = wallNow;
		this.blockStartWall = wallNow;
	}

	/** Pushes the receiver of a bracketed call ({@code null} when the call is not one to record). */
	void push(Object receiver, long start) {
		if (stashDepth == stash.length) {
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
	 * references to at most 16 objects) saves most lookups in the shared table.
	 */
	long idOf(Object o) {
		if (o == null) {
			return -1;
		}
		int slot = System.identityHashCode(o) & (CACHE - 1);
		if (cachedObjects[slot] == o) {
			return cachedIds[slot];
		}
		long id = ObjectIds.of(o);
		cachedObjects[slot] = o;
		cachedIds[slot] = id;
		return id;
	}

	/**
	 * Records an event and returns its packed reference ({@code thread << 32 | index}).
	 *
	 * @param wallEnd the wall time the work before this event ended (for blocking calls, when the call began)
	 * @param wall the wall time of the event
	 */
	synchronized long record(int kind, long object, int site, long wallEnd, long wall, long arg, int flags,
			long wake) {
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
	 * The CPU time since the previous event. Reading the thread CPU clock is a system call, so between readings an
	 * event that follows the previous one closely (the thread ran in between) is given the wall time since it; each
	 * reading then gives the next event what the clock measured minus what was handed out, which keeps the total
	 * exact. The clock is read after every wait, at least every millisecond and every 64 events, and at the first
	 * and last event of a thread. Virtual threads have no CPU clock: the wall time up to the event stands in.
	 */
	private long cpu(int kind, long wallEnd, long wall) {
		long gap = Math.max(0, wallEnd - prevWall);
		if (cpuAtRead < 0) {
			return gap;
		}
		boolean read = wall - wallEnd > WAITED_NANOS || gap > WAITED_NANOS || wall - wallAtRead > CPU_READ_NANOS
				|| estimates >= CPU_READ_EVENTS || kind == Kinds.THREAD_END || kind == Kinds.THREAD_BEGIN;
		if (!read) {
			estimated += gap;
			estimates++;
			return gap;
		}
		long now = Events.cpuOf(false);
		long cpu = Math.max(0, now - cpuAtRead - estimated);
		cpuAtRead = now;
		wallAtRead = wall;
		estimated = 0;
		estimates = 0;
		return cpu;
	}

	/** Reference the next recorded event will have. */
	long nextRef() {
		return ((long) id << 32) | nextIndex;
	}

	/** Events recorded so far. */
	long eventCount() {
		return nextIndex;
	}

	/** Hands the pending events to the writer. */
	synchronized void flush(long wall) {
		byte[] block = encoder.takeBlock();
		blockStartWall = wall;
		if (block != null) {
			Recorder.submit(FtraceFormat.BLOCK_EVENTS, block);
		}
	}
}
