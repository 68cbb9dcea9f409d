/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.MemoryPoolMXBean;
import java.util.List;

/**
 * The collector's stop-the-world time of the recorded run, written to the trace as the property
 * {@code jvm.gc.pause.ms} when the recording closes, with the number of those collections ({@code jvm.gc.count})
 * and the young generation's eden capacity then ({@code jvm.gc.eden.bytes}), from which the simulator works out the
 * part of the pauses the program alone would have had (the recorder's allocation fills the eden too, see
 * {@code Allocation}). While the collector stops the world no application thread's
 * CPU clock advances, so the trace's CPU times leave that time out and the simulator adds it back. The beans are
 * read through the JDK's own helper (a few milliseconds, taken beside the program's start by {@link #prepare});
 * {@code ManagementFactory} would set up every platform bean at exit (50 to 150 ms), so without the helper nothing
 * is written.
 */
final class GcPauses {

	/** The collectors' beans, once {@link #prepare} or the close has looked them up. */
	private static List<GarbageCollectorMXBean> beans;
	/** The heap's memory pools, looked up with the collectors' beans. */
	private static List<MemoryPoolMXBean> pools;

	private GcPauses() {
	}

	/** Looks the beans up, so that the recording's close does not. */
	static void prepare() {
		try {
			beans();
		} catch (ReflectiveOperationException | RuntimeException e) {
			// the close tries again and writes nothing
		}
	}

	@SuppressWarnings("unchecked")
	private static synchronized List<GarbageCollectorMXBean> beans() throws ReflectiveOperationException {
		if (beans == null) {
			Class<?> helper = Class.forName("sun.management.ManagementFactoryHelper");
			beans = (List<GarbageCollectorMXBean>) helper.getMethod("getGarbageCollectorMXBeans").invoke(null);
			pools = (List<MemoryPoolMXBean>) helper.getMethod("getMemoryPoolMXBeans").invoke(null);
		}
		return beans;
	}

	/**
	 * Writes {@code jvm.gc.pause.ms} and {@code jvm.gc.count} when the collectors' beans can be read cheaply, and
	 * {@code jvm.gc.eden.bytes} when the heap has an eden.
	 */
	static void write() {
		long[] times = pauses();
		if (times == null) {
			return;
		}
		Recorder.property("jvm.gc.pause.ms", String.valueOf(times[0]));
		Recorder.property("jvm.gc.count", String.valueOf(times[1]));
		long eden = edenBytes();
		if (eden > 0) {
			Recorder.property("jvm.gc.eden.bytes", String.valueOf(eden));
		}
	}

	/**
	 * The collection time (ms) and number of collections of the collectors that stop the world, or {@code null} when
	 * they cannot be read.
	 */
	static long[] pauses() {
		try {
			long ms = 0;
			long count = 0;
			for (GarbageCollectorMXBean b : beans()) {
				// concurrent cycles (G1 Concurrent GC, ZGC/Shenandoah Cycles) run beside the application
				String name = b.getName();
				if (!name.contains("Concurrent") && !name.contains("Cycles")) {
					ms += Math.max(0, b.getCollectionTime());
					count += Math.max(0, b.getCollectionCount());
				}
			}
			return new long[] { ms, count };
		} catch (Throwable t) {
			return null;
		}
	}

	/** The committed size of the heap's eden space (Serial, Parallel and G1 name theirs so), or -1. */
	private static long edenBytes() {
		try {
			beans();
			for (MemoryPoolMXBean p : pools) {
				if (p.getName().contains("Eden")) {
					return p.getUsage().getCommitted();
				}
			}
		} catch (Throwable t) {
			// no eden figure: the simulator bounds it by the allocation between collections
		}
		return -1;
	}
}
