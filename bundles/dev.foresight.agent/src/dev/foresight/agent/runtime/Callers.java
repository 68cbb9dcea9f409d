/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;

/**
 * Where the program called the JDK methods whose monitors it entered (a {@code PrintStream}'s, a {@code Vector}'s):
 * such an event's site is the JDK's, a line no editor of the program shows. A sample of the entries at each JDK site
 * walks the stack to the innermost frame outside the JDK and counts that frame's site, so that the trace can say which
 * lines of the program wait there. A walk costs microseconds, so only some entries are sampled: the first
 * {@value #FIRST} at a site, then each whose number is a power of two or a multiple of {@value #EVERY}; the thread is
 * excused the walk's time. Past the first few, a site's count grows by {@value #STRIDE} at every {@value #STRIDE}th
 * JDK monitor entry of a thread, not by one at each: a count that every entry wrote moved its cache line between the
 * processors of threads entering monitors of their own there, about 56 ns an entry for two threads on two processors
 * (docs/benchmarks.md, "The JDK monitors' entries counted in strides"). Few enough walks that the stack walker's
 * code is never hot: at one in 512, a program of 6 M entries walked 12,000 times and the optimizing compiler spent a
 * third of a second on the walker, on the program's processors, while the walks held the very monitors the other
 * threads queued at (docs/benchmarks.md, "The JDK monitors' callers sampled less often"). The counts by site are plain
 * increments: two threads entering at one site at once may lose one, which only moves a sample.
 */
final class Callers {

	/** The trace property: {@code JDKSITE:CALLER*SAMPLES,CALLER*SAMPLES} per JDK site, separated by spaces. */
	static final String PROPERTY = "recorder.callers";
	private static final int FIRST = 8;
	private static final int EVERY = 16384;
	/** Entries of a thread per write of a site's count, past its first {@value #FIRST}: a power of two. */
	static final int STRIDE = 64;

	/** Entries seen per JDK site; replaced when it grows. */
	private static int[] entries = new int[64];
	/** Samples per JDK site, per caller site. */
	private static final Map<Integer, Map<Integer, Integer>> SAMPLES = new TreeMap<>();

	private Callers() {
	}

	/** Counts an entry of a monitor at JDK site {@code site} by the thread of {@code s}, sampling its caller. */
	static void entered(ThreadState s, int site) {
		if (site < 0) {
			return;
		}
		int[] e = entries;
		if (site >= e.length || e[site] < FIRST) {
			if ((site < e.length ? ++e[site] : grow(site)) > FIRST) {
				return;
			}
		} else if (!s.jdkEntryCounts(STRIDE) || !due(e[site], e[site] += STRIDE)) {
			return;
		}
		int caller = Sites.callerSite(s);
		if (caller >= 0) {
			add(site, caller);
		}
	}

	/** Whether a count that went from {@code before} to {@code after} passed a power of two or a multiple of EVERY. */
	static boolean due(int before, int after) {
		return Integer.highestOneBit(after) > before || after / EVERY > before / EVERY;
	}

	private static synchronized int grow(int site) {
		if (site >= entries.length) {
			entries = Arrays.copyOf(entries, Math.max(site + 1, entries.length * 2));
		}
		return ++entries[site];
	}

	// plain loops, no lambdas: the first sample comes at a program's first print, and spinning a lambda's class
	// there costs milliseconds of the recording's start
	private static synchronized void add(int site, int caller) {
		Map<Integer, Integer> callers = SAMPLES.get(site);
		if (callers == null) {
			callers = new TreeMap<>();
			SAMPLES.put(site, callers);
		}
		Integer n = callers.get(caller);
		callers.put(caller, n == null ? 1 : n + 1);
	}

	/** Writes the samples as a trace property (the recording's close), when there are any. */
	static synchronized void write() {
		StringBuilder b = new StringBuilder();
		for (Map.Entry<Integer, Map<Integer, Integer>> site : SAMPLES.entrySet()) {
			b.append(b.isEmpty() ? "" : " ").append(site.getKey()).append(':');
			boolean first = true;
			for (Map.Entry<Integer, Integer> caller : site.getValue().entrySet()) {
				b.append(first ? "" : ",").append(caller.getKey()).append('*').append(caller.getValue());
				first = false;
			}
		}
		if (!b.isEmpty()) {
			Recorder.property(PROPERTY, b.toString());
		}
	}
}
