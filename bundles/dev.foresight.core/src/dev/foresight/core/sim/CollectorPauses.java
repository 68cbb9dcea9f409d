/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Map;

import dev.foresight.core.trace.TraceHeader;
import dev.foresight.core.trace.ftrace.Ftrace;

/**
 * The part of the recorded run's collector pauses that the program's own allocation accounts for. The recorder
 * allocates beside the program (its threads' states and event arrays, the blocks it hands over), and a recording may
 * collect where the program alone would not: a program of 30,000 virtual threads that allocates 67 MB never fills
 * its 101 MiB young generation, its recording does once (a 73 ms pause). A young collection comes each time the
 * allocation since the last one fills the young generation's eden, so the program alone would have made
 * {@code floor(program's allocation / eden)} of the recording's collections, at most all of them, each as long as the
 * recorded ones on average. The eden is the smaller of its capacity at the end of the run and the run's allocation
 * over its collections: a fixed eden (the serial and parallel collectors) is about both, one that grew during the run
 * (G1: 306 MB at the end of a recording that collected 5 times in 663 MB) is better taken as the average. Without the
 * allocation figures (an older trace, a JVM whose counters cannot be read) every recorded pause is replayed.
 */
public final class CollectorPauses {

	/** Trace property: the number of stop-the-world collections of the recorded run. */
	public static final String COUNT_PROPERTY = "jvm.gc.count";
	/** Trace property: bytes the recorded run allocated on the heap, every thread's (the recorder's included). */
	public static final String ALLOCATED_PROPERTY = "jvm.allocated.bytes";
	/** Trace property: bytes of that allocation the recorder counted as its own. */
	public static final String RECORDER_ALLOCATED_PROPERTY = "recorder.allocated.bytes";
	/**
	 * Trace property: the young generation's eden capacity at the end of the recorded run (bytes); the allocation
	 * between two collections is taken as the smaller of it and the run's allocation over its collections.
	 */
	public static final String EDEN_PROPERTY = "jvm.gc.eden.bytes";

	private CollectorPauses() {
	}

	/**
	 * The garbage collector's stop-the-world time in the recorded run (property
	 * {@value JvmProperties#GC_PAUSE_PROPERTY}, milliseconds), or 0 when the trace does not say or says nonsense. No
	 * application thread's CPU clock advances while the world is stopped, so the recorded CPU times leave it out;
	 * every simulated run adds the program's part of it ({@link #replayedNanos}) to its completion time, as serial
	 * time that more processors do not shorten (the recording's collector, which the accuracy harness keeps serial).
	 */
	public static long recordedNanos(TraceHeader header) {
		String v = header.properties().get(JvmProperties.GC_PAUSE_PROPERTY);
		if (v == null) {
			return 0;
		}
		try {
			double nanos = Double.parseDouble(v.trim()) * 1e6;
			// nonsense: not a number, negative, or longer than any recording (Ftrace.MAX_NANOS, 104 days)
			return nanos >= 0 && nanos <= Ftrace.MAX_NANOS ? Math.round(nanos) : 0;
		} catch (NumberFormatException e) {
			return 0;
		}
	}

	/**
	 * The pauses every simulated run adds as serial time: the recorded ones ({@link #recordedNanos}) times
	 * the share of the recording's collections the program alone would have made.
	 */
	public static long replayedNanos(TraceHeader header) {
		long recorded = recordedNanos(header);
		Map<String, String> p = header.properties();
		long count = number(p.get(COUNT_PROPERTY));
		long total = number(p.get(ALLOCATED_PROPERTY));
		long recorder = number(p.get(RECORDER_ALLOCATED_PROPERTY));
		if (recorded == 0 || count <= 0 || total <= 0 || recorder < 0) {
			return recorded;
		}
		// a young generation that grew during the run (G1 sizes it as it goes) is larger at the end than on average
		long eden = number(p.get(EDEN_PROPERTY));
		double between = eden > 0 ? Math.min(eden, (double) total / count) : (double) total / count;
		long program = Math.max(0, total - recorder);
		long collections = Math.min(count, (long) Math.floor(program / between));
		return Math.round((double) recorded * collections / count);
	}

	/** The bytes the recorded run allocated, or -1 when the trace does not say. */
	public static long allocatedBytes(TraceHeader header) {
		return number(header.properties().get(ALLOCATED_PROPERTY));
	}

	/** The bytes the recorder counted as its own, or -1 when the trace does not say. */
	public static long recorderBytes(TraceHeader header) {
		return number(header.properties().get(RECORDER_ALLOCATED_PROPERTY));
	}

	/** A non-negative whole number, or -1 for a missing or unreadable value. */
	private static long number(String v) {
		if (v == null) {
			return -1;
		}
		try {
			long n = Long.parseLong(v.trim());
			return n >= 0 ? n : -1;
		} catch (NumberFormatException e) {
			return -1;
		}
	}
}
