/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.concurrent.atomic.AtomicInteger;

import dev.foresight.agent.format.ByteSink;
import dev.foresight.agent.format.FtraceFormat;

/**
 * The recorded threads, by JVM thread id (unique for the JVM's life): one small entry per thread holds everything
 * other threads need about it (its dense id, its object id, its start and end events). A program that runs hundreds
 * of thousands of short threads (virtual threads) pays for one map entry each, not for several maps and a weak
 * identity entry.
 */
final class Threads {

	/** What the recorder knows about one thread. */
	static final class Entry {
		/** Dense id in the trace's thread table. */
		final int id;
		/** The thread's object id (fresh, never an identity-table entry). */
		final long object;
		/** Creation site and thread_start reference, written by the starter before the thread runs. */
		int startSite = -1;
		long startRef = -1;
		/** The thread_end reference, for joins; -1 while it runs. */
		volatile long endRef = -1;
		/**
		 * The thread's state while it runs, then the recorder's ended marker: kept here because the JDK erases some
		 * threads' thread-locals between tasks (the common pool's workers), and for the shutdown to find.
		 */
		volatile ThreadState state;

		Entry(int id, long object) {
			this.id = id;
			this.object = object;
		}
	}

	private static final TidTable<Entry> BY_TID = new TidTable<>();
	private static final AtomicInteger NEXT = new AtomicInteger();
	/** Locks for creating entries, striped by thread id (the table itself is read without one). */
	private static final Object[] CREATE = new Object[16];

	static {
		for (int i = 0; i < CREATE.length; i++) {
			CREATE[i] = new Object();
		}
	}

	private Threads() {
	}

	/** The entry of {@code t}, or {@code null} when the recorder has not met it. */
	static Entry get(Thread t) {
		return BY_TID.get(t.threadId());
	}

	/**
	 * The entry of {@code t}, creating it, and its thread table entry with the given parent and creation site, when
	 * it is new.
	 */
	static Entry of(Thread t, int parent, int site) {
		long tid = t.threadId();
		Entry e = BY_TID.get(tid);
		if (e != null) {
			return e;
		}
		// dense ids without gaps: the id is drawn and described by the one thread that creates the entry
		long before = Allocation.now();
		synchronized (CREATE[(int) tid & (CREATE.length - 1)]) {
			e = BY_TID.get(tid);
			if (e == null) {
				e = new Entry(NEXT.getAndIncrement(), ObjectIds.fresh());
				describe(e.id, t, parent, site);
				BY_TID.put(tid, e);
			}
		}
		Allocation.since(before);
		return e;
	}

	/** The object id of {@code t}: its entry's, or an identity id for a thread the recorder has not met. */
	static long objectOf(Thread t) {
		Entry e = get(t);
		return e != null ? e.object : ObjectIds.of(t);
	}

	/** Dense id of a recorded thread, or -1. */
	static int idOf(Thread t) {
		Entry e = get(t);
		return e == null ? -1 : e.id;
	}

	/**
	 * Hands over the pending events of every thread still running (the recorder's shutdown, while they may still
	 * record).
	 */
	static void closeAll() {
		// not a lambda: on the way out of a short program its class would be spun at run time
		BY_TID.forEach(new java.util.function.Consumer<Entry>() {
			@Override
			public void accept(Entry e) {
				ThreadState s = e.state;
				if (s != null) {
					s.close(); // an ended thread's state has nothing left to hand over
				}
			}
		});
	}

	/** A fresh dense id, for a thread kept out of this table (a carrier, see {@code Carriers}). */
	static int nextId() {
		return NEXT.getAndIncrement();
	}

	/** Writes the thread table entry of {@code t}. */
	static void describe(int id, Thread t, int parent, int site) {
		String name = t.getName();
		// room for every field at its longest (a char is at most 3 bytes of UTF-8), handed over without a copy: a
		// program of many virtual threads describes each of them
		ByteSink b = new ByteSink(32 + 3 * name.length());
		b.varint(id);
		b.string(name);
		b.zigzag(parent);
		b.zigzag(site);
		// daemon status is set before a thread starts, so this is its status for life; the run does not wait for it
		b.u8((t.isVirtual() ? FtraceFormat.THREAD_VIRTUAL : 0) | (t.isDaemon() ? FtraceFormat.THREAD_DAEMON : 0));
		b.varint(t.threadId());
		TraceOutput.submit(FtraceFormat.BLOCK_THREAD, b.array(), b.size());
	}
}
