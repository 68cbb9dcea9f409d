/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.measure;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The processor time a hypervisor gave to other machines while this one's programs ran (Linux's steal time, the
 * eighth figure of {@code /proc/stat}'s {@code cpu} line): runs measured on a virtual machine whose processors were
 * stolen from are slower and vary, which a prediction cannot know.
 */
final class StealTime {

	private static final Path STAT = Path.of("/proc/stat");
	/** Index of the steal figure among the numbers of the cpu line (user nice system idle iowait irq softirq steal). */
	private static final int STEAL = 7;

	/** Steal ticks and all ticks summed so far. */
	private long steal;
	private long total;

	/**
	 * The machine's steal and total ticks since boot, {@code {steal, total}}, or {@code null} where the kernel does
	 * not say (not Linux).
	 */
	static long[] now() {
		try (BufferedReader r = Files.newBufferedReader(STAT, StandardCharsets.US_ASCII)) {
			String line = r.readLine();
			if (line == null || !line.startsWith("cpu ")) {
				return null;
			}
			String[] w = line.substring(4).trim().split("\\s+");
			long all = 0;
			// guest time is counted in user time already
			for (int i = 0; i < Math.min(w.length, STEAL + 1); i++) {
				all += Long.parseLong(w[i]);
			}
			return new long[] { w.length > STEAL ? Long.parseLong(w[STEAL]) : 0, all };
		} catch (IOException | RuntimeException e) {
			return null;
		}
	}

	/** Adds the ticks between {@code before} and {@code after} ({@link #now}, either may be null). */
	void add(long[] before, long[] after) {
		if (before != null && after != null) {
			steal += after[0] - before[0];
			total += after[1] - before[1];
		}
	}

	/** The steal share of what was added, or NaN when nothing was. */
	double share() {
		return total > 0 ? (double) steal / total : Double.NaN;
	}
}
