/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.core.internal.sim;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import dev.foresight.core.sim.JvmProperties;
import dev.foresight.core.trace.EventKind;
import dev.foresight.core.trace.ThreadInfo;
import dev.foresight.core.trace.TraceHeader;

/**
 * The JIT compiler threads of the recorded run, replayed as threads of their own. They run beside the application
 * and no application thread's CPU clock counts them, so a trace holds only their totals (the header property
 * {@value #PROPERTY}: one figure per compiler thread, in milliseconds). Each becomes a thread that is ready from the
 * start with all its CPU time before its end: it competes for the processors as the compiler does (most of a run's
 * compilation comes early), and, like the JVM, which does not wait for a compilation at exit, the run is complete
 * when the recorded threads are, whatever the compilers still have to do.
 */
final class CompilerThreads implements EventSource {

	/** The trace property with the CPU time of each JIT compiler thread during the recording, in milliseconds. */
	static final String PROPERTY = JvmProperties.COMPILER_CPU_PROPERTY;

	private final EventSource recorded;
	private final int first;
	private final long[] cpu;

	private CompilerThreads(EventSource recorded, long[] cpu) {
		this.recorded = recorded;
		this.first = recorded.threads();
		this.cpu = cpu;
	}

	/**
	 * CPU time of each compiler thread to replay (nanoseconds): those of a run of the program without the recorder
	 * ({@link JvmProperties#COMPILER_BASELINE_PROPERTY}, {@code record --baseline}) when the trace has them and no
	 * {@code less} is asked for; otherwise those of the recorded run ({@link #PROPERTY}) less the recorder's own
	 * compilation {@code less} in proportion to each thread's time. Empty when the trace does not say or says
	 * something that is not a list of non-negative numbers, and without the threads left with no time.
	 */
	static long[] cpuNanos(TraceHeader header, long less) {
		if (less <= 0 && fromBaseline(header)) {
			return list(header, JvmProperties.COMPILER_BASELINE_PROPERTY);
		}
		long[] recorded = list(header, PROPERTY);
		long sum = Arrays.stream(recorded).sum();
		if (sum == 0 || less <= 0) {
			return recorded;
		}
		double keep = Math.max(0, sum - less) / (double) sum;
		return Arrays.stream(recorded).map(ns -> Math.round(ns * keep)).filter(ns -> ns > 0).toArray();
	}

	/**
	 * Whether {@link #cpuNanos} replays the compilers of a run without the recorder when asked for no {@code less}:
	 * the trace has a list of their times (all of them 0 too: compilers that did nothing).
	 */
	static boolean fromBaseline(TraceHeader header) {
		return parse(header, JvmProperties.COMPILER_BASELINE_PROPERTY) != null;
	}

	/**
	 * The factor a run on {@code cpus} processors scales the baseline compilers' times by: their total in the run
	 * without the recorder on K processors ({@link JvmProperties#COMPILER_BASELINE_WIDE_PROPERTY}) over that on one,
	 * from K processors on, and in between linear in the processor count; 1 on one processor and where the trace has no
	 * such run (or one that says nothing usable).
	 */
	static double scale(TraceHeader header, int cpus) {
		long[] wide = parse(header, JvmProperties.COMPILER_BASELINE_WIDE_PROPERTY);
		long[] one = parse(header, JvmProperties.COMPILER_BASELINE_PROPERTY);
		int k;
		try {
			k = Integer.parseInt(
					header.properties().getOrDefault(JvmProperties.COMPILER_BASELINE_WIDE_CPUS_PROPERTY, "").trim());
		} catch (NumberFormatException e) {
			return 1;
		}
		long sumOne = one == null ? 0 : Arrays.stream(one).sum();
		if (wide == null || sumOne == 0 || k < 2 || cpus <= 1) {
			return 1;
		}
		double ratio = Arrays.stream(wide).sum() / (double) sumOne;
		return cpus >= k ? ratio : 1 + (ratio - 1) * (cpus - 1) / (k - 1);
	}

	/** {@link #parse}, empty where that is {@code null}. */
	private static long[] list(TraceHeader header, String property) {
		long[] ns = parse(header, property);
		return ns == null ? new long[0] : ns;
	}

	/** The positive times of a property's list (ns), or {@code null} when it is missing or not such a list. */
	private static long[] parse(TraceHeader header, String property) {
		return JvmProperties.positiveNanos(header.properties().get(property));
	}

	/** {@code header} with a thread for each of the {@code count} compiler threads after the recorded ones. */
	static TraceHeader header(TraceHeader header, int count) {
		if (count == 0) {
			return header;
		}
		List<ThreadInfo> threads = new ArrayList<>(header.threads());
		int first = threads.size();
		for (int k = 0; k < count; k++) {
			threads.add(new ThreadInfo(first + k, "JIT compiler " + (k + 1) + " (not recorded)", -1, -1, false));
		}
		return new TraceHeader(header.formatVersion(), header.jvm(), header.os(), header.cpuCount(),
				header.startEpochMillis(), threads, header.sites(), header.properties());
	}

	/** The events of {@code recorded} and one end event per compiler thread, carrying its CPU time. */
	static EventSource source(EventSource recorded, long[] cpuNanos) {
		return new CompilerThreads(recorded, cpuNanos.clone());
	}

	@Override
	public int threads() {
		return first + cpu.length;
	}

	@Override
	public int size(int t) {
		return t < first ? recorded.size(t) : 1;
	}

	@Override
	public EventKind kind(int t, int i) {
		return t < first ? recorded.kind(t, i) : EventKind.THREAD_END;
	}

	@Override
	public long object(int t, int i) {
		return t < first ? recorded.object(t, i) : -1;
	}

	@Override
	public int site(int t, int i) {
		return t < first ? recorded.site(t, i) : -1;
	}

	@Override
	public long cpuNanos(int t, int i) {
		return t < first ? recorded.cpuNanos(t, i) : cpu[t - first];
	}

	@Override
	public long wallNanos(int t, int i) {
		return t < first ? recorded.wallNanos(t, i) : cpu[t - first];
	}

	@Override
	public long arg(int t, int i) {
		return t < first ? recorded.arg(t, i) : 0;
	}

	@Override
	public int flags(int t, int i) {
		return t < first ? recorded.flags(t, i) : 0;
	}

	@Override
	public int wakeThread(int t, int i) {
		return t < first ? recorded.wakeThread(t, i) : -1;
	}

	@Override
	public int wakeIndex(int t, int i) {
		return t < first ? recorded.wakeIndex(t, i) : -1;
	}
}
