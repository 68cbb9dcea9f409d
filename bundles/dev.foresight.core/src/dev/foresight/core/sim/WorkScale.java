/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.sim;

import java.util.Locale;

import dev.foresight.core.internal.sim.RecordedWork;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * The factor every run scales the recorded threads' CPU times by, once the recorder's stated cost per event is taken
 * off, so that they add up to the program's CPU time in a run without the recorder. The recorder states what its
 * hooks cost on one thread in a loop; in a program they cost more (cache misses, contended state: 97 ns per event
 * against 37 in a lock-heavy one), and that rest would make a one-processor prediction 10 to 100 % long. Taking it off
 * in proportion to all CPU time, rather than per event, keeps the speedups (docs/accuracy.md, "Where the recorder's
 * unstated cost sits").
 * <p>
 * The figures come from {@code record --baseline}: the program's CPU time in the run without the recorder
 * ({@value #BASELINE_PROPERTY}) and in the recording ({@value #RECORDED_PROPERTY}), both measured by the kernel the
 * same way, whose difference is what the recorder cost in all. The recorded threads are to replay their recorded CPU
 * time less that difference.
 *
 * @param factor what each CPU time is multiplied by; 1 when the trace does not say
 * @param baselineMillis the program's CPU time without the recorder, or NaN
 * @param programMillis the program's CPU time in the recording, or NaN
 * @param recordedMillis the recorded threads' CPU time in the trace
 * @param replayedMillis the same less the recorder's stated cost per event
 */
public record WorkScale(double factor, double baselineMillis, double programMillis, double recordedMillis,
		double replayedMillis) {

	/** The trace property with the program's CPU time in the recording, in milliseconds. */
	public static final String RECORDED_PROPERTY = "program.cpu.ms";

	/** The trace property with the program's CPU time in a run without the recorder, in milliseconds. */
	public static final String BASELINE_PROPERTY = "program.cpu.baseline.ms";

	/** No scaling. */
	public static final WorkScale NONE = new WorkScale(1, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

	/** The most a factor may be: above it the run without the recorder cannot have been the same program run. */
	private static final double MOST = 2;

	/** Whether {@code header} has both figures, so that {@link #of} has something to find. */
	static boolean measured(TraceHeader header) {
		return !Double.isNaN(recorderMillis(header));
	}

	/**
	 * What the recorder cost the program in all by the figures of {@code header}: its CPU time with the recorder less
	 * that without (milliseconds); NaN when the trace does not have both.
	 */
	public static double recorderMillis(TraceHeader header) {
		return millis(header, RECORDED_PROPERTY) - millis(header, BASELINE_PROPERTY);
	}

	/**
	 * The factor of a trace with {@code header} whose recorded threads total {@code work}; {@link #NONE} when it does
	 * not have both figures, or when they leave no CPU time or ask for more than twice the recorded, and for a trace
	 * with virtual threads: their carriers run the recorder's mount hooks outside every recorded thread's CPU time
	 * (VirtualThreads: 609 ms of the recording's program CPU time outside the recorded threads' 989 ms), so the
	 * difference of the two figures is not all inside the recorded times.
	 */
	static WorkScale of(TraceHeader header, RecordedWork work) {
		if (header.threads().stream().anyMatch(ThreadInfo::virtual)) {
			return NONE;
		}
		double baseline = millis(header, BASELINE_PROPERTY);
		double program = millis(header, RECORDED_PROPERTY);
		double recorded = work.recordedNanos() / 1e6;
		double replayed = work.replayedNanos() / 1e6;
		double target = recorded - (program - baseline);
		if (Double.isNaN(target) || target <= 0 || replayed <= 0 || target / replayed > MOST) {
			return NONE;
		}
		return new WorkScale(target / replayed, baseline, program, recorded, replayed);
	}

	/** The largest factor {@link #given} takes. */
	public static final double MAX_GIVEN = 1000;

	/** A given factor, for a what-if (as a faster or slower program) or to compare with the measured one. */
	public static WorkScale given(double factor) {
		// a factor of 1e30 made every run's clock wait for ages (a fuzzed option); a what-if stays within 1000 times
		if (!(factor > 0 && factor <= MAX_GIVEN)) {
			throw new IllegalArgumentException("a work scale must be a number above 0 and at most " + (int) MAX_GIVEN
					+ ": " + factor);
		}
		return new WorkScale(factor, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
	}

	/** Whether the factor was found from the trace's measurements. */
	public boolean fromBaseline() {
		return !Double.isNaN(baselineMillis);
	}

	/** One line for the user: the factor and, when measured, what it came from. */
	public String describe() {
		if (!fromBaseline()) {
			return String.format(Locale.ROOT, "CPU times scaled by %.3f (given)", factor);
		}
		return String.format(Locale.ROOT, "CPU times scaled by %.3f: the program used %.0f ms of CPU without the "
				+ "recorder and %.0f ms with it; its recorded %.0f ms replay as %.0f ms", factor, baselineMillis,
				programMillis, recordedMillis, replayedMillis * factor);
	}

	/** The number of milliseconds of property {@code key} of {@code header}; NaN when it is missing or not one. */
	static double millis(TraceHeader header, String key) {
		String v = header.properties().get(key);
		try {
			return v == null ? Double.NaN : Double.parseDouble(v.trim());
		} catch (NumberFormatException e) {
			return Double.NaN;
		}
	}
}
