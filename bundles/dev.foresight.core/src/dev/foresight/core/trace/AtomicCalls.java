/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.trace;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The compare-and-set calls and spin-waits of the program's own code that a recording counted per site (the
 * recorder's {@value #PROPERTY} property, {@code SITE:COUNT} separated by spaces). They are not events: a lock-free
 * retry loop synchronizes no thread with another, and on the one processor a trace is usually recorded on it hardly
 * ever retries. On more processors its threads collide, retry and move the data they write between caches, work that
 * no trace holds (seed-broberg.md section 11 asks to detect such loops and warn). Entries that do not parse or name no
 * site of the trace are left out.
 *
 * @param counts the counted sites, the most frequent first
 */
public record AtomicCalls(List<Count> counts) {

	/** The trace property the recorder writes. */
	public static final String PROPERTY = "recorder.atomics";
	/**
	 * From this many calls per millisecond of the recorded threads' CPU time on (one every 100 us), {@link #warning}
	 * warns: a program that calls them this often spends a share of its work in them that collisions can multiply.
	 */
	public static final double WARN_PER_CPU_MS = 10;

	/** The calls counted at one site. */
	public record Count(Site site, long count) {
	}

	/** Defensive copy. */
	public AtomicCalls {
		counts = List.copyOf(counts);
	}

	/** The counts of {@code header}'s trace; none when it has no such property. */
	public static AtomicCalls of(TraceHeader header) {
		String value = header.properties().get(PROPERTY);
		List<Count> out = new ArrayList<>();
		if (value != null) {
			for (String entry : value.trim().split("\\s+")) {
				int colon = entry.indexOf(':');
				try {
					int site = Integer.parseInt(entry.substring(0, Math.max(colon, 0)));
					long count = Long.parseLong(entry.substring(colon + 1));
					if (site >= 0 && site < header.sites().size() && count > 0) {
						out.add(new Count(header.site(site), count));
					}
				} catch (NumberFormatException e) {
					// an entry this reader does not know: left out
				}
			}
		}
		out.sort(Comparator.comparingLong(Count::count).reversed());
		return new AtomicCalls(out);
	}

	/** {@link #warning(long)} for a trace in memory, over its recorded threads' CPU time; {@code null} when none. */
	public static String warning(Trace trace) {
		AtomicCalls calls = of(trace.header());
		return calls.counts.isEmpty() ? null : calls.warning(TraceSummary.of(trace).cpuNanos());
	}

	/** All calls counted. */
	public long total() {
		return counts.stream().mapToLong(Count::count).sum();
	}

	/**
	 * A warning when the calls are frequent ({@link #WARN_PER_CPU_MS} or more per millisecond of {@code cpuNanos}, the
	 * recorded threads' CPU time), naming the busiest site; otherwise {@code null}.
	 */
	public String warning(long cpuNanos) {
		long total = total();
		double perMs = cpuNanos <= 0 ? 0 : total / (cpuNanos / 1e6);
		if (counts.isEmpty() || perMs < WARN_PER_CPU_MS) {
			return null;
		}
		Site top = counts.get(0).site();
		return String.format(java.util.Locale.ROOT, "the program called compare-and-set or spun %,d times (%.0f per ms"
				+ " of its CPU time; %,d at %s.%s(%s:%d)): lock-free loops retry when threads on several processors"
				+ " collide, work the trace does not hold, so where they matter the predicted speedup is an upper"
				+ " bound", total, perMs, counts.get(0).count(), top.className(), top.method(), top.file(), top.line());
	}
}
