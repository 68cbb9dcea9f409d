/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import dev.foresight.agent.format.EventEncoder;
import dev.foresight.agent.format.FtraceFormat;

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

	final int id;
	final boolean virtual;
	private final EventEncoder encoder;
	private long nextIndex;
	private long prevCpu;
	private long prevWall;
	private long blockStartWall;
	/** Set while a hook of this thread runs, so that nothing the recorder does is recorded. */
	boolean busy;
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
	private Object lastObject;
	private long lastObjectId;

	ThreadState(int id, boolean virtual, long cpuNow, long wallNow) {
		this.id = id;
		this.virtual = virtual;
		this.encoder = new EventEncoder(id, 128);
		this.prevCpu = cpuNow;
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

	/** The id of {@code o}, remembering the last one because runs of events on one object are the common case. */
	long idOf(Object o) {
		if (o == lastObject && o != null) {
			return lastObjectId;
		}
		long id = ObjectIds.of(o);
		lastObject = o;
		lastObjectId = id;
		return id;
	}

	/**
	 * Records an event and returns its packed reference ({@code thread << 32 | index}).
	 *
	 * @param cpuEnd the thread CPU clock now, or -1 when the platform cannot measure it
	 * @param wallEnd the wall time the work before this event ended (for blocking calls, when the call began)
	 */
	synchronized long record(int kind, long object, int site, long cpuEnd, long wallEnd, long wall, long arg,
			int flags, long wake) {
		long cpu;
		if (cpuEnd >= 0 && prevCpu >= 0) {
			cpu = cpuEnd - prevCpu;
			prevCpu = cpuEnd;
		} else {
			// virtual threads: no CPU clock, the wall time of the work before the event stands in for it
			cpu = wallEnd - prevWall;
			prevCpu = cpuEnd;
		}
		prevWall = wall;
		encoder.add(kind, object, site, cpu, wall, arg, flags, wake);
		long ref = ((long) id << 32) | nextIndex++;
		if (encoder.count() >= BLOCK_EVENTS || wall - blockStartWall > BLOCK_AGE_NANOS) {
			flush(wall);
		}
		return ref;
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
