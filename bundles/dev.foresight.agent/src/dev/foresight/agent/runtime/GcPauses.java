/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.lang.management.GarbageCollectorMXBean;
import java.util.List;

/**
 * The collector's stop-the-world time of the recorded run, written to the trace as the property
 * {@code jvm.gc.pause.ms} when the recording closes. While the collector stops the world no application thread's
 * CPU clock advances, so the trace's CPU times leave that time out and the simulator adds it back. The beans are
 * read through the JDK's own helper (a few milliseconds, taken beside the program's start by {@link #prepare});
 * {@code ManagementFactory} would set up every platform bean at exit (50 to 150 ms), so without the helper nothing
 * is written.
 */
final class GcPauses {

	/** The collectors' beans, once {@link #prepare} or the close has looked them up. */
	private static List<GarbageCollectorMXBean> beans;

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
		}
		return beans;
	}

	/** Writes {@code jvm.gc.pause.ms} when the collectors' times can be read cheaply. */
	static void write() {
		long ms = pauseMillis();
		if (ms >= 0) {
			Recorder.property("jvm.gc.pause.ms", String.valueOf(ms));
		}
	}

	/** Sum of the collection times of the collectors that stop the world, or -1 when they cannot be read. */
	static long pauseMillis() {
		try {
			long sum = 0;
			for (GarbageCollectorMXBean b : beans()) {
				// concurrent cycles (G1 Concurrent GC, ZGC/Shenandoah Cycles) run beside the application
				String name = b.getName();
				if (!name.contains("Concurrent") && !name.contains("Cycles")) {
					sum += Math.max(0, b.getCollectionTime());
				}
			}
			return sum;
		} catch (Throwable t) {
			return -1;
		}
	}
}
