/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.ui.internal.editors;

import java.util.Locale;

/**
 * What fits the IDE's heap, and what an editor says when its work does not: a trace is read into memory (about 50
 * bytes an event) and its analyses add their tables (about 100 more), so a recording of tens of millions of events
 * outgrows the 2 GiB that Eclipse is commonly given. The trace editor then streams its summary and prediction from the
 * file and leaves the analyses to the command line; a job that runs out of heap anyway drops its data with the error,
 * and the workbench goes on.
 */
public final class HeapAdvice {

	/**
	 * Heap an event takes once read and analyzed: the critical path of LockHeavy's recording (9.6 M events) peaked at
	 * 1,505 MB in use, 157 bytes an event (benchmarks.md, "The critical path of a large recording: its memory").
	 */
	static final long BYTES_PER_EVENT = 160;

	/** The heap {@link #holds} assumes, or -1 for the running IDE's; tests set it. */
	private static volatile long assumedHeap = -1;

	private HeapAdvice() {
	}

	/** The advice for the running IDE. */
	public static String now() {
		return of(heap());
	}

	/** The advice for an IDE whose heap holds at most {@code maxHeap} bytes. */
	public static String of(long maxHeap) {
		return String.format(Locale.ROOT, "not enough memory: the IDE's heap (at most %,d MB) cannot hold this work "
				+ "for this trace. Give the IDE more (-Xmx in its eclipse.ini, for example -Xmx8g) or use the command "
				+ "line, whose predict replays a large trace from its file (foresight predict FILE --stream).",
				maxHeap >> 20);
	}

	/** Whether a trace of {@code events} events can be read into the IDE's heap and analyzed there. */
	public static boolean holds(long events) {
		return events <= heap() / BYTES_PER_EVENT;
	}

	/** Why the analyses of a trace of {@code events} events that the heap does not hold are left out. */
	public static String tooLarge(long events) {
		return String.format(Locale.ROOT, "This trace has %,d events, which need about %,d MB of heap to analyze in "
				+ "memory; the IDE has at most %,d MB. Its summary and prediction are streamed from its file. For the "
				+ "critical path, timeline, binding and what-if analyses, give the IDE more heap (-Xmx in its "
				+ "eclipse.ini) and open the trace again, or run the command line with more heap, for example "
				+ "FORESIGHT_CLI_VMARGS=-Xmx%dg foresight critical-path FILE.", events,
				events * BYTES_PER_EVENT >> 20, heap() >> 20, Math.max(2, (events * BYTES_PER_EVENT >> 30) + 2));
	}

	/** Makes {@link #holds} and the advice assume a heap of {@code bytes} (-1: the running IDE's); for tests. */
	public static void assumeHeap(long bytes) {
		assumedHeap = bytes;
	}

	private static long heap() {
		long h = assumedHeap;
		return h >= 0 ? h : Runtime.getRuntime().maxMemory();
	}
}
