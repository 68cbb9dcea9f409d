/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Arrays;

import dev.foresight.core.trace.ftrace.Ftrace;

/**
 * The trace header properties that say what the recorded JVM did beside the program's threads: its collector's
 * pauses and its JIT compilers' CPU time, which every simulated run replays ({@link CollectorPauses}, the compiler
 * threads of {@link Simulator#compilerCpuNanos}).
 */
public final class JvmProperties {

	/** The trace property with the recorded run's stop-the-world garbage collection time, in milliseconds. */
	public static final String GC_PAUSE_PROPERTY = "jvm.gc.pause.ms";

	/**
	 * The trace property with the CPU time each JIT compiler thread used during the recorded run, in milliseconds,
	 * separated by commas. Every simulated run replays each as a thread of its own, ready from the start, that the
	 * run does not wait for (the recorded threads' CPU clocks do not count compilation, which competes with them for
	 * the processors).
	 */
	public static final String COMPILER_CPU_PROPERTY = "jvm.compiler.cpu.ms";

	/**
	 * The trace property with each JIT compiler thread's CPU time in a run without the recorder ({@code record
	 * --baseline}), in milliseconds: runs replay these unless a {@link RecordingCost#compilationNanos} is given.
	 */
	public static final String COMPILER_BASELINE_PROPERTY = "jvm.compiler.cpu.baseline.ms";

	/**
	 * The trace property with each JIT compiler thread's CPU time in a second run without the recorder, on
	 * {@link #COMPILER_BASELINE_WIDE_CPUS_PROPERTY} processors where {@link #COMPILER_BASELINE_PROPERTY} ran on one
	 * ({@code record --baseline --pin-one-cpu --processors N}), in milliseconds. With processors to spare the
	 * compilers get through more of their queue before the program ends (H2Inserts: 0.6 s of compilation on one
	 * processor, 0.8 s on two), so a run on n processors replays the compilers scaled between the two totals.
	 */
	public static final String COMPILER_BASELINE_WIDE_PROPERTY = "jvm.compiler.cpu.baseline.wide.ms";

	/** The processors of the run of {@link #COMPILER_BASELINE_WIDE_PROPERTY}, at least 2. */
	public static final String COMPILER_BASELINE_WIDE_CPUS_PROPERTY = "jvm.compiler.cpu.baseline.wide.cpus";

	private JvmProperties() {
	}

	/**
	 * The positive times (nanoseconds) of a property's list of milliseconds, such as {@link #COMPILER_CPU_PROPERTY},
	 * or {@code null} when {@code value} is missing or is not a list of times from 0 to 2^53 ns ({@link
	 * Ftrace#MAX_NANOS}: a compiler thread of a longer time would keep a simulation running for hours).
	 */
	public static long[] positiveNanos(String value) {
		if (value == null || value.isBlank()) {
			return null;
		}
		String[] parts = value.split(",");
		long[] ns = new long[parts.length];
		int n = 0;
		for (String p : parts) {
			try {
				double ms = Double.parseDouble(p.trim());
				if (!(ms >= 0) || ms * 1e6 > Ftrace.MAX_NANOS) {
					return null;
				}
				if (ms > 0) {
					ns[n++] = Math.round(ms * 1e6);
				}
			} catch (NumberFormatException e) {
				return null;
			}
		}
		return Arrays.copyOf(ns, n);
	}
}
