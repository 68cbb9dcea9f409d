/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Arrays;
import java.util.Locale;

import dev.foresight.core.trace.TraceHeader;

/**
 * A program so short that the JVM's warm-up is much of its run: interpreted code and the compilers' first tiers, which
 * the trace holds as the CPU times of one run on one processor and which more processors shorten less than the replay
 * does. Told by the JIT compilers' CPU time beside the program's: in the first tour of docs/accuracy.md ("The JDK's
 * concurrency utilities one at a time") it was 30 to 75 % of the program's in each of the twelve parts run for a tenth
 * of a second, whose speedups were all predicted high (by 8 to 81 %); of the 46 parts of the four tours run ten times
 * as long, four reached 30 % ("Three more tours of the JDK's concurrency"). A JUnit test recorded in the IDE's tests,
 * compilers at 92 %, was predicted low (23 %): the warning says the prediction is uncertain, not which way.
 *
 * @param compilerMillis the compilers' CPU time the replay holds
 * @param programMillis the program's CPU time (without the recorder where the trace has such a run)
 */
public record WarmUp(double compilerMillis, double programMillis) {

	/** The compilers' share of the program's CPU time from which {@link #warning} speaks. */
	public static final double WARN_SHARE = 0.3;

	/** The figures of {@code sim}, or {@code null} when its trace has no compilers' or program's CPU time. */
	public static WarmUp of(Simulator sim) {
		double compilers = Arrays.stream(sim.compilerCpuNanos()).sum() / 1e6;
		TraceHeader h = sim.header();
		double program = WorkScale.millis(h, WorkScale.BASELINE_PROPERTY);
		if (!(program > 0)) {
			program = WorkScale.millis(h, WorkScale.RECORDED_PROPERTY);
		}
		return compilers > 0 && program > 0 && Double.isFinite(program) ? new WarmUp(compilers, program) : null;
	}

	/** The compilers' CPU time over the program's. */
	public double share() {
		return compilerMillis / programMillis;
	}

	/** For the user, when the compilers' share is {@link #WARN_SHARE} or more; otherwise {@code null}. */
	public String warning() {
		if (share() < WARN_SHARE) {
			return null;
		}
		return String.format(Locale.ROOT, "the JIT compilers used %.0f ms of CPU time beside the program's %.0f ms "
				+ "(%.0f %%): a run this short is largely the JVM's warm-up, as one run on one processor went through "
				+ "it, so the predicted speedup is uncertain (the tours' runs of a tenth of a second in "
				+ "docs/accuracy.md were all predicted high, by 8 to 81 %%); a longer run predicts better",
				compilerMillis, programMillis, share() * 100);
	}

	/** {@link #warning} of the figures of {@code sim}, or {@code null}. */
	public static String warning(Simulator sim) {
		WarmUp w = of(sim);
		return w == null ? null : w.warning();
	}
}
