/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.LongAdder;

/**
 * Heap allocation of the recorded run and the recorder's own part of it, written to the trace when the recording
 * closes ({@code jvm.allocated.bytes}, {@code recorder.allocated.bytes}). The recorder's structures fill the young
 * generation beside the program's objects, and a recording may collect where the program alone does not; the
 * simulator replays only the collections the program's own allocation accounts for. The recorder counts what it
 * allocates per thread (its table entry, state and event array, the blocks it hands over), per class it rewrites (on
 * the loading thread) and its writer's allocation, each by the JDK's per-thread counter (the native reading behind
 * {@code ThreadMXBean}, as {@link CpuClock}), read around those few paths only: a reading takes 11 ns, and two around
 * every event would add about two thirds to an event's cost.
 */
public final class Allocation {

	/**
	 * {@code long getThreadAllocatedMemory0(long)} of {@code sun.management.ThreadImpl}: the thread of that id, 0 the
	 * current one.
	 */
	private static final MethodHandle CURRENT;
	/** {@code long getTotalThreadAllocatedMemory()}: every thread's, the ended ones' included. */
	private static final MethodHandle TOTAL;
	private static final LongAdder COUNTED = new LongAdder();

	static {
		MethodHandle current = null;
		MethodHandle total = null;
		try {
			// the helper's initialization loads the native library the readings live in (as for CpuClock)
			Class.forName("sun.management.ManagementFactoryHelper").getMethod("getThreadMXBean").invoke(null);
			Class<?> cls = Class.forName("sun.management.ThreadImpl");
			MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(cls, MethodHandles.lookup());
			current = lookup.findStatic(cls, "getThreadAllocatedMemory0",
					MethodType.methodType(long.class, long.class));
			total = lookup.findStatic(cls, "getTotalThreadAllocatedMemory", MethodType.methodType(long.class));
			if ((long) current.invokeExact(0L) < 0 || (long) total.invokeExact() < 0) {
				current = null;
				total = null;
			}
		} catch (Throwable t) {
			current = null;
			total = null;
		}
		CURRENT = current;
		TOTAL = total;
	}

	private Allocation() {
	}

	/**
	 * Bytes the current thread has allocated (a virtual thread: its carrier), or -1 when it cannot be read. Pass it
	 * to {@link #since} after the recorder's work.
	 */
	public static long now() {
		try {
			return CURRENT != null ? (long) CURRENT.invokeExact(0L) : -1;
		} catch (Throwable t) {
			return -1;
		}
	}

	/** More than one registration or block allocates: a difference beyond it compares two threads' counters. */
	private static final long MOST = 1L << 24;

	/**
	 * Counts what the current thread allocated since {@code before} (from {@link #now}) as the recorder's. A virtual
	 * thread that waited in between (for the writer's queue, for a stripe of the thread table) may have moved to
	 * another carrier and read another counter; the carriers' counters drift apart by far more than {@link #MOST} as
	 * they run, so a difference that is negative or beyond it is left out.
	 */
	public static void since(long before) {
		if (before >= 0) {
			long d = now() - before;
			if (d > 0 && d < MOST) {
				COUNTED.add(d);
			}
		}
	}

	/** Counts what one of the recorder's own threads (the writer), still alive, has allocated as the recorder's. */
	static void thread(Thread t) {
		try {
			if (CURRENT != null && t != null && t.isAlive()) {
				long bytes = (long) CURRENT.invokeExact(t.threadId());
				if (bytes > 0) {
					COUNTED.add(bytes);
				}
			}
		} catch (Throwable e) {
			// not counted
		}
	}

	/** Writes the two properties, when the counters can be read. */
	static void write() {
		try {
			if (TOTAL != null) {
				Recorder.property("jvm.allocated.bytes", String.valueOf((long) TOTAL.invokeExact()));
				Recorder.property("recorder.allocated.bytes", String.valueOf(COUNTED.sum()));
			}
		} catch (Throwable t) {
			// nothing written: the simulator replays every collection
		}
	}
}
