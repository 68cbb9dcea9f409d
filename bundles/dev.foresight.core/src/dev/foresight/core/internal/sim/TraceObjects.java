/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.Arrays;

import dev.foresight.core.trace.Event;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.TraceHeader;

/**
 * The objects of a prepared trace under dense numbers: the threads first, then the I/O pseudo-object, then every
 * object an event acts on in the order met, each with its role and what the trace says of it (a queue's capacity or
 * hand-off, a lock's fairness, which sides of a task it holds; initial counts come from {@link RecordedOrderPass}).
 * Filled while the trace is prepared; read-only afterwards, when the arrays no longer grow.
 */
final class TraceObjects {

	/** A task's submit (what its begin waits for). */
	static final byte SUBMITTED = 1;
	/** A task's end or a future's completion (what a get waits for). */
	static final byte DONE = 2;
	/**
	 * An explicit completion: a future completed by whoever finishes last (a counted completer) is done then, not
	 * when the code of its task ends.
	 */
	static final byte COMPLETES = 4;
	/**
	 * A task that a thread began in place (a begin linked to no submit) and submitted itself before it ended: a
	 * {@code CountedCompleter} of the JDK's parallel streams forks itself while it runs, and runs again from that fork.
	 */
	static final byte FORKS_ITSELF = 8;

	/** The I/O pseudo-object's number (the one after the threads). */
	final int io;
	int count;
	long[] id;
	byte[] role;
	long[] initialCount;
	long[] capacity;
	boolean[] handoff;
	boolean[] fair;
	/** Per object, which side of a task or future the trace holds: {@link #SUBMITTED}, {@link #DONE}. */
	byte[] taskSides;

	/** The tasks the thread being numbered began in place and has not ended, innermost last. */
	private int[] inPlace = new int[8];
	private int inPlaceCount;

	// monitors and other objects have separate id spaces in a recording
	private final LongIntMap monitors;
	private final LongIntMap others;

	/** The table of a trace of {@code threads} threads, holding them and the I/O pseudo-object. */
	TraceObjects(int threads) {
		this.io = threads;
		// a recorder's object ids count up from 1: up to 16 M of them (64 MiB a map) are looked up by index
		this.monitors = new LongIntMap(64, 1 << 24);
		this.others = new LongIntMap(64, 1 << 24);
		count = threads + 1;
		grow(Math.max(64, count * 2));
		Arrays.fill(role, 0, threads, Roles.THREAD);
		role[io] = Roles.IO;
	}

	/**
	 * The dense number of the object {@code id} that an event of {@code kind} acts on (numbered now if new), or -1
	 * when the kind acts on none; notes what the event says of the object.
	 */
	int number(EventKind kind, long id, int flags, long arg) {
		byte r = Roles.of(kind);
		if (r == Roles.NONE || id < 0) {
			return -1;
		}
		LongIntMap map = r == Roles.MONITOR ? monitors : others;
		int o = map.get(id);
		if (o < 0) {
			o = count++;
			if (o == role.length) {
				grow(role.length * 2);
			}
			map.put(id, o);
			this.id[o] = id;
			role[o] = r;
		}
		if ((flags & Event.FAIR) != 0) {
			fair[o] = true;
		}
		switch (kind) {
		case TASK_SUBMIT -> taskSides[o] |= SUBMITTED;
		case TASK_END -> taskSides[o] |= DONE;
		case FUTURE_COMPLETE -> taskSides[o] |= DONE | COMPLETES;
		default -> {
			// other kinds leave the task sides alone
		}
		}
		if (kind == EventKind.QUEUE_PUT) {
			if ((flags & Event.HANDOFF) != 0) {
				handoff[o] = true;
			} else if (arg > 0) {
				capacity[o] = arg;
			}
		}
		return o;
	}

	/**
	 * Notes task event {@code kind} of task {@code o} by the thread being numbered, whose events come in order after
	 * those of the thread before ({@link #nextThread}); {@code linked}: the event has a wake link.
	 */
	void task(EventKind kind, int o, boolean linked) {
		if (kind == EventKind.TASK_BEGIN && !linked) {
			if (inPlaceCount == inPlace.length) {
				inPlace = Arrays.copyOf(inPlace, inPlaceCount * 2);
			}
			inPlace[inPlaceCount++] = o;
			return;
		}
		for (int k = inPlaceCount - 1; k >= 0; k--) {
			if (inPlace[k] == o) {
				if (kind == EventKind.TASK_SUBMIT) {
					taskSides[o] |= FORKS_ITSELF;
				} else if (kind == EventKind.TASK_END) {
					inPlaceCount = k;
				}
				return;
			}
		}
	}

	/** Starts the numbering of another thread's events. */
	void nextThread() {
		inPlaceCount = 0;
	}

	private void grow(int n) {
		id = id == null ? new long[n] : Arrays.copyOf(id, n);
		role = role == null ? new byte[n] : Arrays.copyOf(role, n);
		initialCount = initialCount == null ? new long[n] : Arrays.copyOf(initialCount, n);
		capacity = capacity == null ? new long[n] : Arrays.copyOf(capacity, n);
		handoff = handoff == null ? new boolean[n] : Arrays.copyOf(handoff, n);
		fair = fair == null ? new boolean[n] : Arrays.copyOf(fair, n);
		taskSides = taskSides == null ? new byte[n] : Arrays.copyOf(taskSides, n);
	}

	/** Whether {@code o} is a queue whose puts hand over to a taker directly (a synchronous queue). */
	boolean handoff(int o) {
		return o >= 0 && handoff[o];
	}

	/** A description of object {@code o} for messages, for example {@code monitor 0x1f}. */
	String describe(int o, TraceHeader header) {
		if (o < 0) {
			return "nothing";
		}
		if (role[o] == Roles.THREAD) {
			return "thread " + header.threads().get(o).name();
		}
		if (role[o] == Roles.IO) {
			return "an I/O slot";
		}
		return Roles.name(role[o]) + " 0x" + Long.toHexString(id[o]);
	}
}
