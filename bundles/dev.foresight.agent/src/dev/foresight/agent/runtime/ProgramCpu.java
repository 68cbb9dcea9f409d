/*
 * Copyright (c) 2026 Foresight contributors.
 * SPDX-License-Identifier: EPL-2.0
 */
package dev.foresight.agent.runtime;

import java.io.File;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The CPU time of the program's threads by the kernel's count, measured alike in a run without the recorder and in
 * the recording, so that the simulator can take the recorder's whole cost off the recorded CPU times: the part that
 * its stated cost per event misses (in a lock-heavy program its hooks cost 97 ns per event against 37 stated;
 * docs/accuracy.md, "Where the recorder's unstated cost sits") is the difference of the two.
 * <p>
 * Both count the process's CPU time at its end ({@code /proc/self/stat}, in the kernel's ticks of 10 ms, dead threads
 * included) less the JIT compilers' (replayed on their own), less HotSpot's own threads' (the VM thread, the
 * collectors: what the recorder adds there is outside the recorded times) and less what every thread that existed
 * before had used when it was first counted: the main thread's start-up at a run without the recorder's premain, and
 * each such thread's CPU time at its first recorded event in a recording, from which its recorded CPU times count. A
 * recording also takes off its own threads' time. Linux only; elsewhere nothing is measured.
 */
public final class ProgramCpu {

	/** The trace property of the program's CPU time in the recording, in milliseconds. */
	static final String PROPERTY = "program.cpu.ms";

	private static final File STAT = new File("/proc/self/stat");
	private static final File SELF = new File("/proc/thread-self/schedstat");
	/** The length of a tick of {@code /proc/self/stat}: USER_HZ is 100 on Linux. */
	private static final long TICK_NANOS = 10_000_000;
	/** A recorder thread's name as the kernel keeps it (15 characters of the Java name). */
	static final String RECORDER_THREAD = "foresight-";

	/** The name of the launcher's main thread after {@code main} (HotSpot's). */
	private static final String RELAUNCHED_MAIN = "DestroyJavaVM";

	/** CPU time of the threads that existed before their first event, at that event (a recording). */
	private static final AtomicLong BEFORE = new AtomicLong();
	/** CPU time of the recorder's threads that ended. */
	private static final AtomicLong ENDED = new AtomicLong();

	private ProgramCpu() {
	}

	/**
	 * Adds the CPU time {@code nanos} the current thread had used when it was first counted in the recording. The
	 * launcher's main thread, once {@code main} returns, attaches to the JVM again as a Java thread of its own,
	 * DestroyJavaVM, whose CPU clock goes on from main's: what it had used is main's, counted already.
	 */
	static void before(long nanos) {
		if (nanos > 0 && !Thread.currentThread().getName().equals(RELAUNCHED_MAIN)) {
			BEFORE.addAndGet(nanos);
		}
	}

	/** Called by a recorder thread as it ends: its CPU time is taken off the process's. */
	static void recorderThreadEnds() {
		long ns = threadNanos();
		if (ns > 0) {
			ENDED.addAndGet(ns);
		}
	}

	/**
	 * The program's CPU time in a recording, in milliseconds with one decimal: the process's, less the compilers',
	 * less the recorder's threads' (alive or ended), less the time counted before; {@code null} when the kernel does
	 * not say.
	 */
	static String recordedMillis() {
		long process = processNanos();
		long others = otherThreadsNanos(true);
		if (process < 0 || others < 0) {
			return null;
		}
		return CompilerCpu.millis(process - others - ENDED.get() - BEFORE.get());
	}

	/**
	 * The program's CPU time in a run without the recorder: the process's, less the compilers', less
	 * {@code startNanos}, the main thread's at premain; {@code null} when the kernel does not say.
	 */
	static String baselineMillis(long startNanos) {
		long process = processNanos();
		long compilers = otherThreadsNanos(false);
		if (process < 0 || compilers < 0 || startNanos < 0) {
			return null;
		}
		return CompilerCpu.millis(process - compilers - startNanos);
	}

	/** This thread's CPU time by the kernel's count (nanoseconds), or -1. */
	static long threadNanos() {
		try {
			String s = CompilerCpu.text(SELF);
			return Long.parseLong(s.substring(0, s.indexOf(' ')));
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	/**
	 * How long this thread has waited for a processor while runnable, by the kernel's count (nanoseconds, the second
	 * figure of {@code /proc/thread-self/schedstat}), or -1.
	 */
	static long queuedNanos() {
		try {
			String s = CompilerCpu.text(SELF);
			int from = s.indexOf(' ') + 1;
			return Long.parseLong(s.substring(from, s.indexOf(' ', from)));
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	/** The process's user and system time (nanoseconds, whole ticks), or -1. */
	static long processNanos() {
		try {
			String s = CompilerCpu.text(STAT);
			// fields after the command name, which is in parentheses and may hold spaces: state is field 3,
			// utime and stime are fields 14 and 15
			String[] f = s.substring(s.lastIndexOf(')') + 2).split(" ");
			return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * TICK_NANOS;
		} catch (IOException | RuntimeException e) {
			return -1;
		}
	}

	/**
	 * CPU time of the living compiler threads and HotSpot's own threads and, if {@code recorder}, of the recorder's
	 * threads; or -1.
	 */
	private static long otherThreadsNanos(boolean recorder) {
		Map<String, Long> cpu = CompilerCpu.read(new CompilerCpu.Names() {
			@Override
			public boolean match(String name) {
				return CompilerCpu.COMPILERS.match(name) || jvmThread(name) || recorder && recorderThread(name);
			}
		});
		if (cpu == null) {
			return -1;
		}
		long sum = 0;
		for (long ns : cpu.values()) {
			sum += ns;
		}
		return sum;
	}

	/**
	 * A thread of HotSpot's own that runs no Java code: the VM thread (safepoint operations, the serial collector,
	 * the recorder's class redefinitions), the collectors' and the service threads. Their time is in no recorded
	 * thread's; what the recorder adds to it (its allocation's collections, its redefinitions) is not in the recorded
	 * times, and the simulator replays the collections apart ({@code CollectorPauses}).
	 */
	private static boolean jvmThread(String name) {
		return name.startsWith("VM ") || name.startsWith("GC Thread") || name.startsWith("G1 ")
				|| name.equals("Service Thread") || name.startsWith("Monitor Deflati");
	}

	/** A thread of the recorder's or, when it takes execution samples, of the flight recorder's. */
	private static boolean recorderThread(String name) {
		return name.startsWith(RECORDER_THREAD) || name.startsWith("JFR ");
	}
}
