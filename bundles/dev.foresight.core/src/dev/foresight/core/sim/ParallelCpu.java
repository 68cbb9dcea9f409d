/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Locale;

import dev.foresight.core.trace.TraceHeader;

/**
 * The program's CPU time in the two runs without the recorder of {@code record --baseline --pin-one-cpu --processors
 * N}: on one processor ({@value WorkScale#BASELINE_PROPERTY}) and on {@code cpus} ({@value #PROPERTY}). Work that
 * more processors add is in no trace recorded on one: lock-free loops that retry, spinning before a park, cache lines
 * and memory traffic between processors. In the accuracy run of 2026-11-30, 21:43 UTC (docs/accuracy.md), each of
 * the seven programs whose measured runs used 10 % more CPU time or more on two processors than on one had its
 * speedup at two predicted 9 to 49 % high (of the other six, two 10 and 20 % high). Each figure here is one run (or
 * the median of {@code --baseline-runs}), whose CPU time moves by a fifth on a shared machine, so the warning waits
 * for 20 %.
 *
 * @param cpus the processors of the wider run
 * @param aloneMillis the program's CPU time on one processor
 * @param wideMillis the program's CPU time on {@code cpus} processors
 */
public record ParallelCpu(int cpus, double aloneMillis, double wideMillis) {

	/** The trace property with the program's CPU time in the run without the recorder on more processors. */
	public static final String PROPERTY = "program.cpu.baseline.wide.ms";

	/** The ratio of the two figures from which {@link #warning} speaks. */
	public static final double WARN_RATIO = 1.2;

	/** The figures of {@code header}, or {@code null} when it lacks one (no such runs, or not measured). */
	public static ParallelCpu of(TraceHeader header) {
		double alone = WorkScale.millis(header, WorkScale.BASELINE_PROPERTY);
		double wide = WorkScale.millis(header, PROPERTY);
		double cpus = WorkScale.millis(header, JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY);
		if (!(alone > 0) || !(wide >= 0) || !(cpus >= 2) || Double.isInfinite(alone + wide + cpus)) {
			return null;
		}
		return new ParallelCpu((int) cpus, alone, wide);
	}

	/** The program's CPU time on {@link #cpus} processors over that on one. */
	public double ratio() {
		return wideMillis / aloneMillis;
	}

	/**
	 * For the user, when the program used {@link #WARN_RATIO} times as much CPU time or more on {@link #cpus}
	 * processors as on one; otherwise {@code null}.
	 */
	public String warning() {
		if (ratio() < WARN_RATIO) {
			return null;
		}
		return String.format(Locale.ROOT, "without the recorder the program used %.0f ms of CPU time on %d processors "
				+ "against %.0f ms on one (%+.0f %%): work that more processors add (lock-free retries, spinning, "
				+ "cache lines and memory moving between processors) is in no trace recorded on one, so the predicted "
				+ "speedup on %d processors or more is likely high", wideMillis, cpus, aloneMillis,
				(ratio() - 1) * 100, cpus);
	}

	/** {@link #warning} of the figures of {@code header}, or {@code null}. */
	public static String warning(TraceHeader header) {
		ParallelCpu p = of(header);
		return p == null ? null : p.warning();
	}
}
